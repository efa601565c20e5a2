// Entry point of the `renju` binary: collects the registered subcommands and runs one.
#include <iostream>

#include "cli/command.hpp"

namespace renju::cli {
std::vector<CommandSetup>& command_registry() {
  static std::vector<CommandSetup> registry;
  return registry;
}
}  // namespace renju::cli

int main(int argc, char** argv) {
  CLI::App app{"Renju: rules core, game server and engine in one binary"};
  app.set_version_flag("--version",
                       std::string("renju ") + RENJU_VERSION + " (" + RENJU_GIT_COMMIT + ")");
  app.require_subcommand(1);
  int exit_code = 0;
  for (auto& setup : renju::cli::command_registry()) setup(app, exit_code);
  CLI11_PARSE(app, argc, argv);
  return exit_code;
}
