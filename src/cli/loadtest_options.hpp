// The options of `renju loadtest` and the two ways they run a load: as the shapes of the game
// and echo loads, and split over child processes (--processes, src/cli/loadtest_split.cpp).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "loadtest/echo_load.hpp"
#include "loadtest/game_load.hpp"
#include "loadtest/target.hpp"

namespace renju::cli {

struct LoadtestOptions {
  std::string url;
  int games = 100;
  int spectators = 0;
  double interval = 2.0;
  double seconds = 20;
  std::uint64_t max_actions = 0;
  int threads = 1;
  int server_threads = 2;
  int server_pid = -1;
  int setup_parallel = 64;
  std::string rule = "taraguchi-10";
  int protocol = 2;
  std::uint64_t seed = 1;
  bool baseline = false;
  bool quiet = false;
  int processes = 1;
  // Set by a parent run with --processes for each of its children (not for people).
  std::string child_report;
  std::string child_barrier;
  int child_index = 0;
  bool child_echo = false;
};

// The game load's shape from the command line (target, server and hooks left to the caller).
loadtest::GameLoadOptions game_options(const LoadtestOptions& o);
// The echo baseline's shape: 2 N connections, the same offered message rate (one message per
// action, spread over both players' connections), closed loop with one in flight when the
// interval is 0.
loadtest::EchoLoadOptions echo_options(const LoadtestOptions& o, const loadtest::Target& target,
                                       int pid);
// The load in o.processes children against `targets` (child k loads targets[k mod their
// number]; the game load, or the echo load with `echo`); their reports merged, with the
// server's memory measured here. nullopt after saying why on stderr.
std::optional<loadtest::GameLoadReport> run_split(
    const LoadtestOptions& o, const std::filesystem::path& exe, const std::filesystem::path& dir,
    const std::vector<loadtest::Target>& targets, int server_pid, bool echo,
    const std::function<void(const std::string&)>& progress);
// One child of a split run (o.child_report set): its share of the load, released with the
// others, its report written for the parent. The exit status.
int run_child(const LoadtestOptions& o);

}  // namespace renju::cli
