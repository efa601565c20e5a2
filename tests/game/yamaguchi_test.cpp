// Yamaguchi through the game model: the tentative Black declares the number of fifth moves
// after the opening (1 and 12, the bounds), the swap, stone 4, exactly that many offers.
#include <gtest/gtest.h>

#include "play.hpp"

namespace renju::game {
namespace {

using namespace testing;

TEST(Yamaguchi, DeclareThenSwapThenOffers) {
  Game g = make("yamaguchi");
  play(g, {"A place h8", "A place i9", "A place j8"});  // 3I Kosei
  EXPECT_EQ(g.phase_detail(), "declare");
  EXPECT_EQ(g.turn().seat, Seat::kA);
  LegalActions la = g.legal_actions(Seat::kA);
  ASSERT_TRUE(la.allows(ActionKind::kDeclare));
  EXPECT_EQ(la.choices.front(), 1);
  EXPECT_EQ(la.choices.back(), 12);
  auto events = play(g, {"A declare 3"});
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(std::get<event::CountDeclared>(events[0]).count, 3);
  EXPECT_EQ(g.declared(), 3);
  EXPECT_EQ(g.phase_detail(), "swap-4");
  play(g, {"B swap", "A place g10"});
  EXPECT_EQ(g.color_of(Seat::kB), Color::kBlack);
  EXPECT_EQ(g.turn().offers_wanted, 3);
  play(g, {"B offer k5", "B offer l5", "B withdraw l5", "B offer d12", "B offer m12"});
  EXPECT_EQ(g.phase(), Phase::kPick);
  Error e = refuse(g, "B offer c3");
  EXPECT_EQ(e.code, ErrorCode::kTooManyOffers);
  EXPECT_EQ(e.count, 3);
  play(g, {"A pick m12"});
  EXPECT_EQ(g.phase(), Phase::kPlay);
  auto again = Game::replay("yamaguchi", g.log());
  ASSERT_TRUE(std::holds_alternative<Game>(again));
  EXPECT_TRUE(std::get<Game>(again) == g);
}

TEST(Yamaguchi, DeclaredCountAtItsBounds) {
  for (int n : {1, 12}) {
    Game g = make("yamaguchi");
    play(g, {"A place h8", "A place h9", "A place i8"});
    std::string declare = "A declare " + std::to_string(n);
    play(g, {declare, "B keep", "B place k12"});
    const char* offers[] = {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1"};
    for (int i = 0; i < n; ++i) play(g, {std::string("A offer ") + offers[i]});
    EXPECT_EQ(g.phase(), Phase::kPick) << n;
    EXPECT_EQ(g.legal_actions(Seat::kB).pick.size(), static_cast<std::size_t>(n));
    play(g, {"B pick a1"});
    EXPECT_EQ(g.phase(), Phase::kPlay);
  }
}

TEST(YamaguchiRefusals, CountOutsideTheRangeAndOutOfTurn) {
  Game g = make("yamaguchi");
  play(g, {"A place h8", "A place h9", "A place i8"});
  Error e = refuse(g, "A declare 13");
  EXPECT_EQ(e.code, ErrorCode::kBadCount);
  EXPECT_EQ(e.count, 12);
  EXPECT_EQ(e.message, "declare from 1 to 12 fifth moves, not 13");
  EXPECT_EQ(refuse(g, "B declare 2").code, ErrorCode::kNotYourTurn);
  EXPECT_EQ(refuse(g, "A place j10").code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(refuse(g, "A swap").code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(refuse(g, "A choose 2").code, ErrorCode::kNotAllowedNow);
  EXPECT_TRUE(std::holds_alternative<Error>(parse_action_line("A declare 0")));
  EXPECT_TRUE(std::holds_alternative<Error>(parse_action_line("A declare 05")));
  EXPECT_TRUE(std::holds_alternative<Error>(parse_action_line("A declare")));
  play(g, {"A declare 2"});
  EXPECT_EQ(refuse(g, "A declare 2").code, ErrorCode::kNotYourTurn);
  EXPECT_EQ(refuse(g, "B declare 2").code, ErrorCode::kNotAllowedNow);
}

}  // namespace
}  // namespace renju::game
