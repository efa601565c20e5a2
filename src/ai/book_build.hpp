// Building the opening book (`renju book`): from each start position, the engine's move by a
// long node-limited search, and the tree followed a few plies on through that move and the
// opponent's likeliest replies (an analysis's top moves), so that both colours find their moves
// whichever side the engine plays. Node limits and a fresh table per position keep the result
// the same on every machine and for any number of jobs.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/board.hpp"

namespace renju::ai {

struct BookBuildOptions {
  int plies = 3;    // moves covered after each start: positions 0 … plies - 1 moves on
  int replies = 2;  // moves followed from each position besides the book move (analysis top N)
  std::uint64_t nodes = 6'000'000;        // the search that picks a position's move
  std::uint64_t reply_nodes = 3'000'000;  // the analysis that picks the moves followed
  int jobs = 1;                           // positions searched at once, one thread each
};

struct BuiltEntry {
  std::string key;   // canonical_book_key()
  std::string move;  // in the key's coordinates
  int score = 0;
  int depth = 0;          // the search's deepest completed iteration
  std::string reason;     // the search's ("search", "vcf", …)
  std::vector<int> line;  // the moves from the start position that reach it, the start first
};

struct BookProgress {
  int ply = 0;  // 0-based
  int plies = 0;
  std::size_t done = 0, total = 0;  // positions of this ply
};

// The book for the given start positions (each a list of moves, Black first), sorted by key.
// Positions that are over or where the side to move has no legal move are left out.
std::vector<BuiltEntry> build_book(const std::vector<std::vector<rules::Point>>& starts,
                                   const BookBuildOptions& options,
                                   const std::function<void(const BookProgress&)>& progress = {});

// src/ai/book_data.hpp's text for these entries; `command` is named in its opening comment.
std::string book_header(const std::vector<BuiltEntry>& entries, std::string_view command);

}  // namespace renju::ai
