// `renju show --record FILE [--format F] [--move N] [--game K]`: one game of a record file (any
// of our formats, detected by content unless --format says): its moves with the opening
// decisions in the text form, the position after move N (the last by default) as `renju show`
// draws it, and the result.
#include <iostream>
#include <optional>
#include <string>

#include "cli/record_input.hpp"
#include "cli/show.hpp"
#include "records/formats.hpp"
#include "records/text.hpp"

namespace renju::cli {

namespace {

namespace rec = renju::records;
using rules::Color;

// The position after the first n of the record's moves (stones and passes, Black first).
Replay position_after(const rec::Record& r, std::size_t n) {
  Replay out;
  for (std::size_t i = 0; i < n; ++i) {
    const Color side = i % 2 == 0 ? Color::kBlack : Color::kWhite;
    if (!r.moves[i]) {
      ++out.passes;
      continue;
    }
    const auto at = *r.moves[i];
    if (rules::makes_five(out.board, at, side)) out.winner = side;
    out.board.set(at, side);
    out.moves.push_back(at);
  }
  return out;
}

std::string result_line(const rec::Record& r, const Replay& end) {
  if (auto o = rec::outcome(r)) {
    if (!o->winner) return "draw (" + o->reason + ")";
    return std::string(rules::color_name(*o->winner)) + " wins (" + o->reason + ")";
  }
  if (r.abandoned) return "abandoned";
  if (end.winner != Color::kEmpty)
    return std::string(rules::color_name(end.winner)) + " wins (five)";
  return "not finished";
}

}  // namespace

int show_record(const ShowRecordOptions& o, std::ostream& out, std::ostream& err) {
  std::optional<rec::Format> format;
  if (!o.format.empty() && o.format != "auto") {
    format = rec::parse_format(o.format);
    if (!format) return err << "error: --format must be auto, sgf, lib, psq or txt\n", 2;
  }
  std::string bytes, error;
  if (!read_record_input(o.file, bytes, error)) return err << "error: " << error << "\n", 2;
  if (!format) format = rec::sniff_format(bytes);
  auto read = rec::read_records(*format, bytes);
  if (auto* e = std::get_if<rec::ReadError>(&read)) {
    return err << "error: " << o.file << ": not a readable " << rec::format_name(*format)
               << " record: " << rec::describe(*e) << "\n",
           1;
  }
  const auto& games = std::get<std::vector<rec::Record>>(read);
  if (games.empty()) return err << "error: " << o.file << ": the file holds no game\n", 1;
  if (o.game < 1 || static_cast<std::size_t>(o.game) > games.size()) {
    return err << "error: --game " << o.game << ": the file holds " << games.size()
               << (games.size() == 1 ? " game" : " games") << "\n",
           2;
  }
  const auto& r = games[static_cast<std::size_t>(o.game - 1)];
  const auto total = r.moves.size();
  if (o.move < -1 || (o.move >= 0 && static_cast<std::size_t>(o.move) > total)) {
    return err << "error: --move " << o.move << ": the game has " << total << " moves\n", 2;
  }
  const std::size_t n = o.move < 0 ? total : static_cast<std::size_t>(o.move);
  out << "format: " << rec::format_name(*format) << "\n";
  if (games.size() > 1) out << "game " << o.game << " of " << games.size() << "\n";
  if (!r.id.empty()) out << "id: " << r.id << "\n";
  if (!r.black.empty() || !r.white.empty())
    out << "black: " << r.black << ", white: " << r.white << "\n";
  auto text = rec::write_text(r);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  out << "moves: " << text << "\n";
  out << "position after move " << n << " of " << total << ":\n";
  auto at_n = position_after(r, n);
  out << render(at_n);
  out << "result: " << result_line(r, n == total ? at_n : position_after(r, total)) << "\n";
  return 0;
}

}  // namespace renju::cli
