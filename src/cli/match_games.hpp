// Finished games of `renju ai-match --records` files, read for the data commands (eval-data,
// policy-data, rank-data): each file's result and moves, the files of a list of files and
// folders, and a game's positions replayed on an engine board.
#pragma once

#include <filesystem>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "ai/position.hpp"
#include "rules/board.hpp"

namespace renju::cli {

struct MatchGame {
  double black_score = 0;  // 1, 0.5 or 0
  std::vector<rules::Point> moves;
};

// Replays `g` on an engine board, calling `visit(pos, c, ply, move)` with `c` to move and `move`
// the one played there, before each move from `from_move` stones on; false, with `why` set, if a
// move lands on an occupied point (the visits before it have happened then).
using VisitPosition =
    std::function<void(ai::Position& pos, rules::Color c, std::size_t ply, int move)>;
bool replay_positions(const MatchGame& g, int from_move, const VisitPosition& visit,
                      std::string& why);

// An ai-match record: '#' header lines with "# result: 1-0 | 0-1 | 1/2-1/2", then the moves.
// False, with `why` set, if the file is not one.
bool read_match_game(const std::filesystem::path& file, MatchGame& g, std::string& why);

// The regular files named by `paths` and inside the folders among them, sorted; false, with
// `why` naming the path, if one is neither.
bool list_record_files(const std::vector<std::string>& paths,
                       std::vector<std::filesystem::path>& files, std::string& why);

// The data commands' common run: writes `header` to `out_path` (standard output when empty),
// then every game of the record files named by `paths` through `write` (numbered from 0; a game
// it refuses, or a file that is not a record, is named on standard error and skipped), with a
// progress line every 500 games and a summary, both ending with `tally()`. The exit status:
// 0 if a game was read, 1 if none, 2 for a missing path or an output that cannot be written.
using WriteGame = std::function<bool(const MatchGame& g, std::size_t number, std::ostream& out,
                                     std::string& why)>;
int write_match_games(const std::vector<std::string>& paths, const std::string& out_path,
                      const std::string& header, const WriteGame& write,
                      const std::function<std::string()>& tally);

}  // namespace renju::cli
