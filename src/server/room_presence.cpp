// A room's presence: who holds each seat, who is online, how many watch; players are told at
// once, spectators on a timer.
#include <boost/json/serialize.hpp>

#include "server/room.hpp"

namespace renju::server {

namespace json = boost::json;
using game::Seat;

protocol::Presence Room::presence() const {
  protocol::Presence p;
  for (int i = 0; i < 2; ++i) {
    p.claimed[i] = seat_hash_[i].has_value();
    p.computer[i] = engine_level_[i].has_value();
    if (engine_level_[i]) p.level[i] = ai::level_name(*engine_level_[i]);
  }
  for (const auto& [ptr, m] : players_) {
    if (!m.client.expired()) p.online[protocol::seat_index(m.seat)] = true;
  }
  // A spectator that is gone but not yet erased (its leave is queued) still counts: it leaves
  // within moments, and counting here costs nothing per join.
  p.spectators = static_cast<int>(spectators_.size());
  return p;
}

namespace {
bool same_seats(const protocol::Presence& a, const protocol::Presence& b) {
  return a.claimed == b.claimed && a.online == b.online && a.computer == b.computer;
}
bool same(const std::optional<protocol::Presence>& told, const protocol::Presence& now) {
  return told && same_seats(*told, now) && told->spectators == now.spectators;
}
std::shared_ptr<const std::string> presence_message(const protocol::Presence& p) {
  json::object message = protocol::presence_json(p);
  message.emplace("t", "presence");
  return std::make_shared<const std::string>(json::serialize(message));
}
}  // namespace

void Room::presence_changed_now() {
  const auto p = presence();
  {
    std::lock_guard lock(snapshot_mutex_);
    snapshot_ = p;
  }
  track_absence_now(p);
  // A player must see the other player come and go at once (a reconnect after a dropped
  // connection, for instance); spectator counts can wait for the timer.
  if (!told_players_ || !same_seats(*told_players_, p)) {
    told_players_ = p;
    const auto text = presence_message(p);
    for_each_player([&](RoomClient& c, Seat, int) { c.deliver(text); });
  }
  if (same(told_players_, p) && same(told_spectators_, p)) return;
  if (presence_interval_.count() <= 0) {
    flush_presence_now();
    return;
  }
  if (presence_timer_armed_) return;
  presence_timer_armed_ = true;
  presence_timer_.expires_after(presence_interval_);
  // A weak reference: a pending update must not keep an unloaded room alive.
  presence_timer_.async_wait([weak = weak_from_this()](boost::system::error_code ec) {
    if (ec) return;
    if (auto self = weak.lock()) {
      self->presence_timer_armed_ = false;
      self->flush_presence_now();
    }
  });
}

void Room::flush_presence_now() {
  const auto p = presence();
  std::shared_ptr<const std::string> text;
  if (!same(told_players_, p)) {
    told_players_ = p;
    text = presence_message(p);
    for_each_player([&](RoomClient& c, Seat, int) { c.deliver(text); });
  }
  if (!same(told_spectators_, p)) {
    told_spectators_ = p;
    if (!text) text = presence_message(p);
    for_each_spectator([&](RoomClient& c, int) { c.deliver(text); });
  }
}

protocol::Presence Room::live_presence() const {
  std::lock_guard lock(snapshot_mutex_);
  return snapshot_;
}

}  // namespace renju::server
