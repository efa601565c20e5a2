// The VCF tactics suite (tests/ai/data/vcf_suite.txt, built by `renju ai-tactics generate`) read
// into positions, for the tests that solve it: one entry a line, "black|white <moves>".
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "ai/suite.hpp"

namespace renju::ai {

using SuiteEntry = SuitePosition;

// Empty when the file is missing or a line does not parse (the suite tests then fail).
inline std::vector<SuiteEntry> vcf_suite() {
  std::ifstream in(std::filesystem::path(RENJU_AI_DATA) / "vcf_suite.txt");
  std::stringstream text;
  text << in.rdbuf();
  auto parsed = parse_suite(text.str());
  if (std::holds_alternative<std::string>(parsed)) return {};
  return std::get<std::vector<SuiteEntry>>(parsed);
}

}  // namespace renju::ai
