// Rematch offers in the game model: only after the end, by either seat; the other accepts
// (or offers too) or declines; nothing after the agreement; replaying the log rebuilds it.
#include <gtest/gtest.h>

#include "play.hpp"

namespace renju::game {
namespace {

using namespace testing;

Game finished() {
  Game g = make("standard");
  play(g, {"A place h8", "B place h9", "A resign"});
  return g;
}

TEST(Rematch, RefusedBeforeTheEnd) {
  Game g = make("standard");
  play(g, {"A place h8"});
  EXPECT_EQ(refuse(g, "B rematch").code, ErrorCode::kRematchTooEarly);
  EXPECT_EQ(refuse(g, "A decline-rematch").code, ErrorCode::kRematchTooEarly);
  EXPECT_EQ(error_code_name(ErrorCode::kRematchTooEarly), "rematch_too_early");
}

TEST(Rematch, OfferThenAcceptance) {
  Game g = finished();
  const auto result = g.result();
  auto events = play(g, {"A rematch"});
  EXPECT_EQ(g.rematch_offer(), Seat::kA);
  EXPECT_FALSE(g.rematch_agreed());
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(std::get<event::RematchOffered>(events[0]).by, Seat::kA);
  // Offering twice is not accepting one's own offer.
  EXPECT_EQ(refuse(g, "A rematch").code, ErrorCode::kRematchPending);
  EXPECT_EQ(refuse(g, "A decline-rematch").code, ErrorCode::kNoRematchOffer);
  events = play(g, {"B rematch"});
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(std::get<event::RematchAgreed>(events[0]).by, Seat::kB);
  EXPECT_TRUE(g.rematch_agreed());
  EXPECT_FALSE(g.rematch_offer());
  // The game itself is unchanged: same result, nothing played.
  EXPECT_EQ(g.result(), result);
  EXPECT_EQ(g.played().size(), 3u);
  EXPECT_EQ(g.log().size(), 5u);
  EXPECT_TRUE(g.legal_actions(Seat::kA).empty());
  // After the agreement: no second acceptance, offer or refusal.
  EXPECT_EQ(refuse(g, "A rematch").code, ErrorCode::kRematchMade);
  EXPECT_EQ(refuse(g, "B rematch").code, ErrorCode::kRematchMade);
  EXPECT_EQ(refuse(g, "B decline-rematch").code, ErrorCode::kRematchMade);
  // A reload rebuilds the agreement from the log.
  const Game again = std::get<Game>(Game::replay("standard", g.log()));
  EXPECT_TRUE(again == g);
  EXPECT_TRUE(again.rematch_agreed());
}

TEST(Rematch, DeclinedThenOfferedAgain) {
  Game g = finished();
  play(g, {"B rematch"});
  EXPECT_EQ(refuse(g, "B decline-rematch").code, ErrorCode::kNoRematchOffer);
  auto events = play(g, {"A decline-rematch"});
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(std::get<event::RematchDeclined>(events[0]).by, Seat::kA);
  EXPECT_FALSE(g.rematch_offer());
  EXPECT_FALSE(g.rematch_agreed());
  EXPECT_EQ(refuse(g, "A decline-rematch").code, ErrorCode::kNoRematchOffer);
  // Either may offer afterwards; the one who declined offering is not an acceptance.
  play(g, {"A rematch"});
  EXPECT_EQ(g.rematch_offer(), Seat::kA);
  EXPECT_FALSE(g.rematch_agreed());
}

TEST(Rematch, TextFormRoundTrips) {
  EXPECT_EQ(to_text(line("A rematch")), "A rematch");
  EXPECT_EQ(to_text(line("B decline-rematch")), "B decline-rematch");
  EXPECT_EQ(line("B decline-rematch").action.kind, ActionKind::kDeclineRematch);
}

}  // namespace
}  // namespace renju::game
