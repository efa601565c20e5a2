// A room's part in a rematch: the agreement is stored only once the new game is in the store
// (made on the store's write thread, never on the strand), and a computer seat accepts an
// offer at once. Everything else (offers, refusals) is the game model's.
#include <boost/asio/post.hpp>

#include "server/api_reply.hpp"
#include "server/log.hpp"
#include "server/rematch.hpp"
#include "server/room.hpp"

namespace renju::server {

void Room::make_rematch_now(InFlight pending) {
  in_flight_ = std::make_unique<InFlight>(
      std::move(pending));  // later actions wait behind it, as for a commit
  RematchOf old{id_, game_.rule(), time_control_, game_.options().takebacks, seat_hash_};
  store_.write(
      [old = std::move(old)](store::Store& s) { return make_rematch(s, old, unix_now()); }, strand_,
      [self = shared_from_this()](store::Outcome<bool> outcome) {
        if (outcome.ok() && outcome.value) {
          log_info("game " + self->id_ + ": rematch made, game " + rematch_game_id(self->id_));
          return self->submit_now();
        }
        const std::string why = outcome.busy ? "the store is busy"
                                : !outcome.error.empty()
                                    ? outcome.error
                                    : "the id " + rematch_game_id(self->id_) + " is another game's";
        self->committed_now(std::nullopt, "making the rematch: " + why);
      });
}

void Room::maybe_engine_rematch_now() {
  const auto offer = game_.rematch_offer();
  if (!offer || game_.rematch_agreed()) return;
  const auto engine_seat = game::other(*offer);
  if (!engine_level_[protocol::seat_index(engine_seat)]) return;
  act_now(Request{engine_client_, nullptr, game::Action::rematch()});
}

}  // namespace renju::server
