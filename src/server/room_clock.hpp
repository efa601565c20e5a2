// A room's clock: the game's time control (game/clock.hpp) run on the room's strand against the
// room's time source, with a timer at the running player's deadline. The server's clock is the
// only authority: a client's idea of the time is never asked.
//
// A loaded game's clock resumes from the reading stored with its last action, counting again
// from the load: time the server was down is charged to nobody. A game with no action yet starts
// its clock once both seats are taken (again from the load after a restart).
//
// The clock keeps every version's reading (from the log's stamps, then from each stored action),
// so that an accepted takeback puts the clocks back exactly to the reading after the action
// before the one taken back (the start's, when that was the first), with the clock of the player
// to act running. The accept's own reading says so in the log: a reload resumes from it.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/clock.hpp"
#include "game/game.hpp"
#include "server/time_source.hpp"
#include "store/store.hpp"

namespace renju::server {

class RoomClock {
 public:
  // Throws std::runtime_error when the stored time control or a stored reading does not parse.
  RoomClock(boost::asio::strand<boost::asio::any_io_executor> strand,
            const store::GameRecord& record, std::shared_ptr<TimeSource> time);

  bool timed() const { return clock_.timed(); }
  TimeSource& time() const { return *time_; }
  const game::TimeControl& control() const { return clock_.control(); }
  std::optional<game::Seat> running() const { return clock_.running(); }
  // `seat`'s time now (untimed: 0).
  game::Millis remaining(game::Seat seat) const { return clock_.remaining(seat, time_->now()); }

  // The loaded game: resumes from its last reading or starts if both seats are taken.
  void load(const store::GameRecord& record, const game::Game& game, bool both_seats);
  // Both seats are now taken: a timed game with nothing played starts its clock.
  void seats_full(const game::Game& game);

  // What the clock will be once an action is stored: the reading is written to the log.
  struct Settled {
    game::Clock clock;
    game::Millis at = 0;              // the server's time of the action
    std::optional<std::string> text;  // game::to_text(ClockSnapshot); nullopt: untimed
    std::optional<game::ClockSnapshot> reading = std::nullopt;  // what `text` says
  };
  // `actor`'s accepted action, leading to `after`, arrived now; `compensation`: network lag
  // given back (lag_quota.hpp). nullopt: the actor's time had already run out.
  std::optional<Settled> settle(game::Seat actor, const game::Game& after,
                                game::Millis compensation) const;
  // `actor` accepted a takeback of version `undone_version` (event::TakebackAccepted), leading
  // to `after`: the clocks as they were after version undone_version - 1, the seat to act in
  // `after` running. nullopt: the actor's time had already run out. A version without a stored
  // reading (none can be missing in a timed game) leaves the clocks as settle() would.
  std::optional<Settled> settle_takeback(game::Seat actor, const game::Game& after,
                                         std::int64_t undone_version) const;
  // The clock after `seat` lost on time.
  Settled time_out(game::Seat seat) const;
  // The stored action's clock becomes the room's; the timer follows the new deadline.
  void adopt(Settled settled);

  // The seat whose time is out now, if any.
  std::optional<game::Seat> flagged() const;
  // Calls `wake` on the strand at the running seat's deadline (and again, if an injected
  // clock has not reached it yet, a deadline later). Replaces the previous wake.
  void on_deadline(std::function<void()> wake);
  // Sets the timer again for the current deadline (a wake that found no flag yet).
  void rearm() { arm(); }
  // Wakes after `ms` whatever the deadline (storing a time-out failed: try again later).
  void wake_after(game::Millis ms);

  // `,"clock":{"control":…,"A":ms,"B":ms,"running":"A"|null}` for a message, the readings
  // `snapshot` (now, when nullopt); "" for an untimed game.
  std::string json_field(const std::optional<game::ClockSnapshot>& snapshot = std::nullopt) const;

 private:
  void arm();
  Settled settled_at(game::Clock clock, game::Millis at) const;

  // readings_[v - 1]: the clocks after version v (nullopt: none stored); timed games only.
  std::vector<std::optional<game::ClockSnapshot>> readings_;
  boost::asio::steady_timer timer_;
  std::shared_ptr<TimeSource> time_;
  game::Clock clock_;
  std::function<void()> wake_;
};

// `,"clock":{…}` of a stored reading (`text`: game::to_text(ClockSnapshot)); "" when none.
std::string clock_json_field(const game::TimeControl& control,
                             const std::optional<std::string>& text);

}  // namespace renju::server
