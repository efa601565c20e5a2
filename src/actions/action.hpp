// The vocabulary shared by opening rules and the game model: what a player can do, why it can be
// refused, and which actions are legal right now. Seat-agnostic: openings and the game reason in
// colours.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/board.hpp"
#include "rules/forbidden.hpp"

namespace renju::actions {

using rules::Color;
using rules::Point;

enum class ActionKind : std::uint8_t {
  kPlace,     // put a stone (at)
  kSwap,      // exchange the colours the two players hold
  kKeep,      // decline a swap that was open
  kChoose,    // Taraguchi: choice 1 or 2 for the fifth move (choice)
  kOffer,     // Taraguchi choice 2: offer a fifth move (at)
  kWithdraw,  // take back one's own offer (at)
  kPick,      // White picks one offered fifth move (at)
  kPass,
  kResign,
  kOfferDraw,
  kAcceptDraw,
  kDeclineDraw,
  kDeclare,  // Yamaguchi, Soosõrv-N: declare how many fifth moves will be offered (choice)
  // Table actions (game/table.cpp): the game itself, not the board.
  kAbort,            // end the game with no result before both players have acted
  kTakeback,         // ask to take back one's own last action
  kAcceptTakeback,   // the opponent agrees: the game is as it was before that action
  kDeclineTakeback,  // the opponent refuses
  kClaimWin,         // the opponent has been gone long enough (the server judges that)
  kClaimDraw,
  kTimeOut,  // the seat's clock ran out: recorded by the server, never sent by a client
  // After the end (game/rematch.cpp): offer a rematch, or accept the opponent's offer.
  kRematch,
  kDeclineRematch,  // refuse the opponent's rematch offer
};
inline constexpr int kActionKinds = 22;
// Stable text names, also the words of the action text form: "place", "swap", "keep", "choose",
// "offer", "withdraw", "pick", "pass", "resign", "offer-draw", "accept-draw", "decline-draw",
// "declare", "abort", "takeback", "accept-takeback", "decline-takeback", "claim-win",
// "claim-draw", "time-out", "rematch", "decline-rematch".
std::string_view action_kind_name(ActionKind k);
std::optional<ActionKind> parse_action_kind(std::string_view name);
// Whether the kind carries a point (place, offer, withdraw, pick).
bool takes_point(ActionKind k);
// Whether the kind carries a number in `choice` (choose, declare); its legal values are
// LegalActions::choices.
bool takes_number(ActionKind k);

struct Action {
  ActionKind kind = ActionKind::kPass;
  Point at{};      // place, offer, withdraw, pick
  int choice = 0;  // choose: 1 or 2; declare: the number of fifth moves

