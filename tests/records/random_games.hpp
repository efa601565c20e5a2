// Random legal games of every rule for the round-trip tests: a walker that picks among the legal
// actions of either seat (swaps, offers, withdrawals, draws, resignations included).
#pragma once

#include <random>
#include <string>
#include <vector>

#include "game/game.hpp"

namespace renju::records::testing {

inline const std::vector<std::string>& all_rules() {
  static const std::vector<std::string> rules = {"standard",    "taraguchi-10", "taraguchi-1",
                                                 "taraguchi-4", "taraguchi-12", "rif",
                                                 "yamaguchi",   "soosorv-8"};
  return rules;
}

inline game::Game random_game(const std::string& rule, unsigned seed, int steps = 60) {
  std::mt19937 rng(seed);
  game::Game g = std::get<game::Game>(game::Game::create(rule));
  for (int i = 0; i < steps && !g.over(); ++i) {
    const bool other = std::uniform_int_distribution<int>(0, 20)(rng) == 0;
    const auto seat = other ? game::other(g.turn().seat) : g.turn().seat;
    auto all = g.legal_actions(seat).expand();
    if (all.empty()) continue;
    // Stones and offers mostly, so that games get long; rarely the game-ending actions.
    std::vector<double> w;
    for (const auto& a : all) {
      using game::ActionKind;
      const auto k = a.kind;
      w.push_back(k == ActionKind::kResign || k == ActionKind::kAbort     ? 0.002
                  : k == ActionKind::kPass || k == ActionKind::kOfferDraw ? 0.01
                                                                          : 1.0);
    }
    std::discrete_distribution<std::size_t> pick(w.begin(), w.end());
    g.apply(seat, all[pick(rng)]);
  }
  return g;
}

}  // namespace renju::records::testing
