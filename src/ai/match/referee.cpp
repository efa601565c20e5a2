// One refereed game between two Gomocup engines (see referee.hpp). Each engine first gets the
// whole position with BOARD (field 1 its own stones, 2 the opponent's, in move order), then
// only the opponent's move with TURN, no sooner than its settle time after its own answer.
// Lines starting MESSAGE or DEBUG are informational and skipped; anything else that is not
// "x,y" is a protocol error.
#include "ai/match/referee.hpp"

#include <charconv>
#include <memory>
#include <thread>

#include "ai/match/engine_process.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

namespace renju::ai::match {
namespace {

using Clock = EngineProcess::Clock;

// Gomocup coordinates: x the column, y the row counted from the top edge.
std::string xy(rules::Point p) {
  return std::to_string(p.x) + "," + std::to_string(rules::kSize - 1 - p.y);
}

bool starts_with(const std::string& s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (std::size_t k = 0; k < prefix.size(); ++k)
    if ((s[k] & ~0x20) != prefix[k]) return false;
  return true;
}

bool parse_number(std::string_view s, int& v) {
  if (s.empty() || s.size() > 3) return false;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc{} && ptr == s.data() + s.size();
}

// "x,y" exactly (spaces around it allowed); false for anything else.
bool parse_xy(std::string_view s, int& x, int& y) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  const auto comma = s.find(',');
  if (comma == std::string_view::npos) return false;
  return parse_number(s.substr(0, comma), x) && parse_number(s.substr(comma + 1), y);
}

std::string quoted(const std::string& s) {
  std::string out = s.size() > 80 ? s.substr(0, 80) + "…" : s;
  for (char& c : out)
    if (static_cast<unsigned char>(c) < 0x20) c = '?';
  return "'" + out + "'";
}

// Why `c` may not play p on b, or "" when it may.
std::string illegal_reason(rules::Board& b, rules::Point p, rules::Color c, End& end) {
  if (!b.empty(p)) {
    end = End::kOccupied;
    return rules::to_string(p) + " is occupied";
  }
  if (c == rules::Color::kBlack) {
    const auto f = rules::forbidden_reason(b, p);
    if (f != rules::Forbidden::kNone) {
      end = End::kForbidden;
      return rules::to_string(p) + " is forbidden (" + std::string(rules::forbidden_name(f)) + ")";
    }
  }
  return "";
}

// Whether some empty point is not forbidden for Black (a near-full board can forbid them all).
bool black_can_move(rules::Board& b) {
  for (int i = 0; i < rules::kSize * rules::kSize; ++i) {
    const rules::Point p = rules::Point::from_index(i);
    if (b.empty(p) && rules::forbidden_reason(b, p) == rules::Forbidden::kNone) return true;
  }
  return false;
}

struct Seat {
  std::unique_ptr<EngineProcess> engine;
  const PlayerSpec* spec = nullptr;
  bool told = false;             // has had the position once (BOARD); from then on TURN
  Clock::time_point answered{};  // when its last move arrived
};

// Reads until a line that is not MESSAGE/DEBUG; the result is the line, or an error text with
// `end` set.
bool answer(Seat& seat, Clock::time_point deadline, std::string& line, End& end,
            std::string& error) {
  for (;;) {
    switch (seat.engine->read_line(deadline, line)) {
      case EngineProcess::Read::kLine:
        if (line.empty() || starts_with(line, "MESSAGE") || starts_with(line, "DEBUG")) continue;
        return true;
      case EngineProcess::Read::kTimeout:
        end = End::kTimeout;
        error = "no answer in time";
        return false;
      case EngineProcess::Read::kClosed:
        end = End::kProtocol;
        error = "the engine exited";
        return false;
      case EngineProcess::Read::kTooLong:
        end = End::kProtocol;
        error = "an endless line";
        return false;
    }
  }
}

// START and the INFO settings; "" when the engine answered OK.
std::string start(Seat& seat, const RefereeOptions& opt, End& end) {
  if (!seat.engine->started()) {
    end = End::kProtocol;
    return seat.engine->error();
  }
  const EngineLimits& l = seat.spec->limits;
  std::string line, error;
  if (!seat.engine->send("START " + std::to_string(rules::kSize))) {
    end = End::kProtocol;
    return "the engine exited";
  }
  if (!answer(seat, Clock::now() + std::chrono::milliseconds(opt.start_ms), line, end, error))
    return error + " to START";
  if (!starts_with(line, "OK")) {
    end = End::kProtocol;
    return "answered START with " + quoted(line);
  }
  bool ok = seat.engine->send("INFO rule 4") &&
            seat.engine->send("INFO thread_num " + std::to_string(l.threads)) &&
            seat.engine->send("INFO timeout_turn " + std::to_string(l.time_ms)) &&
            // No match clock: 0 means "no limit" in the protocol. (A huge time_left made
            // Rapfi play at once, without searching, so none is sent.)
            seat.engine->send("INFO timeout_match 0");
  if (ok && l.max_nodes > 0) ok = seat.engine->send("INFO max_node " + std::to_string(l.max_nodes));
  if (ok && l.max_depth > 0)
    ok = seat.engine->send("INFO max_depth " + std::to_string(l.max_depth));
  if (!ok) {
    end = End::kProtocol;
    return "the engine exited";
  }
  return "";
}

}  // namespace

