// One player (or spectator) of a load game: its connection, hello, reconnects with the last
// version, and what it makes of the server's states, events, acks and errors.
#include "loadtest/game_players.hpp"

namespace renju::loadtest {

void Conn::on_open() {
  owner_.on_open();
}
void Conn::on_message(std::string_view text) {
  owner_.on_message(text);
}
void Conn::on_failed(Failure f, const boost::system::error_code&) {
  owner_.on_failed(f);
}

Player::Player(Pair& pair, int seat_index)
    : pair_(pair),
      seat_index_(seat_index),
      seat_(seat_index == 0   ? "A"
            : seat_index == 1 ? "B"
                              : ""),
      act_timer_(*pair.lane().io),
      reconnect_timer_(*pair.lane().io) {}

void Player::reset_for_new_game(std::string secret) {
  secret_ = std::move(secret);
  v_ = -1;
  had_state_ = false;
  over_ = false;
  to_move_.clear();
  legal_.clear();
  pending_id_.reset();
  refusals_in_a_row_ = 0;
  attempts_ = 0;
}

void Player::connect() {
  auto& lane = pair_.lane();
  conn_ = std::make_shared<Conn>(*lane.io, *this);
  conn_->open(lane.shared->options->target, "/ws/games/" + pair_.game_id());
}

void Player::close() {
  act_timer_.cancel();
  reconnect_timer_.cancel();
  timer_armed_ = false;
  if (conn_) {
    if (conn_->is_open() && seat_index_ >= 0) pair_.lane().shared->open.fetch_sub(1);
    conn_->close();
    conn_.reset();
  }
}

void Player::on_open() {
  if (seat_index_ >= 0) pair_.lane().shared->open.fetch_add(1);
  json::object hello{{"t", "hello"}};
  if (pair_.lane().shared->options->protocol != 1) hello["protocol"] = 2;
  if (!secret_.empty()) hello["secret"] = secret_;
  if (v_ >= 0) hello["v"] = v_;
  conn_->send(json::serialize(hello));
}

void Player::on_failed(Failure f) {
  auto& lane = pair_.lane();
  if (seat_index_ >= 0 && (f == Failure::kRead || f == Failure::kWrite))
    lane.shared->open.fetch_sub(1);
  conn_.reset();
  act_timer_.cancel();
  timer_armed_ = false;
  if (lane.shared->stopping || over_) return;
  if (!had_state_) pair_.setup_failed();
  lane.count(std::string(failure_name(f)));
  lane.metrics->update([](Metrics& m) { ++m.reconnects; });
  // An action in flight may or may not have been stored: the state after the reconnect says.
  pending_id_.reset();
  pair_.pending_v_ = -1;
  ++attempts_;
  reconnect_timer_.expires_after(std::chrono::milliseconds(100 * std::min(attempts_, 10)));
  reconnect_timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec && !conn_) connect();
  });
}

bool Player::my_turn() const {
  return seat_index_ >= 0 && !over_ && to_move_ == seat_;
}

void Player::handle_state(std::int64_t v, const json::object& turn, const json::value* legal) {
  v_ = v;
  to_move_ = std::string(str_or(turn, "to_move", ""));
  if (legal && legal->is_object())
    legal_ = legal->get_object();
  else
    legal_.clear();
  attempts_ = 0;
  if (!had_state_) {
    had_state_ = true;
    pair_.player_ready(seat_index_);
  }
  if (auto* result = turn.if_contains("result"); result && !result->is_null()) {
    over_ = true;
    pair_.game_over();
    return;
  }
  consider();
}

void Player::on_message(std::string_view text) {
  auto& lane = pair_.lane();
  boost::system::error_code ec;
  json::monotonic_resource arena(lane.parse_arena.data(), lane.parse_arena.size());
  auto doc = json::parse(text, ec, &arena);
  if (ec || !doc.is_object()) return lane.count("bad_server_json");
  const auto& msg = doc.get_object();
  const auto type = str_or(msg, "t", "");
  if (type == "state") {
    if (auto* s = msg.if_contains("state"); s && s->is_object()) {
      const auto& state = s->get_object();
      handle_state(int_or(state, "v", v_), state, state.if_contains("legal"));
    }
  } else if (type == "event") {
    const auto v = int_or(msg, "v", -1);
    if (v_ >= 0 && v != v_ + 1) {
      if (v > v_ + 1) conn_->send(json::serialize(json::object{{"t", "resync"}, {"v", v_}}));
      return;
    }
    if (str_or(msg, "seat", "") != seat_ && pair_.pending_v_ == v) {
      const auto ns = ns_since(pair_.pending_at_);
      pair_.pending_v_ = -1;
      lane.metrics->update([ns](Metrics& m) { m.peer.record(ns); });
    }
    if (auto* set = msg.if_contains("set"); set && set->is_object()) {
      handle_state(v, set->get_object(), msg.if_contains("legal"));
    } else if (auto* s = msg.if_contains("state"); s && s->is_object()) {
      const auto& state = s->get_object();  // protocol 1
      handle_state(v, state, state.if_contains("legal"));
    } else {
      v_ = v;  // a catch-up event: the state follows
    }
  } else if (type == "ack") {
    if (pending_id_ && int_or(msg, "id", -1) == *pending_id_) {
      const auto ns = ns_since(pending_at_);
      pending_id_.reset();
      refusals_in_a_row_ = 0;
      if (lane.shared->options->record_acks)
        pair_.acks_.acked.emplace_back(int_or(msg, "v", -1), pending_text_);
      if (auto* acked = lane.shared->options->acked) acked->fetch_add(1);
      lane.metrics->update([ns](Metrics& m) {
        ++m.completed;
        m.ack.record(ns);
      });
      // The event with the new state follows; the next action is decided from it.
    }
  } else if (type == "error") {
    const std::string code(str_or(msg, "code", "error"));
    lane.count(code);
    if (auto* counter = lane.shared->options->unavailable; counter && code == "unavailable")
      counter->fetch_add(1);
    // Refused unread (rate_limited names no id: it was the action in flight, a player sends
    // nothing else while one is pending), or the store is out of reach for a while
    // (unavailable): send it again a little later, without counting it as a refusal.
    if ((code == "rate_limited" || code == "unavailable") && pending_id_ && !timer_armed_) {
      pending_id_.reset();
      pair_.pending_v_ = -1;
      timer_armed_ = true;
      act_timer_.expires_after(std::chrono::milliseconds(100));
      act_timer_.async_wait([this](boost::system::error_code wait_ec) {
        timer_armed_ = false;
        if (!wait_ec) act();
      });
      return;
    }
    if (pending_id_ && int_or(msg, "id", -1) == *pending_id_) {
      pending_id_.reset();
      pair_.pending_v_ = -1;
      if (++refusals_in_a_row_ < 50) consider();
    }
  }
}

void Player::consider() {
  auto& shared = *pair_.lane().shared;
  if (!shared.go || shared.stopping || !conn_ || !conn_->is_open() || pending_id_ || timer_armed_ ||
      !my_turn())
    return;
  const double interval = shared.options->move_interval;
  if (interval <= 0) return act();
  std::uniform_real_distribution<double> jitter(0.5, 1.5);
  timer_armed_ = true;
  act_timer_.expires_after(std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(interval * jitter(pair_.lane().rng))));
  act_timer_.async_wait([this](boost::system::error_code ec) {
    timer_armed_ = false;
    if (!ec) act();
  });
}

}  // namespace renju::loadtest
