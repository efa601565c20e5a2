// `renju ai-selfplay --a strong --b club --games 100`: level against level through the real game
// model and Taraguchi-10. Openings vary by seeded random first stones; each opening is played
// twice with the levels' starting seats exchanged, so colours are balanced.
#include <cstdio>
#include <iostream>
#include <memory>
#include <random>
#include <string>

#include "ai/ai.hpp"
#include "cli/command.hpp"
#include "game/game.hpp"

namespace renju::cli {
namespace {

struct MatchOptions {
  std::string a = "strong", b = "club";
  int games = 100;
  double seconds = 0.1;
  int random_stones = 3;  // opening stones 2.. placed at random inside their squares
  unsigned seed = 1;
  bool verbose = false;
};

enum class Outcome { kA, kB, kDraw };

Outcome play_one(const MatchOptions& opt, unsigned seed, bool a_starts, int& black_wins,
                 int& white_wins, std::string& log) {
  auto g = std::get<game::Game>(game::Game::create("taraguchi-10"));
  std::mt19937 rng(seed);
  const ai::Level la = *ai::parse_level(opt.a), lb = *ai::parse_level(opt.b);
  // Seat A holds the starting Black; `a_starts` gives it to level a.
  auto level_of = [&](game::Seat s) { return (s == game::Seat::kA) == a_starts ? la : lb; };
  for (int step = 0; step < 400 && !g.over(); ++step) {
    const game::Seat s = g.turn().seat;
    const auto legal = g.legal_actions(s);
    game::Action action;
    const game::Turn turn = g.turn();
    if (turn.phase == openings::Phase::kPlace && turn.stone >= 2 &&
        turn.stone <= 1 + opt.random_stones && !legal.place.empty()) {
      // Random opening stones, swaps declined, so that games differ.
      if (legal.allows(actions::ActionKind::kKeep)) {
        action = game::Action::keep();
      } else {
        action = game::Action::place(legal.place[rng() % legal.place.size()]);
      }
    } else {
      ai::Options o;
      o.level = level_of(s);
      o.time_limit_s = opt.seconds;
      const auto d = ai::decide(g, s, o);
      if (!d) {
        log += "engine had no action\n";
        break;
      }
      action = d->action;
    }
    auto r = g.apply(s, action);
    if (auto* e = std::get_if<game::Error>(&r)) {
      log += "refused: " + game::to_text(action) + ": " + e->message + "\n";
      break;
    }
  }
  const auto& result = g.result();
  if (!result || !result->winner) return Outcome::kDraw;
  const game::Seat w = *result->winner;
  if (g.color_of(w) == rules::Color::kBlack)
    ++black_wins;
  else
    ++white_wins;
  const bool a_won = (w == game::Seat::kA) == a_starts;
  if (opt.verbose) log += game::describe(g);
  return a_won ? Outcome::kA : Outcome::kB;
}

int run_match(const MatchOptions& opt) {
  int a = 0, b = 0, draws = 0, black = 0, white = 0;
  for (int k = 0; k < opt.games; ++k) {
    std::string log;
    const unsigned seed = opt.seed + static_cast<unsigned>(k / 2);
    const Outcome o = play_one(opt, seed, k % 2 == 0, black, white, log);
    if (o == Outcome::kA) ++a;
    if (o == Outcome::kB) ++b;
    if (o == Outcome::kDraw) ++draws;
    if (!log.empty()) std::cout << log;
    std::printf("game %3d: %s  (%s %d, %s %d, draws %d)\n", k + 1,
                o == Outcome::kA ? opt.a.c_str() : (o == Outcome::kB ? opt.b.c_str() : "draw"),
                opt.a.c_str(), a, opt.b.c_str(), b, draws);
    std::fflush(stdout);
  }
  std::printf("result: %s %d, %s %d, draws %d of %d games; Black won %d, White won %d\n",
              opt.a.c_str(), a, opt.b.c_str(), b, draws, opt.games, black, white);
  return 0;
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd =
      app.add_subcommand("ai-selfplay", "Play our levels against each other through Taraguchi-10");
  auto opt = std::make_shared<MatchOptions>();
  const auto levels = CLI::IsMember(ai::level_names());
  cmd->add_option("--a", opt->a, "First level")->check(levels);
  cmd->add_option("--b", opt->b, "Second level")->check(levels);
  cmd->add_option("--games", opt->games, "Games (pairs share an opening)")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--seconds", opt->seconds, "Seconds per engine decision")
      ->check(CLI::Range(0.001, 60.0));
  cmd->add_option("--random-stones", opt->random_stones, "Random opening stones after h8")
      ->check(CLI::Range(0, 3));
  cmd->add_option("--seed", opt->seed, "Seed of the random opening stones");
  cmd->add_flag("--verbose", opt->verbose, "Print every final position");
  cmd->callback([opt, &exit_code] { exit_code = run_match(*opt); });
});

}  // namespace
}  // namespace renju::cli
