// The /metrics page: the process-wide counters (server/metrics.hpp) and the node's own gauges
// (rooms, sockets, store queues, the engine pool) in Prometheus's text format. Read from memory
// only, never a store call, so it answers while the database is stuck.
#include <algorithm>

#include "server/metrics.hpp"
#include "server/prometheus_text.hpp"
#include "server/server_impl.hpp"

namespace renju::server {

std::string Server::Impl::metrics_text() {
  const auto totals = metric_totals();
  const auto store_stats = async_store.stats();
  const auto& commits = store_stats.commits;
  const auto engine = rooms.engine_stats();
  std::size_t sockets = 0;
  {
    std::lock_guard lock(sessions_mutex);
    sockets = sessions.size();
  }
  const std::size_t spectators = rooms.spectators();
  PrometheusText out;
  auto n = [](auto v) { return static_cast<double>(v); };

  out.single("renju_games_loaded", "gauge", "Games held in memory on this node.",
             n(rooms.loaded()));
  out.single("renju_game_loads_total", "counter",
             "Games loaded from the store into memory (first attach, or after a takeover).",
             n(totals.game_loads));
  out.single("renju_games_moved_total", "counter",
             "Games this node found another node had taken over (its sockets were closed).",
             n(rooms.moved()));
  out.single("renju_takeover_notices_total", "counter",
             "Takeover notices heard from other nodes (PostgreSQL LISTEN/NOTIFY).",
             n(totals.takeover_notices));

  out.family("renju_sockets_open", "gauge",
             "WebSockets open, by kind: spectators, and players (every other game socket, "
             "including one that has not said hello yet).");
  out.sample("renju_sockets_open", n(sockets - std::min(sockets, spectators)),
             {{"kind", "player"}});
  out.sample("renju_sockets_open", n(std::min(sockets, spectators)), {{"kind", "spectator"}});

  out.single("renju_actions_accepted_total", "counter",
             "Actions stored and acknowledged (moves, passes, resignations, time-outs…).",
             n(totals.actions_accepted));
  out.histogram("renju_action_seconds",
                "From an action's arrival at its game's room to its ack: the wait behind the "
                "game's previous action, the checks, the commit, the publication.",
                kActionSecondsBounds, totals.action_buckets, totals.action_seconds_sum);
  out.family("renju_refusals_total", "counter",
             "Error messages sent on WebSockets, by code (docs/protocol.md lists the codes).");
  for (const auto& [code, count] : totals.refusals) {
    out.sample("renju_refusals_total", n(count), {{"code", code}});
  }
  out.family("renju_rate_limited_total", "counter",
             "Requests refused by a limit: WebSocket messages, game creations, joins, and "
             "connections over the per-address limit.");
  for (const auto& [what, count] : totals.rate_limits) {
    out.sample("renju_rate_limited_total", n(count), {{"what", what}});
  }

  out.histogram("renju_store_commit_seconds",
                "Time one group commit (one transaction, a batch of actions) took.",
                store::GroupCommitter::kLatencyBounds, commits.latency_buckets,
                commits.latency_sum);
  out.single("renju_store_committed_actions_total", "counter",
             "Actions the group committer has written.", n(commits.appends));
  out.family("renju_store_queue_depth", "gauge",
             "Store work waiting or running: appends (the group committer), reads, other writes.");
  out.sample("renju_store_queue_depth", n(commits.pending), {{"queue", "appends"}});
  out.sample("renju_store_queue_depth", n(store_stats.reads_pending), {{"queue", "reads"}});
  out.sample("renju_store_queue_depth", n(store_stats.writes_pending), {{"queue", "writes"}});

  out.single("renju_engine_threads", "gauge", "Threads of the computer opponent's pool.",
             n(engine.threads));
  out.single("renju_engine_busy_threads", "gauge", "Engine threads searching now.",
             n(engine.running));
  out.single("renju_engine_queue", "gauge", "Computer games waiting for an engine thread.",
             n(engine.waiting_games));
  out.single("renju_engine_searches_total", "counter", "Engine searches finished.",
             n(engine.finished));

  const auto& accept = accept_guard->counters;
  out.single("renju_accept_failures_total", "counter",
             "Accepts that failed (out of descriptors, …).", n(accept.failures.load()));
  out.single("renju_ws_write_timeouts_total", "counter", "WebSockets cut because a write stalled.",
             n(counters.ws_write_timeouts.load()));
  out.single("process_start_time_seconds", "gauge",
             "Start time of the process since the Unix epoch in seconds.", totals.start_time);
  return out.text();
}

}  // namespace renju::server
