// Structured logs: the JSON line's shape (log_line, exact), and the real binary run with
// `--log-format json --metrics-address 0`: every line it writes is one JSON object, its events
// name their game, and the metrics port it announces answers a scrape.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <sstream>

#include "child_server.hpp"
#include "exposition.hpp"
#include "server/log.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

// 2026-12-01T17:18:40.123Z as milliseconds since the epoch.
constexpr long long kMs = 1796145520123;

TEST(Log, JsonLineHasEveryField) {
  const auto line = log_line(LogFormat::kJson, LogLevel::kWarn, kMs, "game_created", "abc12",
                             {{"rule", "standard"}}, "game abc12: \"created\"\n");
  const auto o = json::parse(line).as_object();
  EXPECT_EQ(o.at("time"), "2026-12-01T17:18:40.123Z");
  EXPECT_EQ(o.at("level"), "warn");
  EXPECT_EQ(o.at("event"), "game_created");
  EXPECT_EQ(o.at("game"), "abc12");
  EXPECT_EQ(o.at("fields").at("rule"), "standard");
  EXPECT_EQ(o.at("message"), "game abc12: \"created\"\n");  // escaped, so still one line
  EXPECT_EQ(line.find('\n'), std::string::npos);
}

TEST(Log, JsonLineLeavesOutWhatItLacks) {
  const auto o = json::parse(log_line(LogFormat::kJson, LogLevel::kInfo, kMs, "log", "", {}, "hi"))
                     .as_object();
  EXPECT_FALSE(o.contains("game"));
  EXPECT_FALSE(o.contains("fields"));
  EXPECT_EQ(o.at("level"), "info");
}

TEST(Log, TextStaysTheDefaultShape) {
  EXPECT_EQ(log_line(LogFormat::kText, LogLevel::kError, kMs, "x", "g", {{"a", 1}}, "words"),
            "2026-12-01T17:18:40.123Z ERROR words");
  EXPECT_EQ(parse_log_format("json"), LogFormat::kJson);
  EXPECT_EQ(parse_log_format("text"), LogFormat::kText);
  EXPECT_EQ(parse_log_format("JSON"), std::nullopt);
}

// Waits (bounded) until the child has written a JSON line with this event and game.
std::optional<json::object> wait_for_event(ChildServer& child, const std::string& event,
                                           const std::string& game = "") {
  const auto deadline = std::chrono::steady_clock::now() + 20s;
  while (std::chrono::steady_clock::now() < deadline) {
    // Whole lines only: the last may still be on its way.
    const auto log = child.log();
    std::istringstream lines(log.substr(0, log.rfind('\n') + 1));
    for (std::string line; std::getline(lines, line);) {
      auto v = json::parse(line).as_object();
      const auto* g = v.if_contains("game");
      if (v.at("event").as_string() == event &&
          (game.empty() || (g && g->is_string() && g->get_string() == game))) {
        return v;
      }
    }
    std::this_thread::sleep_for(20ms);
  }
  return std::nullopt;
}

TEST(Log, ServeWritesOnlyJsonLinesAndServesMetrics) {
  TempDir dir;
  ChildServer child(dir.path() / "renju.db",
                    {{"--log-format", "json", "--metrics-address", "0"}, std::nullopt});
  const auto ticket = create_game(child.port(), "standard");
  const auto created = wait_for_event(child, "game_created", ticket.id);
  ASSERT_TRUE(created) << child.log();
  EXPECT_EQ(created->at("fields").at("rule"), "standard");
  EXPECT_EQ(created->at("level"), "info");

  const auto listening = wait_for_event(child, "listening");
  ASSERT_TRUE(listening);
  EXPECT_EQ(listening->at("fields").at("port").as_int64(), child.port());
  const auto metrics = wait_for_event(child, "metrics_listening");
  ASSERT_TRUE(metrics) << child.log();
  EXPECT_EQ(metrics->at("fields").at("bind"), "127.0.0.1");
  const auto port = static_cast<unsigned short>(metrics->at("fields").at("port").as_int64());
  auto scrape = http_call(port, "GET", "/metrics");
  ASSERT_EQ(scrape.status, 200);
  EXPECT_EQ(parse_exposition(scrape.body).value("renju_games_loaded"), 0);

  child.signal_and_wait(SIGTERM);
  std::istringstream lines(child.log());
  int count = 0;
  for (std::string line; std::getline(lines, line); ++count) {
    const auto v = json::parse(line);  // throws on a line that is not JSON
    ASSERT_TRUE(v.is_object()) << line;
    for (const auto* key : {"time", "level", "event", "message"}) {
      EXPECT_TRUE(v.as_object().contains(key)) << key << " in " << line;
    }
  }
  EXPECT_GE(count, 4);  // starting, database, listening, metrics, created, stopped…
}

TEST(Log, ServeRefusesAnUnknownFormatAndABadMetricsAddress) {
  TempDir dir;
  for (const auto& args : std::vector<std::vector<std::string>>{{"--log-format", "xml"},
                                                                {"--metrics-address", "nowhere:99"},
                                                                {"--metrics-address", "70000"}}) {
    EXPECT_THROW(ChildServer(dir.path() / "renju.db", {args, std::nullopt}), std::runtime_error)
        << args[1];
  }
}

}  // namespace
}  // namespace renju::server::testing
