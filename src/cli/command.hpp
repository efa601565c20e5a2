// Subcommand registry: each src/cli/<name>.cpp registers itself at static-initialisation time,
// so adding a subcommand means adding one file, never editing main.cpp.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <vector>

namespace renju::cli {

// `setup` adds the subcommand to the app and wires its callback (which sets the exit code
// through the `int&` it captured).
using CommandSetup = std::function<void(CLI::App& app, int& exit_code)>;

std::vector<CommandSetup>& command_registry();

struct RegisterCommand {
  explicit RegisterCommand(CommandSetup setup) { command_registry().push_back(std::move(setup)); }
};

}  // namespace renju::cli
