// Random legal games: a walker picks among legal_actions() of either seat. Every chosen action
// must be accepted, every state before the end must offer its seat a move, and the game rebuilt
// from its log (through the text form) must be identical, event for event.
#include <gtest/gtest.h>

#include <iostream>
#include <random>

#include "play.hpp"

namespace renju::game {
namespace {

using namespace testing;

// Sanitizer builds run the same walk on fewer games to stay within a CI minute.
#ifdef __SANITIZE_ADDRESS__
constexpr unsigned kGames = 500;
#else
constexpr unsigned kGames = 2000;
#endif

bool is_move(ActionKind k) {
  return is_board_action(k);
}

// Relative weights: mostly stones and offers, rarely resignations, so that games get long.
double weight(ActionKind k) {
  switch (k) {
    case ActionKind::kPlace:
    case ActionKind::kOffer:
      return 40;
    case ActionKind::kPass:
      return 0.5;
    case ActionKind::kResign:
    case ActionKind::kAbort:
      return 0.01;
    case ActionKind::kTakeback:
    case ActionKind::kAcceptTakeback:
    case ActionKind::kDeclineTakeback:
      return 0.5;
    case ActionKind::kOfferDraw:
    case ActionKind::kAcceptDraw:
      return 0.2;
    default:
      return 4;
  }
}

Action choose(const LegalActions& la, std::mt19937& rng) {
  std::vector<double> w;
  for (ActionKind k : la.kinds) w.push_back(weight(k));
  std::discrete_distribution<std::size_t> pick_kind(w.begin(), w.end());
  ActionKind k = la.kinds[pick_kind(rng)];
  std::vector<Action> all = la.expand();
  std::vector<Action> of_kind;
  for (const Action& a : all) {
    if (a.kind == k) of_kind.push_back(a);
  }
  return of_kind[std::uniform_int_distribution<std::size_t>(0, of_kind.size() - 1)(rng)];
}

struct Walk {
  std::vector<std::vector<Event>> events;
  int max_steps = 0;
};

void walk(Game& g, std::mt19937& rng, Walk& w) {
  for (int step = 0; step < w.max_steps && !g.over(); ++step) {
    Turn t = g.turn();
    LegalActions mine = g.legal_actions(t.seat);
    bool has_move = false;
    for (ActionKind k : mine.kinds) has_move |= is_move(k);
    ASSERT_TRUE(has_move) << "no legal move for the seat to act\n" << describe(g);
    LegalActions theirs = g.legal_actions(other(t.seat));
    for (ActionKind k : theirs.kinds) {
      ASSERT_FALSE(is_move(k)) << actions::action_kind_name(k) << "\n" << describe(g);
    }
    // A point outside the legal place list must be refused.
    Point probe = Point::from_index(std::uniform_int_distribution<int>(0, rules::kCells - 1)(rng));
    if (std::find(mine.place.begin(), mine.place.end(), probe) == mine.place.end()) {
      Game copy = g;
      auto res = copy.apply(t.seat, Action::place(probe));
      ASSERT_TRUE(std::holds_alternative<Error>(res)) << rules::to_string(probe) << describe(g);
      ASSERT_TRUE(copy == g);
    }
    bool other_side = std::uniform_int_distribution<int>(0, 15)(rng) == 0;
    Seat actor = other_side ? other(t.seat) : t.seat;
    const LegalActions& la = other_side ? theirs : mine;
    Action a = choose(la, rng);
    auto res = g.apply(actor, a);
    ASSERT_TRUE(std::holds_alternative<std::vector<Event>>(res))
        << to_text(SeatAction{actor, a}) << ": " << std::get<Error>(res).message << "\n"
        << describe(g);
    w.events.push_back(std::get<std::vector<Event>>(res));
  }
}

TEST(RandomWalk, LegalGamesReplayIdentically) {
  const std::vector<std::string> rules_to_walk = {
      "taraguchi-10", "standard",  "taraguchi-1", "taraguchi-12", "taraguchi-4",
      "rif",          "yamaguchi", "soosorv-8",   "soosorv-1",    "soosorv-12"};
  int finished = 0;
  int games = 0;
  std::vector<int> reasons(7, 0);
  for (unsigned seed = 1; seed <= kGames; ++seed) {
    std::mt19937 rng(seed);
    const std::string& rule = rules_to_walk[seed % rules_to_walk.size()];
    Game g = make(rule);
    Walk w;
    w.max_steps = 40;
    walk(g, rng, w);
    if (::testing::Test::HasFatalFailure()) {
      ADD_FAILURE() << "seed " << seed << " rule " << rule;
      return;
    }
    ++games;
    if (g.over()) {
      ++finished;
      ++reasons[static_cast<int>(g.result()->reason)];
    }
    // Rebuild from the text log, action by action, comparing events too.
    Game rebuilt = make(rule);
    ASSERT_EQ(g.log().size(), w.events.size());
    for (std::size_t i = 0; i < g.log().size(); ++i) {
      std::string text = to_text(g.log()[i]);
      auto res = rebuilt.apply(line(text));
      ASSERT_TRUE(std::holds_alternative<std::vector<Event>>(res)) << seed << " " << text;
      ASSERT_EQ(std::get<std::vector<Event>>(res), w.events[i]) << seed << " " << text;
    }
    ASSERT_TRUE(rebuilt == g) << "seed " << seed << "\n" << describe(g) << describe(rebuilt);
    ASSERT_EQ(describe(rebuilt), describe(g));
    auto replayed = Game::replay(rule, g.log());
    ASSERT_TRUE(std::holds_alternative<Game>(replayed));
    ASSERT_TRUE(std::get<Game>(replayed) == g);
  }
  EXPECT_EQ(games, static_cast<int>(kGames));
  std::cout << "finished " << finished << " of " << games << "; by reason:";
  for (int r : reasons) std::cout << " " << r;
  std::cout << "\n";
  // The walk must reach the ends it is meant to test, not only stop at the step limit.
  EXPECT_GT(finished, static_cast<int>(kGames) / 20);
  EXPECT_GT(reasons[static_cast<int>(ResultReason::kResignation)], 0);
  EXPECT_GT(reasons[static_cast<int>(ResultReason::kDrawAgreed)], 0);
  EXPECT_GT(reasons[static_cast<int>(ResultReason::kTwoPasses)], 0);
}

// Long games: the walker plays until the end (five, passes, resignation or a full board).
TEST(RandomWalk, GamesPlayedToTheEnd) {
  int fives = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    std::mt19937 rng(seed * 7919u);
    const char* rules_to_end[] = {"taraguchi-10", "standard", "rif", "yamaguchi", "soosorv-8"};
    Game g = make(rules_to_end[seed % 5]);
    Walk w;
    w.max_steps = 1000;
    walk(g, rng, w);
    if (::testing::Test::HasFatalFailure()) {
      ADD_FAILURE() << "seed " << seed;
      return;
    }
    ASSERT_TRUE(g.over()) << describe(g);
    fives += g.result()->reason == ResultReason::kFive ? 1 : 0;
    auto replayed = Game::replay(g.rule(), g.log());
    ASSERT_TRUE(std::holds_alternative<Game>(replayed));
    ASSERT_TRUE(std::get<Game>(replayed) == g);
  }
  EXPECT_GT(fives, 0);
}

}  // namespace
}  // namespace renju::game
