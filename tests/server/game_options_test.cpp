// The per-game "takebacks off" option over HTTP and real WebSockets: chosen at creation (JSON or
// the home form's checkbox), answered and shown in the state, a request in such a game refused
// with `takebacks_off` and nothing changed, kept across a restart, and a bad value refused with
// `bad_takebacks` before anything is created.
#include <gtest/gtest.h>

#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

SeatTicket create_strict(unsigned short port) {
  auto r = http_call(
      port, "POST", "/api/games",
      json::serialize(json::object{{"rule", "standard"}, {"side", "black"}, {"takebacks", false}}),
      "application/json");
  EXPECT_EQ(r.status, 201) << r.body;
  auto o = r.json();
  EXPECT_EQ(o.at("takebacks"), false);
  return {std::string(o.at("id").as_string()), std::string(o.at("seat").as_string()),
          std::string(o.at("secret").as_string())};
}

TEST(GameOptionsWs, ATakebackInAGameWithoutThemIsRefusedEvenAfterARestart) {
  TempDir dir;
  const auto db = dir.path() / "renju.db";
  SeatTicket a_ticket, b_ticket;
  {
    TestServer server({}, {}, db);
    a_ticket = create_strict(server.port());
    b_ticket = join_game(server.port(), a_ticket.id);
    json::object state;
    auto a = connect_game(server.port(), a_ticket.id, a_ticket.secret, std::nullopt, &state);
    EXPECT_EQ(state.at("takebacks"), false);
    ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
    const auto refused = act(*a, action_message("A takeback", 2));
    EXPECT_EQ(refused.at("code"), "takebacks_off");
    EXPECT_EQ(server.store().load_game(a_ticket.id)->actions,
              std::vector<std::string>{"A place h8"});
  }
  TestServer server({}, {}, db);
  json::object state;
  auto a = connect_game(server.port(), a_ticket.id, a_ticket.secret, std::nullopt, &state);
  EXPECT_EQ(state.at("takebacks"), false);
  EXPECT_EQ(act(*a, action_message("A takeback", 3)).at("code"), "takebacks_off");
  EXPECT_EQ(server.store().load_game(a_ticket.id)->actions, std::vector<std::string>{"A place h8"});
  // The spectators' HTTP view, replayed from the store, says so too.
  EXPECT_EQ(http_call(server.port(), "GET", "/api/games/" + a_ticket.id).json().at("takebacks"),
            false);
}

TEST(GameOptionsWs, TheHomeFormsCheckboxTurnsTakebacksOffAndBadValuesCreateNothing) {
  TestServer server;
  auto form = http_call(server.port(), "POST", "/api/games", "rule=standard&takebacks=off",
                        "application/x-www-form-urlencoded");
  EXPECT_EQ(form.status, 303) << form.body;
  auto open = http_call(server.port(), "POST", "/api/games", "rule=standard",
                        "application/x-www-form-urlencoded");
  EXPECT_EQ(open.status, 303) << open.body;
  EXPECT_EQ(server.store().game_count(), 2);
  // The seat link the form is sent to names the game: "/game/<id>#s=<secret>".
  const auto id_of = [](const HttpResult& r) {
    const auto location = r.header("location");
    return location.substr(6, location.find('#') - 6);
  };
  EXPECT_FALSE(server.store().load_game(id_of(form))->takebacks);
  EXPECT_TRUE(server.store().load_game(id_of(open))->takebacks);
  for (const auto& [body, type] : std::vector<std::pair<std::string, std::string>>{
           {R"({"takebacks": "no"})", "application/json"},
           {R"({"takebacks": 0})", "application/json"},
           {"takebacks=maybe", "application/x-www-form-urlencoded"}}) {
    auto r = http_call(server.port(), "POST", "/api/games", body, type);
    EXPECT_EQ(r.status, 400) << body;
    EXPECT_EQ(r.json().at("error").at("code"), "bad_takebacks") << body;
  }
  EXPECT_EQ(server.store().game_count(), 2);
  // A game created without the field allows takebacks.
  EXPECT_TRUE(server.store().load_game(create_game(server.port(), "standard").id)->takebacks);
}

}  // namespace
}  // namespace renju::server::testing
