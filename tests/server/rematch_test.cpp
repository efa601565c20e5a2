// The rematch over real WebSockets and HTTP: offered after the end and accepted, everyone told
// the new game, which has the same rule and time control with the roles exchanged and each
// player's secret (and device) holding the new seat; every refusal changes nothing; the
// computer accepts at once; and the state lives in the store, so another node (PostgreSQL)
// or a restarted one (SQLite) knows the rematch.
#include <gtest/gtest.h>

#include "child_server.hpp"
#include "server/rematch.hpp"
#include "server/room.hpp"
#include "server/secret.hpp"
#include "server_fixture.hpp"
#include "store/pg_server.hpp"

namespace renju::server::testing {
namespace {

using Headers = std::vector<std::pair<std::string, std::string>>;

Headers device(const std::string& key) {
  return {{"Cookie", "rd=" + key}};
}

// A fresh spectator's view of a game: `welcome`'s seat and the state message (protocol 1 or 2).
json::object state_message(unsigned short port, const std::string& id, int protocol,
                           std::optional<std::string> secret = std::nullopt,
                           std::string* seat = nullptr) {
  auto c = WsClient::connect(port, "/ws/games/" + id);
  json::object hello{{"t", "hello"}, {"protocol", protocol}};
  if (secret) hello["secret"] = *secret;
  c->send(hello);
  const auto w = c->expect("welcome");
  if (seat) *seat = w.at("seat").is_string() ? str(w.at("seat")) : "";
  return c->expect("state");
}

TEST(RematchWs, AgreedMovesEveryoneToANewGameWithTheRolesExchanged) {
  TestServer server;
  const auto port = server.port();
  const std::string key_a = new_secret(), key_b = new_secret();
  // A creates (seat A, the tentative Black) a timed game on one browser, B joins on another.
  auto created = http_call(port, "POST", "/api/games",
                           R"({"rule":"rif","side":"black","time":"fischer 300+3"})",
                           "application/json", device(key_a));
  ASSERT_EQ(created.status, 201) << created.body;
  const std::string id = str(created.json().at("id"));
  const std::string secret_a = str(created.json().at("secret"));
  auto joined = http_call(port, "POST", "/api/games/" + id + "/join", "", "", device(key_b));
  ASSERT_EQ(joined.status, 200) << joined.body;
  const std::string secret_b = str(joined.json().at("secret"));
  auto a = connect_game(port, id, secret_a);
  auto b = connect_game(port, id, secret_b);
  auto watcher = WsClient::connect(port, "/ws/games/" + id);
  watcher->send(json::object{{"t", "hello"}, {"protocol", 2}});
  watcher->expect("state");

  // Before the end: refused, nothing changed.
  ASSERT_EQ(str(act(*a, action_message("A place h8", 1)).at("t")), "ack");
  EXPECT_EQ(error_code(act(*b, action_message("B rematch", 2))), "rematch_too_early");
  ASSERT_EQ(str(act(*b, action_message("B resign", 3)).at("t")), "ack");  // v2
  const auto over = wait_version(*watcher, 2);
  EXPECT_TRUE(over.at("rematch").at("offer").is_null());
  EXPECT_TRUE(over.at("rematch").at("game").is_null());

  // A spectator may not offer; nobody may decline an offer nobody made.
  watcher->send(json::object{{"t", "rematch"}, {"id", 4}});
  EXPECT_EQ(error_code(answer_to(*watcher, 4)), "spectator");
  EXPECT_EQ(error_code(act(*a, action_message("A decline-rematch", 5))), "no_rematch_offer");

  ASSERT_EQ(str(act(*b, action_message("B rematch", 6)).at("t")), "ack");  // v3
  const auto offered = wait_version(*a, 3);
  EXPECT_EQ(str(offered.at("events").at(0).at("type")), "rematch-offered");
  EXPECT_EQ(str(offered.at("rematch").at("offer")), "B");
  EXPECT_EQ(str(offered.at("state").at("log").as_array().back()), "B rematch");
  // Offering twice is not accepting one's own offer.
  EXPECT_EQ(error_code(act(*b, action_message("B rematch", 7))), "rematch_pending");
  EXPECT_EQ(error_code(act(*b, action_message("B decline-rematch", 8))), "no_rematch_offer");

  ASSERT_EQ(str(act(*a, action_message("A rematch", 9)).at("t")), "ack");  // v4
  const std::string next = rematch_game_id(id);
  for (WsClient* c : {a.get(), b.get(), watcher.get()}) {
    const auto agreed = wait_version(*c, 4);
    EXPECT_EQ(str(agreed.at("events").at(0).at("type")), "rematch-agreed");
    EXPECT_EQ(str(agreed.at("events").at(0).at("by")), "A");
    EXPECT_EQ(str(agreed.at("rematch").at("game")), next);
  }
  // A second acceptance, or a refusal, after the rematch was made.
  EXPECT_EQ(error_code(act(*b, action_message("B rematch", 10))), "rematch_made");
  EXPECT_EQ(error_code(act(*a, action_message("A decline-rematch", 11))), "rematch_made");
  EXPECT_EQ(str(state_message(port, id, 2).at("state").at("log").as_array().back()), "A rematch");

  // The new game: same rule and time control, both seats held, the roles exchanged.
  const auto old_record = server.store().load_game(id);
  const auto record = server.store().load_game(next);
  ASSERT_TRUE(record && old_record);
  EXPECT_EQ(record->rule, "rif");
  EXPECT_EQ(record->time_control, old_record->time_control);
  EXPECT_EQ(record->time_control, "fischer 300+3");
  EXPECT_EQ(record->seat_hash[0], old_record->seat_hash[1]);
  EXPECT_EQ(record->seat_hash[1], old_record->seat_hash[0]);
  EXPECT_TRUE(record->actions.empty());
  std::string seat;
  const auto fresh = state_message(port, next, 2, secret_a, &seat);
  EXPECT_EQ(seat, "B") << "the old seat A (tentative Black) is seat B of the rematch";
  EXPECT_EQ(str(fresh.at("state").at("seats").at("B").at("color")), "white");
  state_message(port, next, 1, secret_b, &seat);
  EXPECT_EQ(seat, "A");
  EXPECT_TRUE(fresh.contains("clock")) << json::serialize(fresh);
  EXPECT_FALSE(fresh.contains("rematch")) << "a game not over has no rematch field";

  // A reload of the old game names the new one, in both protocol versions.
  EXPECT_EQ(str(state_message(port, id, 2).at("rematch").at("game")), next);
  EXPECT_EQ(str(state_message(port, id, 1).at("rematch").at("game")), next);

  // Each browser takes its new seat with the secret it holds: "My games" lists it, the
  // cookie holds it on the socket.
  for (const auto& [key, want] : {std::pair{key_a, "B"}, std::pair{key_b, "A"}}) {
    auto shown = http_call(port, "GET", "/api/games/" + id + "/seat", "", "", device(key));
    ASSERT_EQ(shown.status, 200) << shown.body;
    auto bound = http_call(port, "POST", "/api/games/" + next + "/seat",
                           json::serialize(json::object{{"secret", shown.json().at("secret")}}),
                           "application/json", device(key));
    ASSERT_EQ(bound.status, 200) << bound.body;
    EXPECT_EQ(str(bound.json().at("seat")), want);
    const auto held = server.store().device_seat(sha256_hex(key), next);
    ASSERT_TRUE(held);
    EXPECT_EQ(held->seat, std::string(want) == "A" ? 0 : 1);
    auto mine = http_call(port, "GET", "/api/my-games", "", "", device(key));
    const auto games = mine.json();
    bool listed = false;
    for (const auto& g : games.at("games").as_array()) {
      listed = listed || str(g.at("id")) == next;
    }
    EXPECT_TRUE(listed) << mine.body;
    auto c = WsClient::connect(port, "/ws/games/" + next, device(key));
    c->send(json::object{{"t", "hello"}});
    EXPECT_EQ(str(c->expect("welcome").at("seat")), want);
  }
}

TEST(RematchWs, TheComputerAcceptsAtOnceAndKeepsItsLevel) {
  TestServer server;
  const auto port = server.port();
  auto created = http_call(port, "POST", "/api/games",
                           R"({"rule":"standard","side":"black","opponent":"computer",)"
                           R"("level":"beginner"})",
                           "application/json");
  ASSERT_EQ(created.status, 201) << created.body;
  const std::string id = str(created.json().at("id"));
  const std::string secret = str(created.json().at("secret"));
  auto me = connect_game(port, id, secret);
  ASSERT_EQ(str(act(*me, action_message("A resign", 1)).at("t")), "ack");   // v1
  ASSERT_EQ(str(act(*me, action_message("A rematch", 2)).at("t")), "ack");  // v2
  const auto agreed = wait_version(*me, 3);
  EXPECT_EQ(str(agreed.at("text")), "B rematch");
  EXPECT_EQ(str(agreed.at("events").at(0).at("type")), "rematch-agreed");
  const std::string next = str(agreed.at("rematch").at("game"));
  EXPECT_EQ(next, rematch_game_id(id));
  const auto record = server.store().load_game(next);
  ASSERT_TRUE(record);
  EXPECT_EQ(record->seat_hash[0], computer_seat_marker(ai::Level::kBeginner));
  // The human holds seat B; the computer, now the tentative Black, opens the game.
  auto again = WsClient::connect(port, "/ws/games/" + next);
  again->send(json::object{{"t", "hello"}, {"secret", secret}});
  EXPECT_EQ(str(again->expect("welcome").at("seat")), "B");
  const auto first = wait_version(*again, 1, 30s);
  EXPECT_EQ(str(first.at("seat")), "A");
  EXPECT_TRUE(first.at("state").at("seats").at("A").at("computer").as_bool());
}

// The rematch is in the store: on PostgreSQL a second node serves the new game and the old
// game's reload; on SQLite a restarted server does.
class RematchNodes : public ::testing::TestWithParam<std::string> {
 protected:
  RematchNodes() {
    if (GetParam() == "postgresql") pg_.emplace();
  }
  std::filesystem::path database(const TempDir& dir) const {
    return pg_ ? std::filesystem::path(pg_->url()) : dir.path() / "renju.db";
  }
  std::optional<store::TempPgDb> pg_;
};

INSTANTIATE_TEST_SUITE_P(Stores, RematchNodes, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& p) { return p.param; });

TEST_P(RematchNodes, AnotherNodeKnowsTheRematch) {
  TempDir dir;
  const auto db = database(dir);
  std::string id, secret_a, secret_b;
  std::optional<ChildServer> first(std::in_place, db);
  {
    auto a_ticket = create_game(first->port(), "standard", "black");
    auto b_ticket = join_game(first->port(), a_ticket.id);
    id = a_ticket.id;
    secret_a = a_ticket.secret;
    secret_b = b_ticket.secret;
    auto a = connect_game(first->port(), id, secret_a);
    auto b = connect_game(first->port(), id, secret_b);
    ASSERT_EQ(str(act(*a, action_message("A resign", 1)).at("t")), "ack");
    ASSERT_EQ(str(act(*a, action_message("A rematch", 2)).at("t")), "ack");
    ASSERT_EQ(str(act(*b, action_message("B rematch", 3)).at("t")), "ack");
  }
  // PostgreSQL: a second node beside the first; SQLite (one process per file): a restart.
  if (!pg_) first.reset();
  ChildServer second(db);
  const std::string next = rematch_game_id(id);
  EXPECT_EQ(str(state_message(second.port(), id, 2).at("rematch").at("game")), next);
  std::string seat;
  state_message(second.port(), next, 2, secret_b, &seat);
  EXPECT_EQ(seat, "A");
  auto b = connect_game(second.port(), next, secret_b);
  auto a = connect_game(second.port(), next, secret_a);
  EXPECT_EQ(str(act(*b, action_message("A place h8", 1)).at("t")), "ack")
      << "the old seat B opens the rematch as its tentative Black";
  // The old game's agreement cannot be repeated on the other node either.
  auto old_b = connect_game(second.port(), id, secret_b);
  EXPECT_EQ(error_code(act(*old_b, action_message("B rematch", 2))), "rematch_made");
}

}  // namespace
}  // namespace renju::server::testing
