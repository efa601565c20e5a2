// decide() through the real game model: every action it returns must be accepted, in every
// phase of Taraguchi-10, in games mixing engine moves with random legal actions.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <thread>

#include "ai/ai.hpp"
#include "openings/canonical.hpp"
#include "rules/notation.hpp"
#include "rules/symmetry.hpp"

namespace renju::ai {
namespace {

using game::Action;
using game::ActionKind;
using game::Game;
using game::Seat;

Game new_game() {
  return std::get<Game>(Game::create("taraguchi-10"));
}

Options fast(Level level) {
  Options o;
  o.level = level;
  o.time_limit_s = 0.02;
  return o;
}

// The seat whose turn it is (draw answers aside).
Seat to_act(const Game& g) {
  return g.turn().seat;
}

void apply_ok(Game& g, Seat s, const Action& a) {
  auto r = g.apply(s, a);
  ASSERT_TRUE(std::holds_alternative<std::vector<game::Event>>(r))
      << game::to_text(a) << ": " << std::get<actions::Error>(r).message << "\n"
      << game::describe(g);
}

TEST(Decide, EngineActionsAreAlwaysLegalInMixedRandomGames) {
  std::mt19937 rng(20261130);
  for (int round = 0; round < 4; ++round) {
    Game g = new_game();
    const Level level = round % 2 == 0 ? Level::kBeginner : Level::kClub;
    for (int step = 0; step < 70 && !g.over(); ++step) {
      const Seat s = to_act(g);
      if (rng() % 3 == 0) {
        // A random legal action, never resign or draw talk, to reach odd positions.
        auto all = g.legal_actions(s).expand();
        std::erase_if(all, [](const Action& a) {
          return a.kind == ActionKind::kResign || a.kind == ActionKind::kOfferDraw ||
                 a.kind == ActionKind::kPass || a.kind == ActionKind::kWithdraw;
        });
        ASSERT_FALSE(all.empty()) << game::describe(g);
        apply_ok(g, s, all[rng() % all.size()]);
      } else {
        const auto d = decide(g, s, fast(level));
        ASSERT_TRUE(d.has_value()) << game::describe(g);
        apply_ok(g, s, d->action);
      }
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

// The engine alone through every step of each rule with offers: the 26-opening stones, the
// declaration, both swaps, the offers and the pick, then a few moves of play.
TEST(Decide, EngineDecidesEveryStepOfEveryRule) {
  for (const char* rule : {"rif", "yamaguchi", "soosorv-8", "soosorv-1"}) {
    Game g = std::get<Game>(Game::create(rule));
    std::vector<std::string> steps;
    for (int step = 0; step < 40 && !g.over() && g.moves().size() < 8; ++step) {
      const Seat s = to_act(g);
      steps.push_back(g.phase_detail());
      const auto d = decide(g, s, fast(Level::kBeginner));
      ASSERT_TRUE(d.has_value()) << rule << "\n" << game::describe(g);
      apply_ok(g, s, d->action);
      if (::testing::Test::HasFatalFailure()) return;
    }
    EXPECT_EQ(g.phase(), openings::Phase::kPlay) << rule;
    EXPECT_GE(g.moves().size(), 8u) << rule;
    const std::vector<game::Point> first{g.moves()[0].at, g.moves()[1].at, g.moves()[2].at};
    EXPECT_NE(openings::recognise_opening(first), nullptr) << rule;
    const bool declares = std::string_view(rule) != "rif";
    EXPECT_EQ(std::count(steps.begin(), steps.end(), "declare"), declares ? 1 : 0) << rule;
    EXPECT_EQ(std::count(steps.begin(), steps.end(), "pick"), 1) << rule;
  }
}

TEST(Decide, NothingToDecideOutOfTurn) {
  Game g = new_game();
  EXPECT_FALSE(decide(g, game::other(to_act(g)), fast(Level::kClub)).has_value());
  const auto d = decide(g, to_act(g), fast(Level::kClub));
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->action.kind, ActionKind::kPlace);
  EXPECT_EQ(d->action.at, rules::kCentre);
}

TEST(Decide, TenNonSymmetricOffersThenAPickAmongThem) {
  Game g = new_game();
  // The engine plays the first four stones and every swap decision.
  while (g.phase() != openings::Phase::kChoose) {
    const Seat s = to_act(g);
    const auto d = decide(g, s, fast(Level::kClub));
    ASSERT_TRUE(d.has_value());
    apply_ok(g, s, d->action);
    if (HasFatalFailure()) return;
  }
  apply_ok(g, to_act(g), Action::choose(2));
  std::vector<std::vector<rules::Stone>> shapes;
  for (int k = 0; k < 10; ++k) {
    const Seat s = to_act(g);
    const auto d = decide(g, s, fast(Level::kClub));
    ASSERT_TRUE(d.has_value());
    ASSERT_EQ(d->action.kind, ActionKind::kOffer);
    rules::Board b = g.board();
    b.set(d->action.at, rules::Color::kBlack);
    const auto form = rules::canonical_form(b);
    EXPECT_EQ(std::count(shapes.begin(), shapes.end(), form), 0)
        << "offer " << game::to_text(d->action) << " repeats an earlier one by symmetry";
    shapes.push_back(form);
    apply_ok(g, s, d->action);
    if (HasFatalFailure()) return;
  }
  ASSERT_EQ(g.phase(), openings::Phase::kPick);
  const Seat white = to_act(g);
  const auto pick = decide(g, white, fast(Level::kClub));
  ASSERT_TRUE(pick.has_value());
  EXPECT_EQ(pick->action.kind, ActionKind::kPick);
  const auto offers = g.offers();
  EXPECT_NE(std::find(offers.begin(), offers.end(), pick->action.at), offers.end());
  apply_ok(g, white, pick->action);
}

// A Taraguchi-10 game at its fifth-move decision: the four stones given (Black, White, Black,
// White), every swap declined.
Game at_fifth_move_choice(std::string_view stones) {
  Game g = new_game();
  const auto parsed = rules::parse_moves(stones);
  for (rules::Point p : std::get<std::vector<rules::Point>>(parsed)) {
    const Seat s = to_act(g);
    if (g.legal_actions(s).allows(actions::ActionKind::kKeep)) {
      EXPECT_TRUE(std::holds_alternative<std::vector<game::Event>>(g.apply(s, Action::keep())));
    }
    EXPECT_TRUE(
        std::holds_alternative<std::vector<game::Event>>(g.apply(to_act(g), Action::place(p))));
  }
  EXPECT_EQ(g.phase(), openings::Phase::kChoose) << game::describe(g);
  return g;
}

Options club() {
  Options o;
  o.level = Level::kClub;
  o.time_limit_s = 0.5;
  return o;
}

TEST(Decide, FifthMoveOptionTwoWhenBlackHasManyGoodFifthMoves) {
  // Black h8 i9 on an open diagonal, White's stones pushed aside (h7 and the far corner k5
  // of the 7×7 square): many fifth moves make an open three or better, so even the tenth best
  // offer favours Black, while option 1 would let White swap into the good side.
  Game g = at_fifth_move_choice("h8 h7 i9 k5");
  const FifthChoice c = judge_fifth_choice(g, 10, Level::kClub, 0.5);
  EXPECT_GT(c.offers, 0) << "in 9×9 " << c.in_square;  // still ahead after White's pick
  EXPECT_GT(c.offers, c.in_square) << "offers " << c.offers << ", in 9×9 " << c.in_square;
  EXPECT_EQ(c.option, 2);
  const auto d = decide(g, to_act(g), club());
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->action.kind, ActionKind::kChoose);
  EXPECT_EQ(d->action.choice, 2);
}

TEST(Decide, ConcurrentCallsOnOneGameAreIndependent) {
  // The server calls decide() from a thread pool; calls share only the (const) game.
  Game g = new_game();
  while (g.moves().size() < 3) {
    const Seat s = to_act(g);
    const auto d = decide(g, s, fast(Level::kClub));
    ASSERT_TRUE(d.has_value());
    apply_ok(g, s, d->action);
    if (HasFatalFailure()) return;
  }
  std::vector<std::optional<Decision>> out(4);
  std::vector<std::thread> threads;
  for (std::size_t k = 0; k < out.size(); ++k)
    threads.emplace_back([&, k] { out[k] = decide(g, to_act(g), fast(Level::kClub)); });
  for (auto& t : threads) t.join();
  for (const auto& d : out) {
    ASSERT_TRUE(d.has_value());
    Game copy = g;
    apply_ok(copy, to_act(g), d->action);
  }
}

TEST(Decide, LevelsParseAndName) {
  for (Level l : kLevels) EXPECT_EQ(parse_level(level_name(l)), l);
  EXPECT_EQ(level_names(), (std::vector<std::string>{"beginner", "club", "strong", "maximum"}));
  EXPECT_FALSE(parse_level("grandmaster").has_value());
}

// Of a time budget, the strong level thinks at most its own 3 s, the maximum level all of it;
// within 3 s the two search the same way.
TEST(Decide, MaximumTakesAllOfItsTime) {
  EXPECT_DOUBLE_EQ(search_options(Level::kStrong, 20).time_limit_s, 3.0);
  EXPECT_DOUBLE_EQ(search_options(Level::kMaximum, 20).time_limit_s, 20.0);
  EXPECT_DOUBLE_EQ(search_options(Level::kMaximum, 0).time_limit_s, 10.0);
  EXPECT_DOUBLE_EQ(search_options(Level::kStrong, 0).time_limit_s, 3.0);
  const SearchOptions strong = search_options(Level::kStrong, 1.0);
  const SearchOptions maximum = search_options(Level::kMaximum, 1.0);
  EXPECT_DOUBLE_EQ(strong.time_limit_s, maximum.time_limit_s);
  EXPECT_EQ(strong.vcf.max_nodes, maximum.vcf.max_nodes);
  EXPECT_EQ(strong.vct_nodes, maximum.vct_nodes);
  EXPECT_EQ(strong.width, maximum.width);
  // With more time the maximum level's threat searches may grow past the strong level's.
  EXPECT_GT(search_options(Level::kMaximum, 10).vct_nodes,
            search_options(Level::kStrong, 10).vct_nodes);
}

}  // namespace
}  // namespace renju::ai
