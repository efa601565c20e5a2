// Shared opening machinery: phase names, centred squares and the common stone check (the
// factory that maps a rule name to its state machine is the registry's).
#include "openings/opening.hpp"

#include <cstdlib>

#include "rules/notation.hpp"

namespace renju::openings {

std::string_view phase_name(Phase p) {
  switch (p) {
    case Phase::kPlace:
      return "place";
    case Phase::kChoose:
      return "choose";
    case Phase::kOffer:
      return "offer";
    case Phase::kPick:
      return "pick";
    case Phase::kPlay:
      return "play";
    case Phase::kOver:
      return "over";
    case Phase::kDeclare:
      return "declare";
  }
  return "play";
}

std::string phase_detail(const Status& s) {
  if (s.may_swap) return "swap-" + std::to_string(s.stone);
  switch (s.phase) {
    case Phase::kPlace:
      return "stone-" + std::to_string(s.stone);
    case Phase::kChoose:
      return "choose-" + std::to_string(s.stone);
    default:
      return std::string(phase_name(s.phase));
  }
}

bool Area::contains(Point p) const {
  return p.on_board() && std::abs(p.x - rules::kCentre.x) <= radius &&
         std::abs(p.y - rules::kCentre.y) <= radius;
}

std::string Area::describe() const {
  if (whole_board()) return "the board";
  if (radius == 0) return rules::to_string(rules::kCentre);
  std::string side_text = std::to_string(side());
  Point lo{rules::kCentre.x - radius, rules::kCentre.y - radius};
  Point hi{rules::kCentre.x + radius, rules::kCentre.y + radius};
  return "the " + side_text + "×" + side_text + " square (" + rules::to_string(lo) + "–" +
         rules::to_string(hi) + ")";
}

std::optional<Error> check_stone(const rules::Board& board, Point p, Color color, Area area) {
  if (!p.on_board()) {
    return Error::make(ErrorCode::kOffBoard, "that point is not on the board");
  }
  std::string name = rules::to_string(p);
  if (!board.empty(p)) {
    return Error::make(ErrorCode::kOccupied, name + " is already occupied", p);
  }
  if (!area.contains(p)) {
    Error e = Error::make(ErrorCode::kOutsideArea, name + " is outside " + area.describe(), p);
    e.area_side = area.side();
    return e;
  }
  if (color == Color::kBlack) {
    rules::Board scratch = board;
    rules::Forbidden f = rules::forbidden_reason(scratch, p);
    if (f != rules::Forbidden::kNone) {
      Error e =
          Error::make(ErrorCode::kForbidden,
                      "forbidden " + std::string(rules::forbidden_name(f)) + " at " + name, p);
      e.forbidden = f;
      return e;
    }
  }
  return std::nullopt;
}

Error not_allowed(ActionKind k, std::string message) {
  Error e = Error::make(ErrorCode::kNotAllowedNow, std::move(message));
  e.action = k;
  return e;
}

Error not_your_turn() {
  return Error::make(ErrorCode::kNotYourTurn, "not your turn");
}

}  // namespace renju::openings
