// The evaluation graph kept with the game, through the real server, engine pool and SQLite
// file: computed once in the background and then served to everyone (also after a restart),
// extended as a live game grows, bounded under a flood of requests, and refused for bad ids.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <chrono>
#include <memory>
#include <thread>

#include "engine_gate.hpp"
#include "server/evaluations.hpp"
#include "server_fixture.hpp"

namespace renju::server {
namespace {

namespace json = boost::json;
using namespace testing;

std::string stored_game(TestServer& server, const std::vector<std::string>& lines) {
  return testing::stored_game(server, "standard", lines);
}

json::object evaluations_health(TestServer& server) {
  return http_call(server.port(), "GET", "/api/health").json().at("evaluations").as_object();
}

HttpResult evaluation(TestServer& server, const std::string& id) {
  return http_call(server.port(), "GET", "/api/games/" + id + "/evaluation");
}

// Asks until the graph is whole (the route's own state; a bounded number of polls).
json::object finished(TestServer& server, const std::string& id) {
  for (int i = 0; i < 6000; ++i) {
    auto r = evaluation(server, id);
    if (r.status == 200) return r.json();
    EXPECT_EQ(r.status, 202) << r.body;
    if (r.status != 202) return {};
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ADD_FAILURE() << "the evaluation of " << id << " never finished";
  return {};
}

std::vector<std::int64_t> ints(const json::value& v) {
  std::vector<std::int64_t> out;
  for (const auto& x : v.as_array()) out.push_back(x.as_int64());
  return out;
}

// Black makes five on row 8 (h8 i8 j8 k8 l8) while White plays on the a file.
const std::vector<std::string> kFive = {"A place h8", "B place a1", "A place i8",
                                        "B place a3", "A place j8", "B place a5",
                                        "A place k8", "B place a7", "A place l8"};

TEST(EvaluationRoute, AFinishedGameIsComputedOnceAndKeptWithTheGame) {
  TempDir dir;
  const auto db = dir.path() / "renju.db";
  std::string id;
  std::vector<std::int64_t> values;
  {
    TestServer server({}, {}, db);
    id = stored_game(server, kFive);
    // A peek starts nothing: the page asks so when it opens the review.
    auto peek = http_call(server.port(), "GET", "/api/games/" + id + "/evaluation?peek=1");
    ASSERT_EQ(peek.status, 200) << peek.body;
    EXPECT_EQ(peek.json().at("state"), "none");
    EXPECT_EQ(peek.json().at("computed"), 0);
    EXPECT_EQ(evaluations_health(server).at("started"), 0);
    auto first = evaluation(server, id);
    ASSERT_EQ(first.status, 202) << first.body;  // the work starts in the background
    EXPECT_EQ(first.json().at("state"), "computing");
    EXPECT_EQ(first.json().at("total"), 10);  // the empty board and nine stones
    auto body = finished(server, id);
    ASSERT_FALSE(body.empty());
    EXPECT_EQ(body.at("state"), "done");
    EXPECT_EQ(body.at("computed"), 10);
    EXPECT_EQ(json::serialize(body.at("line")),
              R"(["h8","a1","i8","a3","j8","a5","k8","a7","l8"])");
    values = ints(body.at("values"));
    ASSERT_EQ(values.size(), 10u);
    EXPECT_EQ(values.back(), kEvaluationCap);  // Black's five
    EXPECT_GT(values[7], 0);                   // an open four for Black to move: a win
    // A second viewer gets the same graph, and nothing is computed again.
    auto again = evaluation(server, id);
    ASSERT_EQ(again.status, 200);
    EXPECT_EQ(ints(again.json().at("values")), values);
    const auto health = evaluations_health(server);
    EXPECT_EQ(health.at("started"), 1);
    EXPECT_EQ(health.at("positions"), 10);
    EXPECT_EQ(health.at("running"), 0);
  }
  // A restarted server serves it from the database without the engine.
  TestServer server({}, {}, db);
  auto stored = server.store().load_evaluation(id);
  ASSERT_TRUE(stored.has_value());
  EXPECT_EQ(stored->line, "h8,a1,i8,a3,j8,a5,k8,a7,l8");
  auto r = evaluation(server, id);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(ints(r.json().at("values")), values);
  EXPECT_EQ(evaluations_health(server).at("positions"), 0);
}

TEST(EvaluationRoute, ALiveGamesGraphExtendsAsMovesCome) {
  TestServer server;
  const std::vector<std::string> opening(kFive.begin(), kFive.begin() + 3);
  const auto id = stored_game(server, opening);
  auto before = ints(finished(server, id).at("values"));
  ASSERT_EQ(before.size(), 4u);
  EXPECT_EQ(server.store().append_action(id, 4, kFive[3]), store::AppendResult::kOk);
  EXPECT_EQ(server.store().append_action(id, 5, "A pass"), store::AppendResult::kOk);
  auto grown = evaluation(server, id);
  ASSERT_EQ(grown.status, 202) << grown.body;
  EXPECT_EQ(grown.json().at("computed"), 4);  // the prefix is kept
  auto body = finished(server, id);
  EXPECT_EQ(json::serialize(body.at("line")), R"(["h8","a1","i8","a3","pass"])");
  auto after = ints(body.at("values"));
  ASSERT_EQ(after.size(), 6u);
  EXPECT_EQ(std::vector<std::int64_t>(after.begin(), after.begin() + 4), before);
  EXPECT_EQ(evaluations_health(server).at("positions"), 6);  // 4, then only the 2 new ones
}

TEST(EvaluationRoute, BadAndUnknownIdsAreRefused) {
  TestServer server;
  auto unknown = evaluation(server, "abcdefghijkl");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(unknown.json().at("error").at("code"), "unknown_game");
  EXPECT_EQ(evaluation(server, "no%20such").status, 404);
  const auto id = stored_game(server, {"A place h8"});
  EXPECT_EQ(http_call(server.port(), "POST", "/api/games/" + id + "/evaluation").status, 405);
  EXPECT_EQ(evaluations_health(server).at("started"), 0);
}

TEST(EvaluationRoute, AFloodOfRequestsStartsBoundedWork) {
  auto gate = std::make_shared<Gate>();
  ServerConfig config;
  config.rooms.engine_threads = 1;
  config.rooms.engine_hook = [gate](const std::string& game) {
    if (game.starts_with("evaluation")) gate->hold();
  };
  TestServer server(config);
  OpenOnExit open_on_exit{gate};
  std::vector<std::string> ids;
  for (int i = 0; i < 3; ++i) ids.push_back(stored_game(server, {"A place h8"}));
  EXPECT_EQ(evaluation(server, ids[0]).status, 202);
  ASSERT_TRUE(gate->wait_held(1));
  EXPECT_EQ(evaluation(server, ids[1]).status, 202);
  // Asking again for a game being computed starts nothing new.
  for (int i = 0; i < 20; ++i) EXPECT_EQ(evaluation(server, ids[0]).status, 202);
  auto refused = evaluation(server, ids[2]);
  EXPECT_EQ(refused.status, 503);
  EXPECT_EQ(refused.json().at("error").at("code"), "evaluation_busy");
  EXPECT_EQ(refused.header("retry-after"), "2");
  auto health = evaluations_health(server);
  EXPECT_EQ(health.at("started"), 2);
  EXPECT_EQ(health.at("running"), 2);
  EXPECT_EQ(health.at("refused"), 1);
  gate->open();
  EXPECT_EQ(finished(server, ids[0]).at("computed"), 2);
  EXPECT_EQ(finished(server, ids[1]).at("computed"), 2);
  EXPECT_EQ(finished(server, ids[2]).at("computed"), 2);  // once the others are done
  EXPECT_EQ(evaluations_health(server).at("positions"), 6);
}

}  // namespace
}  // namespace renju::server
