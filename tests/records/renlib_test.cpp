// RenLib .lib: libraries written by hand byte for byte from the format's definition (version
// 3.0 starting at h8, 3.4 with a root record) with variations, comments and a board text;
// many games merging into one tree; round trips; truncated and foreign files refused.
#include <gtest/gtest.h>

#include "random_games.hpp"
#include "records/renlib.hpp"
#include "rules/notation.hpp"

namespace renju::records {
namespace {

std::string header(char minor) {
  std::string h = {'\xFF', 'R', 'e', 'n', 'L', 'i', 'b', '\xFF', 3, minor};
  h.append(10, '\xFF');
  return h;
}

std::string line_text(const Record& r) {
  std::string s;
  for (const auto& m : r.moves) s += (s.empty() ? "" : " ") + (m ? rules::to_string(*m) : "pass");
  return s;
}

Library must_read(const std::string& bytes) {
  auto read = read_lib(bytes);
  EXPECT_TRUE(std::holds_alternative<Library>(read)) << describe(std::get<ReadError>(read));
  return std::holds_alternative<Library>(read) ? std::get<Library>(read) : Library{};
}

TEST(RenLib, ReadsVariationsAndCommentsWrittenByHand) {
  // h8; under it h9 (DOWN: a sibling follows its subtree) with child g9 (RIGHT: a leaf, with
  // the comment "one" / "two"), then h9's sibling i9 (a leaf) carrying the board text "A".
  std::string bytes = header(0);
  bytes += std::string("\x78\x00", 2);
  bytes += std::string("\x68\x80", 2);
  bytes += std::string("\x67\x48one\x08two\x00", 10);
  bytes += std::string(
      "\x69\x41\x00\x01"
      "A\x00",
      6);
  const Library lib = must_read(bytes);
  const auto s = stats(lib);
  EXPECT_EQ(s.nodes, 4u);
  EXPECT_EQ(s.comments, 1u);
  EXPECT_EQ(s.board_texts, 1u);
  auto all = std::get<std::vector<Record>>(lines(lib, 10));
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(line_text(all[0]), "h8 h9 g9");
  EXPECT_EQ(all[0].comments, (std::vector<std::string>{"", "", "one\ntwo"}));
  EXPECT_EQ(line_text(all[1]), "h8 i9");
  // Written back, the same bytes: RenLib's own layout for a library that starts at h8 alone.
  EXPECT_EQ(write_lib(lib), bytes);
}

TEST(RenLib, ReadsARootRecordAndPasses) {
  std::string bytes = header(4);
  bytes += std::string("\x00\x08lib\x00", 6);  // the root, with the comment "lib"
  bytes += std::string("\x78\x00", 2);         // h8
  bytes += std::string("\x00\x40", 2);         // a pass, a leaf
  const Library lib = must_read(bytes);
  EXPECT_EQ(lib.nodes[0].one_line, "lib");
  auto all = std::get<std::vector<Record>>(lines(lib, 10));
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(line_text(all[0]), "h8 pass");
  EXPECT_EQ(write_lib(lib), bytes);
}

TEST(RenLib, ManyGamesMergeIntoOneTree) {
  Library lib;
  std::vector<Record> games;
  std::size_t stones = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    const auto& rule = testing::all_rules()[seed % testing::all_rules().size()];
    Record r = from_game(testing::random_game(rule, seed));
    if (r.moves.empty()) continue;
    stones += r.moves.size();
    add_line(lib, r, "game " + std::to_string(seed));
    games.push_back(r);
  }
  // Most games start at h8, so at least that node is shared.
  EXPECT_LT(stats(lib).nodes, stones);
  const auto bytes = write_lib(lib);
  const Library back = must_read(bytes);
  EXPECT_EQ(write_lib(back), bytes);
  auto all = std::get<std::vector<Record>>(lines(back, 1000));
  // Each game is one line, unless it is the prefix of another.
  for (const auto& g : games) {
    bool found = false;
    for (const auto& l : all) {
      found = found || (l.moves.size() >= g.moves.size() &&
                        std::equal(g.moves.begin(), g.moves.end(), l.moves.begin()));
    }
    EXPECT_TRUE(found) << line_text(g);
  }
  EXPECT_TRUE(std::holds_alternative<std::string>(lines(back, 1)));
}

TEST(RenLib, RefusesBrokenAndForeignFiles) {
  EXPECT_EQ(std::get<ReadError>(read_lib("(;GM[4])")).where, "header");
  EXPECT_EQ(std::get<ReadError>(read_lib("")).where, "header");
  std::string newer = header(4);
  newer[8] = 4;
  EXPECT_NE(std::get<ReadError>(read_lib(newer)).message.find("4.4"), std::string::npos);
  auto cut = std::get<ReadError>(read_lib(header(0) + "\x78"));
  EXPECT_EQ(cut.offset, 20u);
  EXPECT_NE(cut.message.find("cut off"), std::string::npos);
  auto comment = std::get<ReadError>(read_lib(header(0) + std::string("\x78\x08no end", 8)));
  EXPECT_EQ(comment.where, "comment");
  auto point = std::get<ReadError>(read_lib(header(0) + std::string("\x70\x00", 2)));
  EXPECT_NE(point.message.find("not a point"), std::string::npos);
  auto after = std::get<ReadError>(read_lib(header(0) + std::string("\x78\x40\x68\x00", 4)));
  EXPECT_NE(after.message.find("after the end"), std::string::npos);
  // A line of passes longer than any game is refused, not followed down.
  std::string passes = header(4) + std::string("\x00\x00", 2);
  for (int i = 0; i < 600; ++i) passes += std::string("\x00\x00", 2);
  EXPECT_NE(std::get<ReadError>(read_lib(passes)).message.find("longer"), std::string::npos);
}

}  // namespace
}  // namespace renju::records
