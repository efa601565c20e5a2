// Sections of `renju bench`: each file registers one (rules, search, …) at static-initialisation
// time, the way subcommands do, so adding a section never edits bench.cpp.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace renju::cli {

struct BenchOptions {
  int positions = 0;     // 0: the section's own default
  double seconds = 0.5;  // minimum measuring time per figure
  int repetitions = 5;   // figures are the median of this many runs
  int threads = 1;       // of the searches that can use more (bench search)
  std::string engine;    // bench search: a Gomocup engine command run on the same positions
  int engine_ms = 1000;  // its time per move
};

struct BenchSection {
  std::string name;     // `renju bench <name>`
  std::string summary;  // one line for --help
  // Prints its figures; returns false if a self-check failed (the exit status becomes 1).
  std::function<bool(std::ostream&, const BenchOptions&)> run;
};

std::vector<BenchSection>& bench_sections();

struct RegisterBenchSection {
  explicit RegisterBenchSection(BenchSection section) {
    bench_sections().push_back(std::move(section));
  }
};

}  // namespace renju::cli
