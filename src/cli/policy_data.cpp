// `renju policy-data PATH... [--from-move 5] [--out FILE]`: for every position of a set of
// finished games (`renju ai-match --records` files, or folders of them) that is not already
// decided by a five or a straight four, the move that was played and every candidate point the
// search would consider, each with its pattern for the side to move and for its opponent
// (canonical keys, src/ai/patterns.hpp). For fitting the move order to the moves of a strong
// player (bench/fit_policy.py, docs/engine-search.md "The fitted move order").
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "ai/patterns.hpp"
#include "ai/position.hpp"
#include "cli/command.hpp"
#include "cli/match_games.hpp"

namespace renju::cli {
namespace {

using rules::Color;

struct PolicyDataOptions {
  std::vector<std::string> paths;
  int from_move = 5;
  std::string out;
};

int pattern_of(const ai::Position& pos, int i, Color c) {
  return ai::canonical_pattern(ai::pattern_key(pos.shape(i, 0, c), pos.shape(i, 1, c),
                                               pos.shape(i, 2, c), pos.shape(i, 3, c)));
}

// Whether the side to move's choice is forced or already won: a five on the board for either
// side, or a straight or double four for the side to move.
bool decided(ai::Position& pos, Color c) {
  const Color o = rules::opponent(c);
  bool out = false;
  pos.for_each_near_empty([&](int i) {
    const ai::Threat& ts = pos.threat(i, c);
    if (pos.threat(i, o).five > 0 || ts.five > 0) out = true;
    if ((ts.open_four > 0 || ts.four >= 2) && (c == Color::kWhite || !pos.forbidden(i))) out = true;
  });
  return out;
}

// Writes the game's positions from move `from_move` on as rows numbered `number`; false, with
// `why` set, if a move lands on an occupied point (nothing of the game is written then).
bool write_positions(const MatchGame& g, int from_move, std::size_t number, std::ostream& out,
                     std::size_t& positions, std::size_t& outside, std::string& why) {
  std::ostringstream rows;
  std::size_t found = 0, missed = 0;
  const bool replayed = replay_positions(
      g, from_move,
      [&](ai::Position& pos, Color c, std::size_t ply, int at) {
        if (decided(pos, c)) return;
        const Color o = rules::opponent(c);
        std::ostringstream row;
        bool among = false;
        pos.for_each_near_empty([&](int i) {
          if (!pos.legal(i, c)) return;
          among = among || i == at;
          const bool o_real = o == Color::kWhite || !pos.forbidden(i);
          row << ' ' << i << ' ' << pattern_of(pos, i, c) << ' '
              << (o_real ? pattern_of(pos, i, o) : -1);
        });
        if (!among) {
          ++missed;
          return;
        }
        rows << number << ' ' << ply << ' ' << (c == Color::kBlack ? 0 : 1) << ' ' << at << ' '
             << pos.history().back() << " :" << row.str() << '\n';
        ++found;
      },
      why);
  if (!replayed) return false;
  out << rows.str();
  positions += found;
  outside += missed;
  return true;
}

int run(const PolicyDataOptions& o) {
  std::size_t positions = 0, outside = 0;
  return write_match_games(
      o.paths, o.out, "# game ply colour move last : (point own.pattern opp.pattern)...\n",
      [&](const MatchGame& g, std::size_t number, std::ostream& out, std::string& why) {
        return write_positions(g, o.from_move, number, out, positions, outside, why);
      },
      [&] {
        return std::to_string(positions) + " positions, " + std::to_string(outside) +
               " moves away from the stones left out";
      });
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "policy-data", "The move played and every candidate's patterns, for every position of games");
  auto opt = std::make_shared<PolicyDataOptions>();
  cmd->add_option("paths", opt->paths, "ai-match record files, or folders of them")->required();
  cmd->add_option("--from-move", opt->from_move, "Skip the positions before this many stones")
      ->check(CLI::Range(1, 225));
  cmd->add_option("--out", opt->out, "File to write (default: standard output)");
  cmd->callback([opt, &exit_code] { exit_code = run(*opt); });
});

}  // namespace
}  // namespace renju::cli
