// One game of the load: created and joined over HTTP, its two players (and spectators)
// connected, replaced by a new game when it ends; and the lane's ramp of game setups.
#include <boost/asio/post.hpp>

#include "loadtest/game_players.hpp"

namespace renju::loadtest {

Pair::Pair(Lane& lane) : lane_(lane), retry_timer_(*lane.io) {
  for (int s = 0; s < 2; ++s) players_.push_back(std::make_unique<Player>(*this, s));
  for (int s = 0; s < lane.shared->options->spectators; ++s)
    players_.push_back(std::make_unique<Player>(*this, -1));
}

void Pair::create() {
  if (lane_.shared->stopping) return;
  const auto& o = *lane_.shared->options;
  const std::string body = R"({"rule":")" + o.rule + R"(","side":"black"})";
  http_request(*lane_.io, o.target, "POST", "/api/games", body, [this](HttpReply r) {
    if (r.status != 201) return failed_setup(r, "create");
    const auto doc = parse_object(r.body);
    if (!doc) return failed_setup(r, "create");
    game_id_ = std::string(str_or(*doc, "id", ""));
    const std::string secret_a(str_or(*doc, "secret", ""));
    const auto& target = lane_.shared->options->target;
    http_request(*lane_.io, target, "POST", "/api/games/" + game_id_ + "/join", "",
                 [this, secret_a](HttpReply jr) {
                   if (jr.status != 200) return failed_setup(jr, "join");
                   const auto jdoc = parse_object(jr.body);
                   if (!jdoc) return failed_setup(jr, "join");
                   start_game(secret_a, std::string(str_or(*jdoc, "secret", "")));
                 });
  });
}

void Pair::player_ready(int seat_index) {
  if (seat_index < 0 || ready_[seat_index]) return;
  ready_[seat_index] = true;
  if (ready_[0] && ready_[1] && !over_) {
    lane_.shared->live.fetch_add(1);
    if (!settled_) {
      settled_ = true;
      lane_.settled();
    }
  }
}

void Pair::game_over() {
  if (over_) return;
  over_ = true;
  if (ready_[0] && ready_[1]) lane_.shared->live.fetch_sub(1);
  lane_.metrics->update([](Metrics& m) { ++m.games_finished; });
  archive();
  for (auto& p : players_) p->close();
  if (!lane_.shared->stopping) asio::post(*lane_.io, [this] { create(); });
}

void Pair::setup_failed() {
  if (settled_) return;
  settled_ = true;
  lane_.settled();
}

void Pair::stop() {
  retry_timer_.cancel();
  for (auto& p : players_) p->close();
}

void Pair::archive() {
  if (lane_.shared->options->record_acks && !acks_.id.empty())
    lane_.finished.push_back(std::move(acks_));
  acks_ = AckedGame{};
}

void Pair::go() {
  for (auto& p : players_) p->consider();
}

std::optional<json::object> Pair::parse_object(const std::string& body) {
  boost::system::error_code ec;
  auto v = json::parse(body, ec);
  if (ec || !v.is_object()) return std::nullopt;
  return std::move(v.get_object());
}

void Pair::failed_setup(const HttpReply& r, const char* step) {
  lane_.count(std::string("http_") + step +
              (r.status ? "_" + std::to_string(r.status) : std::string("_io")));
  if (!settled_) {
    settled_ = true;
    lane_.settled();
  }
  if (lane_.shared->stopping) return;
  retry_timer_.expires_after(std::chrono::milliseconds(500));
  retry_timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) create();
  });
}

void Pair::start_game(const std::string& secret_a, const std::string& secret_b) {
  over_ = false;
  ready_[0] = ready_[1] = false;
  pending_v_ = -1;
  acks_ = AckedGame{game_id_, {}};
  players_[0]->reset_for_new_game(secret_a);
  players_[1]->reset_for_new_game(secret_b);
  for (std::size_t i = 2; i < players_.size(); ++i) players_[i]->reset_for_new_game("");
  for (auto& p : players_) p->connect();
}

void Lane::setup_next() {
  if (next >= pairs.size()) return;
  pairs[next++]->create();
}

}  // namespace renju::loadtest
