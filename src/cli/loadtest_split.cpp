// `renju loadtest --processes N`: the shapes of the game and echo loads from the options, the
// parent's side of a split run (children started, released together, reports merged) and a
// child's side (its share of the load, then its report).
#include <algorithm>
#include <iostream>
#include <vector>

#include "cli/loadtest_options.hpp"
#include "loadtest/client.hpp"
#include "loadtest/processes.hpp"
#include "loadtest/report_file.hpp"

namespace renju::cli {

namespace fs = std::filesystem;
using namespace renju::loadtest;

GameLoadOptions game_options(const LoadtestOptions& o) {
  GameLoadOptions g;
  g.rule = o.rule;
  g.protocol = o.protocol;
  g.games = o.games;
  g.spectators = o.spectators;
  g.move_interval = o.interval;
  g.seconds = o.seconds;
  g.max_actions = o.max_actions;
  g.threads = o.threads;
  g.setup_parallel = o.setup_parallel;
  g.seed = o.seed;
  return g;
}

EchoLoadOptions echo_options(const LoadtestOptions& o, const Target& target, int pid) {
  EchoLoadOptions e;
  e.target = target;
  e.connections = 2 * o.games;
  e.rate = o.interval > 0 ? 1.0 / (2.0 * o.interval) : 0;
  e.window = 1;
  e.seconds = o.seconds;
  e.max_messages = o.max_actions;
  e.threads = o.threads;
  e.server_pid = pid;
  return e;
}

std::optional<GameLoadReport> run_split(const LoadtestOptions& o, const fs::path& exe,
                                        const fs::path& dir, const std::vector<Target>& targets,
                                        int server_pid, bool echo,
                                        const std::function<void(const std::string&)>& progress) {
  const fs::path where = dir / (echo ? "echo-children" : "game-children");
  fs::create_directories(where);
  const auto url_of = [](const Target& target) {
    const std::string host =
        target.host.find(':') != std::string::npos ? "[" + target.host + "]" : target.host;
    return "http://" + host + ":" + std::to_string(target.port) + "/";
  };
  std::vector<std::vector<std::string>> argvs;
  for (int k = 0; k < o.processes; ++k) {
    const int games = share_of(o.games, o.processes, k);
    if (games == 0) continue;
    const std::string url = url_of(targets[static_cast<std::size_t>(k) % targets.size()]);
    std::vector<std::string> argv = {exe.string(),
                                     "loadtest",
                                     "--url",
                                     url,
                                     "--server-pid",
                                     std::to_string(server_pid),
                                     "--games",
                                     std::to_string(games),
                                     "--spectators",
                                     std::to_string(o.spectators),
                                     "--interval",
                                     std::to_string(o.interval),
                                     "--seconds",
                                     std::to_string(o.seconds),
                                     "--threads",
                                     std::to_string(o.threads),
                                     "--setup-parallel",
                                     std::to_string(o.setup_parallel),
                                     "--rule",
                                     o.rule,
                                     "--protocol",
                                     std::to_string(o.protocol),
                                     "--seed",
                                     std::to_string(o.seed + static_cast<std::uint64_t>(k)),
                                     "--quiet"};
    if (o.max_actions > 0)
      argv.insert(argv.end(), {"--max-actions", std::to_string(std::max<std::uint64_t>(
                                                    1, o.max_actions / o.processes))});
    if (echo) argv.push_back("--child-echo");
    argvs.push_back(std::move(argv));
  }
  const long before = server_pid > 0 ? rss_kib(server_pid) : -1;
  auto run = run_children(argvs, where, server_pid, progress);
  if (auto* err = std::get_if<std::string>(&run)) {
    std::cerr << "loadtest: " << *err << '\n';
    return std::nullopt;
  }
  auto& children = std::get<ChildrenRun>(run);
  GameLoadReport merged = merge_reports(children.reports);
  merged.server_rss_before_kib = before;
  merged.server_rss_idle_kib = children.server_rss_idle_kib;
  merged.server_rss_end_kib = server_pid > 0 ? rss_kib(server_pid) : -1;
  return merged;
}

int run_child(const LoadtestOptions& o) {
  auto parsed = parse_target(o.url);
  if (auto* err = std::get_if<std::string>(&parsed)) {
    std::cerr << "loadtest: " << *err << '\n';
    return 2;
  }
  const Target target = std::get<Target>(parsed);
  bool released = true;
  const auto barrier = [&] { released = wait_at_barrier(o.child_barrier, o.child_index); };
  GameLoadReport report;
  if (o.child_echo) {
    EchoLoadOptions e = echo_options(o, target, o.server_pid);
    e.before_go = barrier;
    static_cast<LoadReport&>(report) = run_echo_load(e);
    report.games_live = report.connections_open / 2;
  } else {
    GameLoadOptions g = game_options(o);
    g.target = target;
    g.server_pid = o.server_pid;
    g.before_go = barrier;
    report = run_game_load(g);
  }
  if (!released) return 1;
  if (!write_child_report(o.child_report, report)) {
    std::cerr << "loadtest: cannot write " << o.child_report << '\n';
    return 1;
  }
  return report.metrics.completed > 0 ? 0 : 1;
}

}  // namespace renju::cli
