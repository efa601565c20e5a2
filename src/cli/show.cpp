// `renju show "h8 h9 …"`: the position after a move list as a text board for people, with the
// last move in parentheses, Black's forbidden points marked and one of the 26 openings named;
// `renju show --record FILE` hands over to show_record.cpp.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/position_line.hpp"
#include "cli/show.hpp"
#include "openings/canonical.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

namespace renju::cli {

namespace {

using rules::Color;
using rules::Point;

std::string capitalised(std::string_view s) {
  std::string out(s);
  if (!out.empty()) out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

}  // namespace

std::string render(Replay& r) {
  std::vector<rules::ForbiddenPoint> forbidden;
  if (!r.over() && r.to_move() == Color::kBlack) forbidden = rules::forbidden_points(r.board);
  std::vector<char> cell(rules::kCells);
  for (int i = 0; i < rules::kCells; ++i) {
    Color c = r.board.at(Point::from_index(i));
    cell[i] = c == Color::kBlack ? 'X' : (c == Color::kWhite ? 'O' : '.');
  }
  for (const auto& f : forbidden) cell[f.at.index()] = '*';
  const std::string header = "   a b c d e f g h i j k l m n o\n";
  std::ostringstream os;
  os << header;
  for (int y = rules::kSize - 1; y >= 0; --y) {
    std::string row = (y + 1 < 10 ? " " : "") + std::to_string(y + 1) + " ";
    for (int x = 0; x < rules::kSize; ++x) {
      row += cell[Point{x, y}.index()];
      row += ' ';
    }
    if (!r.moves.empty() && r.moves.back().y == y) {
      // The last move sits between parentheses that take the place of its separating spaces.
      std::size_t at = 3 + 2 * static_cast<std::size_t>(r.moves.back().x);
      row[at - 1] = '(';
      row[at + 1] = ')';
    }
    os << row << (y + 1 < 10 ? " " : "") << y + 1 << "\n";
  }
  os << header;
  if (r.moves.empty()) {
    os << "Empty board.";
  } else {
    const Color last = r.board.at(r.moves.back());
    os << "Move " << r.moves.size() << ": " << rules::color_name(last) << " "
       << rules::to_string(r.moves.back()) << ".";
    // Three stones that are one of the 26 canonical openings are named.
    if (const auto* named = openings::recognise_opening(r.moves)) {
      os << " Opening " << named->code << " " << named->name << ".";
    }
  }
  if (r.winner != Color::kEmpty) {
    os << " " << capitalised(rules::color_name(r.winner)) << " wins with five in a row.\n";
    return os.str();
  }
  if (r.board.full()) {
    os << " The board is full: draw.\n";
    return os.str();
  }
  os << " " << capitalised(rules::color_name(r.to_move())) << " to move.\n";
  if (r.to_move() == Color::kBlack) {
    os << "Forbidden for black (*):";
    if (forbidden.empty()) os << " none";
    for (const auto& f : forbidden) {
      os << " " << rules::to_string(f.at) << " (" << rules::forbidden_name(f.reason) << ")";
    }
    os << "\n";
  }
  return os.str();
}

namespace {

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "show", "Print the board after a move list (Black first), e.g. renju show \"h8 h9 i9\"");
  auto moves = std::make_shared<std::vector<std::string>>();
  cmd->add_option("moves", *moves, "The moves, in one argument or several (none: empty board)");
  auto record = std::make_shared<ShowRecordOptions>();
  cmd->add_option("--record", record->file,
                  "Show a record file instead (SGF, .lib, .psq, text; -: stdin)");
  cmd->add_option("--format", record->format,
                  "With --record: sgf, lib, psq or txt (default: by content)");
  cmd->add_option("--move", record->move,
                  "With --record: the position after move N (default: the last)");
  cmd->add_option("--game", record->game, "With --record: which game of a collection (default: 1)");
  cmd->callback([moves, record, &exit_code] {
    if (!record->file.empty()) {
      if (!moves->empty()) {
        std::cerr << "error: give either moves or --record, not both\n";
        exit_code = 2;
        return;
      }
      exit_code = show_record(*record, std::cout, std::cerr);
      return;
    }
    std::string line;
    for (const auto& m : *moves) line += m + " ";
    auto result = replay(line);
    if (auto* err = std::get_if<std::string>(&result)) {
      std::cerr << "error: " << *err << "\n";
      exit_code = 1;
      return;
    }
    std::cout << render(std::get<Replay>(result));
  });
});

}  // namespace

}  // namespace renju::cli
