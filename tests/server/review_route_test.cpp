// The review route through the real server and SQLite file: every step of the log with the
// action, the stones it leaves, the offers on the table and Black's forbidden points; errors.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "server_fixture.hpp"

namespace renju::server {
namespace {

namespace json = boost::json;
using namespace testing;

json::array review_steps(TestServer& server, const std::string& id) {
  auto r = http_call(server.port(), "GET", "/api/games/" + id + "/review");
  EXPECT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.header("content-type"), "application/json; charset=utf-8");
  return json::parse(r.body).as_object().at("steps").as_array();
}

std::vector<std::string> strings(const json::value& v) {
  std::vector<std::string> out;
  for (const auto& x : v.as_array()) out.emplace_back(x.as_string());
  return out;
}

TEST(ReviewRoute, EveryDecisionIsAStep) {
  TestServer server;
  const auto id = stored_game(
      server, "taraguchi-2",
      {"A place h8", "B swap", "A place h9", "B keep", "B place i9", "A keep", "A place j10",
       "B choose 2", "B offer i10", "B offer g7", "A pick i10", "A place k11"});
  auto steps = review_steps(server, id);
  ASSERT_EQ(steps.size(), 13u);  // the start and each of the twelve actions
  const auto& start = steps[0].as_object();
  EXPECT_TRUE(start.at("action").is_null());
  EXPECT_EQ(start.at("stones"), 0);
  EXPECT_EQ(start.at("to_move"), "A");
  const auto& swap = steps[2].as_object();
  EXPECT_EQ(swap.at("seat"), "B");
  EXPECT_EQ(swap.at("action").as_object().at("t"), "swap");
  EXPECT_EQ(swap.at("color"), "white");      // B held White when it swapped
  EXPECT_EQ(steps[3].at("color"), "white");  // then A did, and placed the second stone
  EXPECT_EQ(swap.at("stones"), 1);           // a decision places no stone
  EXPECT_EQ(strings(steps[10].at("offers")), (std::vector<std::string>{"i10", "g7"}));
  const auto& pick = steps[11].as_object();
  EXPECT_EQ(pick.at("action").as_object().at("t"), "pick");
  EXPECT_EQ(pick.at("action").as_object().at("at"), "i10");
  EXPECT_EQ(pick.at("stones"), 5);
  EXPECT_EQ(json::serialize(pick.at("placed")), R"({"at":"i10","color":"black"})");  // White picks
  EXPECT_TRUE(swap.at("placed").is_null());
  EXPECT_TRUE(pick.at("offers").as_array().empty());  // the offers are over once one is picked
  EXPECT_EQ(steps[12].at("stones"), 6);
}

// Black h8 i8 and j9 j10, White far away: j8 makes two threes, h8-i8-j8 and j8-j9-j10.
//   10 . . . . x .        (x black, j = the column of j9 and j10)
//    9 . . . . x .
//    8 . . x x ? .
//      f g h i j k
TEST(ReviewRoute, EachBoardCarriesBlacksForbiddenPoints) {
  TestServer server;
  const auto id = stored_game(server, "standard",
                              {"A place h8", "B place a1", "A place i8", "B place a3", "A place j9",
                               "B place a5", "A place j10", "B place a7"});
  auto steps = review_steps(server, id);
  ASSERT_EQ(steps.size(), 9u);
  auto has_j8 = [](const json::value& step) {
    for (const auto& f : step.at("forbidden").as_array()) {
      if (f.at("at") == "j8") return f.at("reason") == "double-three";
    }
    return false;
  };
  EXPECT_FALSE(has_j8(steps[6]));  // before j10 there is only one three through j8
  EXPECT_TRUE(has_j8(steps[7]));
  EXPECT_TRUE(has_j8(steps[8]));
  EXPECT_EQ(steps[8].at("to_move"), "A");
}

TEST(ReviewRoute, BadRequestsAreRefusedClearly) {
  TestServer server;
  auto missing = http_call(server.port(), "GET", "/api/games/Nope12345a/review");
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(json::parse(missing.body).at("error").at("code"), "unknown_game");
  EXPECT_EQ(http_call(server.port(), "GET", "/api/games/%ff%00/review").status, 404);
  const auto id = stored_game(server, "standard", {"A place h8"});
  auto post = http_call(server.port(), "POST", "/api/games/" + id + "/review");
  EXPECT_EQ(post.status, 405);
  EXPECT_EQ(post.header("allow"), "GET, HEAD");
}

}  // namespace
}  // namespace renju::server
