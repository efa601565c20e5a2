// Opening-book keys and lookups (see book.hpp): a position is stored once, in the symmetry that
// gives the smallest key, and its move is mapped back to the board asked about.
#include "ai/book.hpp"

#include <algorithm>
#include <variant>
#include <vector>

#include "ai/book_data.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"
#include "rules/symmetry.hpp"

namespace renju::ai {
namespace {

// The symmetry that undoes symmetry k (rules::transform: k & 3 quarter turns, then a mirror if
// k & 4): turns are undone by the remaining turns; a turn followed by the mirror is its own
// inverse.
int inverse_symmetry(int k) {
  return (k & 4) != 0 ? k : (4 - k) & 3;
}

}  // namespace

std::string book_key(const rules::Board& board, rules::Color to_move, int k) {
  std::vector<std::pair<int, rules::Color>> stones;
  for (int i = 0; i < rules::kCells; ++i) {
    const rules::Point p = rules::Point::from_index(i);
    if (!board.empty(p)) stones.emplace_back(rules::transform(p, k).index(), board.at(p));
  }
  std::sort(stones.begin(), stones.end());
  std::string key = to_move == rules::Color::kBlack ? "b:" : "w:";
  for (std::size_t n = 0; n < stones.size(); ++n) {
    if (n > 0) key += ',';
    key += rules::to_string(rules::Point::from_index(stones[n].first));
    key += stones[n].second == rules::Color::kBlack ? 'b' : 'w';
  }
  return key;
}

CanonicalKey canonical_book_key(const rules::Board& board, rules::Color to_move) {
  CanonicalKey best{book_key(board, to_move, 0), 0};
  for (int k = 1; k < 8; ++k) {
    std::string key = book_key(board, to_move, k);
    if (key < best.key) best = {std::move(key), k};
  }
  return best;
}

std::optional<BookMove> book_move(std::span<const BookEntry> book, const rules::Board& board,
                                  rules::Color to_move) {
  if (book.empty()) return std::nullopt;
  const CanonicalKey ck = canonical_book_key(board, to_move);
  const auto it =
      std::lower_bound(book.begin(), book.end(), ck.key,
                       [](const BookEntry& e, const std::string& key) { return e.key < key; });
  if (it == book.end() || it->key != ck.key) return std::nullopt;
  const auto parsed = rules::parse_point(it->move);
  if (!std::holds_alternative<rules::Point>(parsed)) return std::nullopt;
  const rules::Point p =
      rules::transform(std::get<rules::Point>(parsed), inverse_symmetry(ck.symmetry));
  if (!board.empty(p)) return std::nullopt;
  if (to_move == rules::Color::kBlack) {
    rules::Board b = board;
    if (rules::is_forbidden(b, p)) return std::nullopt;
  }
  return BookMove{p, it->score};
}

std::span<const BookEntry> engine_book() {
  return kBook;
}

std::optional<BookMove> book_move(const rules::Board& board, rules::Color to_move) {
  return book_move(engine_book(), board, to_move);
}

}  // namespace renju::ai
