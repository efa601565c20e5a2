// A player's move in a load game: a random entry of its legal actions (never resign or draw
// actions), sent with an id and timed until its ack and the opponent's event.
#include "loadtest/game_players.hpp"
#include "loadtest/wire_text.hpp"

namespace renju::loadtest {

void Player::act() {
  auto& lane = pair_.lane();
  auto& shared = *lane.shared;
  if (shared.stopping || !conn_ || !conn_->is_open() || pending_id_ || !my_turn()) return;
  auto& rng = lane.rng;
  // A point kind's points (a point set, docs/protocol.md) or the choices of `choose`.
  auto points = [this](std::string_view kind) -> std::vector<json::value> {
    std::vector<json::value> out;
    const auto* v = legal_.if_contains(kind);
    if (v && v->is_array()) out.assign(v->get_array().begin(), v->get_array().end());
    if (v && v->is_string()) {
      for (const auto& p : point_set_names(v->get_string())) out.emplace_back(p);
    }
    return out;
  };
  auto flag = [this](std::string_view kind) {
    auto* v = legal_.if_contains(kind);
    return v && v->is_bool() && v->get_bool();
  };
  auto pick_from = [&rng](const std::vector<json::value>& a) -> const json::value& {
    std::uniform_int_distribution<std::size_t> d(0, a.size() - 1);
    return a[d(rng)];
  };
  std::bernoulli_distribution sometimes(0.3);
  std::string type;
  std::string at;
  int choice = 0;
  const auto picks = points("pick");
  const auto choices = points("choose");
  const auto offers = points("offer");
  const auto places = points("place");
  if (!picks.empty()) {
    type = "pick";
    at = std::string(pick_from(picks).as_string());
  } else if (!choices.empty()) {
    type = "choose";
    choice = static_cast<int>(pick_from(choices).to_number<std::int64_t>());
  } else if (!offers.empty()) {
    type = "offer";
    at = std::string(pick_from(offers).as_string());
  } else if (flag("swap") && sometimes(rng)) {
    type = "swap";
  } else if (flag("keep") && (places.empty() || sometimes(rng))) {
    type = "keep";
  } else if (!places.empty()) {
    type = "place";
    at = std::string(pick_from(places).as_string());
  } else if (flag("swap")) {
    type = "swap";
  } else if (flag("pass")) {
    type = "pass";
  } else {
    return lane.count("no_legal_action");
  }
  const auto max = shared.options->max_actions;
  if (max > 0 && shared.sent.fetch_add(1) >= max) return;
  json::object msg{{"t", type}, {"id", ++next_id_}};
  if (!at.empty()) msg["at"] = at;
  if (type == "choose") msg["n"] = choice;
  pending_id_ = next_id_;
  pending_at_ = Clock::now();
  pending_text_ = action_text(seat_, type, at, choice);
  pair_.pending_v_ = v_ + 1;
  pair_.pending_at_ = pending_at_;
  lane.metrics->update([](Metrics& m) { ++m.sent; });
  conn_->send(json::serialize(msg));
}

}  // namespace renju::loadtest
