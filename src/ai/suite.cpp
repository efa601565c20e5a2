// Reads tactics suites (suite.hpp): each line's colour, stones and optional solution, checked
// for what makes a position impossible to set up (a point given twice) and nothing more.
#include "ai/suite.hpp"

#include <fstream>
#include <sstream>

#include "ai/trim.hpp"
#include "rules/notation.hpp"

namespace renju::ai {
namespace {

constexpr std::size_t kMaxLine = 2000;

// One non-comment line into `out`, or why not.
std::string parse_line(std::string_view line, SuitePosition& out) {
  if (line.size() > kMaxLine) return "longer than 2000 characters";
  std::string_view body = line, solution;
  if (const auto bar = line.find('|'); bar != std::string_view::npos) {
    body = trim(line.substr(0, bar));
    solution = trim(line.substr(bar + 1));
    if (solution.find('|') != std::string_view::npos) return "more than one '|'";
  }
  const auto space = body.find_first_of(" \t");
  const std::string_view colour = body.substr(0, space);
  if (colour == "black") {
    out.to_move = rules::Color::kBlack;
  } else if (colour == "white") {
    out.to_move = rules::Color::kWhite;
  } else {
    return "the side to move must be 'black' or 'white', not '" + std::string(colour) + "'";
  }
  const auto stones =
      rules::parse_moves(space == std::string_view::npos ? "" : body.substr(space + 1));
  if (auto* e = std::get_if<rules::ParseError>(&stones)) return "stones: " + e->message;
  rules::Color c = rules::Color::kBlack;
  for (rules::Point p : std::get<std::vector<rules::Point>>(stones)) {
    if (!out.board.empty(p)) return "stones: " + rules::to_string(p) + " is given twice";
    out.board.set(p, c);
    c = rules::opponent(c);
  }
  if (!solution.empty()) {
    auto moves = rules::parse_moves(solution);
    if (auto* e = std::get_if<rules::ParseError>(&moves)) return "solution: " + e->message;
    out.solution = std::get<std::vector<rules::Point>>(moves);
  }
  return {};
}

}  // namespace

std::variant<std::vector<SuitePosition>, std::string> parse_suite(std::string_view text) {
  std::vector<SuitePosition> out;
  int number = 0;
  while (!text.empty()) {
    const auto end = text.find('\n');
    const std::string_view raw = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++number;
    const std::string_view line = trim(raw);
    if (line.empty() || line.front() == '#') continue;
    SuitePosition p;
    if (std::string why = parse_line(line, p); !why.empty())
      return "line " + std::to_string(number) + ": " + why;
    p.text = std::string(line);
    p.line = number;
    out.push_back(std::move(p));
  }
  return out;
}

std::variant<std::vector<SuitePosition>, std::string> read_suite_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return "cannot read " + path;
  std::stringstream text;
  text << in.rdbuf();
  auto parsed = parse_suite(text.str());
  if (auto* e = std::get_if<std::string>(&parsed)) return path + ": " + *e;
  return parsed;
}

}  // namespace renju::ai
