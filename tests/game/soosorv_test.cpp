// Soosõrv-N through the game model: the first swap, stone 4 and White's declaration of 1 to N
// (both bounds), the second swap taken, declined or skipped by offering, N offers, the pick.
#include <gtest/gtest.h>

#include "play.hpp"

namespace renju::game {
namespace {

using namespace testing;

const char* const kOffers[] = {"a1", "b1", "c1", "d1", "e1", "f1",
                               "g1", "h1", "i1", "j1", "k1", "l1"};

void offer(Game& g, Seat s, int n) {
  for (int i = 0; i < n; ++i) {
    play(g, {std::string(seat_name(s)) + " offer " + kOffers[i]});
  }
}

TEST(Soosorv, BothSwapsTaken) {
  Game g = make("soosorv-8");
  play(g, {"A place h8", "A place h9", "A place j10", "B swap"});  // 3D Sosei; A is White
  play(g, {"A place h11"});
  EXPECT_EQ(g.phase_detail(), "declare");
  EXPECT_EQ(g.turn().seat, Seat::kA);
  EXPECT_EQ(g.turn().declare_max, 8);
  play(g, {"A declare 5"});
  EXPECT_EQ(g.phase_detail(), "swap-5");
  EXPECT_EQ(g.turn().seat, Seat::kB);  // the Black holder may swap back
  LegalActions la = g.legal_actions(Seat::kB);
  EXPECT_TRUE(la.allows(ActionKind::kSwap));
  EXPECT_TRUE(la.allows(ActionKind::kOffer));
  play(g, {"B swap"});
  EXPECT_EQ(g.color_of(Seat::kA), Color::kBlack);
  offer(g, Seat::kA, 5);
  EXPECT_EQ(g.phase(), Phase::kPick);
  EXPECT_EQ(g.turn().seat, Seat::kB);
  play(g, {"B pick c1"});
  EXPECT_EQ(g.phase(), Phase::kPlay);
  EXPECT_EQ(g.turn().seat, Seat::kB);
  auto again = Game::replay("soosorv-8", g.log());
  ASSERT_TRUE(std::holds_alternative<Game>(again));
  EXPECT_TRUE(std::get<Game>(again) == g);
}

TEST(Soosorv, SecondSwapDeclinedOrSkipped) {
  Game kept = make("soosorv-8");
  play(kept, {"A place h8", "A place h9", "A place j10", "B place h11", "B declare 1", "A keep"});
  EXPECT_EQ(refuse(kept, "A swap").code, ErrorCode::kNotAllowedNow);
  offer(kept, Seat::kA, 1);
  EXPECT_EQ(kept.phase(), Phase::kPick);
  Game offered = make("soosorv-8");
  play(offered,
       {"A place h8", "A place h9", "A place j10", "B place h11", "B declare 8", "A offer a1"});
  EXPECT_EQ(offered.color_of(Seat::kA), Color::kBlack);
  EXPECT_EQ(refuse(offered, "A swap").code, ErrorCode::kNotAllowedNow);
  for (const char* p : {"b1", "c1", "d1", "e1", "f1", "g1", "h1"}) {
    play(offered, {std::string("A offer ") + p});
  }
  EXPECT_EQ(offered.phase(), Phase::kPick);
  EXPECT_EQ(refuse(offered, "A offer i1").count, 8);
}

TEST(SoosorvRefusals, DeclarationOutsideOneToN) {
  for (int n : {1, 4, 12}) {
    std::string rule = "soosorv-" + std::to_string(n);
    Game g = make(rule);
    play(g, {"A place h8", "A place i9", "A place j10", "B keep", "B place f10"});
    Error e = refuse(g, "B declare " + std::to_string(n + 1));
    EXPECT_EQ(e.code, ErrorCode::kBadCount) << rule;
    EXPECT_EQ(e.count, n);
    EXPECT_EQ(refuse(g, "A declare 1").code, ErrorCode::kNotYourTurn);
    EXPECT_EQ(refuse(g, "B offer a1").code, ErrorCode::kNotAllowedNow);
    play(g, {"B declare " + std::to_string(n)});
    EXPECT_EQ(g.turn().offers_wanted, n);
  }
}

}  // namespace
}  // namespace renju::game
