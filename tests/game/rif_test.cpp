// RIF opening rule (1996) through the game model: the tentative Black's three stones (one of
// the 26), the swap taken and not, stone 4, two non-symmetric offers, the pick, and every
// refusal leaving the game as it was.
#include <gtest/gtest.h>

#include "play.hpp"

namespace renju::game {
namespace {

using namespace testing;

void expect_replays(const Game& g) {
  auto again = Game::replay(g.rule(), g.log());
  ASSERT_TRUE(std::holds_alternative<Game>(again));
  EXPECT_TRUE(std::get<Game>(again) == g);
  EXPECT_EQ(describe(std::get<Game>(again)), describe(g));
}

TEST(Rif, TentativeBlackPlacesAllThreeStones) {
  Game g = make("rif");
  EXPECT_EQ(g.phase_detail(), "stone-1");
  EXPECT_EQ(g.legal_actions(Seat::kA).place, std::vector<Point>{pt("h8")});
  play(g, {"A place h8"});
  EXPECT_EQ(g.turn().seat, Seat::kA);
  EXPECT_EQ(g.legal_actions(Seat::kA).place.size(), 8u);
  auto events = play(g, {"A place h9"});
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(std::get<event::StonePlaced>(events[0]).color, Color::kWhite);
  // Stone 3: the 23 free points of the 5×5, each completing one of the 26.
  EXPECT_EQ(g.legal_actions(Seat::kA).place.size(), 23u);
  EXPECT_TRUE(g.legal_actions(Seat::kB).place.empty());
  play(g, {"A place i9"});
  EXPECT_NE(describe(g).find("opening: 4D Kagetsu"), std::string::npos) << describe(g);
  EXPECT_EQ(g.phase_detail(), "swap-4");
  EXPECT_EQ(g.turn().seat, Seat::kB);
}

TEST(Rif, SwapTakenThenOffersAndPick) {
  Game g = make("rif");
  play(g, {"A place h8", "A place h9", "A place i9", "B swap"});
  EXPECT_EQ(g.color_of(Seat::kA), Color::kWhite);
  EXPECT_EQ(g.turn().seat, Seat::kA);  // the new White plays stone 4
  play(g, {"A place j11"});
  EXPECT_EQ(g.phase_detail(), "offer");
  EXPECT_EQ(g.turn().offers_wanted, 2);
  play(g, {"B offer k5", "B offer d12"});
  EXPECT_EQ(g.phase_detail(), "pick");
  auto events = play(g, {"A pick d12"});
  EXPECT_EQ(count_events<event::OfferPicked>(events), 1);
  EXPECT_EQ(g.phase(), Phase::kPlay);
  EXPECT_EQ(g.turn().seat, Seat::kA);  // White plays stone 6
  EXPECT_EQ(g.turn().color, Color::kWhite);
  play(g, {"A place g8", "B place k10"});
  EXPECT_EQ(g.moves().size(), 7u);
  expect_replays(g);
}

TEST(Rif, SwapDeclinedOrPlacingKeeps) {
  Game kept = make("rif");
  play(kept, {"A place h8", "A place i9", "A place j10", "B keep", "B place h11"});
  EXPECT_EQ(kept.color_of(Seat::kA), Color::kBlack);
  Game placed = make("rif");
  play(placed, {"A place h8", "A place i9", "A place j10", "B place h11"});
  EXPECT_EQ(placed.color_of(Seat::kA), Color::kBlack);
  EXPECT_EQ(placed.board(), kept.board());
  play(placed, {"A offer a1", "A offer o15"});
  EXPECT_EQ(placed.phase(), Phase::kPick);
  expect_replays(placed);
}

TEST(RifRefusals, StonesThatMakeNoneOfTheTwentySix) {
  Game g = make("rif");
  Error e = refuse(g, "A place h9");
  EXPECT_EQ(e.code, ErrorCode::kNotAnOpening);
  EXPECT_EQ(e.message,
            "h9 would not make one of the 26 openings: stone 1 must be at the centre (h8)");
  EXPECT_EQ(refuse(g, "B place h8").code, ErrorCode::kNotYourTurn);
  play(g, {"A place h8"});
  e = refuse(g, "A place h10");
  EXPECT_EQ(e.code, ErrorCode::kNotAnOpening);
  EXPECT_EQ(e.area_side, 3);
  EXPECT_EQ(e.message,
            "h10 would not make one of the 26 openings: stone 2 must be next to stone 1 (inside "
            "g7–i9)");
  play(g, {"A place h9"});
  e = refuse(g, "A place k10");
  EXPECT_EQ(e.code, ErrorCode::kNotAnOpening);
  EXPECT_EQ(e.area_side, 5);
  EXPECT_EQ(e.at, pt("k10"));
  EXPECT_EQ(refuse(g, "A place h9").code, ErrorCode::kOccupied);
  EXPECT_EQ(refuse(g, "A swap").code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(refuse(g, "A pass").code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(refuse(g, "A declare 2").code, ErrorCode::kNotAllowedNow);
}

TEST(RifRefusals, SwapsOffersAndPicks) {
  Game g = make("rif");
  play(g, {"A place h8", "A place h9", "A place h10"});  // 1D Kansei: mirror-symmetric
  play(g, {"B keep"});
  Error e = refuse(g, "B swap");
  EXPECT_EQ(e.code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(e.message, "the swap before stone 4 has already been decided");
  play(g, {"B place h12"});  // still symmetric about column h
  EXPECT_EQ(refuse(g, "A swap").message, "no swap is allowed while fifth moves are being offered");
  play(g, {"A offer g6"});
  e = refuse(g, "A offer i6");
  EXPECT_EQ(e.code, ErrorCode::kSymmetricOffer);
  EXPECT_EQ(e.other, pt("g6"));
  EXPECT_EQ(e.message, "i6 is symmetric to the offer at g6");
  EXPECT_EQ(refuse(g, "A offer g6").code, ErrorCode::kAlreadyOffered);
  EXPECT_EQ(g.symmetric_offer_for(pt("i6")), pt("g6"));
  EXPECT_EQ(refuse(g, "B pick g6").code, ErrorCode::kNotYourTurn);
  play(g, {"A offer k6"});
  e = refuse(g, "A offer c3");
  EXPECT_EQ(e.code, ErrorCode::kTooManyOffers);
  EXPECT_EQ(e.count, 2);
  e = refuse(g, "B pick i6");
  EXPECT_EQ(e.code, ErrorCode::kNotOffered);
  play(g, {"B pick k6"});
  EXPECT_EQ(g.phase(), Phase::kPlay);
  expect_replays(g);
}

}  // namespace
}  // namespace renju::game
