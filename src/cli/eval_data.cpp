// `renju eval-data PATH... [--from-move 5] [--out FILE]`: the evaluation's inputs for every quiet
// position of a set of finished games (`renju ai-match --records` files, or folders of them),
// one line each with the game's number and result for the side to move, the side to move's
// colour (0 Black, 1 White), the shape and combination counts, the evaluation, and after colons
// the patterns of the side to move's points and of its opponent's (canonical keys,
// src/ai/patterns.hpp), for fitting the evaluation's weights to results (bench/fit_eval.py,
// docs/engine-search.md "The tuned evaluation").
#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "ai/ai.hpp"
#include "ai/eval_features.hpp"
#include "ai/search.hpp"
#include "cli/command.hpp"
#include "cli/eval_rows.hpp"
#include "cli/match_games.hpp"

namespace renju::cli {
namespace {

using rules::Color;

struct EvalDataOptions {
  std::vector<std::string> paths;
  int from_move = 5;
  std::string out;
  std::uint64_t search_nodes = 0;  // > 0: each row also holds the strong search's score
};

// The strong level's score of the position for `c` to move, searched to `nodes` (no book, no
// clock: repeatable), clipped to ±kWinThreshold.
int search_score(ai::Position& pos, Color c, std::uint64_t nodes) {
  ai::SearchOptions so = ai::search_options(ai::Level::kStrong, 0);
  so.time_limit_s = 0;
  so.limit_nodes(nodes);
  const int v = ai::search(pos, c, so).score;
  return std::max(-ai::kWinThreshold, std::min(ai::kWinThreshold, v));
}

// Writes the game's quiet positions from move `from_move` on as rows numbered `number`; false,
// with `why` set, if a move lands on an occupied point (nothing of the game is written then).
bool write_positions(const MatchGame& g, const EvalDataOptions& o, std::size_t number,
                     std::ostream& out, std::size_t& positions, std::string& why) {
  std::ostringstream rows;
  std::size_t found = 0;
  const bool replayed = replay_positions(
      g, o.from_move,
      [&](ai::Position& pos, Color c, std::size_t ply, int) {
        const ai::EvalFeatures feat = ai::eval_features(pos, c);
        if (feat.tactical) return;
        rows << number << ' ' << (c == Color::kBlack ? g.black_score : 1 - g.black_score) << ' '
             << ply << ' ' << (c == Color::kBlack ? 0 : 1);
        write_counts(rows, feat);
        if (o.search_nodes > 0) rows << ' ' << search_score(pos, c, o.search_nodes);
        rows << " :";
        for (int p : feat.own_patterns) rows << ' ' << p;
        rows << " :";
        for (int p : feat.opp_patterns) rows << ' ' << p;
        rows << '\n';
        ++found;
      },
      why);
  if (!replayed) return false;
  out << rows.str();
  positions += found;
  return true;
}

int run(const EvalDataOptions& o) {
  std::ostringstream header;
  header << "# game result ply colour";
  write_count_names(header);
  header << (o.search_nodes > 0 ? " search" : "") << " : own.patterns : opp.patterns\n";
  std::size_t positions = 0;
  return write_match_games(
      o.paths, o.out, header.str(),
      [&](const MatchGame& g, std::size_t number, std::ostream& out, std::string& why) {
        return write_positions(g, o, number, out, positions, why);
      },
      [&] { return std::to_string(positions) + " quiet positions"; });
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "eval-data", "The evaluation's inputs and the result for every quiet position of games");
  auto opt = std::make_shared<EvalDataOptions>();
  cmd->add_option("paths", opt->paths, "ai-match record files, or folders of them")->required();
  cmd->add_option("--from-move", opt->from_move, "Skip the positions before this many stones")
      ->check(CLI::Range(0, 225));
  cmd->add_option("--out", opt->out, "File to write (default: standard output)");
  cmd->add_option("--search-nodes", opt->search_nodes,
                  "Also write each position's score by the strong search to this many nodes "
                  "(a column after the evaluation; for fitting to search scores)")
      ->check(CLI::Range(1, 100000000));
  cmd->callback([opt, &exit_code] { exit_code = run(*opt); });
});

}  // namespace
}  // namespace renju::cli
