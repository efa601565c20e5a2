// Game load: per load thread, pairs of players (and spectators) on one io_context
// (game_players.hpp); this file sets the games up, runs the measured phase and reports.
#include "loadtest/game_load.hpp"

#include <boost/json.hpp>
#include <chrono>
#include <cstdio>
#include <thread>

#include "loadtest/client.hpp"
#include "loadtest/game_players.hpp"
#include "loadtest/lanes.hpp"

namespace renju::loadtest {

namespace {
// The server's group-commit counters {batches, actions}; {-1, -1} when unavailable.
std::pair<std::int64_t, std::int64_t> commit_counters(const Target& target) {
  try {
    const auto reply = http_request_sync(target, "GET", "/api/health");
    if (reply.status != 200) return {-1, -1};
    const auto health = json::parse(reply.body);
    const auto& c = health.at("commits");
    return {c.at("batches").to_number<std::int64_t>(), c.at("actions").to_number<std::int64_t>()};
  } catch (const std::exception&) {
    return {-1, -1};
  }
}
}  // namespace

GameLoadReport run_game_load(const GameLoadOptions& options) {
  GameLoadReport report;
  Shared shared;
  shared.options = &options;
  const int threads = std::max(1, options.threads);
  raise_fd_limit(static_cast<long>(options.games) * (2 + options.spectators) + 1024);
  auto rss = [&options] { return options.server_pid > 0 ? rss_kib(options.server_pid) : -1; };
  auto stop_requested = [&options] { return options.stop && options.stop->load(); };
  report.server_rss_before_kib = rss();

  IoPool pool(threads);
  Lanes<Lane> lanes(pool, shared);
  for (std::size_t t = 0; t < lanes.all().size(); ++t) {
    lanes.all()[t]->rng.seed(options.seed * 1000003 + t);
  }
  for (int g = 0; g < options.games; ++g) {
    auto& lane = lanes.for_item(g);
    lane.pairs.push_back(std::make_unique<Pair>(lane));
  }
  lanes.on_each([n = options.setup_parallel](Lane& l) {
    for (int i = 0; i < n; ++i) l.setup_next();
  });
  const auto ramp_start = Clock::now();
  auto last_ramp_line = ramp_start;
  while (shared.settled.load() < options.games && !stop_requested() &&
         Clock::now() - ramp_start < std::chrono::seconds(300)) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (options.progress && Clock::now() - last_ramp_line > std::chrono::seconds(1)) {
      last_ramp_line = Clock::now();
      options.progress("setting up: " + std::to_string(shared.live.load()) + "/" +
                       std::to_string(options.games) + " games live");
    }
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  report.server_rss_idle_kib = rss();
  report.games_live = shared.live.load();
  report.connections_open = shared.open.load();
  if (options.progress) {
    char line[160];
    std::snprintf(line, sizeof line, "live games %d/%d (%d player connections) in %.1fs",
                  report.games_live, options.games, report.connections_open,
                  std::chrono::duration<double>(Clock::now() - ramp_start).count());
    options.progress(line);
  }

  if (options.before_go) options.before_go();
  const CpuMark cpu_start(options.server_pid);
  const auto commits_before = commit_counters(options.target);
  shared.go = true;
  lanes.on_each([](Lane& l) {
    for (auto& p : l.pairs) p->go();
  });
  auto& metrics = lanes.metrics();
  Phase phase;
  phase.seconds = options.seconds;
  phase.done = [&] {
    return stop_requested() ||
           (options.max_actions > 0 && collect(metrics).completed >= options.max_actions);
  };
  phase.line = [&](double t, const Metrics& total, const Metrics& interval, double dt) {
    return progress_line(t, shared.live.load(), total, interval, dt, rss()) + " | games done " +
           std::to_string(total.games_finished);
  };
  phase.progress = options.progress;
  const PhaseEnd end = run_phase(metrics, phase);
  report.seconds = end.seconds;
  report.ended_early = end.ended_early;
  cpu_start.report_to(report);
  shared.stopping = true;
  // Let acknowledgements already on the wire arrive, so the ack record is as complete as it can be.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  report.metrics = collect(metrics);
  report.server_rss_end_kib = rss();
  if (const auto after = commit_counters(options.target);
      after.first >= 0 && commits_before.first >= 0) {
    report.commit_batches = after.first - commits_before.first;
    report.commit_actions = after.second - commits_before.second;
  }
  lanes.on_each([](Lane& l) {
    for (auto& p : l.pairs) {
      p->stop();
      p->archive();
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  pool.stop();
  pool.join();
  if (options.record_acks) {
    for (auto& lane : lanes.all())
      for (auto& g : lane->finished) report.games.push_back(std::move(g));
  }
  return report;
}

}  // namespace renju::loadtest
