// `renju analyse "h8 h9 i9" [--top 3] [--time 1 | --nodes N] [--threads N] [--quiet-depth 3]`:
// the engine's view of a position (src/ai/analysis.hpp): the best moves of the side to move with
// scores and principal variations, and the VCF and VCT answers for both colours.
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "ai/analysis.hpp"
#include "ai/search.hpp"
#include "cli/command.hpp"
#include "cli/position_line.hpp"
#include "rules/notation.hpp"

namespace renju::cli {
namespace {

struct AnalyseOptions {
  std::vector<std::string> moves;
  int top = 3;
  double seconds = 1.0;
  unsigned long long nodes = 0;
  int depth = 12;
  int threads = 1;
  int quiet_depth = ai::AnalysisOptions{}.quiet_depth;
};

std::string points(const std::vector<int>& line) {
  std::string s;
  for (int m : line) s += (s.empty() ? "" : " ") + rules::to_string(rules::Point::from_index(m));
  return s;
}

// "+120", "+win", "-win".
std::string score_text(int score) {
  if (score > ai::kWinThreshold) return "+win";
  if (score < -ai::kWinThreshold) return "-win";
  char buf[16];
  std::snprintf(buf, sizeof buf, "%+d", score);
  return buf;
}

int run_analyse(const AnalyseOptions& opt, bool timed) {
  std::string text;
  for (const auto& m : opt.moves) text += m + " ";
  auto replayed = replay(text);
  if (auto* e = std::get_if<std::string>(&replayed)) {
    std::cerr << "error: " << *e << "\n";
    return 1;
  }
  const Replay& r = std::get<Replay>(replayed);
  if (r.over()) {
    std::cerr << "error: the game is over\n";
    return 1;
  }
  ai::AnalysisOptions o;
  o.top = opt.top;
  o.time_limit_s = timed ? opt.seconds : 0;
  o.quiet_depth = opt.quiet_depth;
  o.max_nodes = opt.nodes;
  o.max_depth = opt.depth;
  o.threads = opt.threads;
  const ai::Analysis a = ai::analyse(r.board, r.to_move(), o);
  const std::string side(rules::color_name(a.to_move));
  std::printf("position: %zu stones, %s to move\n", r.moves.size(), side.c_str());
  std::printf("best moves for %s:\n", side.c_str());
  for (std::size_t k = 0; k < a.best.size(); ++k) {
    const auto& l = a.best[k];
    std::printf("  %zu. %-4s %6s  pv %s\n", k + 1,
                rules::to_string(rules::Point::from_index(l.move)).c_str(),
                score_text(l.score).c_str(), points(l.pv).c_str());
  }
  for (int k = 0; k < 2; ++k) {
    const char* c = k == 0 ? "black" : "white";
    std::printf("vcf %s: %s\n", c,
                a.vcf[k].win ? ("win " + points(a.vcf[k].line)).c_str() : "none");
    std::printf("vct %s: %s\n", c,
                a.vct[k].win ? ("win " + points(a.vct[k].line)).c_str() : "none");
    if (!a.vct[k].quiet.empty())
      std::printf("  quiet threats (no three or four, a VCF threatened): %s\n",
                  points(a.vct[k].quiet).c_str());
  }
  std::printf("nodes: %llu\n", static_cast<unsigned long long>(a.nodes));
  return 0;
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand("analyse", "Best moves, scores, lines and VCF/VCT of a position");
  auto opt = std::make_shared<AnalyseOptions>();
  cmd->add_option("moves", opt->moves, "The moves so far, Black first (\"h8 h9 i9\" or h8 h9 i9)");
  cmd->add_option("--top", opt->top, "Moves to list")
      ->check(CLI::Range(1, 50))
      ->capture_default_str();
  auto* seconds = cmd->add_option("--time", opt->seconds, "Seconds for the whole analysis")
                      ->check(CLI::Range(0.01, 3600.0))
                      ->capture_default_str();
  cmd->add_option("--nodes", opt->nodes,
                  "Node budget instead of a time (repeatable results); with --time, both")
      ->check(CLI::Range(1ULL, 1000000000000ULL));
  cmd->add_option("--depth", opt->depth, "Plies searched after each listed move")
      ->check(CLI::Range(1, 60))
      ->capture_default_str();
  cmd->add_option("--threads", opt->threads,
                  "Threads of each search (more than 1: results vary from run to run)")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--quiet-depth", opt->quiet_depth,
                  "Attacker moves of a VCT among which quiet moves that threaten a VCF count as "
                  "threats (0: threes and fours only)")
      ->check(CLI::Range(0, 20))
      ->capture_default_str();
  cmd->callback([opt, seconds, &exit_code] {
    exit_code = run_analyse(*opt, seconds->count() > 0 || opt->nodes == 0);
  });
});

}  // namespace
}  // namespace renju::cli
