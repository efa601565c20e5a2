// The computer as a seat through the live protocol: every level accepted and named, and a game
// it plays through the room against a real server.
#include <gtest/gtest.h>

#include "rules/notation.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

// The first thing `legal` allows, as a message: a stone, else keep, a choice, an offer, a pick.
json::object first_legal(const json::object& legal, int id) {
  for (const char* kind : {"place", "offer", "pick"}) {
    if (const auto* points = legal.if_contains(kind)) {
      return {{"t", kind}, {"at", points->as_array().at(0)}, {"id", id}};
    }
  }
  if (legal.contains("keep")) return {{"t", "keep"}, {"id", id}};
  if (const auto* n = legal.if_contains("choose")) {
    return {{"t", "choose"}, {"n", n->as_array().at(0)}, {"id", id}};
  }
  return {{"t", "resign"}, {"id", id}};
}

// Every level of the computer can be chosen (the human moves first, so no search runs) and is
// named in the game's state; an unknown level is refused with the list of levels.
TEST(Ws, EveryComputerLevelIsAcceptedAndNamed) {
  TestServer server;
  const auto port = server.port();
  for (const std::string level : {"beginner", "club", "strong", "maximum"}) {
    auto r = http_call(
        port, "POST", "/api/games",
        R"({"rule":"standard","side":"black","opponent":"computer","level":")" + level + R"("})",
        "application/json");
    ASSERT_EQ(r.status, 201) << level << ": " << r.body;
    auto o = r.json();
    json::object state;
    auto a = connect_game(port, std::string(o.at("id").as_string()),
                          std::string(o.at("secret").as_string()), std::nullopt, &state);
    EXPECT_EQ(state.at("seats").at("B").at("level").as_string(), level);
  }
  auto bad = http_call(port, "POST", "/api/games",
                       R"({"rule":"standard","side":"black","opponent":"computer",)"
                       R"("level":"grandmaster"})",
                       "application/json");
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json().at("error").at("code"), "bad_level");
  EXPECT_NE(bad.body.find("beginner, club, strong or maximum"), std::string::npos) << bad.body;
}

TEST(Ws, ComputerOpponentPlaysThroughTheRoom) {
  TestServer server;
  const auto port = server.port();
  auto r = http_call(port, "POST", "/api/games",
                     R"({"rule":"taraguchi-10","side":"black","opponent":"computer",)"
                     R"("level":"beginner"})",
                     "application/json");
  ASSERT_EQ(r.status, 201) << r.body;
  auto o = r.json();
  EXPECT_EQ(o.at("opponent"), "computer");
  EXPECT_FALSE(o.contains("invite_url"));
  const std::string id(o.at("id").as_string());
  EXPECT_EQ(http_call(port, "POST", "/api/games/" + id + "/join").status, 409);

  json::object state;
  auto a = connect_game(port, id, std::string(o.at("secret").as_string()), std::nullopt, &state);
  EXPECT_EQ(state.at("seats").at("B").at("computer"), true);
  EXPECT_EQ(state.at("seats").at("B").at("level"), "beginner");
  EXPECT_FALSE(state.at("seats").at("A").as_object().contains("level"));
  EXPECT_EQ(state.at("seats").at("B").at("online"), true);
  EXPECT_EQ(state.at("seats").at("A").at("computer"), false);

  // Play the first legal action whenever it is A's turn; the engine answers as seat B through
  // the same path as a socket (stored, versioned, broadcast).
  std::int64_t v = 0;
  int engine_actions = 0, next_id = 0;
  while (v < 12 && state.at("result").is_null()) {
    if (state.at("to_move") == "A") {
      auto reply = act(*a, first_legal(state.at("legal").as_object(), ++next_id));
      ASSERT_EQ(reply.at("t"), "ack") << json::serialize(reply);
    }
    auto event = wait_version(*a, ++v, 60s);
    if (event.at("seat") == "B") ++engine_actions;
    state = event.at("state").as_object();
  }
  EXPECT_GE(engine_actions, 3);
  EXPECT_EQ(server.store().load_game(id)->actions.size(), static_cast<std::size_t>(v));
}

}  // namespace
}  // namespace renju::server::testing
