// `renju eval-data PATH... [--from-move 5] [--out FILE]`: the evaluation's inputs for every quiet
// position of a set of finished games (`renju ai-match --records` files, or folders of them),
// one line each with the game's number and result for the side to move, the side to move's
// colour (0 Black, 1 White), the shape and combination counts, the evaluation, and after colons
// the patterns of the side to move's points and of its opponent's (canonical keys,
// src/ai/patterns.hpp), for fitting the evaluation's weights to results (bench/fit_eval.py,
// docs/engine.md "The tuned evaluation").
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "ai/eval_features.hpp"
#include "cli/command.hpp"
#include "rules/notation.hpp"

namespace renju::cli {
namespace {

using rules::Color;

struct EvalDataOptions {
  std::vector<std::string> paths;
  int from_move = 5;
  std::string out;
};

struct Game {
  double black_score = 0;  // 1, 0.5 or 0
  std::vector<rules::Point> moves;
};

// An ai-match record: '#' header lines with "# result: 1-0 | 0-1 | 1/2-1/2", then the moves.
bool read_game(const std::filesystem::path& file, Game& g, std::string& why) {
  std::ifstream in(file);
  if (!in) return why = "cannot be opened", false;
  std::string line, moves, result;
  bool have_moves = false;
  for (int n = 0; std::getline(in, line); ++n) {
    if (n > 200 || line.size() > 4096) return why = "not an ai-match record (too long)", false;
    if (line.rfind("# result: ", 0) == 0) {
      result = line.substr(10, line.find(' ', 10) - 10);
    } else if (!line.empty() && line[0] != '#' && !have_moves) {
      moves = line;
      have_moves = true;
    }
  }
  if (result == "1-0")
    g.black_score = 1;
  else if (result == "0-1")
    g.black_score = 0;
  else if (result == "1/2-1/2")
    g.black_score = 0.5;
  else
    return why = "no \"# result:\" line with 1-0, 0-1 or 1/2-1/2", false;
  auto parsed = rules::parse_moves(moves);
  if (auto* e = std::get_if<rules::ParseError>(&parsed))
    return why = "its moves do not read: " + e->message, false;
  g.moves = std::get<std::vector<rules::Point>>(parsed);
  return true;
}

// Writes the game's quiet positions from move `from_move` on as rows numbered `number`; false,
// with `why` set, if a move lands on an occupied point (nothing of the game is written then).
bool write_positions(const Game& g, int from_move, std::size_t number, std::ostream& out,
                     std::size_t& positions, std::string& why) {
  ai::Position pos;
  Color c = Color::kBlack;
  std::ostringstream rows;
  std::size_t found = 0;
  for (std::size_t k = 0; k < g.moves.size(); ++k) {
    const int at = g.moves[k].index();
    if (!pos.empty(at))
      return why = "move " + std::to_string(k + 1) + " is on an occupied point", false;
    if (static_cast<int>(k) >= from_move) {
      const ai::EvalFeatures feat = ai::eval_features(pos, c);
      if (!feat.tactical) {
        rows << number << ' ' << (c == Color::kBlack ? g.black_score : 1 - g.black_score) << ' '
             << k << ' ' << (c == Color::kBlack ? 0 : 1);
        for (int v : feat.own) rows << ' ' << v;
        for (int v : feat.opp) rows << ' ' << v;
        rows << ' ' << ai::weighted_sum(feat) << " :";
        for (int p : feat.own_patterns) rows << ' ' << p;
        rows << " :";
        for (int p : feat.opp_patterns) rows << ' ' << p;
        rows << '\n';
        ++found;
      }
    }
    pos.play(at, c);
    c = rules::opponent(c);
  }
  out << rows.str();
  positions += found;
  return true;
}

int run(const EvalDataOptions& o) {
  std::vector<std::filesystem::path> files;
  for (const auto& p : o.paths) {
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec)) {
      for (const auto& e : std::filesystem::directory_iterator(p, ec))
        if (e.is_regular_file()) files.push_back(e.path());
    } else if (std::filesystem::is_regular_file(p, ec)) {
      files.push_back(p);
    } else {
      std::cerr << "error: " << p << ": no such file or folder\n";
      return 2;
    }
  }
  std::sort(files.begin(), files.end());
  std::ofstream file_out;
  if (!o.out.empty()) {
    file_out.open(o.out);
    if (!file_out) return std::cerr << "error: cannot write " << o.out << "\n", 2;
  }
  std::ostream& out = o.out.empty() ? std::cout : file_out;
  out << "# game result ply colour";
  for (const char* side : {"own", "opp"})
    for (auto name : ai::EvalFeatures::kNames) out << ' ' << side << '.' << name;
  out << " eval : own.patterns : opp.patterns\n";
  std::size_t games = 0, positions = 0, skipped = 0;
  for (const auto& f : files) {
    Game g;
    std::string why;
    if (!read_game(f, g, why) || !write_positions(g, o.from_move, games, out, positions, why)) {
      std::cerr << "skipped " << f.string() << ": " << why << "\n";
      ++skipped;
      continue;
    }
    if (++games % 500 == 0) std::cerr << games << " games read, " << positions << " positions\n";
  }
  std::cerr << games << " games, " << positions << " quiet positions, " << skipped
            << " files skipped\n";
  return games > 0 ? 0 : 1;
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "eval-data", "The evaluation's inputs and the result for every quiet position of games");
  auto opt = std::make_shared<EvalDataOptions>();
  cmd->add_option("paths", opt->paths, "ai-match record files, or folders of them")->required();
  cmd->add_option("--from-move", opt->from_move, "Skip the positions before this many stones")
      ->check(CLI::Range(0, 225));
  cmd->add_option("--out", opt->out, "File to write (default: standard output)");
  cmd->callback([opt, &exit_code] { exit_code = run(*opt); });
});

}  // namespace
}  // namespace renju::cli
