// The opening book: the engine's own choices for the first free moves after the 26 canonical
// openings, each made by a long search of this engine (`renju book`, src/ai/book_build.cpp),
// stored in src/ai/book_data.hpp and looked up under the board's eight symmetries. The strong
// and maximum levels play from it, so that the moves a 1-second search decides worst (the early
// middle game, docs/engine-search.md) get the judgement of a search several times as long.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "rules/board.hpp"

namespace renju::ai {

// One position of the book: its key (book_key() in the symmetry that makes it smallest), the
// move for the side to move in those coordinates ("j10") and the search's score for it.
struct BookEntry {
  std::string_view key;
  std::string_view move;
  std::int32_t score = 0;
};

// The side to move ('b' or 'w') and the stones of `board` after symmetry k (rules::transform),
// by point index: "w:h8b,h9w,j10b".
std::string book_key(const rules::Board& board, rules::Color to_move, int k);
// The smallest of the eight keys, and a symmetry that gives it.
struct CanonicalKey {
  std::string key;
  int symmetry = 0;
};
CanonicalKey canonical_book_key(const rules::Board& board, rules::Color to_move);

struct BookMove {
  rules::Point move;
  int score = 0;
};
// The book's move for `to_move` on `board` (in the board's own coordinates), if the position is
// in `book` (sorted by key) and the move is legal there: on an empty point, and not forbidden
// for Black.
std::optional<BookMove> book_move(std::span<const BookEntry> book, const rules::Board& board,
                                  rules::Color to_move);
// The same in the engine's book (src/ai/book_data.hpp).
std::optional<BookMove> book_move(const rules::Board& board, rules::Color to_move);
// The engine's book, sorted by key.
std::span<const BookEntry> engine_book();

}  // namespace renju::ai
