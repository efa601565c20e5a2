// `renju loadtest --processes N`: the load generator split over N child processes, so that its
// own cost is spread over cores and shows apart from the server's. The parent starts each
// child with a report file and a barrier folder; every child sets up its share of the load,
// says it is ready and waits; the parent releases them together, waits for them and merges
// their reports (loadtest/report_file.hpp).
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <variant>
#include <vector>

#include "loadtest/game_load.hpp"

namespace renju::loadtest {

struct ChildrenRun {
  std::vector<GameLoadReport> reports;  // in the children's order
  long server_rss_idle_kib = -1;        // when every child was ready, before the release
};

// Runs one child per argv, each with "--child-report DIR/report-K --child-barrier DIR
// --child-index K" appended, K from 0; output goes to DIR/child-K.log. An error names the
// child that failed and why (exit status, a report that does not read).
std::variant<ChildrenRun, std::string> run_children(
    const std::vector<std::vector<std::string>>& argvs, const std::filesystem::path& dir,
    int server_pid, const std::function<void(const std::string&)>& progress);

// The child's side of the barrier: says it is ready, then waits for the parent's release. False
// if the parent went away (the child should then give up).
bool wait_at_barrier(const std::filesystem::path& dir, int index);

// A child writes its report where the parent looks for it (atomically: through a rename).
bool write_child_report(const std::filesystem::path& file, const GameLoadReport& report);

// How many games of `total` child `k` of `n` plays (the first ones take the remainder).
int share_of(int total, int n, int k);

}  // namespace renju::loadtest
