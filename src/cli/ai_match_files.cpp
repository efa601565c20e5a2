// The openings file and the game records of `renju ai-match` (see ai_match_files.hpp).
#include "cli/ai_match_files.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <span>

#include "openings/canonical.hpp"
#include "rules/notation.hpp"

namespace renju::cli::match {
namespace {

std::string moves_text(const std::vector<rules::Point>& moves) {
  std::string s;
  for (auto p : moves) s += (s.empty() ? "" : " ") + rules::to_string(p);
  return s;
}

// " (4D Kagetsu)" when the game's first three stones make one of the 26 openings, else "".
std::string opening_name(const std::vector<rules::Point>& moves) {
  if (moves.size() < 3) return "";
  const auto* named = openings::recognise_opening(std::span(moves.data(), 3));
  return named ? " (" + std::string(named->code) + " " + std::string(named->name) + ")" : "";
}

}  // namespace

bool read_openings(const std::string& path, std::vector<Opening>& out, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read the openings file " + path;
    return false;
  }
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    const auto hash = text.find('#');
    if (hash != std::string::npos) text.resize(hash);
    if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
    auto parsed = rules::parse_moves(text);
    if (auto* e = std::get_if<rules::ParseError>(&parsed)) {
      error = path + ":" + std::to_string(n) + ": " + e->message;
      return false;
    }
    Opening o{n, std::get<std::vector<rules::Point>>(parsed)};
    const std::string why = m::check_opening(o.moves);
    if (!why.empty()) {
      error = path + ":" + std::to_string(n) + ": " + why;
      return false;
    }
    out.push_back(std::move(o));
  }
  if (out.empty()) error = "no openings in " + path;
  return !out.empty();
}

double points_of_1(const Played& p) {
  if (p.result.winner == rules::Color::kEmpty) return 0.5;
  const rules::Color c1 = p.black == 0 ? rules::Color::kBlack : rules::Color::kWhite;
  return p.result.winner == c1 ? 1 : 0;
}

void tally(m::Score& s, const Played& p) {
  const double points = points_of_1(p);
  ++(points == 1 ? s.wins : (points == 0 ? s.losses : s.draws));
}

const char* result_text(const m::GameResult& r) {
  return r.winner == rules::Color::kBlack ? "1-0"
                                          : (r.winner == rules::Color::kWhite ? "0-1" : "1/2-1/2");
}

void write_record(const std::string& folder, const std::vector<m::PlayerSpec>& players, int game,
                  int total, const Played& p) {
  char name[32];
  std::snprintf(name, sizeof name, "game-%03d.txt", game + 1);
  std::ofstream out(std::filesystem::path(folder) / name);
  out << "# renju ai-match game " << game + 1 << " of " << total << "\n"
      << "# black: engine " << p.black + 1 << ": " << players[p.black].command << "\n"
      << "# white: engine " << 2 - p.black << ": " << players[1 - p.black].command << "\n"
      << "# rule: renju (Gomocup INFO rule 4: the RIF forbidden moves for Black; the opening\n"
      << "#   stones come from the openings file, so no opening rule is played)\n"
      << "# opening: " << p.opening + 1 << opening_name(p.result.moves) << "\n"
      << "# result: " << result_text(p.result) << " (" << m::end_name(p.result.end) << ": "
      << p.result.detail << ")\n"
      << moves_text(p.result.moves) << "\n";
}

}  // namespace renju::cli::match
