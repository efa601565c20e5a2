// The opening state machines on their own, in colours (no seats): squares, the shared stone
// check, the factory, and the Taraguchi transitions and legal sets step by step.
#include <gtest/gtest.h>

#include "openings/opening.hpp"
#include "rules/notation.hpp"

namespace renju::openings {
namespace {

Point pt(std::string_view s) {
  return std::get<Point>(rules::parse_point(s));
}

std::unique_ptr<Opening> make(std::string_view rule) {
  auto made = make_opening(rule);
  EXPECT_TRUE(std::holds_alternative<std::unique_ptr<Opening>>(made)) << rule;
  return std::move(std::get<std::unique_ptr<Opening>>(made));
}

// Applies an action and puts the placed stones on the board.
std::vector<Effect> act(Opening& o, rules::Board& b, Color by, const Action& a) {
  auto res = o.apply(b, by, a);
  if (auto* err = std::get_if<Error>(&res)) {
    ADD_FAILURE() << err->message;
    return {};
  }
  for (const Effect& e : std::get<std::vector<Effect>>(res)) {
    if (auto* p = std::get_if<effect::Placed>(&e)) b.set(p->at, p->color);
  }
  return std::get<std::vector<Effect>>(res);
}

TEST(Area, SquaresAroundTheCentre) {
  EXPECT_EQ(Area{0}.describe(), "h8");
  EXPECT_EQ(Area{1}.describe(), "the 3×3 square (g7–i9)");
  EXPECT_EQ(Area{3}.describe(), "the 7×7 square (e5–k11)");
  EXPECT_EQ(Area{4}.describe(), "the 9×9 square (d4–l12)");
  EXPECT_EQ(Area{7}.describe(), "the board");
  EXPECT_TRUE(Area{2}.contains(pt("f6")));
  EXPECT_TRUE(Area{2}.contains(pt("j10")));
  EXPECT_FALSE(Area{2}.contains(pt("e6")));
  EXPECT_FALSE(Area{2}.contains(pt("j11")));
  EXPECT_TRUE(Area{7}.contains(pt("a1")));
  EXPECT_TRUE(Area{7}.contains(pt("o15")));
  EXPECT_FALSE(Area{7}.contains(Point{15, 0}));
  int inside = 0;
  for (int i = 0; i < rules::kCells; ++i) inside += Area{3}.contains(Point::from_index(i));
  EXPECT_EQ(inside, 49);
}

TEST(CheckStone, OrderOfChecks) {
  rules::Board b;
  b.set(pt("h8"), Color::kBlack);
  EXPECT_EQ(check_stone(b, Point{-1, 3}, Color::kWhite, Area{})->code, ErrorCode::kOffBoard);
  EXPECT_EQ(check_stone(b, pt("h8"), Color::kWhite, Area{1})->code, ErrorCode::kOccupied);
  EXPECT_EQ(check_stone(b, pt("a1"), Color::kWhite, Area{1})->code, ErrorCode::kOutsideArea);
  EXPECT_FALSE(check_stone(b, pt("g7"), Color::kWhite, Area{1}).has_value());
}

TEST(CheckStone, ForbiddenOnlyForBlack) {
  // . X X . X X . : h8 would make six for Black.
  rules::Board b;
  for (std::string_view s : {"e8", "f8", "g8", "i8", "j8"}) b.set(pt(s), Color::kBlack);
  auto err = check_stone(b, pt("h8"), Color::kBlack, Area{});
  ASSERT_TRUE(err.has_value());
  EXPECT_EQ(err->code, ErrorCode::kForbidden);
  EXPECT_EQ(err->forbidden, rules::Forbidden::kOverline);
  EXPECT_FALSE(check_stone(b, pt("h8"), Color::kWhite, Area{}).has_value());
}

TEST(Factory, Names) {
  EXPECT_EQ(make("standard")->name(), "standard");
  EXPECT_EQ(make("taraguchi")->name(), "taraguchi-10");
  EXPECT_EQ(make("taraguchi-7")->name(), "taraguchi-7");
  EXPECT_EQ(make("rif")->name(), "rif");
  EXPECT_EQ(make("yamaguchi")->name(), "yamaguchi");
  EXPECT_EQ(make("soosorv")->name(), "soosorv-8");
  EXPECT_EQ(make("soosorv-12")->name(), "soosorv-12");
  for (std::string_view bad : {"soosorv-0", "soosorv-13", "soosorv-08", "rif-2", "yamaguchi-3",
                               "standard-1", "RIF", "soosõrv-8"}) {
    EXPECT_TRUE(std::holds_alternative<Error>(make_opening(bad))) << bad;
  }
  auto bad = make_opening("taraguchi-99");
  ASSERT_TRUE(std::holds_alternative<Error>(bad));
  EXPECT_EQ(std::get<Error>(bad).code, ErrorCode::kUnknownRule);
  EXPECT_EQ(std::get<Error>(bad).message,
            "unknown rule 'taraguchi-99': expected taraguchi-10, taraguchi-N (N 1–12), soosorv-8, "
            "soosorv-N (N 1–12), yamaguchi, rif, standard");
}

TEST(Standard, IsPlayFromTheStart) {
  auto o = make("standard");
  EXPECT_EQ(o->status().phase, Phase::kPlay);
  rules::Board b;
  EXPECT_TRUE(o->legal(b).empty());
  auto res = o->apply(b, Color::kBlack, Action::swap());
  ASSERT_TRUE(std::holds_alternative<Error>(res));
  EXPECT_EQ(std::get<Error>(res).code, ErrorCode::kNotAllowedNow);
}

TEST(Taraguchi, StatusAndLegalStepByStep) {
  auto o = make("taraguchi-2");
  rules::Board b;
  Status s = o->status();
  EXPECT_EQ(phase_detail(s), "stone-1");
  EXPECT_EQ(s.to_act, Color::kBlack);
  EXPECT_EQ(o->legal(b).place, (std::vector<Point>{pt("h8")}));
  act(*o, b, Color::kBlack, Action::place(pt("h8")));
  s = o->status();
  EXPECT_EQ(phase_detail(s), "swap-2");
  EXPECT_EQ(s.to_act, Color::kWhite);
  EXPECT_EQ(s.area, Area{1});
  LegalActions la = o->legal(b);
  EXPECT_EQ(la.kinds,
            (std::vector<ActionKind>{ActionKind::kPlace, ActionKind::kSwap, ActionKind::kKeep}));
  auto fx = act(*o, b, Color::kWhite, Action::swap());
  ASSERT_EQ(fx.size(), 1u);
  EXPECT_TRUE(std::holds_alternative<effect::Swapped>(fx[0]));
  // The swap changes seats, not colours: White still places stone 2.
  EXPECT_EQ(o->status().to_act, Color::kWhite);
  EXPECT_EQ(phase_detail(o->status()), "stone-2");
  EXPECT_EQ(o->legal(b).kinds, (std::vector<ActionKind>{ActionKind::kPlace}));
  // All on column h: the position is its own mirror image.
  act(*o, b, Color::kWhite, Action::place(pt("h9")));
  act(*o, b, Color::kBlack, Action::place(pt("h7")));
  act(*o, b, Color::kWhite, Action::place(pt("h10")));
  EXPECT_EQ(o->status().phase, Phase::kChoose);
  act(*o, b, Color::kBlack, Action::choose(2));
  EXPECT_EQ(o->choice(), 2);
  la = o->legal(b);
  EXPECT_EQ(la.kinds, (std::vector<ActionKind>{ActionKind::kOffer}));
  EXPECT_EQ(la.offer.size(), 221u);  // no offer yet: every empty point
  act(*o, b, Color::kBlack, Action::offer(pt("a1")));
  la = o->legal(b);
  EXPECT_EQ(la.withdraw, (std::vector<Point>{pt("a1")}));
  EXPECT_EQ(la.offer.size(), 219u);  // a1 and its mirror image o1 are gone
  EXPECT_EQ(o->symmetric_offer_for(b, pt("o1")), pt("a1"));
  for (Point p : la.offer) EXPECT_EQ(o->symmetric_offer_for(b, p), std::nullopt);
  act(*o, b, Color::kBlack, Action::offer(pt("o2")));
  EXPECT_EQ(o->status().phase, Phase::kPick);
  EXPECT_EQ(o->status().to_act, Color::kWhite);
  EXPECT_EQ(o->legal(b).pick, (std::vector<Point>{pt("a1"), pt("o2")}));
  fx = act(*o, b, Color::kWhite, Action::pick(pt("o2")));
  ASSERT_EQ(fx.size(), 2u);
  EXPECT_EQ(std::get<effect::Picked>(fx[0]).at, pt("o2"));
  EXPECT_EQ(std::get<effect::Placed>(fx[1]).color, Color::kBlack);
  EXPECT_EQ(b.at(pt("o2")), Color::kBlack);
  EXPECT_EQ(phase_detail(o->status()), "stone-6");
  act(*o, b, Color::kWhite, Action::place(pt("a15")));
  EXPECT_EQ(o->status().phase, Phase::kPlay);
  EXPECT_TRUE(o->legal(b).empty());
}

TEST(Taraguchi, CloneIsIndependent) {
  auto o = make("taraguchi-10");
  rules::Board b;
  act(*o, b, Color::kBlack, Action::place(pt("h8")));
  auto copy = o->clone();
  act(*o, b, Color::kWhite, Action::keep());
  EXPECT_TRUE(copy->status().may_swap);
  EXPECT_FALSE(o->status().may_swap);
}

TEST(Taraguchi, ActingColourIsChecked) {
  auto o = make("taraguchi-10");
  rules::Board b;
  auto res = o->apply(b, Color::kWhite, Action::place(pt("h8")));
  ASSERT_TRUE(std::holds_alternative<Error>(res));
  EXPECT_EQ(std::get<Error>(res).code, ErrorCode::kNotYourTurn);
}

TEST(Names, StableStrings) {
  EXPECT_EQ(phase_name(Phase::kPick), "pick");
}

}  // namespace
}  // namespace renju::openings
