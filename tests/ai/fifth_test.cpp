// Taraguchi's fifth-move judgement: option 1 where White finds a good offer among ten, and a
// choice that depends on the opening (option 2's position is in decide_test.cpp).
#include <gtest/gtest.h>

#include <iostream>
#include <set>

#include "ai/ai.hpp"
#include "openings/canonical.hpp"
#include "rules/notation.hpp"

namespace renju::ai {
namespace {

using game::Action;
using game::Game;

// A Taraguchi-10 game at its fifth-move decision with the given four stones (every swap declined).
Game at_choice(const std::vector<rules::Point>& stones) {
  Game g = std::get<Game>(Game::create("taraguchi-10"));
  for (rules::Point p : stones) {
    const game::Seat s = g.turn().seat;
    if (g.legal_actions(s).allows(actions::ActionKind::kKeep)) {
      EXPECT_TRUE(std::holds_alternative<std::vector<game::Event>>(g.apply(s, Action::keep())));
    }
    EXPECT_TRUE(
        std::holds_alternative<std::vector<game::Event>>(g.apply(g.turn().seat, Action::place(p))));
  }
  EXPECT_EQ(g.phase(), openings::Phase::kChoose) << game::describe(g);
  return g;
}

Game at_choice(std::string_view stones) {
  return at_choice(std::get<std::vector<rules::Point>>(rules::parse_moves(stones)));
}

// Generous seconds: the judgement is bounded by nodes, so it is the same on a loaded machine.
constexpr double kSeconds = 60;

// Option 2's position is Decide.FifthMoveOptionTwoWhenBlackHasManyGoodFifthMoves.
TEST(FifthChoice, OptionOneWhenWhiteFindsAGoodOfferAmongTen) {
  // Kansei with White's stone 4 at g8, next to both Black stones: only a few fifth moves keep
  // Black level, so White's pick of ten offers leaves Black behind, while a quiet fifth stone
  // in the 9×9 square leaves a position that neither side gains by swapping.
  Game g = at_choice("h8 h9 h10 g8");
  const FifthChoice c = judge_fifth_choice(g, 10, Level::kClub, kSeconds);
  EXPECT_LT(c.offers, 0) << "in 9x9 " << c.in_square;
  EXPECT_GT(c.in_square, c.offers);
  EXPECT_EQ(c.option, 1);
  // Fewer offers are worth more: with two, White has less to choose from.
  EXPECT_GE(judge_fifth_choice(g, 2, Level::kClub, kSeconds).offers, c.offers);
}

// Stone 4 as a placer facing a swap would choose it: White's point of the central 7×7 that
// leaves Black's static value nearest to even.
rules::Point white_fourth(const std::vector<rules::Point>& three) {
  rules::Board b;
  for (std::size_t k = 0; k < three.size(); ++k)
    b.set(three[k], k % 2 == 0 ? rules::Color::kBlack : rules::Color::kWhite);
  Position pos(b);
  rules::Point best{};
  int lowest = 0;
  bool first = true;
  for (int x = rules::kCentre.x - 3; x <= rules::kCentre.x + 3; ++x)
    for (int y = rules::kCentre.y - 3; y <= rules::kCentre.y + 3; ++y) {
      const rules::Point p{x, y};
      if (!pos.empty(p.index())) continue;
      pos.play(p.index(), rules::Color::kWhite);
      const int v = std::abs(evaluate(pos, rules::Color::kBlack));
      pos.undo();
      if (first || v < lowest) {
        first = false;
        lowest = v;
        best = p;
      }
    }
  return best;
}

TEST(FifthChoice, DependsOnTheOpening) {
  std::set<int> options;
  for (const auto& o : openings::canonical_openings()) {
    std::vector<rules::Point> stones{rules::kCentre,
                                     o.direct()
                                         ? rules::Point{rules::kCentre.x, rules::kCentre.y + 1}
                                         : rules::Point{rules::kCentre.x + 1, rules::kCentre.y + 1},
                                     o.third};
    stones.push_back(white_fourth(stones));
    Game g = at_choice(stones);
    const FifthChoice c = judge_fifth_choice(g, 10, Level::kClub, kSeconds);
    std::cout << o.code << " " << o.name << " ";
    for (rules::Point p : stones) std::cout << rules::to_string(p) << " ";
    std::cout << ": option " << c.option << " (offers " << c.offers << ", in 9x9 " << c.in_square
              << ")\n";
    options.insert(c.option);
  }
  EXPECT_EQ(options.size(), 2u);
}

}  // namespace
}  // namespace renju::ai
