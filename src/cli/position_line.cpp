// Move-list replay with the rules enforced move by move, and the one-line answers of
// `renju forbidden`.
#include "cli/position_line.hpp"

#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

namespace renju::cli {

namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

// The token as it can be shown inside quotes: printable ASCII only, and not too long.
std::string shown(std::string_view token) {
  std::string out;
  for (char ch : token.substr(0, 16)) {
    auto u = static_cast<unsigned char>(ch);
    out += (u >= 0x20 && u < 0x7f) ? ch : '?';
  }
  if (token.size() > 16) out += "...";
  return out;
}

std::string where(std::size_t move, std::string_view token) {
  return "move " + std::to_string(move) + " '" + shown(token) + "'";
}

}  // namespace

std::variant<Replay, std::string> replay(std::string_view line) {
  Replay r;
  std::size_t i = 0;
  while (true) {
    while (i < line.size() && is_space(line[i])) ++i;
    if (i == line.size()) break;
    std::size_t start = i;
    while (i < line.size() && !is_space(line[i])) ++i;
    std::string_view token = line.substr(start, i - start);
    std::size_t number = r.moves.size() + 1;
    auto parsed = rules::parse_point(token);
    if (auto* err = std::get_if<rules::ParseError>(&parsed)) {
      return "move " + std::to_string(number) + " " + err->message;
    }
    rules::Point p = std::get<rules::Point>(parsed);
    if (r.over()) {
      std::string why = r.winner == rules::Color::kEmpty
                            ? std::string("the board is full")
                            : std::string(rules::color_name(r.winner)) + " made five at move " +
                                  std::to_string(r.moves.size());
      return where(number, token) + ": the game already ended (" + why + ")";
    }
    if (!r.board.empty(p)) return where(number, token) + ": point already occupied";
    rules::Color side = r.to_move();
    bool five = rules::makes_five(r.board, p, side);
    if (side == rules::Color::kBlack && !five) {
      rules::Forbidden f = rules::forbidden_reason(r.board, p);
      if (f != rules::Forbidden::kNone) {
        return where(number, token) + ": forbidden for black (" +
               std::string(rules::forbidden_name(f)) + ")";
      }
    }
    r.board.set(p, side);
    r.moves.push_back(p);
    if (five) r.winner = side;
  }
  return r;
}

bool answer_forbidden(std::string_view line, bool explain, std::string& out) {
  auto result = replay(line);
  if (auto* err = std::get_if<std::string>(&result)) {
    out += "error: ";
    out += *err;
    return false;
  }
  Replay& r = std::get<Replay>(result);
  if (r.over() || r.to_move() != rules::Color::kBlack) return true;
  bool first = true;
  for (const rules::ForbiddenPoint& f : rules::forbidden_points(r.board)) {
    if (!first) out += ' ';
    first = false;
    out += rules::to_string(f.at);
    if (explain) {
      out += ':';
      out += rules::forbidden_name(f.reason);
    }
  }
  return true;
}

}  // namespace renju::cli
