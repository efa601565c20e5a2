// Standard Renju and everything after the opening: fives, Black's forbidden moves, passes, a
// full board, resignation and draw offers.
#include <gtest/gtest.h>

#include "play.hpp"

namespace renju::game {
namespace {

using namespace testing;

TEST(Standard, FirstStoneAnywhereAndBlackWinsWithExactlyFive) {
  Game g = make("standard");
  EXPECT_EQ(g.rule(), "standard");
  EXPECT_EQ(g.phase(), Phase::kPlay);
  EXPECT_EQ(g.legal_actions(Seat::kA).place.size(), 225u);
  auto events = play(g, {"A place d4", "B place a1", "A place e4", "B place a2", "A place f4",
                         "B place a3", "A place g4", "B place a5", "A place h4"});
  ASSERT_TRUE(g.result().has_value());
  EXPECT_EQ(*g.result(), (Result{Seat::kA, ResultReason::kFive}));
  EXPECT_EQ(g.phase(), Phase::kOver);
  EXPECT_EQ(g.phase_detail(), "over");
  EXPECT_TRUE(std::holds_alternative<event::GameOver>(events.back()));
  EXPECT_EQ(art(g.board()), board(R"(
    15 . . . . . . . . . . . . . . .
    14 . . . . . . . . . . . . . . .
    13 . . . . . . . . . . . . . . .
    12 . . . . . . . . . . . . . . .
    11 . . . . . . . . . . . . . . .
    10 . . . . . . . . . . . . . . .
     9 . . . . . . . . . . . . . . .
     8 . . . . . . . . . . . . . . .
     7 . . . . . . . . . . . . . . .
     6 . . . . . . . . . . . . . . .
     5 O . . . . . . . . . . . . . .
     4 . . . X X X X X . . . . . . .
     3 O . . . . . . . . . . . . . .
     2 O . . . . . . . . . . . . . .
     1 O . . . . . . . . . . . . . .
       a b c d e f g h i j k l m n o)"));
  EXPECT_EQ(g.turn().phase, Phase::kOver);
  EXPECT_TRUE(g.legal_actions(Seat::kA).empty());
  EXPECT_TRUE(g.legal_actions(Seat::kB).empty());
  EXPECT_EQ(refuse(g, "B place o15").code, ErrorCode::kGameOver);
  EXPECT_EQ(refuse(g, "B resign").code, ErrorCode::kGameOver);
}

TEST(Standard, WhiteWinsWithAnOverline) {
  Game g = make("standard");
  // White a1 a2 a3 _ a5 a6, then a4 makes six in a row.
  play(g, {"A place h8", "B place a1", "A place o1", "B place a2", "A place o3", "B place a3",
           "A place o5", "B place a5", "A place o7", "B place a6", "A place m9", "B place a4"});
  EXPECT_EQ(*g.result(), (Result{Seat::kB, ResultReason::kFive}));
}

TEST(Standard, BlackOverlineIsRefused) {
  Game g = make("standard");
  play(g, {"A place a1", "B place o1", "A place a2", "B place o3", "A place a3", "B place o5",
           "A place a5", "B place o7", "A place a6", "B place m9"});
  Error e = refuse(g, "A place a4");
  EXPECT_EQ(e.code, ErrorCode::kForbidden);
  EXPECT_EQ(e.forbidden, rules::Forbidden::kOverline);
  EXPECT_EQ(e.message, "forbidden overline at a4");
}

TEST(Standard, ForbiddenDoubleThreeIsRefusedAndHighlighted) {
  Game g = make("standard");
  play(g, {"A place g8", "B place a1", "A place i8", "B place a3", "A place h7", "B place a5",
           "A place h9", "B place a7"});
  EXPECT_EQ(art(g.board()), board(R"(
    15 . . . . . . . . . . . . . . .
    14 . . . . . . . . . . . . . . .
    13 . . . . . . . . . . . . . . .
    12 . . . . . . . . . . . . . . .
    11 . . . . . . . . . . . . . . .
    10 . . . . . . . . . . . . . . .
     9 . . . . . . . X . . . . . . .
     8 . . . . . . X . X . . . . . .
     7 O . . . . . . X . . . . . . .
     6 . . . . . . . . . . . . . . .
     5 O . . . . . . . . . . . . . .
     4 . . . . . . . . . . . . . . .
     3 O . . . . . . . . . . . . . .
     2 . . . . . . . . . . . . . . .
     1 O . . . . . . . . . . . . . .
       a b c d e f g h i j k l m n o)"));
  Error e = refuse(g, "A place h8");
  EXPECT_EQ(e.code, ErrorCode::kForbidden);
  EXPECT_EQ(e.forbidden, rules::Forbidden::kDoubleThree);
  EXPECT_EQ(e.at, pt("h8"));
  EXPECT_EQ(e.message, "forbidden double-three at h8");
  LegalActions la = g.legal_actions(Seat::kA);
  EXPECT_EQ(std::count(la.place.begin(), la.place.end(), pt("h8")), 0);
  bool highlighted = false;
  for (const auto& f : la.forbidden)
    highlighted |= f == rules::ForbiddenPoint{pt("h8"), e.forbidden};
  EXPECT_TRUE(highlighted);
  // White may play there.
  play(g, {"A pass", "B place h8"});
}

TEST(Standard, TwoPassesInARowDraw) {
  Game g = make("standard");
  play(g, {"A pass", "B place h8", "A pass", "B pass"});
  EXPECT_EQ(*g.result(), (Result{std::nullopt, ResultReason::kTwoPasses}));
  EXPECT_EQ(result_reason_name(g.result()->reason), "passes");
}

TEST(Standard, PassesThatAreNotConsecutiveDoNotDraw) {
  Game g = make("standard");
  play(g, {"A place h8", "B pass", "A place h9", "B pass"});
  EXPECT_FALSE(g.over());
  EXPECT_EQ(g.consecutive_passes(), 1);
  play(g, {"A place h10", "B place a1"});
  EXPECT_FALSE(g.over());
  EXPECT_EQ(g.consecutive_passes(), 0);
  EXPECT_EQ(g.turn().color, Color::kBlack);
}

TEST(Standard, PassIsAlsoAllowedAfterTaraguchi) {
  Game g = make("taraguchi-10");
  play(g, {"A place h8", "B place h9", "A place i9", "B place j10", "A choose 1", "A place g8",
           "B place g9", "A pass", "B pass"});
  EXPECT_EQ(g.result()->reason, ResultReason::kTwoPasses);
}

TEST(Standard, FullBoardIsADraw) {
  // Target: (x + 2y) mod 4 in {0, 1} is one colour; no line anywhere holds more than two stones
  // of a colour in a row, so nobody ever makes five. Each player fills their own cells, choosing
  // the first one that is legal (Black must avoid forbidden points on the way).
  auto cls = [](Point p) { return (p.x + 2 * p.y) % 4 < 2; };
  int first = 0;
  for (int i = 0; i < rules::kCells; ++i) first += cls(Point::from_index(i)) ? 1 : 0;
  bool black_class = first == 113;
  ASSERT_TRUE(first == 113 || first == 112);
  Game g = make("standard");
  while (!g.over()) {
    Seat s = g.turn().seat;
    bool want = g.turn().color == Color::kBlack ? black_class : !black_class;
    LegalActions la = g.legal_actions(s);
    std::optional<Point> chosen;
    for (Point p : la.place) {
      if (cls(p) == want) {
        chosen = p;
        break;
      }
    }
    ASSERT_TRUE(chosen.has_value()) << describe(g);
    auto res = g.apply(s, Action::place(*chosen));
    ASSERT_TRUE(std::holds_alternative<std::vector<Event>>(res)) << describe(g);
  }
  EXPECT_EQ(*g.result(), (Result{std::nullopt, ResultReason::kFullBoard}));
  EXPECT_EQ(g.moves().size(), 225u);
  EXPECT_TRUE(g.board().full());
}

TEST(Resign, EitherSeatAtAnyTime) {
  Game g = make("taraguchi-10");
  play(g, {"A place h8"});
  // It is B's turn; A may resign anyway.
  auto events = play(g, {"A resign"});
  EXPECT_EQ(*g.result(), (Result{Seat::kB, ResultReason::kResignation}));
  EXPECT_EQ(count_events<event::Resigned>(events), 1);
  EXPECT_EQ(result_reason_name(g.result()->reason), "resign");
}

TEST(Draw, OfferAndAccept) {
  Game g = make("standard");
  play(g, {"A place h8", "A offer-draw"});
  EXPECT_EQ(g.draw_offer(), Seat::kA);
  EXPECT_TRUE(g.legal_actions(Seat::kB).allows(ActionKind::kAcceptDraw));
  EXPECT_FALSE(g.legal_actions(Seat::kA).allows(ActionKind::kAcceptDraw));
  EXPECT_EQ(refuse(g, "A accept-draw").code, ErrorCode::kNoDrawOffer);
  EXPECT_EQ(refuse(g, "A offer-draw").code, ErrorCode::kDrawOfferPending);
  EXPECT_EQ(refuse(g, "B offer-draw").code, ErrorCode::kDrawOfferPending);
  play(g, {"B accept-draw"});
  EXPECT_EQ(*g.result(), (Result{std::nullopt, ResultReason::kDrawAgreed}));
  EXPECT_EQ(g.draw_offer(), std::nullopt);
}

TEST(Draw, DeclineBlocksARepeatUntilTheNextMove) {
  Game g = make("standard");
  play(g, {"A place h8", "A offer-draw", "B decline-draw"});
  EXPECT_EQ(g.draw_offer(), std::nullopt);
  EXPECT_EQ(refuse(g, "A offer-draw").code, ErrorCode::kDrawOfferRepeated);
  EXPECT_FALSE(g.legal_actions(Seat::kA).allows(ActionKind::kOfferDraw));
  EXPECT_EQ(refuse(g, "B decline-draw").code, ErrorCode::kNoDrawOffer);
  play(g, {"B place h9", "A offer-draw"});
  EXPECT_EQ(g.draw_offer(), Seat::kA);
}

TEST(Draw, PlayingOnDeclinesImplicitly) {
  Game g = make("standard");
  play(g, {"A offer-draw"});
  auto events = play(g, {"A place h8"});  // the offerer's own move keeps the offer open
  EXPECT_EQ(g.draw_offer(), Seat::kA);
  EXPECT_EQ(count_events<event::DrawDeclined>(events), 0);
  events = play(g, {"B place h9"});
  EXPECT_EQ(g.draw_offer(), std::nullopt);
  EXPECT_EQ(count_events<event::DrawDeclined>(events), 1);
  EXPECT_EQ(std::get<event::DrawDeclined>(events[0]).by, Seat::kB);
}

TEST(Events, PlaceReportsStoneAndNextTurn) {
  Game g = make("taraguchi-10");
  auto events = play(g, {"A place h8"});
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(std::get<event::StonePlaced>(events[0]),
            (event::StonePlaced{pt("h8"), Color::kBlack, Seat::kA, 1}));
  EXPECT_EQ(std::get<event::TurnChanged>(events[1]),
            (event::TurnChanged{Phase::kPlace, Seat::kB, Color::kWhite}));
  EXPECT_EQ(event_name(events[0]), "stone-placed");
  events = play(g, {"B swap"});
  EXPECT_EQ(std::get<event::ColorsSwapped>(events[0]), (event::ColorsSwapped{Seat::kB, Seat::kB}));
  EXPECT_EQ(std::get<event::TurnChanged>(events[1]),
            (event::TurnChanged{Phase::kPlace, Seat::kA, Color::kWhite}));
}

}  // namespace
}  // namespace renju::game
