// Taraguchi-N through the game model: every path through the opening (no swap, a swap at each
// point, choice 1 and choice 2) and every refusal the rule implies.
#include <gtest/gtest.h>

#include "play.hpp"
#include "rules/symmetry.hpp"

namespace renju::game {
namespace {

using namespace testing;

// Stones 1-4 with no swap: A holds Black throughout.
const std::vector<std::string_view> kFourStones = {"A place h8", "B place h9", "A place i9",
                                                   "B place j10"};

TEST(Taraguchi, NoSwapsChoiceOneToNormalPlay) {
  Game g = make("taraguchi-10");
  EXPECT_EQ(g.rule(), "taraguchi-10");
  EXPECT_EQ(g.phase_detail(), "stone-1");
  EXPECT_EQ(g.turn().seat, Seat::kA);
  play(g, {"A place h8"});
  EXPECT_EQ(g.phase_detail(), "swap-2");
  play(g, {"B keep"});
  EXPECT_EQ(g.phase_detail(), "stone-2");
  EXPECT_EQ(g.turn().seat, Seat::kB);
  play(g, {"B place h9", "A place i9", "B place j10"});
  EXPECT_EQ(g.phase(), Phase::kChoose);
  EXPECT_EQ(g.phase_detail(), "choose-5");
  play(g, {"A choose 1"});
  EXPECT_EQ(g.choice(), 1);
  EXPECT_EQ(g.phase_detail(), "swap-5");
  EXPECT_EQ(g.turn().area.side(), 9);
  play(g, {"A place l12"});
  EXPECT_EQ(g.phase_detail(), "swap-6");
  EXPECT_EQ(g.turn().seat, Seat::kB);
  EXPECT_TRUE(g.turn().area.whole_board());
  play(g, {"B place a1"});
  EXPECT_EQ(g.phase(), Phase::kPlay);
  EXPECT_EQ(g.turn().seat, Seat::kA);
  EXPECT_EQ(g.turn().color, Color::kBlack);
  EXPECT_EQ(g.turn().stone, 7);
  play(g, {"A place o15", "B pass", "A place g7"});
  EXPECT_EQ(art(g.board()), board(R"(
    15 . . . . . . . . . . . . . . X
    14 . . . . . . . . . . . . . . .
    13 . . . . . . . . . . . . . . .
    12 . . . . . . . . . . . X . . .
    11 . . . . . . . . . . . . . . .
    10 . . . . . . . . . O . . . . .
     9 . . . . . . . O X . . . . . .
     8 . . . . . . . X . . . . . . .
     7 . . . . . . X . . . . . . . .
     6 . . . . . . . . . . . . . . .
     5 . . . . . . . . . . . . . . .
     4 . . . . . . . . . . . . . . .
     3 . . . . . . . . . . . . . . .
     2 . . . . . . . . . . . . . . .
     1 O . . . . . . . . . . . . . .
       a b c d e f g h i j k l m n o)"));
  ASSERT_EQ(g.moves().size(), 8u);
  EXPECT_EQ(g.moves()[7], (Move{pt("g7"), Color::kBlack}));
}

TEST(Taraguchi, SwapBeforeStoneTwo) {
  Game g = make("taraguchi-10");
  auto events = play(g, {"A place h8", "B swap"});
  EXPECT_EQ(count_events<event::ColorsSwapped>(events), 1);
  EXPECT_EQ(g.color_of(Seat::kB), Color::kBlack);
  EXPECT_EQ(g.color_of(Seat::kA), Color::kWhite);
  // The other player (A, now White) plays stone 2.
  EXPECT_EQ(g.turn().seat, Seat::kA);
  EXPECT_EQ(g.phase_detail(), "stone-2");
  play(g, {"A place g7", "B place i9", "A place g9", "B choose 1", "B place d4", "A place o1"});
  EXPECT_EQ(g.phase(), Phase::kPlay);
  EXPECT_EQ(g.seat_of(Color::kBlack), Seat::kB);
  EXPECT_EQ(g.turn().seat, Seat::kB);
}

TEST(Taraguchi, SwapBeforeStoneThree) {
  Game g = make("taraguchi-10");
  play(g, {"A place h8", "B place h9", "A swap"});
  EXPECT_EQ(g.color_of(Seat::kB), Color::kBlack);
  EXPECT_EQ(g.turn().seat, Seat::kB);  // B now holds Black and plays stone 3
  EXPECT_EQ(g.turn().color, Color::kBlack);
  play(g, {"B place f6", "A place k11", "B choose 2"});
  EXPECT_EQ(g.turn().seat, Seat::kB);
  EXPECT_EQ(g.phase(), Phase::kOffer);
}

TEST(Taraguchi, SwapBeforeStoneFour) {
  Game g = make("taraguchi-10");
  play(g, {"A place h8", "B place h9", "A place j10", "B swap"});
  EXPECT_EQ(g.seat_of(Color::kWhite), Seat::kA);
  EXPECT_EQ(g.turn().seat, Seat::kA);
  play(g, {"A place e5"});
  // The player who now holds Black (B) chooses.
  EXPECT_EQ(g.phase(), Phase::kChoose);
  EXPECT_EQ(g.turn().seat, Seat::kB);
}

TEST(Taraguchi, SwapBeforeStoneFiveInChoiceOne) {
  Game g = make("taraguchi-10");
  play(g, kFourStones);
  play(g, {"A choose 1", "A swap"});
  EXPECT_EQ(g.seat_of(Color::kBlack), Seat::kB);
  EXPECT_EQ(g.turn().seat, Seat::kB);
  EXPECT_EQ(g.phase_detail(), "stone-5");
  play(g, {"B place d12", "A place h7"});
  EXPECT_EQ(g.phase(), Phase::kPlay);
  EXPECT_EQ(g.turn().seat, Seat::kB);
}

TEST(Taraguchi, SwapBeforeStoneSixInChoiceOne) {
  Game g = make("taraguchi-10");
  play(g, kFourStones);
  play(g, {"A choose 1", "A keep", "A place g8"});
  EXPECT_EQ(g.turn().seat, Seat::kB);
  EXPECT_TRUE(g.turn().may_swap);
  play(g, {"B swap"});
  // A now holds White and plays stone 6; B holds Black and plays stone 7.
  EXPECT_EQ(g.turn().seat, Seat::kA);
  EXPECT_EQ(g.turn().color, Color::kWhite);
  play(g, {"A place g9", "B place i7"});
  EXPECT_EQ(g.moves().back(), (Move{pt("i7"), Color::kBlack}));
}

TEST(Taraguchi, SwapsAtEveryPoint) {
  // Five swaps in a row: colours end up exchanged (odd count) and every stone is still placed
  // by whoever holds its colour at that moment.
  Game g = make("taraguchi-10");
  play(g, {"A place h8", "B swap", "A place h9", "B swap", "A place i9", "B swap", "A place i10",
           "B choose 1", "B swap", "A place g10", "B swap", "A place j12"});
  EXPECT_EQ(g.phase(), Phase::kPlay);
  EXPECT_EQ(g.seat_of(Color::kBlack), Seat::kB);
  EXPECT_EQ(g.turn().seat, Seat::kB);
  ASSERT_EQ(g.moves().size(), 6u);
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_EQ(g.moves()[i].color, i % 2 == 0 ? Color::kBlack : Color::kWhite) << i;
  }
}

TEST(Taraguchi, ChoiceTwoTenOffersWhitePicks) {
  Game g = make("taraguchi-10");
  play(g, kFourStones);
  auto chose = play(g, {"A choose 2"});
  EXPECT_EQ(count_events<event::ChoiceMade>(chose), 1);
  EXPECT_EQ(g.turn().offers_wanted, 10);
  const std::vector<std::string_view> offers = {"A offer a1", "A offer a2", "A offer a3",
                                                "A offer a4", "A offer a5", "A offer a6",
                                                "A offer a7", "A offer a8", "A offer a9"};
  play(g, offers);
  EXPECT_EQ(g.phase(), Phase::kOffer);
  EXPECT_EQ(g.turn().seat, Seat::kA);
  play(g, {"A offer f10"});
  EXPECT_EQ(g.phase(), Phase::kPick);
  EXPECT_EQ(g.turn().seat, Seat::kB);
  EXPECT_EQ(g.offers().size(), 10u);
  LegalActions la = g.legal_actions(Seat::kB);
  EXPECT_EQ(la.pick.size(), 10u);
  EXPECT_FALSE(la.allows(ActionKind::kSwap));
  auto picked = play(g, {"B pick f10"});
  ASSERT_GE(picked.size(), 2u);
  EXPECT_EQ(std::get<event::OfferPicked>(picked[0]).at, pt("f10"));
  EXPECT_EQ(std::get<event::StonePlaced>(picked[1]),
            (event::StonePlaced{pt("f10"), Color::kBlack, Seat::kA, 5}));
  // No more swaps: White (B) plays stone 6 at once.
  EXPECT_EQ(g.phase_detail(), "stone-6");
  EXPECT_EQ(g.turn().seat, Seat::kB);
  Error e = refuse(g, "B swap");
  EXPECT_EQ(e.code, ErrorCode::kNotAllowedNow);
  play(g, {"B place o15"});
  EXPECT_EQ(g.phase(), Phase::kPlay);
  EXPECT_EQ(g.turn().seat, Seat::kA);
  EXPECT_EQ(art(g.board()), board(R"(
    15 . . . . . . . . . . . . . . O
    14 . . . . . . . . . . . . . . .
    13 . . . . . . . . . . . . . . .
    12 . . . . . . . . . . . . . . .
    11 . . . . . . . . . . . . . . .
    10 . . . . . X . . . O . . . . .
     9 . . . . . . . O X . . . . . .
     8 . . . . . . . X . . . . . . .
     7 . . . . . . . . . . . . . . .
     6 . . . . . . . . . . . . . . .
     5 . . . . . . . . . . . . . . .
     4 . . . . . . . . . . . . . . .
     3 . . . . . . . . . . . . . . .
     2 . . . . . . . . . . . . . . .
     1 . . . . . . . . . . . . . . .
       a b c d e f g h i j k l m n o)"));
}

TEST(Taraguchi, OtherNumbersOfOffers) {
  for (int n : {1, 3, 12}) {
    Game g = make("taraguchi-" + std::to_string(n));
    EXPECT_EQ(g.rule(), "taraguchi-" + std::to_string(n));
    play(g, kFourStones);
    play(g, {"A choose 2"});
    EXPECT_EQ(g.turn().offers_wanted, n);
    for (int i = 0; i < n; ++i) {
      std::string text = "A offer a" + std::to_string(i + 1);
      play(g, {text});
    }
    EXPECT_EQ(g.phase(), Phase::kPick) << n;
    Error e = refuse(g, "A offer o15");
    EXPECT_EQ(e.code, ErrorCode::kTooManyOffers);
    EXPECT_EQ(e.count, n);
    play(g, {"B pick a1", "B place o1"});
    EXPECT_EQ(g.phase(), Phase::kPlay) << n;
  }
}

TEST(Taraguchi, RuleNames) {
  EXPECT_EQ(make("taraguchi").rule(), "taraguchi-10");
  for (std::string_view bad : {"taraguchi-0", "taraguchi-13", "taraguchi-010", "taraguchi-",
                               "taraguchi-1x", "yamaguchi-10", "", "Standard"}) {
    auto created = Game::create(bad);
    ASSERT_TRUE(std::holds_alternative<Error>(created)) << bad;
    EXPECT_EQ(std::get<Error>(created).code, ErrorCode::kUnknownRule);
  }
}

// ---- refusals ----

TEST(TaraguchiRefusals, StoneOutsideItsSquare) {
  Game g = make("taraguchi-10");
  Error e = refuse(g, "A place h9");
  EXPECT_EQ(e.code, ErrorCode::kOutsideArea);
  EXPECT_EQ(e.message, "h9 is outside h8");
  play(g, {"A place h8"});
  e = refuse(g, "B place f8");
  EXPECT_EQ(e.code, ErrorCode::kOutsideArea);
  EXPECT_EQ(e.area_side, 3);
  EXPECT_EQ(e.at, pt("f8"));
  EXPECT_EQ(e.message, "f8 is outside the 3×3 square (g7–i9)");
  play(g, {"B place g7"});
  e = refuse(g, "A place h11");
  EXPECT_EQ(e.message, "h11 is outside the 5×5 square (f6–j10)");
  play(g, {"A place j10"});
  e = refuse(g, "B place d8");
  EXPECT_EQ(e.message, "d8 is outside the 7×7 square (e5–k11)");
  play(g, {"B place k11", "A choose 1"});
  e = refuse(g, "A place c8");
  EXPECT_EQ(e.message, "c8 is outside the 9×9 square (d4–l12)");
  EXPECT_EQ(e.area_side, 9);
}

TEST(TaraguchiRefusals, OccupiedPoint) {
  Game g = make("taraguchi-10");
  play(g, {"A place h8"});
  Error e = refuse(g, "B place h8");
  EXPECT_EQ(e.code, ErrorCode::kOccupied);
  EXPECT_EQ(e.message, "h8 is already occupied");
}

TEST(TaraguchiRefusals, WrongPlayer) {
  Game g = make("taraguchi-10");
  EXPECT_EQ(refuse(g, "B place h8").code, ErrorCode::kNotYourTurn);
  play(g, {"A place h8"});
  EXPECT_EQ(refuse(g, "A place h9").code, ErrorCode::kNotYourTurn);
  EXPECT_EQ(refuse(g, "A swap").code, ErrorCode::kNotYourTurn);
  play(g, {"B swap"});
  // After the swap A holds White and must play stone 2; B may not.
  EXPECT_EQ(refuse(g, "B place h9").code, ErrorCode::kNotYourTurn);
  EXPECT_EQ(refuse(g, "B place h9").message, "not your turn");
}

TEST(TaraguchiRefusals, SwapWhereNoneIsAllowed) {
  Game g = make("taraguchi-10");
  Error e = refuse(g, "A swap");
  EXPECT_EQ(e.code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(e.action, ActionKind::kSwap);
  EXPECT_EQ(refuse(g, "A keep").code, ErrorCode::kNotAllowedNow);
  play(g, kFourStones);
  EXPECT_EQ(refuse(g, "A swap").code, ErrorCode::kNotAllowedNow);  // choose first
  play(g, {"A choose 2"});
  EXPECT_EQ(refuse(g, "A swap").code, ErrorCode::kNotAllowedNow);
}

TEST(TaraguchiRefusals, SecondSwapAtTheSamePoint) {
  Game g = make("taraguchi-10");
  play(g, {"A place h8", "B place h9", "A swap"});
  Error e = refuse(g, "B swap");
  EXPECT_EQ(e.code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(e.message, "the swap before stone 3 has already been decided");
  EXPECT_EQ(refuse(g, "B keep").code, ErrorCode::kNotAllowedNow);
  // Keeping also closes the swap.
  Game k = make("taraguchi-10");
  play(k, {"A place h8", "B keep"});
  EXPECT_EQ(refuse(k, "B swap").code, ErrorCode::kNotAllowedNow);
}

TEST(TaraguchiRefusals, ChoiceTwoAfterSwapInChoiceOne) {
  Game g = make("taraguchi-10");
  play(g, kFourStones);
  play(g, {"A choose 1", "A swap"});
  Error e = refuse(g, "B choose 2");
  EXPECT_EQ(e.code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(e.message, "choice 1 has already been made");
  EXPECT_EQ(refuse(g, "B offer a1").code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(refuse(g, "A choose 2").code, ErrorCode::kNotYourTurn);
}

TEST(TaraguchiRefusals, BadChoiceAndChoiceBeforeStoneFive) {
  Game g = make("taraguchi-10");
  play(g, {"A place h8"});
  EXPECT_EQ(refuse(g, "B choose 1").code, ErrorCode::kNotAllowedNow);
  play(g, {"B place h9", "A place i9", "B place j10"});
  auto bad = g.apply(Seat::kA, Action::choose(3));
  ASSERT_TRUE(std::holds_alternative<Error>(bad));
  EXPECT_EQ(std::get<Error>(bad).code, ErrorCode::kBadChoice);
}

TEST(TaraguchiRefusals, EleventhOffer) {
  Game g = make("taraguchi-10");
  play(g, kFourStones);
  play(g, {"A choose 2"});
  for (int i = 1; i <= 10; ++i) play(g, {"A offer a" + std::to_string(i)});
  Error e = refuse(g, "A offer a11");
  EXPECT_EQ(e.code, ErrorCode::kTooManyOffers);
  EXPECT_EQ(e.message, "all 10 offers have already been made");
}

TEST(TaraguchiRefusals, DuplicateOffer) {
  Game g = make("taraguchi-10");
  play(g, kFourStones);
  play(g, {"A choose 2", "A offer a1"});
  Error e = refuse(g, "A offer a1");
  EXPECT_EQ(e.code, ErrorCode::kAlreadyOffered);
  EXPECT_EQ(e.message, "a1 is already offered");
  EXPECT_EQ(refuse(g, "A offer h8").code, ErrorCode::kOccupied);
}

TEST(TaraguchiRefusals, SymmetricOfferByReflection) {
  // All four stones on column h: the position is its own mirror image about that column.
  Game g = make("taraguchi-10");
  play(g, {"A place h8", "B place h9", "A place h7", "B place h10", "A choose 2", "A offer g8"});
  EXPECT_EQ(art(g.board()), board(R"(
    15 . . . . . . . . . . . . . . .
    14 . . . . . . . . . . . . . . .
    13 . . . . . . . . . . . . . . .
    12 . . . . . . . . . . . . . . .
    11 . . . . . . . . . . . . . . .
    10 . . . . . . . O . . . . . . .
     9 . . . . . . . O . . . . . . .
     8 . . . . . . . X . . . . . . .
     7 . . . . . . . X . . . . . . .
     6 . . . . . . . . . . . . . . .
     5 . . . . . . . . . . . . . . .
     4 . . . . . . . . . . . . . . .
     3 . . . . . . . . . . . . . . .
     2 . . . . . . . . . . . . . . .
     1 . . . . . . . . . . . . . . .
       a b c d e f g h i j k l m n o)"));
  Error e = refuse(g, "A offer i8");
  EXPECT_EQ(e.code, ErrorCode::kSymmetricOffer);
  EXPECT_EQ(e.at, pt("i8"));
  EXPECT_EQ(e.other, pt("g8"));
  EXPECT_EQ(e.message, "i8 is symmetric to the offer at g8");
  EXPECT_EQ(g.symmetric_offer_for(pt("i8")), pt("g8"));
  EXPECT_EQ(g.symmetric_offer_for(pt("g8")), pt("g8"));
  EXPECT_EQ(g.symmetric_offer_for(pt("g7")), std::nullopt);
  play(g, {"A offer g7"});
  // i7 mirrors g7.
  EXPECT_EQ(refuse(g, "A offer i7").other, pt("g7"));
  // Withdrawing g8 frees its mirror image.
  play(g, {"A withdraw g8"});
  EXPECT_EQ(g.symmetric_offer_for(pt("i8")), std::nullopt);
  play(g, {"A offer i8"});
  EXPECT_EQ(g.offers(), (std::vector<Point>{pt("g7"), pt("i8")}));
}

TEST(TaraguchiRefusals, SymmetricOfferOnlyByTranslation) {
  // The position is symmetric about the line between columns h and i, which is not one of the
  // board's own axes: g7 and j7 are mirror images only after a shift by one column.
  Game g = make("taraguchi-10");
  play(g, {"A place h8", "B place h9", "A place i8", "B place i9", "A choose 2", "A offer g7"});
  rules::Board with_g7 = g.board();
  with_g7.set(pt("g7"), Color::kBlack);
  rules::Board with_j7 = g.board();
  with_j7.set(pt("j7"), Color::kBlack);
  for (int k = 0; k < 8; ++k) EXPECT_FALSE(rules::transform(with_g7, k) == with_j7) << k;
  Error e = refuse(g, "A offer j7");
  EXPECT_EQ(e.code, ErrorCode::kSymmetricOffer);
  EXPECT_EQ(e.other, pt("g7"));
  // A point that is not a mirror image is accepted.
  play(g, {"A offer j6"});
}

TEST(TaraguchiRefusals, PickingAPointNotOffered) {
  Game g = make("taraguchi-3");
  play(g, kFourStones);
  play(g, {"A choose 2", "A offer a1", "A offer b1", "A offer c1"});
  Error e = refuse(g, "B pick d1");
  EXPECT_EQ(e.code, ErrorCode::kNotOffered);
  EXPECT_EQ(e.message, "d1 is not one of the offers");
  EXPECT_EQ(refuse(g, "B place d1").code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(refuse(g, "A withdraw a1").code, ErrorCode::kNotYourTurn);
}

TEST(TaraguchiRefusals, WithdrawingAPointNotOffered) {
  Game g = make("taraguchi-3");
  play(g, kFourStones);
  play(g, {"A choose 2", "A offer a1"});
  EXPECT_EQ(refuse(g, "A withdraw b1").code, ErrorCode::kNotOffered);
}

TEST(TaraguchiRefusals, PassingDuringTheOpening) {
  Game g = make("taraguchi-10");
  Error e = refuse(g, "A pass");
  EXPECT_EQ(e.code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(e.message, "passing is allowed only after the opening");
  play(g, kFourStones);
  EXPECT_EQ(refuse(g, "A pass").code, ErrorCode::kNotAllowedNow);
  play(g, {"A choose 2"});
  EXPECT_EQ(refuse(g, "A pass").code, ErrorCode::kNotAllowedNow);
}

TEST(TaraguchiRefusals, OpeningActionsAfterTheOpening) {
  Game g = make("taraguchi-10");
  play(g, kFourStones);
  play(g, {"A choose 1", "A place g8", "B place g9"});
  EXPECT_EQ(refuse(g, "A swap").code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(refuse(g, "A choose 2").code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(refuse(g, "A offer a1").code, ErrorCode::kNotAllowedNow);
  EXPECT_EQ(refuse(g, "B place a1").code, ErrorCode::kNotYourTurn);
}

TEST(TaraguchiLegal, OpeningLegalActionsMatchTheRule) {
  Game g = make("taraguchi-10");
  LegalActions a = g.legal_actions(Seat::kA);
  EXPECT_EQ(a.place, (std::vector<Point>{pt("h8")}));
  EXPECT_FALSE(a.allows(ActionKind::kPass));
  EXPECT_TRUE(a.allows(ActionKind::kResign));
  LegalActions b = g.legal_actions(Seat::kB);
  EXPECT_TRUE(b.place.empty());
  EXPECT_FALSE(b.allows(ActionKind::kPlace));
  EXPECT_TRUE(b.allows(ActionKind::kResign));
  play(g, {"A place h8"});
  b = g.legal_actions(Seat::kB);
  EXPECT_EQ(b.place.size(), 8u);  // the 3×3 minus h8
  EXPECT_TRUE(b.allows(ActionKind::kSwap));
  EXPECT_TRUE(b.allows(ActionKind::kKeep));
  play(g, {"B place i7", "A place g9"});
  EXPECT_EQ(g.legal_actions(Seat::kB).place.size(), 46u);  // 7×7 minus three stones
  play(g, {"B place e5"});
  EXPECT_EQ(g.legal_actions(Seat::kA).choices, (std::vector<int>{1, 2}));
}

}  // namespace
}  // namespace renju::game

namespace renju::game {
namespace {

using namespace testing;

// The server builds actions from untrusted input: points off the board are refused cleanly in
// every phase, never read from the board.
TEST(TaraguchiRefusals, PointsOffTheBoardInEveryPhase) {
  const Point off{15, -3};
  Game g = make("taraguchi-2");
  auto expect_refused = [&](Seat s, const Action& a) {
    Game before = g;
    auto res = g.apply(s, a);
    ASSERT_TRUE(std::holds_alternative<Error>(res)) << to_text(a);
    EXPECT_TRUE(g == before);
  };
  expect_refused(Seat::kA, Action::place(off));
  play(g, {"A place h8", "B place h9", "A place i9", "B place j10", "A choose 2"});
  expect_refused(Seat::kA, Action::offer(off));
  expect_refused(Seat::kA, Action::withdraw(off));
  EXPECT_EQ(g.symmetric_offer_for(off), std::nullopt);
  play(g, {"A offer a1", "A offer b1"});
  expect_refused(Seat::kB, Action::pick(off));
  play(g, {"B pick a1", "B place c3"});
  expect_refused(Seat::kA, Action::place(off));
  expect_refused(Seat::kA, Action::place(Point{-1, 0}));
  EXPECT_EQ(std::get<Error>(g.apply(Seat::kA, Action::place(off))).code, ErrorCode::kOffBoard);
}

TEST(Taraguchi, CopiesAreIndependent) {
  Game g = make("taraguchi-10");
  play(g, {"A place h8", "B place h9", "A place i9", "B place j10", "A choose 2", "A offer a1"});
  Game copy = g;
  play(g, {"A offer b1"});
  EXPECT_EQ(copy.offers(), (std::vector<Point>{pt("a1")}));
  EXPECT_EQ(g.offers().size(), 2u);
  EXPECT_FALSE(copy == g);
  copy = g;
  EXPECT_TRUE(copy == g);
}

}  // namespace
}  // namespace renju::game