std::string_view end_name(End e) {
  switch (e) {
    case End::kFive:
      return "five";
    case End::kBoardFull:
      return "board full";
    case End::kForbidden:
      return "forbidden";
    case End::kOccupied:
      return "occupied";
    case End::kTimeout:
      return "time-out";
    case End::kProtocol:
      return "protocol error";
    case End::kNoLegalMove:
      return "no legal move";
  }
  return "?";
}

bool is_fault(End e) {
  return e != End::kFive && e != End::kBoardFull && e != End::kNoLegalMove;
}

std::string check_opening(const std::vector<rules::Point>& opening) {
  rules::Board b;
  rules::Color c = rules::Color::kBlack;
  for (std::size_t k = 0; k < opening.size(); ++k) {
    End end{};
    const std::string why = illegal_reason(b, opening[k], c, end);
    if (!why.empty()) return "move " + std::to_string(k + 1) + ": " + why;
    if (rules::makes_five(b, opening[k], c))
      return "move " + std::to_string(k + 1) + " ends the game";
    b.set(opening[k], c);
    c = rules::opponent(c);
  }
  if (b.full()) return "the board is full";
  return "";
}

GameResult play_game(const std::vector<rules::Point>& opening, const PlayerSpec& black,
                     const PlayerSpec& white, const RefereeOptions& options) {
  GameResult g;
  g.moves = opening;
  Seat seats[2];
  seats[0].spec = &black;
  seats[1].spec = &white;
  rules::Board board;
  for (std::size_t k = 0; k < opening.size(); ++k)
    board.set(opening[k], k % 2 == 0 ? rules::Color::kBlack : rules::Color::kWhite);

  auto lose = [&](int seat, End end, const std::string& why) {
    g.winner = seat == 0 ? rules::Color::kWhite : rules::Color::kBlack;
    g.end = end;
    g.detail = std::string(seat == 0 ? "black" : "white") + ": " + why;
    return g;
  };
  for (int s = 0; s < 2; ++s) {
    seats[s].engine =
        std::make_unique<EngineProcess>(seats[s].spec->command, seats[s].spec->stderr_path);
    End end{};
    const std::string why = start(seats[s], options, end);
    if (!why.empty()) return lose(s, end, why);
  }

  for (;;) {
    if (board.full()) {
      g.end = End::kBoardFull;
      g.detail = "the board is full";
      return g;
    }
    const int s = g.moves.size() % 2 == 0 ? 0 : 1;
    const rules::Color c = s == 0 ? rules::Color::kBlack : rules::Color::kWhite;
    if (c == rules::Color::kBlack && !black_can_move(board)) {
      g.end = End::kNoLegalMove;
      g.detail = "every empty point is forbidden for black";
      return g;
    }
    Seat& seat = seats[s];
    bool sent = true;
    if (!seat.told) {
      sent = seat.engine->send("BOARD");
      for (std::size_t k = 0; sent && k < g.moves.size(); ++k)
        sent = seat.engine->send(xy(g.moves[k]) + "," + (static_cast<int>(k % 2) == s ? "1" : "2"));
      sent = sent && seat.engine->send("DONE");
      seat.told = true;
    } else {
      if (seat.spec->settle_ms > 0)
        std::this_thread::sleep_until(seat.answered +
                                      std::chrono::milliseconds(seat.spec->settle_ms));
      sent = seat.engine->send("TURN " + xy(g.moves.back()));
    }
    const auto t0 = Clock::now();
    if (!sent) return lose(s, End::kProtocol, "the engine exited");
    const auto deadline =
        t0 + std::chrono::milliseconds(seat.spec->limits.time_ms + options.grace_ms);
    std::string line, error;
    End end{};
    if (!answer(seat, deadline, line, end, error)) return lose(s, end, error);
    seat.answered = Clock::now();
    const long long ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(seat.answered - t0).count();
    g.max_ms[s] = std::max(g.max_ms[s], ms);
    int x = 0, y = 0;
    if (!parse_xy(line, x, y)) return lose(s, End::kProtocol, "answered " + quoted(line));
    if (x < 0 || x >= rules::kSize || y < 0 || y >= rules::kSize)
      return lose(s, End::kProtocol, "answered " + quoted(line) + ", off the board");
    const rules::Point p{x, rules::kSize - 1 - y};
    const std::string why = illegal_reason(board, p, c, end);
    if (!why.empty()) return lose(s, end, "played " + why);
    const bool five = rules::makes_five(board, p, c);
    board.set(p, c);
    g.moves.push_back(p);
    if (five) {
      g.winner = c;
      g.end = End::kFive;
      g.detail = std::string(c == rules::Color::kBlack ? "black" : "white") + " made five";
      return g;
    }
  }
}

}  // namespace renju::ai::match
