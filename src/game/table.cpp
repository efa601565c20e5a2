// Table actions of the game model: abort before both players have acted, takeback by request
// (the game rebuilt from its played actions minus the one taken back), and abandonment claims,
// which the server allows only once the opponent has been gone long enough.
#include <algorithm>

#include "game/game.hpp"

namespace renju::game {

namespace {
constexpr int index_of(Seat s) {
  return s == Seat::kA ? 0 : 1;
}
}  // namespace

bool is_board_action(ActionKind k) {
  switch (k) {
    case ActionKind::kPlace:
    case ActionKind::kSwap:
    case ActionKind::kKeep:
    case ActionKind::kChoose:
    case ActionKind::kOffer:
    case ActionKind::kWithdraw:
    case ActionKind::kPick:
    case ActionKind::kPass:
    case ActionKind::kDeclare:
      return true;
    default:
      return false;
  }
}

bool is_table_action(ActionKind k) {
  return k >= ActionKind::kAbort && k <= ActionKind::kClaimDraw;
}

bool Game::may_abort() const {
  bool acted[2] = {false, false};
  for (const SeatAction& a : played_) {
    if (is_board_action(a.action.kind)) acted[index_of(a.seat)] = true;
  }
  return !(acted[0] && acted[1]);
}

std::optional<Error> Game::takeback_refusal(Seat seat) const {
  if (!options_.takebacks) {
    return Error::make(ErrorCode::kTakebacksOff, "this game was created without takebacks");
  }
  if (takeback_request_) {
    return Error::make(ErrorCode::kTakebackPending,
                       *takeback_request_ == seat
                           ? "you have already asked to take back your last action"
                           : "your opponent has asked for a takeback: accept or decline it");
  }
  if (played_.empty() || played_.back().seat != seat ||
      !is_board_action(played_.back().action.kind)) {
    return Error::make(ErrorCode::kNothingToTakeBack,
                       "there is nothing to take back: the game's last action is not yours");
  }
  if (takeback_blocked_[index_of(seat)]) {
    return Error::make(ErrorCode::kTakebackRepeated,
                       "your takeback request was declined; you may ask again after the next move");
  }
  return std::nullopt;
}

std::optional<Error> Game::apply_table(Seat seat, const Action& a, std::vector<Event>& events) {
  switch (a.kind) {
    case ActionKind::kAbort:
      if (!may_abort()) {
        return Error::make(ErrorCode::kAbortTooLate,
                           "both players have made a move: the game can no longer be aborted");
      }
      events.push_back(event::Aborted{seat});
      result_ = Result{std::nullopt, ResultReason::kAborted};
      draw_offer_.reset();
      takeback_request_.reset();
      return std::nullopt;
    case ActionKind::kClaimWin:
    case ActionKind::kClaimDraw:
      result_ = Result{a.kind == ActionKind::kClaimWin ? std::optional(seat) : std::nullopt,
                       ResultReason::kOpponentGone};
      draw_offer_.reset();
      takeback_request_.reset();
      return std::nullopt;
    case ActionKind::kTakeback:
      if (auto err = takeback_refusal(seat)) return err;
      takeback_request_ = seat;
      events.push_back(event::TakebackRequested{seat});
      return std::nullopt;
    case ActionKind::kAcceptTakeback:
    case ActionKind::kDeclineTakeback:
      if (takeback_request_ != other(seat)) {
        return Error::make(ErrorCode::kNoTakeback,
                           takeback_request_ ? "you cannot answer your own takeback request"
                                             : "your opponent has not asked for a takeback");
      }
      break;
    default:
      return Error::make(ErrorCode::kNotAllowedNow, "not a table action");
  }
  if (a.kind == ActionKind::kDeclineTakeback) {
    takeback_request_.reset();
    takeback_blocked_[index_of(other(seat))] = true;
    events.push_back(event::TakebackDeclined{seat});
    return std::nullopt;
  }
  // Rebuilt by replaying what was played minus the asker's last action, so the state is
  // exactly what it was then; the log itself only grows.
  std::vector<SeatAction> kept = played_;
  const SeatAction undone = kept.back();
  kept.pop_back();
  std::int64_t undone_version = 0;
  for (std::size_t i = log_.size(); i-- > 0;) {
    if (log_[i] == undone) {
      undone_version = static_cast<std::int64_t>(i) + 1;
      break;
    }
  }
  auto rebuilt = replay(rule_, kept, options_);
  if (auto* err = std::get_if<Error>(&rebuilt)) return *err;  // cannot happen: it replayed once
  std::vector<SeatAction> log = std::move(log_);
  *this = std::move(std::get<Game>(rebuilt));
  log_ = std::move(log);
  events.push_back(event::TakebackAccepted{seat, undone, undone_version});
  return std::nullopt;
}

void Game::lapse_takeback(Seat seat, ActionKind kind, std::vector<Event>& events) {
  if (takeback_request_) {
    if (*takeback_request_ != seat) takeback_blocked_[index_of(*takeback_request_)] = true;
    takeback_request_.reset();
    events.insert(events.begin(), event::TakebackDeclined{seat});
  }
  if (is_board_action(kind)) takeback_blocked_[0] = takeback_blocked_[1] = false;
}

void Game::add_table_actions(Seat seat, LegalActions& la) const {
  if (may_abort()) la.kinds.push_back(ActionKind::kAbort);
  if (takeback_request_ == other(seat)) {
    la.kinds.push_back(ActionKind::kAcceptTakeback);
    la.kinds.push_back(ActionKind::kDeclineTakeback);
  } else if (!takeback_refusal(seat)) {
    la.kinds.push_back(ActionKind::kTakeback);
  }
}

}  // namespace renju::game
