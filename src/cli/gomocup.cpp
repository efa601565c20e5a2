// `renju gomocup [--level strong] [--threads N] [--log] [--no-book]`: the engine as a
// Gomocup/Piskvork brain on standard input and output (docs in src/ai/gomocup.hpp), for any Gomocup
// manager.
#include <iostream>
#include <memory>
#include <string>

#include "ai/ai.hpp"
#include "ai/gomocup.hpp"
#include "cli/command.hpp"

namespace renju::cli {
namespace {

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand("gomocup", "Play as a Gomocup (Piskvork protocol) brain on stdio");
  auto level = std::make_shared<std::string>("strong");
  cmd->add_option("--level", *level, "beginner, club, strong or maximum")
      ->check(CLI::IsMember(ai::level_names()));
  auto threads = std::make_shared<int>(0);
  cmd->add_option("--threads", *threads,
                  "Search threads, whatever INFO thread_num says (default: as told, 1 until then)")
      ->check(CLI::Range(1, 64));
  auto log = std::make_shared<bool>(false);
  cmd->add_flag("--log", *log,
                "A line per move on standard error: depth, score, nodes, threat nodes, time");
  auto no_book = std::make_shared<bool>(false);
  cmd->add_flag("--no-book", *no_book,
                "Search every move, also where the opening book has one (strong, maximum)");
  cmd->callback([level, threads, log, no_book, &exit_code] {
    std::ios::sync_with_stdio(false);
    ai::GomocupSession session(std::cout, *ai::parse_level(*level));
    if (*threads > 0) session.fix_threads(*threads);
    if (*log) session.set_log(&std::cerr);
    if (*no_book) session.set_book(false);
    session.run(std::cin);
    exit_code = 0;
  });
});

}  // namespace
}  // namespace renju::cli
