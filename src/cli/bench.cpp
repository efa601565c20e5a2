// `renju bench [section…]`: runs the registered benchmark sections (all when none is named), a
// benchmark that doubles as a self-check, the way `stockfish bench` does.
#include "cli/bench.hpp"

#include <iostream>
#include <memory>

#include "cli/command.hpp"

namespace renju::cli {

std::vector<BenchSection>& bench_sections() {
  static std::vector<BenchSection> sections;
  return sections;
}

namespace {

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand("bench", "Measure the engine on fixed positions (positions/s)");
  auto names = std::make_shared<std::vector<std::string>>();
  auto options = std::make_shared<BenchOptions>();
  std::string help = "Sections to run (default: all):";
  for (const auto& s : bench_sections()) help += " " + s.name + " (" + s.summary + ")";
  cmd->add_option("sections", *names, help);
  cmd->add_option("--positions", options->positions, "Number of positions (0: section default)")
      ->check(CLI::Range(0, 1000000));
  cmd->add_option("--seconds", options->seconds, "Minimum measuring time per run")
      ->check(CLI::Range(0.0, 600.0));
  cmd->add_option("--repetitions", options->repetitions, "Runs per figure; the median is shown")
      ->check(CLI::Range(1, 100));
  cmd->add_option("--threads", options->threads,
                  "Threads of the main search (bench search; the signature holds for 1 only)")
      ->check(CLI::Range(1, 64));
  cmd->add_option("--engine", options->engine,
                  "bench search: also run this Gomocup engine command on the same positions "
                  "and print the nodes/s it reports");
  cmd->add_option("--engine-ms", options->engine_ms, "The engine's time per move (ms)")
      ->check(CLI::Range(10, 600000))
      ->capture_default_str();
  cmd->callback([names, options, &exit_code] {
    for (const auto& n : *names) {
      bool known = false;
      for (const auto& s : bench_sections()) known |= s.name == n;
      if (!known) {
        std::cerr << "error: unknown bench section '" << n << "'; known:";
        for (const auto& s : bench_sections()) std::cerr << " " << s.name;
        std::cerr << "\n";
        exit_code = 1;
        return;
      }
    }
    for (const auto& s : bench_sections()) {
      bool wanted = names->empty();
      for (const auto& n : *names) wanted |= s.name == n;
      if (wanted && !s.run(std::cout, *options)) exit_code = 1;
    }
  });
});

}  // namespace

}  // namespace renju::cli
