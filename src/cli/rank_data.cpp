// `renju rank-data PATH... [--from-move 5] [--width 16] [--out FILE]`: for every quiet position
// of a set of finished games (`renju ai-match --records` files, or folders of them), the position
// after each of the side to move's best candidate moves by the static order, and after the move
// that was played: the evaluation's inputs there, so that the evaluation can be fitted to rank
// the player's move above its alternatives (bench/fit_net.py --rank, docs/engine-network.md).
//
// A move that makes a four is followed through the forced replies (the block, and the blocks of
// any fours the block makes, up to eight plies) to the first quiet position. A candidate after
// which the opponent wins at once is left out (it loses); a position where a candidate wins at
// once is not quiet, and none of its rows is written.
#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "ai/eval_features.hpp"
#include "ai/search.hpp"
#include "ai/threats.hpp"
#include "cli/command.hpp"
#include "cli/eval_rows.hpp"
#include "cli/match_games.hpp"

namespace renju::cli {
namespace {

using rules::Color;

struct RankDataOptions {
  std::vector<std::string> paths;
  int from_move = 5;
  int width = 16;
  std::string out;
};

// Where a candidate move leads: the first quiet position and who is to move there.
struct Leaf {
  enum Kind { kQuiet, kMoverWins, kMoverLoses, kUnresolved } kind = kUnresolved;
  ai::EvalFeatures features;
  bool mover_to_move = false;
};

// Follows the forced replies from `pos` (the candidate just played, the opponent of `mover` to
// move) to the first quiet position, and takes them back.
Leaf follow(ai::Position& pos, Color mover) {
  constexpr int kMaxForced = 8;
  Leaf leaf;
  Color side = rules::opponent(mover);
  int played = 0;
  for (;;) {
    ai::EvalFeatures f = ai::eval_features(pos, side);
    if (!f.tactical) {
      leaf.kind = Leaf::kQuiet;
      leaf.features = std::move(f);
      leaf.mover_to_move = side == mover;
      break;
    }
    const Color other = rules::opponent(side);
    const std::vector<int> own = ai::five_points(pos, side);
    const std::vector<int> threats = ai::five_points(pos, other);
    // The side to move wins at once: a five of its own, or a straight or double four it may
    // play (eval_features flags those only where they are legal).
    const bool side_wins = !own.empty() || threats.empty();
    if (side_wins) {
      leaf.kind = side == mover ? Leaf::kMoverWins : Leaf::kMoverLoses;
      break;
    }
    if (threats.size() > 1 || !pos.legal(threats[0], side)) {  // a four it cannot block
      leaf.kind = side == mover ? Leaf::kMoverLoses : Leaf::kMoverWins;
      break;
    }
    if (played == kMaxForced) break;
    pos.play(threats[0], side);
    ++played;
    side = other;
  }
  for (int k = 0; k < played; ++k) pos.undo();
  return leaf;
}

void write_row(std::ostream& out, std::size_t number, std::size_t ply, bool chosen,
               const Leaf& leaf) {
  out << number << ' ' << ply << ' ' << (chosen ? 1 : 0) << ' ' << (leaf.mover_to_move ? 1 : -1)
      << ' ' << (leaf.features.side == Color::kBlack ? 0 : 1);
  write_counts(out, leaf.features);
  out << '\n';
}

// Writes the candidates of every quiet position of the game; false, with `why` set, if a move
// lands on an occupied point (nothing of the game is written then).
bool write_groups(const MatchGame& g, const RankDataOptions& o, std::size_t number,
                  std::ostream& out, std::size_t& groups, std::string& why) {
  std::ostringstream rows;
  std::size_t found = 0;
  const bool replayed = replay_positions(
      g, o.from_move,
      [&](ai::Position& pos, Color c, std::size_t ply, int at) {
        if (ai::eval_features(pos, c).tactical) return;
        std::vector<int> moves = ai::candidate_moves(pos, c, o.width);
        if (std::find(moves.begin(), moves.end(), at) == moves.end()) moves.push_back(at);
        std::ostringstream group;
        int kept = 0;
        bool chosen_kept = false;
        for (int m : moves) {
          pos.play(m, c);
          const Leaf leaf = follow(pos, c);
          pos.undo();
          if (leaf.kind == Leaf::kMoverWins) return;  // not quiet after all
          if (leaf.kind != Leaf::kQuiet) continue;
          write_row(group, number, ply, m == at, leaf);
          ++kept;
          chosen_kept = chosen_kept || m == at;
        }
        if (!chosen_kept || kept < 2) return;
        rows << group.str();
        ++found;
      },
      why);
  if (!replayed) return false;
  out << rows.str();
  groups += found;
  return true;
}

int run(const RankDataOptions& o) {
  std::ostringstream header;
  header << "# game ply chosen sign colour";
  write_count_names(header);
  header << '\n';
  std::size_t groups = 0;
  return write_match_games(
      o.paths, o.out, header.str(),
      [&](const MatchGame& g, std::size_t number, std::ostream& out, std::string& why) {
        return write_groups(g, o, number, out, groups, why);
      },
      [&] { return std::to_string(groups) + " positions"; });
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "rank-data",
      "The evaluation's inputs after the played move and its alternatives, for every quiet "
      "position of games");
  auto opt = std::make_shared<RankDataOptions>();
  cmd->add_option("paths", opt->paths, "ai-match record files, or folders of them")->required();
  cmd->add_option("--from-move", opt->from_move, "Skip the positions before this many stones")
      ->check(CLI::Range(0, 225));
  cmd->add_option("--width", opt->width,
                  "Alternatives per position: the best by the static move order")
      ->check(CLI::Range(1, 225));
  cmd->add_option("--out", opt->out, "File to write (default: standard output)");
  cmd->callback([opt, &exit_code] { exit_code = run(*opt); });
});

}  // namespace
}  // namespace renju::cli
