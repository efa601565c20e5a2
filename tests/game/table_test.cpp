// Table actions: abort only before both players have acted, takeback by request rebuilding the
// game exactly as it was, takebacks turned off, and abandonment claims' results.
#include <gtest/gtest.h>

#include "play.hpp"

namespace renju::game {
namespace {

using namespace testing;

bool allows(const Game& g, Seat s, ActionKind k) {
  return g.legal_actions(s).allows(k);
}

TEST(Abort, EitherPlayerBeforeBothHaveActedEndsWithNoResult) {
  Game g = make("rif");
  EXPECT_TRUE(allows(g, Seat::kA, ActionKind::kAbort));
  EXPECT_TRUE(allows(g, Seat::kB, ActionKind::kAbort));
  // A places the first three stones: B has still not acted.
  play(g, {"A place h8", "A place h9", "A place i9"});
  EXPECT_TRUE(allows(g, Seat::kB, ActionKind::kAbort));
  auto events = play(g, {"B abort"});
  ASSERT_TRUE(g.result());
  EXPECT_EQ(*g.result(), (Result{std::nullopt, ResultReason::kAborted}));
  EXPECT_EQ(result_reason_name(g.result()->reason), "aborted");
  EXPECT_EQ(count_events<event::Aborted>(events), 1);
  EXPECT_TRUE(std::holds_alternative<event::GameOver>(events.back()));
  EXPECT_EQ(refuse(g, "A place a1").code, ErrorCode::kGameOver);
  // The log keeps it, so a reload ends the same way; the record of the play does not.
  EXPECT_EQ(g.log().size(), 4u);
  EXPECT_EQ(g.played().size(), 3u);
  EXPECT_TRUE(std::get<Game>(Game::replay("rif", g.log())) == g);
}

TEST(Abort, RefusedOnceBothPlayersHaveActed) {
  Game g = make("standard");
  play(g, {"A place h8"});
  EXPECT_TRUE(allows(g, Seat::kA, ActionKind::kAbort));
  play(g, {"B place h9"});
  EXPECT_FALSE(allows(g, Seat::kA, ActionKind::kAbort));
  EXPECT_FALSE(allows(g, Seat::kB, ActionKind::kAbort));
  EXPECT_EQ(refuse(g, "A abort").code, ErrorCode::kAbortTooLate);
  EXPECT_EQ(refuse(g, "B abort").code, ErrorCode::kAbortTooLate);
  // A draw offer is not a move: it does not make an abort too late.
  Game h = make("standard");
  play(h, {"A place h8", "B offer-draw"});
  EXPECT_TRUE(allows(h, Seat::kB, ActionKind::kAbort));
}

TEST(Takeback, AcceptedRebuildsTheGameExactlyAsBeforeTheAction) {
  Game g = make("rif");
  play(g, {"A place h8", "A place h9", "A place i9", "B keep", "B place j10"});
  const Game before = g;
  play(g, {"A offer g7"});  // a fifth-move offer in RIF: A may ask to take it back
  EXPECT_TRUE(allows(g, Seat::kA, ActionKind::kTakeback));
  EXPECT_FALSE(allows(g, Seat::kB, ActionKind::kTakeback));  // not B's action
  play(g, {"A takeback"});
  EXPECT_EQ(g.takeback_request(), Seat::kA);
  EXPECT_TRUE(allows(g, Seat::kB, ActionKind::kAcceptTakeback));
  auto events = play(g, {"B accept-takeback"});
  EXPECT_TRUE(g == before) << describe(g) << "\nexpected\n" << describe(before);
  EXPECT_EQ(art(g.board()), art(before.board()));
  EXPECT_EQ(g.turn(), before.turn());
  ASSERT_EQ(count_events<event::TakebackAccepted>(events), 1);
  const auto& accepted = std::get<event::TakebackAccepted>(events.front());
  EXPECT_EQ(accepted.undone, line("A offer g7"));
  EXPECT_EQ(accepted.undone_version, 6);  // the clocks go back to their readings after v5
  // The log only grows, and replaying it gives the same game.
  EXPECT_EQ(g.log().size(), 8u);
  EXPECT_EQ(g.played(), before.played());
  EXPECT_TRUE(std::get<Game>(Game::replay("rif", g.log())) == g);
  // The game goes on from there.
  EXPECT_TRUE(g.offers().empty());
  play(g, {"A offer k11"});
  EXPECT_EQ(g.offers(), std::vector<Point>{pt("k11")});
}

TEST(Takeback, UndoesASwapInTheOpening) {
  Game g = make("rif");
  play(g, {"A place h8", "A place h9", "A place i9"});
  const Game before = g;
  play(g, {"B swap", "B takeback", "A accept-takeback"});
  EXPECT_TRUE(g == before);
  EXPECT_EQ(g.color_of(Seat::kB), Color::kWhite);
}

TEST(Takeback, DeclinedChangesNothingButTheRequestAndBlocksARepeat) {
  Game g = make("standard");
  play(g, {"A place h8", "B place h9"});
  const Game before = g;
  auto events = play(g, {"B takeback", "A decline-takeback"});
  EXPECT_EQ(count_events<event::TakebackDeclined>(events), 1);
  EXPECT_EQ(g.board(), before.board());
  EXPECT_EQ(g.turn(), before.turn());
  EXPECT_FALSE(g.takeback_request());
  EXPECT_EQ(refuse(g, "B takeback").code, ErrorCode::kTakebackRepeated);
  // After the next move a new request is possible (for B's next move).
  play(g, {"A place a1", "B place a2", "B takeback"});
  EXPECT_EQ(g.takeback_request(), Seat::kB);
}

TEST(Takeback, PlayingOnDeclinesTheRequest) {
  Game g = make("standard");
  play(g, {"A place h8", "A takeback"});
  auto events = play(g, {"B place h9"});
  EXPECT_EQ(count_events<event::TakebackDeclined>(events), 1);
  EXPECT_FALSE(g.takeback_request());
  EXPECT_EQ(g.moves().size(), 2u);
}

TEST(Takeback, EveryMisuseIsRefusedAndChangesNothing) {
  Game g = make("standard");
  EXPECT_EQ(refuse(g, "A takeback").code, ErrorCode::kNothingToTakeBack);  // nothing played
  play(g, {"A place h8"});
  EXPECT_EQ(refuse(g, "B takeback").code, ErrorCode::kNothingToTakeBack);  // not B's action
  EXPECT_EQ(refuse(g, "B accept-takeback").code, ErrorCode::kNoTakeback);  // nobody asked
  EXPECT_EQ(refuse(g, "B decline-takeback").code, ErrorCode::kNoTakeback);
  play(g, {"A takeback"});
  Error own = refuse(g, "A accept-takeback");
  EXPECT_EQ(own.code, ErrorCode::kNoTakeback);
  EXPECT_NE(own.message.find("your own"), std::string::npos) << own.message;
  EXPECT_EQ(refuse(g, "A takeback").code, ErrorCode::kTakebackPending);
  // A draw offer after one's move is not something a takeback undoes.
  Game h = make("standard");
  play(h, {"A place h8", "A offer-draw"});
  EXPECT_EQ(refuse(h, "A takeback").code, ErrorCode::kNothingToTakeBack);
}

TEST(Takeback, OffForTheGameRefusesEveryRequest) {
  Game g = std::get<Game>(Game::create("standard", GameOptions{.takebacks = false}));
  play(g, {"A place h8"});
  EXPECT_FALSE(allows(g, Seat::kA, ActionKind::kTakeback));
  EXPECT_EQ(refuse(g, "A takeback").code, ErrorCode::kTakebacksOff);
  EXPECT_FALSE(g.options().takebacks);
  // The option is part of the game: a replay with it refuses the same.
  auto replayed = Game::replay("standard", {line("A place h8"), line("A takeback")},
                               GameOptions{.takebacks = false});
  ASSERT_TRUE(std::holds_alternative<Error>(replayed));
  EXPECT_EQ(std::get<Error>(replayed).code, ErrorCode::kTakebacksOff);
}

TEST(Claim, WinOrDrawEndsTheGameWithItsReason) {
  Game g = make("standard");
  play(g, {"A place h8", "B place h9", "A claim-win"});
  EXPECT_EQ(*g.result(), (Result{Seat::kA, ResultReason::kOpponentGone}));
  Game h = make("standard");
  play(h, {"A place h8", "B claim-draw"});
  EXPECT_EQ(*h.result(), (Result{std::nullopt, ResultReason::kOpponentGone}));
  // The server offers claims only when the opponent has gone: never in the legal set.
  Game fresh = make("standard");
  EXPECT_FALSE(allows(fresh, Seat::kA, ActionKind::kClaimWin));
  EXPECT_FALSE(allows(fresh, Seat::kA, ActionKind::kClaimDraw));
}

}  // namespace
}  // namespace renju::game