  static Action place(Point p) { return {ActionKind::kPlace, p, 0}; }
  static Action swap() { return {ActionKind::kSwap, {}, 0}; }
  static Action keep() { return {ActionKind::kKeep, {}, 0}; }
  static Action choose(int c) { return {ActionKind::kChoose, {}, c}; }
  static Action offer(Point p) { return {ActionKind::kOffer, p, 0}; }
  static Action withdraw(Point p) { return {ActionKind::kWithdraw, p, 0}; }
  static Action pick(Point p) { return {ActionKind::kPick, p, 0}; }
  static Action pass() { return {ActionKind::kPass, {}, 0}; }
  static Action resign() { return {ActionKind::kResign, {}, 0}; }
  static Action offer_draw() { return {ActionKind::kOfferDraw, {}, 0}; }
  static Action accept_draw() { return {ActionKind::kAcceptDraw, {}, 0}; }
  static Action decline_draw() { return {ActionKind::kDeclineDraw, {}, 0}; }
  static Action declare(int n) { return {ActionKind::kDeclare, {}, n}; }
  static Action time_out() { return {ActionKind::kTimeOut, {}, 0}; }
  static Action rematch() { return {ActionKind::kRematch, {}, 0}; }
  static Action decline_rematch() { return {ActionKind::kDeclineRematch, {}, 0}; }
  // Only the fields the kind uses are compared.
  friend bool operator==(const Action& a, const Action& b);
};

// Stable machine codes: the server sends code + parameters, the browser translates.
enum class ErrorCode : std::uint8_t {
  kSyntax,             // an action line or name that cannot be parsed
  kUnknownRule,        // create() with a rule we do not know
  kGameOver,           // the game has ended
  kNotYourTurn,        // the other seat is to act
  kNotAllowedNow,      // this kind of action is not legal in this phase (`action`)
  kOffBoard,           // `at` is not on the board
  kOccupied,           // `at` already holds a stone
  kOutsideArea,        // `at` is outside the square allowed for this stone (`area_side`)
  kForbidden,          // Black may not play `at` (`forbidden`)
  kAlreadyOffered,     // `at` is already one of the offers
  kSymmetricOffer,     // `at` is symmetric to the earlier offer `other`
  kTooManyOffers,      // all N offers are already made (`count`)
  kNotOffered,         // `at` is not one of the offers (pick, withdraw)
  kBadChoice,          // choose with something other than 1 or 2
  kNoDrawOffer,        // accept/decline with no draw offer from the opponent
  kDrawOfferPending,   // a draw offer is already on the table
  kDrawOfferRepeated,  // a declined offer may be renewed only after a stone or pass
  kNotAnOpening,       // stones 1–3 would not make one of the 26 openings (`at`, `area_side`)
  kBadCount,           // declare outside 1..`count`
  kAbortTooLate,       // abort after both players have made an action
  kTakebacksOff,       // this game was created without takebacks
  kNothingToTakeBack,  // the game's last action is not the asker's
  kTakebackPending,    // a takeback request is already on the table
  kTakebackRepeated,   // a declined request may be renewed only after the next move
  kNoTakeback,         // accept/decline with no request from the opponent (or one's own)
  kRematchTooEarly,    // a rematch action before the game has ended
  kRematchPending,     // the seat has already offered a rematch
  kRematchMade,        // the rematch has already been agreed
  kNoRematchOffer,     // decline-rematch with no offer from the opponent
};
std::string_view error_code_name(ErrorCode c);  // "not_your_turn", "outside_area", …

struct Error {
  ErrorCode code = ErrorCode::kSyntax;
  std::string message;  // English, for a player: "h9 is outside the 5×5 square (f6–j10)"
  std::optional<Point> at;
  std::optional<Point> other;  // kSymmetricOffer: the earlier offer
  std::optional<ActionKind> action;
  rules::Forbidden forbidden = rules::Forbidden::kNone;
  int area_side = 0;  // kOutsideArea: 3, 5, 7, 9
  int count = 0;      // kTooManyOffers: N; kBadCount: the largest count allowed

  static Error make(ErrorCode code, std::string message, std::optional<Point> at = std::nullopt) {
    Error e;
    e.code = code;
    e.message = std::move(message);
    e.at = at;
    return e;
  }
};

// What one colour may do now. Points are ascending by index (a1 b1 … o1 a2 …).
struct LegalActions {
  std::vector<ActionKind> kinds;  // every legal kind (place included when `place` is non-empty)
  std::vector<Point> place;
  std::vector<Point> offer;
  std::vector<Point> withdraw;
  std::vector<Point> pick;
  std::vector<int> choices;  // the numbers choose or declare accepts (one of them is legal at once)
  // For highlighting: Black's forbidden empty points inside the current area (place or offer)
  // with their reason. None of them is in `place` or `offer`.
  std::vector<rules::ForbiddenPoint> forbidden;

  bool allows(ActionKind k) const;
  bool empty() const { return kinds.empty(); }
  // Every concrete legal action (for the AI and the random walker).
  std::vector<Action> expand() const;
};

}  // namespace renju::actions
