// SGF: the properties we write, round trips over random games of every rule (decisions in
// RJA), a hand-written foreign file with variations, and errors for non-Renju or broken files.
#include <gtest/gtest.h>

#include "random_games.hpp"
#include "records/sgf.hpp"

namespace renju::records {
namespace {

TEST(Sgf, WritesStandardProperties) {
  Record r;
  r.rule = "standard";
  r.moves = {Point{7, 7}, Point{7, 8}, std::nullopt};
  ASSERT_TRUE(derive_log(r, "standard"));
  r.id = "abc";
  r.black = "Player A";
  r.white = "Player B";
  r.created_at = 1700000000;  // 2023-11-14
  EXPECT_EQ(write_sgf(r),
            "(;FF[4]GM[4]SZ[15]CA[UTF-8]AP[renju]RU[standard]GN[abc]PB[Player A]PW[Player B]"
            "DT[2023-11-14]RJT[1700000000]\n;B[hh]\n;W[hg]\n;B[])\n");
}

TEST(Sgf, RoundTripsRandomGamesOfEveryRule) {
  std::vector<Record> all;
  for (unsigned seed = 1; seed <= 60; ++seed) {
    const auto& rule = testing::all_rules()[seed % testing::all_rules().size()];
    Record r = from_game(testing::random_game(rule, seed));
    r.id = "g" + std::to_string(seed);
    r.created_at = 1700000000 + seed;
    r.main_time_s = 600;
    r.overtime = "none";
    const auto sgf = write_sgf(r);
    auto back = read_sgf(sgf);
    ASSERT_TRUE(std::holds_alternative<std::vector<Record>>(back))
        << sgf << describe(std::get<ReadError>(back));
    ASSERT_EQ(std::get<std::vector<Record>>(back).size(), 1u);
    EXPECT_EQ(std::get<std::vector<Record>>(back)[0], r) << sgf;
    all.push_back(r);
  }
  auto collection = read_sgf(write_sgf(all));
  ASSERT_TRUE(std::holds_alternative<std::vector<Record>>(collection));
  EXPECT_EQ(std::get<std::vector<Record>>(collection), all);
}

TEST(Sgf, KeepsAbandonedAndComments) {
  Record r;
  r.moves = {Point{7, 7}, Point{8, 8}};
  ASSERT_TRUE(derive_log(r, "standard"));
  r.abandoned = true;
  r.comments = {"", "a \\ tricky ] comment"};
  const auto sgf = write_sgf(r);
  EXPECT_NE(sgf.find("RE[Void]"), std::string::npos);
  EXPECT_NE(sgf.find("C[a \\\\ tricky \\] comment]"), std::string::npos) << sgf;
  auto back = std::get<std::vector<Record>>(read_sgf(sgf));
  EXPECT_EQ(back[0], r);
}

TEST(Sgf, ReadsAForeignFileWithVariationsByItsMainLine) {
  // Written by hand: lower-case FF[3] property letters, a variation at move 2, no rule.
  const char* text =
      "(;GaMe[4]FF[4]SZ[15]PB[Anna]PW[Bo]RE[B+]\n"
      " ;B[hh]C[centre]\n"
      " (;W[hg];B[ig])\n"
      " (;W[ii];B[jj]))";
  auto read = read_sgf(text);
  ASSERT_TRUE(std::holds_alternative<std::vector<Record>>(read))
      << describe(std::get<ReadError>(read));
  const auto& r = std::get<std::vector<Record>>(read)[0];
  ASSERT_EQ(r.moves.size(), 3u);
  EXPECT_EQ(r.moves[1], (Point{7, 8}));  // hg: column h, 7th row from the top = h9
  EXPECT_EQ(r.moves[2], (Point{8, 8}));
  EXPECT_EQ(r.black, "Anna");
  EXPECT_EQ(r.comments, std::vector<std::string>{"centre"});
  EXPECT_EQ(r.rule, "standard");  // the stones make a standard game
}

TEST(Sgf, RefusesWhatIsNotRenju) {
  auto go = std::get<ReadError>(read_sgf("(;FF[4]GM[1]SZ[19];B[pd])"));
  EXPECT_EQ(go.where, "GM");
  EXPECT_NE(go.message.find("GM[1]"), std::string::npos);
  auto big = std::get<ReadError>(read_sgf("(;GM[4]SZ[19];B[pd])"));
  EXPECT_EQ(big.where, "SZ");
  EXPECT_EQ(big.offset, 7u);
  auto off = std::get<ReadError>(read_sgf("(;GM[4]\n;B[pp])"));
  EXPECT_EQ(off.line, 2);
  auto twice = std::get<ReadError>(read_sgf("(;GM[4];B[hh];W[hh])"));
  EXPECT_NE(twice.message.find("occupied"), std::string::npos);
  auto order = std::get<ReadError>(read_sgf("(;RU[standard];B[hh];B[hi])"));
  EXPECT_NE(order.message.find("other colour"), std::string::npos);
  auto bad_action = std::get<ReadError>(read_sgf("(;RU[taraguchi-10];B[hh]RJA[B dance])"));
  EXPECT_EQ(bad_action.where, "RJA");
  for (const char* broken : {"", "(;B[hh]", "(;B[hh)", "(;B[hh]))", "(;b[hh])", ";B[hh]",
                             "(;B[hh](;W[ii]);B[jj])", "()", "(;B)"}) {
    EXPECT_TRUE(std::holds_alternative<ReadError>(read_sgf(broken))) << broken;
  }
}

TEST(Sgf, DeepVariationsAreRefusedNotOverflowed) {
  std::string deep;
  for (int i = 0; i < 5000; ++i) deep += "(;C[x]";
  auto e = read_sgf(deep);
  ASSERT_TRUE(std::holds_alternative<ReadError>(e));
  EXPECT_NE(std::get<ReadError>(e).message.find("deeply"), std::string::npos);
}

}  // namespace
}  // namespace renju::records
