// The text form: exact output for a known game, round trips over random games of every rule,
// and clear errors (with the offending token and line) for bad input.
#include <gtest/gtest.h>

#include "random_games.hpp"
#include "records/text.hpp"

namespace renju::records {
namespace {

game::Game play(const std::string& rule, const std::vector<std::string>& lines) {
  game::Game g = std::get<game::Game>(game::Game::create(rule));
  for (const auto& l : lines) {
    auto a = std::get<game::SeatAction>(game::parse_action_line(l));
    EXPECT_TRUE(std::holds_alternative<std::vector<game::Event>>(g.apply(a))) << l;
  }
  return g;
}

TEST(Text, WritesEveryDecision) {
  auto g = play("taraguchi-2", {"A place h8", "B swap", "A place h9", "B keep", "B place i9",
                                "A keep", "A place j10", "B choose 2", "B offer i10", "B offer g7",
                                "A pick i10", "A resign"});
  const auto text = write_text(from_game(g));
  EXPECT_EQ(text,
            "taraguchi-2: 1. h8 (swap) 2. h9 (keep) 3. i9 (keep) 4. j10 (choose 2) (offer i10) "
            "(offer g7) 5. i10 (picked) (white resigns) {black wins: resign}\n");
}

TEST(Text, RoundTripsRandomGamesOfEveryRule) {
  int decisions = 0;
  for (unsigned seed = 1; seed <= 60; ++seed) {
    const auto& rule = testing::all_rules()[seed % testing::all_rules().size()];
    const auto g = testing::random_game(rule, seed);
    const Record r = from_game(g);
    for (const auto& a : *r.log) decisions += a.action.kind != game::ActionKind::kPlace;
    const auto text = write_text(r);
    auto back = read_text(text);
    ASSERT_TRUE(std::holds_alternative<Record>(back))
        << text << describe(std::get<ReadError>(back));
    EXPECT_EQ(std::get<Record>(back), r) << text;
  }
  EXPECT_GT(decisions, 60);  // the walk did make swaps, offers and picks
}

TEST(Text, ReadsWhatPeoplePaste) {
  auto r = read_text("1.h8 2. h9\n3. i9 4. pass");
  ASSERT_TRUE(std::holds_alternative<Record>(r)) << describe(std::get<ReadError>(r));
  const auto& rec = std::get<Record>(r);
  EXPECT_EQ(rec.rule, "standard");
  ASSERT_EQ(rec.moves.size(), 4u);
  EXPECT_FALSE(rec.moves[3].has_value());
}

// `renju ai-match` writes its records as "#" header lines and the moves on the last line.
TEST(Text, SkipsHashCommentLines) {
  auto r = read_text(
      "# renju ai-match game 1 of 52\n# result: 0-1 (five: white made five)\n"
      "h8 h9 i10 # the opening\n j9");
  ASSERT_TRUE(std::holds_alternative<Record>(r)) << describe(std::get<ReadError>(r));
  EXPECT_EQ(std::get<Record>(r).moves.size(), 4u);
  EXPECT_TRUE(std::holds_alternative<Record>(read_text("#")));
}

TEST(Text, BadInputSaysWhatAndWhere) {
  auto e = std::get<ReadError>(read_text("standard: 1. h8 2. h8"));
  EXPECT_EQ(e.where, "'h8'");
  EXPECT_EQ(e.offset, 19u);
  EXPECT_NE(e.message.find("occupied"), std::string::npos) << e.message;
  e = std::get<ReadError>(read_text("standard: 1. h8\n2. z99"));
  EXPECT_EQ(e.line, 2);
  e = std::get<ReadError>(read_text("chess: 1. e4"));
  EXPECT_NE(e.where.find("chess"), std::string::npos);
  e = std::get<ReadError>(read_text("1. h8 (swap"));
  EXPECT_NE(e.message.find("never closed"), std::string::npos);
  e = std::get<ReadError>(read_text("1. h8 (dance)"));
  EXPECT_EQ(e.where, "'(dance)'");
}

}  // namespace
}  // namespace renju::records
