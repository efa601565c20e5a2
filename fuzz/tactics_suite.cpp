// Fuzz target: text through ai::parse_suite (the tactics suites that `renju ai-tactics solve
// --suite FILE` reads). Properties: no crash; a refusal names its line; every position read
// keeps its line's text and number, in increasing order, and reads the same from that text alone.
#include <cstdint>
#include <string_view>
#include <variant>

#include "ai/suite.hpp"
#include "fuzz_support.hpp"

using renju::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = renju::fuzz::as_text(data, size);
  auto parsed = renju::ai::parse_suite(text);
  if (auto* err = std::get_if<std::string>(&parsed)) {
    require(err->rfind("line ", 0) == 0, "a refusal names its line");
    return 0;
  }
  int last = 0;
  for (const auto& p : std::get<std::vector<renju::ai::SuitePosition>>(parsed)) {
    require(p.line > last && !p.text.empty() && p.text.front() != '#',
            "lines in order, no comments");
    last = p.line;
    // A line read alone reads as the same position.
    auto again = renju::ai::parse_suite(p.text);
    const auto* one = std::get_if<std::vector<renju::ai::SuitePosition>>(&again);
    require(one != nullptr && one->size() == 1 && one->front().board == p.board &&
                one->front().to_move == p.to_move && one->front().solution == p.solution,
            "parse_suite(line) == the position");
  }
  return 0;
}
