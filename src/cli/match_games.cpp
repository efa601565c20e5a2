// Reads ai-match record files for the data commands (match_games.hpp).
#include "cli/match_games.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <variant>

#include "rules/notation.hpp"

namespace renju::cli {

bool replay_positions(const MatchGame& g, int from_move, const VisitPosition& visit,
                      std::string& why) {
  ai::Position pos;
  rules::Color c = rules::Color::kBlack;
  for (std::size_t k = 0; k < g.moves.size(); ++k) {
    const int at = g.moves[k].index();
    if (!pos.empty(at))
      return why = "move " + std::to_string(k + 1) + " is on an occupied point", false;
    if (static_cast<int>(k) >= from_move) visit(pos, c, k, at);
    pos.play(at, c);
    c = rules::opponent(c);
  }
  return true;
}

bool read_match_game(const std::filesystem::path& file, MatchGame& g, std::string& why) {
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

bool list_record_files(const std::vector<std::string>& paths,
                       std::vector<std::filesystem::path>& files, std::string& why) {
  for (const auto& p : paths) {
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec)) {
      for (const auto& e : std::filesystem::directory_iterator(p, ec))
        if (e.is_regular_file()) files.push_back(e.path());
    } else if (std::filesystem::is_regular_file(p, ec)) {
      files.push_back(p);
    } else {
      return why = p + ": no such file or folder", false;
    }
  }
  std::sort(files.begin(), files.end());
  return true;
}

int write_match_games(const std::vector<std::string>& paths, const std::string& out_path,
                      const std::string& header, const WriteGame& write,
                      const std::function<std::string()>& tally) {
  std::vector<std::filesystem::path> files;
  std::string missing;
  if (!list_record_files(paths, files, missing))
    return std::cerr << "error: " << missing << "\n", 2;
  std::ofstream file_out;
  if (!out_path.empty()) {
    file_out.open(out_path);
    if (!file_out) return std::cerr << "error: cannot write " << out_path << "\n", 2;
  }
  std::ostream& out = out_path.empty() ? std::cout : file_out;
  out << header;
  std::size_t games = 0, skipped = 0;
  for (const auto& f : files) {
    MatchGame g;
    std::string why;
    if (!read_match_game(f, g, why) || !write(g, games, out, why)) {
      std::cerr << "skipped " << f.string() << ": " << why << "\n";
      ++skipped;
      continue;
    }
    if (++games % 500 == 0) std::cerr << games << " games read, " << tally() << "\n";
  }
  std::cerr << games << " games, " << tally() << ", " << skipped << " files skipped\n";
  return games > 0 ? 0 : 1;
}

}  // namespace renju::cli
