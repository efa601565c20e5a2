// The Gomocup (Piskvork) protocol: one session reading manager commands line by line and
// answering on an output stream, so any Gomocup manager can play (and measure) the engine.
// Of the Yixin extensions it takes INFO max_node / max_depth / thread_num, YXBOARD and YXNBEST
// (docs/engine.md, "Gomocup").
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>

#include "ai/ai.hpp"
#include "ai/table.hpp"
#include "rules/board.hpp"

namespace renju::ai {

class GomocupSession {
 public:
  GomocupSession(std::ostream& out, Level level) : out_(out), level_(level) {}

  // Handles one command line; false once END was received.
  bool handle(std::string_view line);
  // Reads commands until END or end of input.
  void run(std::istream& in);

  // Seconds the next move may take, from the INFO settings (exposed for tests).
  double move_budget_s() const;
  const rules::Board& board() const { return board_; }
  // Threads of the search (INFO thread_num, 1 until told).
  int threads() const { return threads_; }
  // A fixed thread count that INFO thread_num no longer changes (`renju gomocup --threads`):
  // a match runner tells both engines the same count, this gives ours its own.
  void fix_threads(int n);
  // Where a line per move goes (depth, score, nodes, threat nodes, time, why): `renju gomocup
  // --log` sends it to standard error, which managers keep apart from the protocol.
  void set_log(std::ostream* log) { log_ = log; }
  // Whether the strong and maximum levels play from the opening book (src/ai/book.hpp) when the
  // position is in it; on unless `renju gomocup --no-book` (a match measuring the book itself).
  void set_book(bool on) { book_ = on; }

 private:
  void reply(const std::string& text);
  void play_move();
  void board_line(std::string_view line);
  void finish_board();
  void nbest(std::string_view args);
  rules::Color side_to_move() const;
  bool parse_xy(std::string_view text, rules::Point& p, std::string_view& rest) const;
  std::string xy(rules::Point p) const;

  std::ostream& out_;
  Level level_;
  rules::Board board_;
  bool started_ = false;
  bool in_board_ = false;
  bool answer_board_ = true;  // BOARD answers with a move, YXBOARD does not
  int own_in_board_ = 0, opp_in_board_ = 0;
  rules::Color own_ = rules::Color::kWhite;  // Black is whoever moved first
  long long timeout_turn_ms_ = 5000;
  long long timeout_match_ms_ = 0;  // 0: no match clock
  long long time_left_ms_ = -1;     // -1: unknown
  int rule_ = 4;
  long long max_nodes_ = 0;  // INFO max_node (Yixin protocol); 0: none
  int max_depth_ = 0;        // INFO max_depth; 0: none
  int threads_ = 1;          // INFO thread_num
  bool threads_fixed_ = false;
  std::ostream* log_ = nullptr;
  bool book_ = true;
  // The game's transposition table: each move's search starts from what the earlier ones
  // found (a GUI that sends BOARD every move keeps it too). A new one with every START and
  // RESTART, so that a node-limited game repeats.
  std::unique_ptr<TransTable> table_;
};

}  // namespace renju::ai
