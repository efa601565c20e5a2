// The referee of an engine match: plays one game between two Gomocup-protocol engines from an
// opening, checking every answer against the rules core. A forbidden Black move, an occupied or
// off-board point, a time-out or a protocol error loses the game for the engine that made it.
#pragma once

#include <string>
#include <vector>

#include "rules/board.hpp"

namespace renju::ai::match {

// What one engine is told before the game: its time per move and, when > 0, the Yixin-protocol
// limits `INFO max_node` and `INFO max_depth` (engines that ignore them play on time alone).
struct EngineLimits {
  int time_ms = 1000;  // INFO timeout_turn
  long long max_nodes = 0;
  int max_depth = 0;
  int threads = 1;  // INFO thread_num
};

struct PlayerSpec {
  std::string command;  // shell command line of a Gomocup brain
  EngineLimits limits;
  std::string stderr_path;  // where the engine's standard error goes ("" = /dev/null)
  // The least time from this engine's answer to the next move request it gets (TURN), when
  // the opponent answered sooner. Rapfi misreads a TURN that comes within a few hundred
  // milliseconds of an early answer (docs/engine.md, "Rapfi and TURN"); 0 sends at once. The
  // wait is before the engine's clock starts, so it costs the engine no time.
  int settle_ms = 0;
};

// kNoLegalMove: Black is to move and every empty point is forbidden for Black. RIF lets a player
// pass, but neither the Gomocup protocol nor the referee has a pass, so the game ends there as a
// draw, like a full board.
enum class End { kFive, kBoardFull, kForbidden, kOccupied, kTimeout, kProtocol, kNoLegalMove };
inline constexpr int kEndCount = static_cast<int>(End::kNoLegalMove) + 1;
std::string_view end_name(End e);  // "five", "board full", "forbidden", "occupied", …
// True for the ends that are a rule broken by the engine that lost (not five, full, no move).
bool is_fault(End e);

struct GameResult {
  std::vector<rules::Point> moves;             // every stone played, the opening's included
  rules::Color winner = rules::Color::kEmpty;  // kEmpty: a draw
  End end = End::kBoardFull;
  std::string detail;  // what exactly happened, e.g. "black played h8: forbidden (double-three)"
  long long max_ms[2] = {0, 0};  // longest answer of Black [0] and White [1]
};

// Slack on top of each engine's time per move before its answer counts as a time-out (process
// start, pipes, a loaded machine).
struct RefereeOptions {
  int grace_ms = 1000;
  int start_ms = 10000;  // for START's answer
};

// Why the opening cannot be played (occupied, forbidden, a five already), or "" when it can.
std::string check_opening(const std::vector<rules::Point>& opening);

// Plays one game; `opening` must have passed check_opening.
GameResult play_game(const std::vector<rules::Point>& opening, const PlayerSpec& black,
                     const PlayerSpec& white, const RefereeOptions& options);

}  // namespace renju::ai::match
