// `renju ai-tactics generate|solve`: builds a suite of positions with a proven VCF from engine
// self-play, and measures how many of them the engine wins within a time limit per position.
// Suite lines: src/ai/suite.hpp (the side to move, the stones, optionally a published solution).
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

#include "ai/ai.hpp"
#include "ai/analysis.hpp"
#include "ai/suite.hpp"
#include "ai/threats.hpp"
#include "cli/command.hpp"
#include "game/game.hpp"
#include "rules/notation.hpp"

namespace renju::cli {
namespace {

using rules::Color;

struct TacticsOptions {
  std::string suite = "tests/ai/data/vcf_suite.txt";
  int count = 220;
  unsigned seed = 7;
  double seconds = 1.0;
  std::string level = "strong";
  bool analysis = false;  // solve: the analysis's answer instead of a level's move
  int min_length = 3;     // attacker moves in the proof, the five included
};

std::string moves_text(const std::vector<game::Move>& moves) {
  std::string out;
  for (const auto& m : moves) out += (out.empty() ? "" : " ") + rules::to_string(m.at);
  return out;
}

int generate(const TacticsOptions& opt) {
  std::ofstream out(opt.suite);
  if (!out) {
    std::cerr << "error: cannot write " << opt.suite << "\n";
    return 1;
  }
  out << "# VCF suite: positions from beginner self-play (random opening stones) where the side\n"
      << "# to move has a VCF proven by `renju ai-tactics generate` (1M nodes, depth 40).\n";
  std::unordered_set<std::uint64_t> seen;
  std::mt19937 rng(opt.seed);
  int found = 0;
  for (int game_no = 0; found < opt.count && game_no < 100000; ++game_no) {
    auto g = std::get<game::Game>(game::Game::create("taraguchi-10"));
    int from_this_game = 0;
    for (int step = 0; step < 300 && !g.over() && found < opt.count; ++step) {
      const game::Seat s = g.turn().seat;
      const auto legal = g.legal_actions(s);
      const auto turn = g.turn();
      game::Action action;
      if (turn.phase == openings::Phase::kPlace && turn.stone >= 2 && turn.stone <= 4 &&
          !legal.place.empty()) {
        // Random opening stones, swaps declined, so that games differ.
        action = legal.allows(actions::ActionKind::kKeep)
                     ? game::Action::keep()
                     : game::Action::place(legal.place[rng() % legal.place.size()]);
      } else {
        if (turn.phase == openings::Phase::kPlay && from_this_game < 2 && g.moves().size() >= 8) {
          // Is there a non-trivial VCF for the side to move?
          const Color side = turn.color;
          bool alternating = true;
          for (std::size_t k = 0; k < g.moves().size(); ++k)
            alternating &= g.moves()[k].color == (k % 2 == 0 ? Color::kBlack : Color::kWhite);
          ai::Position pos(g.board());
          if (alternating && !ai::four_moves(pos, side).empty() &&
              ai::five_points(pos, side).empty() &&
              ai::five_points(pos, rules::opponent(side)).empty() &&
              seen.insert(pos.hash()).second) {
            ai::ThreatSearch ts(pos, {40, 1000000});
            const auto line = ts.vcf(side);
            if (static_cast<int>(line.size()) >= 2 * opt.min_length - 1) {
              out << rules::color_name(side) << " " << moves_text(g.moves()) << "\n" << std::flush;
              ++found;
              ++from_this_game;
              std::cerr << "found " << found << " (game " << game_no + 1 << ", "
                        << (line.size() + 1) / 2 << " fours)\n";
            }
          }
        }
        ai::Options o;
        o.level = ai::Level::kBeginner;
        o.time_limit_s = 0.02;
        const auto d = ai::decide(g, s, o);
        if (!d) break;
        action = d->action;
      }
      if (std::holds_alternative<game::Error>(g.apply(s, action))) break;
    }
  }
  std::cerr << "wrote " << found << " positions to " << opt.suite << "\n";
  return 0;
}

// Whether `move` keeps a forced win by fours: a five, or a four whose only block leaves a VCF.
bool keeps_win(ai::Position& pos, Color side, int move) {
  if (move == ai::kNoMove || !pos.legal(move, side)) return false;
  if (pos.threat(move, side).five > 0) return true;
  pos.play(move, side);
  const auto fives = ai::five_points(pos, side);
  bool won = false;
  if (fives.size() >= 2) {
    won = ai::five_points(pos, rules::opponent(side)).empty();
  } else if (fives.size() == 1) {
    const Color d = rules::opponent(side);
    if (!pos.legal(fives.front(), d)) {
      won = true;
    } else {
      pos.play(fives.front(), d);
      ai::ThreatSearch ts(pos, {40, 1000000});
      won = !ts.vcf(side).empty();
      pos.undo();
    }
  }
  pos.undo();
  return won;
}

// The move the analysis (`renju analyse`, the site's analysis) puts first: a win its threat
// searches prove, else its best move by search.
ai::SearchResult analysed_move(const ai::SuitePosition& p, double seconds) {
  ai::AnalysisOptions o;
  o.top = 1;
  o.time_limit_s = seconds;
  const ai::Analysis a = ai::analyse(p.board, p.to_move, o);
  ai::SearchResult r;
  r.reason = "analysis";
  if (!a.best.empty()) r.move = a.best.front().move;
  return r;
}

int solve(const TacticsOptions& opt) {
  auto read = ai::read_suite_file(opt.suite);
  if (auto* e = std::get_if<std::string>(&read)) {
    std::cerr << "error: " << *e << "\n";
    return 1;
  }
  const auto& suite = std::get<std::vector<ai::SuitePosition>>(read);
  if (suite.empty()) {
    std::cerr << "error: empty suite\n";
    return 1;
  }
  const auto level = *ai::parse_level(opt.level);
  int solved = 0;
  double total_s = 0, worst_s = 0, vcf_s = 0;
  std::uint64_t vcf_nodes = 0;
  for (const auto& p : suite) {
    ai::Position pos(p.board);
    {
      // The bare VCF solver on the same position, for its speed.
      const auto t = std::chrono::steady_clock::now();
      ai::ThreatSearch ts(pos, {40, 1000000});
      ts.vcf(p.to_move);
      vcf_nodes += ts.nodes();
      vcf_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
    }
    const auto t0 = std::chrono::steady_clock::now();
    const auto r = opt.analysis
                       ? analysed_move(p, opt.seconds)
                       : ai::search(pos, p.to_move, ai::search_options(level, opt.seconds));
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    total_s += s;
    worst_s = std::max(worst_s, s);
    // A published problem's stated first move counts as solved too: its win may need threes,
    // which keeps_win does not prove.
    const bool stated = !p.solution.empty() && r.move == p.solution.front().index();
    const bool ok = s <= opt.seconds * 1.1 && (stated || keeps_win(pos, p.to_move, r.move));
    solved += ok;
    if (!ok)
      std::printf(
          "missed (%s, %.2f s, played %s): line %d: %.70s%s\n", r.reason.c_str(), s,
          r.move == ai::kNoMove ? "-" : rules::to_string(rules::Point::from_index(r.move)).c_str(),
          p.line, p.text.c_str(), p.text.size() > 70 ? " ..." : "");
  }
  std::printf("solved %d of %zu (%.1f%%) within %.2f s each %s %s; mean %.3f s, worst %.3f s\n",
              solved, suite.size(), 100.0 * solved / static_cast<double>(suite.size()), opt.seconds,
              opt.analysis ? "by" : "at level", opt.analysis ? "the analysis" : opt.level.c_str(),
              total_s / static_cast<double>(suite.size()), worst_s);
  std::printf("vcf solver alone: %llu nodes in %.3f s = %.0f nodes/s\n",
              static_cast<unsigned long long>(vcf_nodes), vcf_s,
              static_cast<double>(vcf_nodes) / std::max(vcf_s, 1e-9));
  return 0;
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand("ai-tactics", "Build or solve the engine's VCF tactics suite");
  cmd->require_subcommand(1);
  auto opt = std::make_shared<TacticsOptions>();
  auto* gen = cmd->add_subcommand("generate", "Find VCF positions in self-play");
  gen->add_option("--out", opt->suite, "Suite file to write");
  gen->add_option("--count", opt->count, "Positions")->check(CLI::Range(1, 100000));
  gen->add_option("--seed", opt->seed, "Seed of the random opening stones");
  gen->add_option("--min-length", opt->min_length, "Fewest fours in the proof, five included");
  gen->callback([opt, &exit_code] { exit_code = generate(*opt); });
  auto* sol = cmd->add_subcommand("solve", "Measure the solve rate within a time limit");
  sol->add_option("--suite", opt->suite, "Suite file to read");
  sol->add_option("--seconds", opt->seconds, "Time limit per position");
  sol->add_option("--level", opt->level, "Engine level")->check(CLI::IsMember(ai::level_names()));
  sol->add_flag("--analysis", opt->analysis,
                "The analysis's answer (its VCF or VCT, else its best move) instead of a level's");
  sol->callback([opt, &exit_code] { exit_code = solve(*opt); });
});

}  // namespace
}  // namespace renju::cli
