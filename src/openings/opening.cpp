// Shared opening machinery: phase names, centred squares, the common stone check and the
// factory that maps a rule name to its state machine.
#include "openings/opening.hpp"

#include <charconv>
#include <cstdlib>

#include "rules/notation.hpp"

namespace renju::openings {

// Each rule lives in its own file; the factory is the only place that lists them.
std::unique_ptr<Opening> make_standard();
std::unique_ptr<Opening> make_taraguchi(int offers);

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
  }
  return "play";
}

std::string phase_detail(const Status& s) {
  switch (s.phase) {
    case Phase::kPlace:
      return (s.may_swap ? "swap-" : "stone-") + std::to_string(s.stone);
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

std::variant<std::unique_ptr<Opening>, Error> make_opening(std::string_view rule) {
  if (rule == "standard") return make_standard();
  if (rule == "taraguchi") return make_taraguchi(10);
  constexpr std::string_view kTaraguchi = "taraguchi-";
  if (rule.starts_with(kTaraguchi)) {
    std::string_view digits = rule.substr(kTaraguchi.size());
    int n = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    bool canonical = !digits.empty() && digits[0] != '0';  // one spelling per rule: no "010"
    if (ec == std::errc{} && end == digits.data() + digits.size() && canonical && n >= 1 &&
        n <= 12) {
      return make_taraguchi(n);
    }
  }
  std::string shown(rule.substr(0, 40));
  for (char& ch : shown) {
    if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7f) ch = '?';
  }
  return Error::make(ErrorCode::kUnknownRule,
                     "unknown rule '" + shown +
                         "': expected standard, taraguchi-10 or taraguchi-N with N from 1 to 12");
}

}  // namespace renju::openings
