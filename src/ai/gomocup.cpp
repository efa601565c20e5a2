// Gomocup protocol handler. Coordinates are "x,y" from the top-left corner (x column, y row
// downwards), so row 15 of our notation is y = 0. Only 15×15 Renju is played; the renju bit of
// INFO rule is expected and anything else is answered with a MESSAGE but played as Renju.
#include "ai/gomocup.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <istream>
#include <ostream>

#include "ai/analysis.hpp"
#include "ai/book.hpp"
#include "ai/position.hpp"
#include "ai/search.hpp"
#include "ai/trim.hpp"
#include "rules/notation.hpp"

namespace renju::ai {
namespace {

// The game's transposition table: 2^20 entries of 16 bytes (16 MiB), eight times a single
// search's, so that a game's searches can leave their results for the next move's.
constexpr std::size_t kGameTableEntries = std::size_t{1} << 20;

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

bool parse_int(std::string_view s, long long& v) {
  s = trim(s);
  if (s.empty()) return false;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc{} && ptr == s.data() + s.size();
}

}  // namespace

void GomocupSession::fix_threads(int n) {
  threads_ = std::clamp(n, 1, 64);
  threads_fixed_ = true;
}

void GomocupSession::reply(const std::string& text) {
  out_ << text << '\n' << std::flush;
}

std::string GomocupSession::xy(rules::Point p) const {
  return std::to_string(p.x) + "," + std::to_string(rules::kSize - 1 - p.y);
}

bool GomocupSession::parse_xy(std::string_view text, rules::Point& p,
                              std::string_view& rest) const {
  text = trim(text);
  const auto comma = text.find(',');
  if (comma == std::string_view::npos) return false;
  long long x = 0, y = 0;
  if (!parse_int(text.substr(0, comma), x)) return false;
  std::string_view tail = text.substr(comma + 1);
  const auto comma2 = tail.find(',');
  rest = comma2 == std::string_view::npos ? std::string_view{} : tail.substr(comma2 + 1);
  if (!parse_int(tail.substr(0, comma2), y)) return false;
  if (x < 0 || x >= rules::kSize || y < 0 || y >= rules::kSize) return false;
  p = rules::Point{static_cast<int>(x), rules::kSize - 1 - static_cast<int>(y)};
  return true;
}

double GomocupSession::move_budget_s() const {
  double ms = static_cast<double>(timeout_turn_ms_ > 0 ? timeout_turn_ms_ : 5000);
  if (time_left_ms_ >= 0 && timeout_match_ms_ > 0) {
    // Spread what is left of the match over the moves a game still needs, roughly.
    const double moves_left = std::max(10.0, (rules::kCells - board_.stones()) / 4.0);
    ms = std::min(ms, static_cast<double>(time_left_ms_) / moves_left);
  }
  // Keep a margin for process and pipe latency (a few milliseconds on one machine) and for the
  // search's own overrun past its deadline (at most 13 ms in 6 885 timed moves of session 14's
  // matches).
  ms = ms * 0.95 - 20.0;
  return std::max(0.01, ms / 1000.0);
}

void GomocupSession::play_move() {
  if (book_ && uses_book(level_))
    if (const auto b = book_move(board_, own_)) {
      if (log_ != nullptr)
        *log_ << "move " << board_.stones() + 1 << ' ' << rules::to_string(b->move)
              << " depth 0 score " << b->score
              << " nodes 0 threat-nodes 0 ms 0 budget-ms 0 reason book" << std::endl;
      board_.set(b->move, own_);
      reply(xy(b->move));
      return;
    }
  Position pos(board_);
  SearchOptions o = search_options(level_, move_budget_s());
  if (max_nodes_ > 0 || max_depth_ > 0) {
    // A node or depth limit replaces the clock, so that the move does not depend on the
    // machine's load (matches limited this way are repeatable).
    o.time_limit_s = 0;
    if (max_nodes_ > 0) o.limit_nodes(static_cast<std::uint64_t>(max_nodes_));
    if (max_depth_ > 0) o.max_depth = std::min(o.max_depth, max_depth_);
  }
  o.threads = threads_;
  if (!table_) table_ = std::make_unique<TransTable>(kGameTableEntries);
  o.table = table_.get();
  const auto start = std::chrono::steady_clock::now();
  const SearchResult r = search(pos, own_, o);
  if (r.move == kNoMove) {
    reply("ERROR no legal move");
    return;
  }
  const rules::Point p = rules::Point::from_index(r.move);
  if (log_ != nullptr) {
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start);
    *log_ << "move " << board_.stones() + 1 << ' ' << rules::to_string(p) << " depth " << r.depth
          << " score " << r.score << " nodes " << r.nodes << " threat-nodes " << r.threat_nodes
          << " ms " << ms.count() << " budget-ms " << static_cast<long long>(o.time_limit_s * 1000)
          << " reason " << r.reason << std::endl;
  }
  board_.set(p, own_);
  reply(xy(p));
}

