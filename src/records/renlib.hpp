// RenLib's .lib library: a binary move tree (a 20-byte header, then 2-byte nodes in preorder
// with flags, comments and board texts). One game is one line from the root; many games merge
// into one tree. The layout and its source are in docs/records.md.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "records/record.hpp"

namespace renju::records {

struct LibNode {
  std::optional<Point> at;  // nullopt: a pass, or the root
  bool move = true;         // false: a board-text marker (RenLib's NO_MOVE), not a stone
  bool mark = false;
  bool start = false;
  std::string one_line;    // one-line comment (UTF-8)
  std::string multi_line;  // multi-line comment (UTF-8)
  std::string board_text;  // text shown on the board at `at`
  int down = -1;           // first child (index into Library::nodes), -1: none
  int right = -1;          // next sibling, -1: none
  friend bool operator==(const LibNode&, const LibNode&) = default;
};

// nodes[0] is the root (the empty board); a child's stone is Black at odd depths.
struct Library {
  Library() { nodes.front().move = false; }
  std::vector<LibNode> nodes{LibNode{}};
  friend bool operator==(const Library&, const Library&) = default;
};

inline constexpr int kMaxLibDepth = 512;  // moves in one line, passes included

std::variant<Library, ReadError> read_lib(std::string_view bytes);
std::string write_lib(const Library& lib);

// Adds the record's stones as a line (sharing the prefix already there) and its comments; the
// last stone also gets `summary` as a multi-line comment (added to what is there).
void add_line(Library& lib, const Record& r, std::string_view summary);
// Every line from the root to a leaf as a record of stones and comments, the main line (first
// children) first; at most `limit` (the error says so when there are more).
std::variant<std::vector<Record>, std::string> lines(const Library& lib, std::size_t limit);

struct LibStats {
  std::size_t nodes = 0;  // the root excluded
  std::size_t moves = 0;
  std::size_t comments = 0;
  std::size_t board_texts = 0;
  std::size_t leaves = 0;
};
LibStats stats(const Library& lib);

}  // namespace renju::records
