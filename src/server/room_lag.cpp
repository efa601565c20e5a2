// Lag compensation in a room: each seat's LagQuota (game/lag_quota.hpp) fed only by round trips
// of the server's own WebSocket pings to that seat's connections, and the compensation an action
// of the seat whose clock runs may get. A client cannot claim lag: a pong it sends unasked
// matches no ping and is never measured, and the quota bounds what any lag gives back.
#include <boost/asio/post.hpp>

#include "server/room.hpp"

namespace renju::server {

void Room::observe_round_trip(const RoomClient* client, game::Millis round_trip) {
  boost::asio::post(strand_, [self = shared_from_this(), client, round_trip] {
    const auto it = self->players_.find(client);
    if (it == self->players_.end() || !self->clock_.timed()) return;
    self->lag_[protocol::seat_index(it->second.seat)].observe_round_trip(round_trip);
  });
}

std::optional<game::Millis> Room::lag_offer(game::Seat seat) const {
  if (clock_.running() != seat) return std::nullopt;  // out of turn: nothing charged or given
  return lag_[protocol::seat_index(seat)].offer();
}

}  // namespace renju::server
