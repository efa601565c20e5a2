// `renju gomocup [--level strong]`: the engine as a Gomocup/Piskvork brain on standard input and
// output (docs in src/ai/gomocup.hpp), for any Gomocup manager.
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
  cmd->callback([level, &exit_code] {
    std::ios::sync_with_stdio(false);
    ai::GomocupSession session(std::cout, *ai::parse_level(*level));
    session.run(std::cin);
    exit_code = 0;
  });
});

}  // namespace
}  // namespace renju::cli
