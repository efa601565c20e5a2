// /metrics over real HTTP on its own port: the page is Prometheus's text format (read by the
// checking parser of exposition.hpp), only GET /metrics is served there, and the counters move
// with real games: actions stored, refusals by code, sockets by kind, rate-limit refusals.
#include <gtest/gtest.h>

#include <chrono>

#include "exposition.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

ServerConfig with_metrics() {
  ServerConfig c;
  c.metrics_port = 0;
  return c;
}

Exposition scrape(const TestServer& server) {
  auto r = http_call(server.server().metrics_port(), "GET", "/metrics");
  EXPECT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.header("content-type"), "text/plain; version=0.0.4; charset=utf-8");
  return parse_exposition(r.body);
}

TEST(Metrics, NoPortUnlessConfigured) {
  TestServer server;
  EXPECT_EQ(server.server().metrics_port(), 0);
  // The site's port does not serve them either.
  EXPECT_EQ(http_call(server.port(), "GET", "/metrics").status, 404);
}

TEST(Metrics, OnlyGetMetricsOnItsPort) {
  TestServer server(with_metrics());
  const auto port = server.server().metrics_port();
  ASSERT_NE(port, 0);
  ASSERT_NE(port, server.port());
  EXPECT_EQ(http_call(port, "GET", "/api/health").status, 404);
  EXPECT_EQ(http_call(port, "POST", "/metrics").status, 405);
}

TEST(Metrics, PageParsesAndDeclaresEveryFamily) {
  TestServer server(with_metrics());
  const auto e = scrape(server);
  for (const auto* family :
       {"renju_games_loaded", "renju_game_loads_total", "renju_games_moved_total",
        "renju_takeover_notices_total", "renju_sockets_open", "renju_actions_accepted_total",
        "renju_refusals_total", "renju_rate_limited_total", "renju_store_commit_seconds",
        "renju_action_seconds", "renju_store_queue_depth", "renju_engine_queue",
        "renju_engine_busy_threads", "process_start_time_seconds"}) {
    EXPECT_TRUE(e.types.contains(family)) << family;
  }
  EXPECT_EQ(e.types.at("renju_store_commit_seconds"), "histogram");
  EXPECT_EQ(e.types.at("renju_action_seconds"), "histogram");
  EXPECT_EQ(e.types.at("renju_actions_accepted_total"), "counter");
  const double now =
      std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
  const double start = e.value("process_start_time_seconds").value_or(0);
  EXPECT_GT(start, 1.7e9);
  EXPECT_LE(start, now);
}

TEST(Metrics, CountersMoveWithRealGames) {
  TestServer server(with_metrics());
  const auto before = scrape(server);
  auto g = seat_two(server.port(), "standard");
  auto watcher = connect_game(server.port(), g.a_ticket.id, std::nullopt);
  EXPECT_EQ(act(*g.a, action_message("A place h8", 1)).at("t"), "ack");
  // Not A's turn any more: refused, and counted under the code the client was sent.
  const auto refusal = act(*g.a, action_message("A place h9", 2));
  ASSERT_EQ(refusal.at("t"), "error");
  const std::string code(refusal.at("code").as_string());
  const auto after = scrape(server);

  EXPECT_EQ(after.value("renju_actions_accepted_total").value() -
                before.value("renju_actions_accepted_total").value(),
            1);
  EXPECT_EQ(after.count("renju_refusals_total", {{"code", code}}) -
                before.count("renju_refusals_total", {{"code", code}}),
            1);
  EXPECT_EQ(after.value("renju_games_loaded"), 1);
  EXPECT_EQ(after.value("renju_game_loads_total").value() -
                before.value("renju_game_loads_total").value(),
            1);
  EXPECT_EQ(after.value("renju_sockets_open", {{"kind", "player"}}), 2);
  EXPECT_EQ(after.value("renju_sockets_open", {{"kind", "spectator"}}), 1);
  // Creation, the join's claim and the move each went through the store; the move through
  // the group committer, whose histogram counts its transactions.
  EXPECT_GE(after.value("renju_store_commit_seconds_count").value() -
                before.value("renju_store_commit_seconds_count").value(),
            1);
  EXPECT_EQ(after.value("renju_store_committed_actions_total").value() -
                before.value("renju_store_committed_actions_total").value(),
            1);
  // The accepted move's round trip, in the histogram: one more observation, in +Inf and in
  // the count, with a positive time; the refused one is not an action round trip.
  EXPECT_EQ(after.value("renju_action_seconds_count").value() -
                before.value("renju_action_seconds_count").value(),
            1);
  EXPECT_EQ(after.value("renju_action_seconds_bucket", {{"le", "+Inf"}}).value() -
                before.value("renju_action_seconds_bucket", {{"le", "+Inf"}}).value(),
            1);
  EXPECT_GT(after.value("renju_action_seconds_sum").value(),
            before.value("renju_action_seconds_sum").value());
}

TEST(Metrics, RateLimitRefusalsAreCounted) {
  ServerConfig config = with_metrics();
  config.create_rate = RateLimit{1, std::chrono::seconds(3600)};
  TestServer server(std::move(config));
  const auto before = scrape(server);
  create_game(server.port());
  const auto body = json::serialize(json::object{{"rule", "standard"}, {"side", "black"}});
  EXPECT_EQ(http_call(server.port(), "POST", "/api/games", body, "application/json").status, 429);
  const auto after = scrape(server);
  EXPECT_EQ(after.count("renju_rate_limited_total", {{"what", "create"}}) -
                before.count("renju_rate_limited_total", {{"what", "create"}}),
            1);
}

TEST(Metrics, ParserRejectsWhatScrapersWould) {
  // The checking parser must itself fail on broken pages, or the tests above prove nothing.
  EXPECT_THROW(parse_exposition("a 1\n"), std::runtime_error);  // no TYPE
  EXPECT_THROW(parse_exposition("# TYPE a counter\na{x=1} 1\n"), std::runtime_error);
  EXPECT_THROW(parse_exposition("# TYPE a counter\na one\n"), std::runtime_error);
  EXPECT_THROW(parse_exposition("# TYPE a counter\na 1"), std::runtime_error);
  EXPECT_THROW(parse_exposition("# TYPE h histogram\nh_bucket{le=\"1\"} 2\nh_bucket{le=\"+Inf\"} "
                                "1\nh_count 1\n"),
               std::runtime_error);
  const auto ok =
      parse_exposition("# HELP a says \\\\ and \\n\n# TYPE a counter\na{k=\"q\\\"\",j=\"2\"} 3\n");
  EXPECT_EQ(ok.value("a", {{"k", "q\\\""}, {"j", "2"}}), 3);
}

}  // namespace
}  // namespace renju::server::testing
