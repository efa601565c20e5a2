// The one-line text form of seat actions, parsed strictly enough that the stored log means
// exactly one thing, and printed so that parse(to_text(a)) == a.
#include "game/action.hpp"

#include <vector>

#include "rules/notation.hpp"

namespace renju::game {

std::string_view seat_name(Seat s) {
  return s == Seat::kA ? "A" : "B";
}

namespace {

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (i < line.size()) {
    while (i < line.size() && space(line[i])) ++i;
    std::size_t start = i;
    while (i < line.size() && !space(line[i])) ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

Error syntax(std::string message) {
  return Error::make(ErrorCode::kSyntax, std::move(message));
}

constexpr std::string_view kExpected =
    "expected '<A|B> <action>', e.g. 'A place h8', 'B swap', 'A choose 2', 'B pick j10'";

}  // namespace

std::variant<SeatAction, Error> parse_action_line(std::string_view line) {
  if (line.size() > 200) return syntax("action line too long");
  std::vector<std::string_view> w = split_words(line);
  if (w.empty()) return syntax(std::string("empty action line: ") + std::string(kExpected));
  SeatAction out;
  if (w[0] == "A") {
    out.seat = Seat::kA;
  } else if (w[0] == "B") {
    out.seat = Seat::kB;
  } else {
    return syntax("the line must start with the seat A or B: " + std::string(kExpected));
  }
  if (w.size() < 2) return syntax("missing action after the seat: " + std::string(kExpected));
  std::optional<ActionKind> kind = actions::parse_action_kind(w[1]);
  if (!kind) {
    return syntax("unknown action '" + std::string(w[1].substr(0, 20)) +
                  "': expected place, swap, keep, choose, declare, offer, withdraw, pick, pass, "
                  "resign, offer-draw, accept-draw or decline-draw");
  }
  out.action.kind = *kind;
  std::string name(w[1]);
  if (actions::takes_point(*kind)) {
    if (w.size() != 3) return syntax(name + " takes one point, e.g. '" + name + " h9'");
    auto p = rules::parse_point(w[2]);
    if (auto* err = std::get_if<rules::ParseError>(&p)) return syntax(err->message);
    out.action.at = std::get<Point>(p);
  } else if (*kind == ActionKind::kChoose) {
    if (w.size() != 3 || (w[2] != "1" && w[2] != "2")) {
      return syntax("choose takes 1 or 2, e.g. 'choose 2'");
    }
    out.action.choice = w[2] == "1" ? 1 : 2;
  } else if (*kind == ActionKind::kDeclare) {
    // One spelling per count (no "05"); whether the rule allows it is the opening's business.
    std::string_view n = w.size() == 3 ? w[2] : std::string_view{};
    bool digits = !n.empty() && n.size() <= 2 && n[0] >= '1' && n[0] <= '9' &&
                  (n.size() == 1 || (n[1] >= '0' && n[1] <= '9'));
    if (!digits) return syntax("declare takes a number of fifth moves, e.g. 'declare 5'");
    out.action.choice = n.size() == 1 ? n[0] - '0' : (n[0] - '0') * 10 + (n[1] - '0');
  } else if (w.size() != 2) {
    return syntax(name + " takes no argument");
  }
  return out;
}

std::string to_text(const Action& a) {
  std::string s(actions::action_kind_name(a.kind));
  if (actions::takes_point(a.kind)) {
    s += ' ';
    s += rules::to_string(a.at);
  } else if (actions::takes_number(a.kind)) {
    s += ' ';
    s += std::to_string(a.choice);
  }
  return s;
}

std::string to_text(const SeatAction& a) {
  return std::string(seat_name(a.seat)) + " " + to_text(a.action);
}

}  // namespace renju::game
