// `renju loadtest`: plays N live games against `renju serve` (started here on loopback, or an
// existing one via --url) and reports throughput, latency, memory and CPU; --baseline repeats
// the same load shape against `renju echo-server` and prints our figures as a ratio to it;
// --processes N splits the load generator over N child processes (loadtest/processes.hpp).
#include <signal.h>
#include <stdlib.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/command.hpp"
#include "cli/loadtest_options.hpp"
#include "loadtest/client.hpp"
#include "loadtest/echo_load.hpp"
#include "loadtest/game_load.hpp"
#include "loadtest/process.hpp"
#include "loadtest/target.hpp"

namespace renju::cli {
namespace {

namespace fs = std::filesystem;
using namespace renju::loadtest;

std::string mib(long kib) {
  if (kib < 0) return "?";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f MiB", static_cast<double>(kib) / 1024.0);
  return buf;
}

void print_common(const LoadReport& r, const char* unit) {
  const auto& m = r.metrics;
  std::printf("  %-15s %llu completed of %llu sent in %.1fs: %.1f %s/s\n", unit,
              static_cast<unsigned long long>(m.completed), static_cast<unsigned long long>(m.sent),
              r.seconds, r.per_second(), unit);
  std::printf("  %-15s %s\n", "ack latency", summary(m.ack).c_str());
  if (m.peer.count() > 0) std::printf("  %-15s %s\n", "opponent event", summary(m.peer).c_str());
  std::printf("  %-15s %s\n", "errors", m.errors_text().c_str());
  if (r.server_cpu_seconds >= 0 || r.own_cpu_seconds >= 0) {
    const auto share = [&r](double cpu) {
      char buf[64];
      if (cpu < 0) return std::string("?");
      std::snprintf(buf, sizeof buf, "%.2f s (%.0f %% of a core)", cpu,
                    r.seconds > 0 ? 100.0 * cpu / r.seconds : 0.0);
      return std::string(buf);
    };
    std::printf("  %-15s server %s, load generator %s\n", "cpu",
                share(r.server_cpu_seconds).c_str(), share(r.own_cpu_seconds).c_str());
  }
  std::printf("  %-15s before %s, all connected %s, end %s\n", "server RSS",
              mib(r.server_rss_before_kib).c_str(), mib(r.server_rss_idle_kib).c_str(),
              mib(r.server_rss_end_kib).c_str());
}

// The run's scratch folder (the database, the servers' and load processes' logs): removed when
// the run ends, whichever way, unless keep() was called because an error names a log in it.
class ScratchFolder {
 public:
  ScratchFolder() {
    std::string tmpl = (fs::temp_directory_path() / "renju-loadtest-XXXXXX").string();
    if (mkdtemp(tmpl.data())) path_ = tmpl;
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  ~ScratchFolder() {
    std::error_code ignored;
    if (!path_.empty() && !keep_) fs::remove_all(path_, ignored);
  }
  bool made() const { return !path_.empty(); }
  const fs::path& path() const { return path_; }
  void keep() { keep_ = true; }

 private:
  fs::path path_;
  bool keep_ = false;
};

struct StartedServer {
  ChildProcess process;
  std::uint16_t port = 0;
};

std::optional<StartedServer> start(const std::vector<std::string>& argv, const fs::path& log) {
  StartedServer s;
  s.process = ChildProcess::spawn(argv, log);
  s.port = wait_for_port(s.process, log, std::chrono::seconds(30));
  if (s.port == 0) {
    std::cerr << "loadtest: '" << argv[1] << "' did not start; see " << log << '\n';
    return std::nullopt;
  }
  return s;
}

void stop(StartedServer& s) {
  s.process.signal(SIGTERM);
  s.process.wait(std::chrono::seconds(10));
}

int run_loadtest(const LoadtestOptions& o) {
  if (!o.child_report.empty()) return run_child(o);
  const auto progress = [&o](const std::string& line) {
    if (!o.quiet) std::cerr << line << std::endl;
  };
  // Children inherit the limit: both ends of every connection live on this machine.
  raise_fd_limit(static_cast<long>(o.games) * (2 + o.spectators) * 2 + 4096);
  const fs::path exe = self_executable();
  ScratchFolder scratch;
  if (!scratch.made()) {
    std::cerr << "loadtest: cannot create a temporary folder\n";
    return 1;
  }
  const fs::path& dir = scratch.path();

  GameLoadOptions g = game_options(o);
  g.progress = progress;
  std::optional<StartedServer> server;
  std::vector<Target> targets;
  if (!o.url.empty()) {
    auto parsed = parse_targets(o.url);
    if (auto* err = std::get_if<std::string>(&parsed)) {
      std::cerr << "loadtest: " << *err << '\n';
      return 2;
    }
    targets = std::get<std::vector<Target>>(std::move(parsed));
    if (targets.size() > static_cast<std::size_t>(o.processes)) {
      std::cerr << "loadtest: " << targets.size() << " URLs need --processes " << targets.size()
                << " or more (each load process targets one of them, in turn)\n";
      return 2;
    }
    g.target = targets.front();
    g.server_pid = o.server_pid;
  } else {
    server = start({exe.string(),
                    "serve",
                    "--bind",
                    "127.0.0.1",
                    "--port",
                    "0",
                    "--db",
                    (dir / "loadtest.db").string(),
                    "--threads",
                    std::to_string(o.server_threads),
                    "--log-level",
                    "info",
                    "--max-connections-per-address",
                    "0",
                    "--ws-message-rate",
                    "0",
                    "--create-rate",
                    "0",
                    "--join-rate",
                    "0"},
                   dir / "serve.log");
    if (!server) {
      scratch.keep();
      return 1;
    }
    g.target = Target{"127.0.0.1", server->port, "/"};
    targets = {g.target};
    g.server_pid = server->process.pid();
    progress("started renju serve (pid " + std::to_string(g.server_pid) + ") on port " +
             std::to_string(server->port) + ", database in " + dir.string());
  }

  GameLoadReport game;
  if (o.processes > 1) {
    auto split = run_split(o, exe, dir, targets, g.server_pid, false, progress);
    if (!split) {
      if (server) stop(*server);
      scratch.keep();
      return 1;
    }
    game = std::move(*split);
  } else {
    game = run_game_load(g);
  }
  if (server) stop(*server);
  std::printf(
      "renju serve: %d games live of %d (%d player connections, %d spectators each), "
      "move interval %gs, %d load thread(s) in %d process(es)\n",
      game.games_live, o.games, game.connections_open, o.spectators, o.interval, o.threads,
      o.processes);
  print_common(game, "actions");
  std::printf("  %-15s %llu finished, %llu reconnects\n", "games",
              static_cast<unsigned long long>(game.metrics.games_finished),
              static_cast<unsigned long long>(game.metrics.reconnects));
  if (game.commit_batches > 0) {
    std::printf(
        "  %-15s %lld actions in %lld transactions: %.1f actions per fsync\n", "commits",
        static_cast<long long>(game.commit_actions), static_cast<long long>(game.commit_batches),
        static_cast<double>(game.commit_actions) / static_cast<double>(game.commit_batches));
  }
  if (game.games_live > 0 && game.server_rss_idle_kib >= 0 && game.server_rss_before_kib >= 0) {
    std::printf("  %-15s %.1f KiB per live game (idle RSS growth / live games)\n", "memory",
                static_cast<double>(game.server_rss_idle_kib - game.server_rss_before_kib) /
                    game.games_live);
  }

  int rc = game.games_live > 0 && game.metrics.completed > 0 ? 0 : 1;
  if (o.baseline) {
    auto echo = start(
        {exe.string(), "echo-server", "--port", "0", "--threads", std::to_string(o.server_threads)},
        dir / "echo.log");
    if (!echo) {
      scratch.keep();
      return 1;
    }
    EchoLoadOptions e = echo_options(o, Target{"127.0.0.1", echo->port, "/"}, echo->process.pid());
    e.progress = progress;
    LoadReport base;
    if (o.processes > 1) {
      auto split = run_split(o, exe, dir, {e.target}, e.server_pid, true, progress);
      if (!split) {
        stop(*echo);
        scratch.keep();
        return 1;
      }
      base = std::move(*split);
    } else {
      base = run_echo_load(e);
    }
    stop(*echo);
    if (e.rate > 0) {
      std::printf("echo baseline: %d connections, %g messages/s each\n", base.connections_open,
                  e.rate);
    } else {
      std::printf("echo baseline: %d connections, closed loop, one message in flight each\n",
                  base.connections_open);
    }
    print_common(base, "messages");
    const auto ratio = [](double a, double b) { return b > 0 ? a / b : 0.0; };
    std::printf("ratio (renju / echo): throughput %.2f, ack p50 %.1fx, ack p99 %.1fx\n",
                ratio(game.per_second(), base.per_second()),
                ratio(static_cast<double>(game.metrics.ack.quantile(0.5)),
                      static_cast<double>(base.metrics.ack.quantile(0.5))),
                ratio(static_cast<double>(game.metrics.ack.quantile(0.99)),
                      static_cast<double>(base.metrics.ack.quantile(0.99))));
  }
  return rc;
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto o = std::make_shared<LoadtestOptions>();
  auto* cmd = app.add_subcommand(
      "loadtest", "Play N live games against renju serve on loopback and measure it");
  cmd->add_option("--url", o->url,
                  "Target an already running server (loopback only); several URLs, "
                  "comma-separated, share the --processes out in turn (one HAProxy each)");
  cmd->add_option("--server-pid", o->server_pid, "With --url: the server's pid, for memory");
  cmd->add_option("--games", o->games, "Concurrent games")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_option("--spectators", o->spectators, "Spectators per game")
      ->check(CLI::Range(0, 100))
      ->capture_default_str();
  cmd->add_option("--interval", o->interval,
                  "Seconds a player takes per action (0: as fast as acks come: saturation)")
      ->check(CLI::Range(0.0, 3600.0))
      ->capture_default_str();
  cmd->add_option("--seconds", o->seconds, "Length of the measured phase")
      ->check(CLI::Range(0.1, 3600.0))
      ->capture_default_str();
  cmd->add_option("--max-actions", o->max_actions, "Stop after this many actions (0: no limit)");
  cmd->add_option("--threads", o->threads, "Load-generator threads")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--server-threads", o->server_threads, "Threads of the server(s) started here")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--setup-parallel", o->setup_parallel, "Games set up at once per thread")
      ->check(CLI::Range(1, 10000))
      ->capture_default_str();
  cmd->add_option("--rule", o->rule, "Rule of the games")->capture_default_str();
  cmd->add_option("--protocol", o->protocol,
                  "WebSocket protocol the players speak (2; 1 for A/B against version 1)")
      ->check(CLI::Range(1, 2))
      ->capture_default_str();
  cmd->add_option("--seed", o->seed, "Random seed of the players")->capture_default_str();
  cmd->add_flag("--baseline", o->baseline,
                "Also load renju echo-server the same way; print ratios");
  cmd->add_flag("--quiet", o->quiet, "No progress lines");
  cmd->add_option("--processes", o->processes,
                  "Load-generator processes (the games are shared out; each has --threads)")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  // The parent's handshake with its children (--processes); hidden from --help.
  cmd->add_option("--child-report", o->child_report)->group("");
  cmd->add_option("--child-barrier", o->child_barrier)->group("");
  cmd->add_option("--child-index", o->child_index)->group("");
  cmd->add_flag("--child-echo", o->child_echo)->group("");
  cmd->callback([o, &exit_code] { exit_code = run_loadtest(*o); });
});

}  // namespace
}  // namespace renju::cli