bool GomocupSession::handle(std::string_view raw) {
  const std::string_view line = trim(raw);
  if (line.empty()) return true;
  if (in_board_) {
    if (upper(line) == "DONE") {
      in_board_ = false;
      finish_board();
    } else {
      board_line(line);
    }
    return true;
  }
  const auto space = line.find(' ');
  const std::string cmd = upper(line.substr(0, space));
  const std::string_view args =
      space == std::string_view::npos ? std::string_view{} : trim(line.substr(space + 1));

  if (cmd == "END") return false;
  if (cmd == "ABOUT") {
    reply(std::string("name=\"renju\", version=\"0.1\", author=\"Renju project\", country=\"\", "
                      "www=\"\", level=\"") +
          std::string(level_name(level_)) + "\"");
    return true;
  }
  if (cmd == "START") {
    long long size = 0;
    if (!parse_int(args, size)) {
      reply("ERROR START needs the board size");
    } else if (size != rules::kSize) {
      reply("ERROR only 15x15 boards are supported (Renju)");
    } else {
      board_ = rules::Board{};
      table_.reset();
      started_ = true;
      reply("OK");
    }
    return true;
  }
  if (cmd == "RESTART") {
    board_ = rules::Board{};
    table_.reset();
    started_ = true;
    reply("OK");
    return true;
  }
  if (cmd == "INFO") {
    const auto sp = args.find(' ');
    const std::string key = upper(args.substr(0, sp));
    long long v = 0;
    const bool numeric = sp != std::string_view::npos && parse_int(args.substr(sp + 1), v);
    if (!numeric) return true;  // INFO keys we do not use (folder, …) need no answer
    if (key == "TIMEOUT_TURN") timeout_turn_ms_ = v;
    if (key == "TIMEOUT_MATCH") timeout_match_ms_ = v;
    if (key == "TIME_LEFT") time_left_ms_ = v;
    if (key == "MAX_NODE") max_nodes_ = std::max(0LL, v);
    if (key == "MAX_DEPTH") max_depth_ = static_cast<int>(std::clamp(v, 0LL, 225LL));
    if (key == "THREAD_NUM" && !threads_fixed_)
      threads_ = static_cast<int>(std::clamp(v, 1LL, 64LL));
    if (key == "RULE") {
      rule_ = static_cast<int>(v);
      if ((rule_ & 4) == 0) reply("MESSAGE this engine plays Renju rules only");
    }
    return true;
  }
  if (!started_) {
    reply("ERROR send START 15 first");
    return true;
  }
  if (cmd == "BEGIN") {
    if (board_.stones() != 0) {
      reply("ERROR BEGIN on a board that is not empty");
      return true;
    }
    own_ = rules::Color::kBlack;
    play_move();
    return true;
  }
  if (cmd == "TURN") {
    rules::Point p;
    std::string_view rest;
    if (!parse_xy(args, p, rest) || !rest.empty()) {
      reply("ERROR TURN needs x,y on the board");
      return true;
    }
    if (!board_.empty(p)) {
      reply("ERROR " + xy(p) + " is occupied");
      return true;
    }
    // The opponent's colour follows from the count: Black moves when the counts are equal.
    const rules::Color theirs = side_to_move();
    board_.set(p, theirs);
    own_ = rules::opponent(theirs);
    play_move();
    return true;
  }
  if (cmd == "BOARD" || cmd == "YXBOARD") {
    board_ = rules::Board{};
    in_board_ = true;
    answer_board_ = cmd == "BOARD";
    own_in_board_ = opp_in_board_ = 0;
    return true;
  }
  if (cmd == "YXNBEST") {
    nbest(args);
    return true;
  }
  if (cmd == "TAKEBACK") {
    rules::Point p;
    std::string_view rest;
    if (!parse_xy(args, p, rest) || !rest.empty() || board_.empty(p)) {
      reply("ERROR TAKEBACK needs an occupied x,y");
      return true;
    }
    board_.set(p, rules::Color::kEmpty);
    reply("OK");
    return true;
  }
  reply("UNKNOWN " + std::string(cmd));
  return true;
}

