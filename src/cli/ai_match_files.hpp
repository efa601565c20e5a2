// The files and per-game facts of `renju ai-match` (src/cli/ai_match.cpp): the openings file
// read and checked, a played game and engine 1's points in it, and the text record of a game.
#pragma once

#include <string>
#include <vector>

#include "ai/match/referee.hpp"
#include "ai/match/stats.hpp"
#include "rules/board.hpp"

namespace renju::cli::match {

namespace m = ai::match;

struct Opening {
  int line = 0;
  std::vector<rules::Point> moves;
};

// The openings file: one move list a line ("h8 h9 j10"); blank lines and '#' comments skipped.
bool read_openings(const std::string& path, std::vector<Opening>& out, std::string& error);

struct Played {
  bool done = false;
  int opening = 0;
  int black = 0;  // engine index (0 or 1) that had Black
  m::GameResult result;
};

// Engine 1's points in a finished game: 1, ½ or 0.
double points_of_1(const Played& p);
// Adds the game to `s`, engine 1's wins, draws and losses.
void tally(m::Score& s, const Played& p);

// "1-0", "0-1" or "1/2-1/2".
const char* result_text(const m::GameResult& r);

// `folder`/game-NNN.txt for game index `game` of `total`: '#' header lines, then the moves.
void write_record(const std::string& folder, const std::vector<m::PlayerSpec>& players, int game,
                  int total, const Played& p);

}  // namespace renju::cli::match
