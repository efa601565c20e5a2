// The VCF tactics suite (tests/ai/data/vcf_suite.txt, built by `renju ai-tactics generate`) read
// into positions, for the tests that solve it: one entry a line, "black|white <moves>".
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <variant>
#include <vector>

#include "rules/board.hpp"
#include "rules/notation.hpp"

namespace renju::ai {

struct SuiteEntry {
  rules::Board board;
  rules::Color to_move = rules::Color::kBlack;
  std::string text;  // the line as written
};

// Empty when the file is missing or a line does not parse (the suite tests then fail).
inline std::vector<SuiteEntry> vcf_suite() {
  std::ifstream in(std::filesystem::path(RENJU_AI_DATA) / "vcf_suite.txt");
  std::vector<SuiteEntry> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    SuiteEntry e;
    e.text = line;
    e.to_move = line.substr(0, space) == "white" ? rules::Color::kWhite : rules::Color::kBlack;
    auto parsed = rules::parse_moves(line.substr(space + 1));
    if (!std::holds_alternative<std::vector<rules::Point>>(parsed)) return {};
    rules::Color c = rules::Color::kBlack;
    for (auto p : std::get<std::vector<rules::Point>>(parsed)) {
      e.board.set(p, c);
      c = rules::opponent(c);
    }
    out.push_back(e);
  }
  return out;
}

}  // namespace renju::ai
