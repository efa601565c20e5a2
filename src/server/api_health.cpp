// /api/health: the node's figures kept in memory (never a store call, so it answers while the
// database is stuck), and with ?store=1 the same after one round trip to the store.
#include <boost/json.hpp>

#include "server/api.hpp"
#include "server/api_reply.hpp"
#include "server/evaluations.hpp"
#include "server/protocol.hpp"

namespace renju::server {

namespace json = boost::json;

HttpReply Api::health() const {
  return json_reply(200, health_figures());
}

void Api::probe_store(const boost::asio::any_io_executor& executor, ReplyHandler done) {
  store_.read(
      [](store::Store& s) {
        s.ping();
        return true;
      },
      executor,
      [this, done = std::move(done)](store::Outcome<bool> outcome) {
        auto figures = health_figures();
        figures["ok"] = outcome.ok();
        figures["store_reachable"] = outcome.ok();
        if (!outcome.ok()) figures["store_error"] = outcome.busy ? "busy" : outcome.error;
        done(json_reply(outcome.ok() ? 200 : 503, figures));
      });
}

json::object Api::health_figures() const {
  // Figures kept in memory, never a store call: health answers while the database is stuck.
  // How many appends each fsync carried (for `renju loadtest`), and what waits for the store.
  const auto stats = store_.stats();
  const auto& commits = stats.commits;
  const auto engine = rooms_.engine_stats();
  const auto graphs = evaluations_->stats();
  json::object health{
      {"ok", true},
      {"version", config_.version},
      {"commit", config_.commit},
      {"protocol", protocol::kProtocolLatest},
      {"games_loaded", rooms_.loaded()},
      {"games_moved", rooms_.moved()},
      {"spectators", rooms_.spectators()},
      {"engine",
       {{"threads", engine.threads},
        {"running", engine.running},
        {"waiting", engine.waiting_games},
        {"searches", engine.finished},
        {"busy", rooms_.engine_busy()}}},
      {"evaluations",
       {{"running", graphs.running},
        {"started", graphs.started},
        {"positions", graphs.positions},
        {"refused", graphs.refused}}},
      {"commits",
       {{"batches", commits.batches},
        {"actions", commits.appends},
        {"largest_batch", commits.largest_batch},
        {"pending", commits.pending}}},
      {"store",
       {{"reads_pending", stats.reads_pending}, {"writes_pending", stats.writes_pending}}}};
  if (config_.health_figures) {
    for (auto& [key, value] : config_.health_figures()) health[key] = std::move(value);
  }
  return health;
}

}  // namespace renju::server
