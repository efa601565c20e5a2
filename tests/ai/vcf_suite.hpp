// The tactics suites of tests/ai/data read into positions (src/ai/suite.hpp) for the tests that
// solve them: the VCF suite (vcf_suite.txt, built by `renju ai-tactics generate`) and others.
#pragma once

#include <filesystem>
#include <string>
#include <variant>
#include <vector>

#include "ai/suite.hpp"

namespace renju::ai {

using SuiteEntry = SuitePosition;

// A suite of tests/ai/data, empty when the file is missing or a line does not parse (the suite
// tests then fail on its size).
inline std::vector<SuiteEntry> suite_file(const char* name) {
  auto read = read_suite_file((std::filesystem::path(RENJU_AI_DATA) / name).string());
  if (std::holds_alternative<std::string>(read)) return {};
  return std::get<std::vector<SuiteEntry>>(read);
}

inline std::vector<SuiteEntry> vcf_suite() {
  return suite_file("vcf_suite.txt");
}

}  // namespace renju::ai
