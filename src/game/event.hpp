// What an accepted action changed, as small pure structs the server turns into JSON, and the
// result of a finished game.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <variant>

#include "game/action.hpp"
#include "openings/opening.hpp"

namespace renju::game {

using openings::Phase;

// kAborted: no result at all (neither a win nor a draw); kOpponentGone: won or drawn by a claim
// after the opponent stayed disconnected.
enum class ResultReason : std::uint8_t {
  kFive,
  kResignation,
  kDrawAgreed,
  kTwoPasses,
  kFullBoard,
  kAborted,
  kOpponentGone,
  kTime,  // the loser's clock ran out
};
// "five", "resign", "draw-agreed", "passes", "full-board", "aborted", "opponent-gone", "time"
// (the names docs/protocol.md uses).
std::string_view result_reason_name(ResultReason r);
struct Result {
  std::optional<Seat> winner;  // nullopt: draw
  ResultReason reason = ResultReason::kFive;
  friend bool operator==(const Result&, const Result&) = default;
};

namespace event {
struct StonePlaced {
  Point at;
  Color color;
  Seat seat;
  int number;  // 1-based stone number
  friend bool operator==(const StonePlaced&, const StonePlaced&) = default;
};
struct ColorsSwapped {
  Seat by;
  Seat black;  // the seat that holds Black after the swap
  friend bool operator==(const ColorsSwapped&, const ColorsSwapped&) = default;
};
struct SwapDeclined {
  Seat by;
  friend bool operator==(const SwapDeclined&, const SwapDeclined&) = default;
};
struct ChoiceMade {
  Seat by;
  int choice;
  friend bool operator==(const ChoiceMade&, const ChoiceMade&) = default;
};
// Yamaguchi, Soosõrv-N: how many fifth moves will be offered.
struct CountDeclared {
  Seat by;
  int count;
  friend bool operator==(const CountDeclared&, const CountDeclared&) = default;
};
struct OfferAdded {
  Seat by;
  Point at;
  friend bool operator==(const OfferAdded&, const OfferAdded&) = default;
};
struct OfferWithdrawn {
  Seat by;
  Point at;
  friend bool operator==(const OfferWithdrawn&, const OfferWithdrawn&) = default;
};
// Followed by the StonePlaced of stone 5 (Black, held by the other seat).
struct OfferPicked {
  Seat by;
  Point at;
  friend bool operator==(const OfferPicked&, const OfferPicked&) = default;
};
struct Passed {
  Seat by;
  friend bool operator==(const Passed&, const Passed&) = default;
};
struct DrawOffered {
  Seat by;
  friend bool operator==(const DrawOffered&, const DrawOffered&) = default;
};
// Explicitly, or implicitly when the other seat acts otherwise while the offer stands.
struct DrawDeclined {
  Seat by;
  friend bool operator==(const DrawDeclined&, const DrawDeclined&) = default;
};
struct Resigned {
  Seat by;
  friend bool operator==(const Resigned&, const Resigned&) = default;
};
struct Aborted {
  Seat by;
  friend bool operator==(const Aborted&, const Aborted&) = default;
};
struct TakebackRequested {
  Seat by;
  friend bool operator==(const TakebackRequested&, const TakebackRequested&) = default;
};
// The game is rebuilt without `undone` (the asker's last action); stones may have gone.
struct TakebackAccepted {
  Seat by;
  SeatAction undone;
  // Its place in the log (1-based, the store's version): the clocks go back to their readings
  // after version undone_version - 1 (the start when 0).
  std::int64_t undone_version = 0;
  friend bool operator==(const TakebackAccepted&, const TakebackAccepted&) = default;
};
// Explicitly, or when either seat acts otherwise while the request stands.
struct TakebackDeclined {
  Seat by;
  friend bool operator==(const TakebackDeclined&, const TakebackDeclined&) = default;
};
// After the end (game/rematch.cpp). An offer stands until answered; agreed, the server makes
// the new game (roles exchanged) and names it beside this event.
struct RematchOffered {
  Seat by;
  friend bool operator==(const RematchOffered&, const RematchOffered&) = default;
};
struct RematchAgreed {
  Seat by;  // the seat that accepted (or offered in turn)
  friend bool operator==(const RematchAgreed&, const RematchAgreed&) = default;
};
struct RematchDeclined {
  Seat by;
  friend bool operator==(const RematchDeclined&, const RematchDeclined&) = default;
};
// Last event of every accepted action that does not end the game: who acts next and how.
struct TurnChanged {
  Phase phase;
  Seat seat;
  Color color;  // the colour that seat holds
  friend bool operator==(const TurnChanged&, const TurnChanged&) = default;
};
struct GameOver {
  Result result;
  friend bool operator==(const GameOver&, const GameOver&) = default;
};
}  // namespace event

using Event =
    std::variant<event::StonePlaced, event::ColorsSwapped, event::SwapDeclined, event::ChoiceMade,
                 event::OfferAdded, event::OfferWithdrawn, event::OfferPicked, event::Passed,
                 event::DrawOffered, event::DrawDeclined, event::Resigned, event::TurnChanged,
                 event::GameOver, event::CountDeclared, event::Aborted, event::TakebackRequested,
                 event::TakebackAccepted, event::TakebackDeclined, event::RematchOffered,
                 event::RematchAgreed, event::RematchDeclined>;
std::string_view event_name(const Event& e);  // "stone-placed", "colors-swapped", …

}  // namespace renju::game