void GomocupSession::board_line(std::string_view line) {
  rules::Point p;
  std::string_view rest;
  long long field = 0;
  if (!parse_xy(line, p, rest) || !parse_int(rest, field) || (field != 1 && field != 2)) {
    reply("ERROR bad BOARD line: " + std::string(line));
    return;
  }
  if (!board_.empty(p)) {
    reply("ERROR " + xy(p) + " given twice");
    return;
  }
  // Colours are settled at DONE, when the counts are known; mark own stones Black for now.
  board_.set(p, field == 1 ? rules::Color::kBlack : rules::Color::kWhite);
  (field == 1 ? own_in_board_ : opp_in_board_)++;
}

void GomocupSession::finish_board() {
  // Black has moved first: with equal counts we are Black, otherwise White.
  own_ = own_in_board_ == opp_in_board_ ? rules::Color::kBlack : rules::Color::kWhite;
  if (own_ == rules::Color::kWhite) {
    for (int i = 0; i < rules::kCells; ++i) {
      const rules::Point p = rules::Point::from_index(i);
      const auto c = board_.at(p);
      if (c != rules::Color::kEmpty) board_.set(p, rules::opponent(c));
    }
  }
  if (answer_board_) play_move();
}

rules::Color GomocupSession::side_to_move() const {
  int black = 0, white = 0;
  for (int i = 0; i < rules::kCells; ++i) {
    const auto c = board_.at(rules::Point::from_index(i));
    black += c == rules::Color::kBlack;
    white += c == rules::Color::kWhite;
  }
  return black == white ? rules::Color::kBlack : rules::Color::kWhite;
}

// YXNBEST n: the n best moves for the side to move, each as
// "MESSAGE NBEST k x,y score S pv x,y x,y …", then the best move alone as the answer. The
// board is left as it was (an analysis, not a move).
void GomocupSession::nbest(std::string_view args) {
  long long n = 0;
  if (!parse_int(args, n) || n < 1 || n > 50) {
    reply("ERROR YXNBEST needs a count 1-50");
    return;
  }
  AnalysisOptions o;
  o.top = static_cast<int>(n);
  o.time_limit_s = max_nodes_ > 0 || max_depth_ > 0 ? 0 : move_budget_s();
  if (max_nodes_ > 0) o.max_nodes = static_cast<std::uint64_t>(max_nodes_);
  if (max_depth_ > 0) o.max_depth = max_depth_;
  if (o.time_limit_s <= 0 && o.max_nodes == 0) o.max_nodes = 200000;  // depth alone: keep it finite
  o.threads = threads_;
  const Analysis a = analyse(board_, side_to_move(), o);
  if (a.best.empty()) {
    reply("ERROR no legal move");
    return;
  }
  for (std::size_t k = 0; k < a.best.size(); ++k) {
    std::string line = "MESSAGE NBEST " + std::to_string(k + 1) + " " +
                       xy(rules::Point::from_index(a.best[k].move)) + " score " +
                       std::to_string(a.best[k].score) + " pv";
    for (int m : a.best[k].pv) line += " " + xy(rules::Point::from_index(m));
    reply(line);
  }
  reply(xy(rules::Point::from_index(a.best.front().move)));
}

void GomocupSession::run(std::istream& in) {
  std::string line;
  while (std::getline(in, line))
    if (!handle(line)) return;
}

}  // namespace renju::ai
