// Abandonment: when each seat's player left (from the room's presence), telling the opponent
// once that player has been gone for RoomSettings::abandon_after, and judging a claim of the
// win or a draw against it. Time comes from the injectable clock, so tests never sleep.
#include <boost/json/serialize.hpp>

#include "server/room.hpp"

namespace renju::server {

namespace json = boost::json;
using game::Seat;

std::chrono::steady_clock::time_point Room::now() const {
  return absence_clock_ ? absence_clock_() : std::chrono::steady_clock::now();
}

void Room::track_absence_now(const protocol::Presence& p) {
  const auto t = now();
  std::optional<std::chrono::steady_clock::time_point> next_due;
  for (int i = 0; i < 2; ++i) {
    if (p.online[i] || !p.claimed[i] || engine_level_[i]) {
      gone_since_[i].reset();
      told_gone_[i] = false;
      continue;
    }
    if (!gone_since_[i]) gone_since_[i] = t;
    // Only worth a timer when the other player is here to be told.
    if (!told_gone_[i] && p.online[1 - i]) {
      const auto due = *gone_since_[i] + abandon_after_;
      if (!next_due || due < *next_due) next_due = due;
    }
  }
  if (!next_due || game_.over() || weak_from_this().expired()) return;
  if (*next_due <= t) {
    absence_due_now();
    return;
  }
  absence_timer_.expires_after(*next_due - t);
  absence_timer_.async_wait([weak = weak_from_this()](boost::system::error_code ec) {
    if (ec) return;
    if (auto self = weak.lock()) self->absence_due_now();
  });
}

void Room::absence_due_now() {
  if (game_.over()) return;
  const auto t = now();
  bool waiting = false;
  for (int i = 0; i < 2; ++i) {
    if (!gone_since_[i] || told_gone_[i]) continue;
    if (t < *gone_since_[i] + abandon_after_) {
      waiting = true;
      continue;
    }
    told_gone_[i] = true;
    const Seat gone = protocol::seat_from_index(i);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t - *gone_since_[i]);
    const auto text = std::make_shared<const std::string>(json::serialize(json::object{
        {"t", "opponent-gone"}, {"seat", game::seat_name(gone)}, {"gone_ms", ms.count()}}));
    for (const auto& [ptr, m] : players_) {
      if (m.seat == gone) continue;
      if (auto c = m.client.lock()) c->deliver(text);
    }
  }
  // The timer fired early by the injected clock's reckoning: look again after the rest.
  if (waiting) track_absence_now(presence());
}

std::optional<json::object> Room::claim_refusal(const json::value& id, Seat seat) {
  const int opponent = protocol::seat_index(game::other(seat));
  if (!seat_hash_[opponent]) {
    return protocol::error_json(id, "no_opponent",
                                "Nobody has taken the other seat yet; there is nothing to "
                                "claim. Nothing changed.");
  }
  if (!gone_since_[opponent]) {
    return protocol::error_json(id, "opponent_connected",
                                "Your opponent is connected; a win or a draw can be claimed only "
                                "after they have been away for a while. Nothing changed.");
  }
  const auto left = *gone_since_[opponent] + abandon_after_ - now();
  if (left > std::chrono::steady_clock::duration::zero()) {
    const auto seconds = std::chrono::ceil<std::chrono::seconds>(left).count();
    return protocol::error_json(id, "claim_too_early",
                                "Your opponent left only recently; you can claim in " +
                                    std::to_string(seconds) + " s. Nothing changed.",
                                {{"seconds", seconds}});
  }
  return std::nullopt;
}

}  // namespace renju::server
