// Rematch offers of the game model: after the end either seat offers, the other accepts (or
// offers in turn) or declines. The model only records the agreement; the server makes the new
// game with the roles exchanged (server/rematch.hpp).
#include "game/game.hpp"

namespace renju::game {

bool is_rematch_action(ActionKind k) {
  return k == ActionKind::kRematch || k == ActionKind::kDeclineRematch;
}

std::variant<std::vector<Event>, Error> Game::apply_rematch(Seat seat, const Action& a) {
  if (!over()) {
    return Error::make(ErrorCode::kRematchTooEarly,
                       "the game is not over: a rematch can be offered once it has ended");
  }
  if (rematch_agreed_) {
    return Error::make(ErrorCode::kRematchMade, "the rematch has already been agreed");
  }
  std::vector<Event> events;
  if (a.kind == ActionKind::kDeclineRematch) {
    if (rematch_offer_ != other(seat)) {
      return Error::make(ErrorCode::kNoRematchOffer,
                         rematch_offer_ ? "you cannot decline your own rematch offer"
                                        : "your opponent has not offered a rematch");
    }
    rematch_offer_.reset();
    events.push_back(event::RematchDeclined{seat});
  } else if (rematch_offer_ == seat) {
    return Error::make(ErrorCode::kRematchPending,
                       "you have already offered a rematch: your opponent is to answer");
  } else if (rematch_offer_) {
    // The opponent's offer stands: offering too is accepting it.
    rematch_offer_.reset();
    rematch_agreed_ = true;
    events.push_back(event::RematchAgreed{seat});
  } else {
    rematch_offer_ = seat;
    events.push_back(event::RematchOffered{seat});
  }
  log_.push_back({seat, a});
  return events;
}

}  // namespace renju::game
