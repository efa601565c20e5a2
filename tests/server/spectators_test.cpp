// Spectators against a real server: a crowd joining while the players play never cuts a player
// off and gets coalesced counts, a player's reconnect still reaches the opponent at once, a room
// caps its spectators, the per-address limit counts them, and GET /api/games/<id> shows who is
// connected.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "server_fixture.hpp"
#include "spectator_swarm.hpp"

namespace renju::server::testing {
namespace {

std::size_t presences(const WsClient& c) {
  std::size_t n = 0;
  for (const auto& m : c.all_received()) n += m.at("t") == "presence" ? 1 : 0;
  return n;
}

// Reads presence messages until one satisfies `pred` (throws on timeout).
json::object wait_presence(WsClient& c, const std::function<bool(const json::object&)>& pred) {
  for (;;) {
    auto p = c.expect("presence", 10s);
    if (pred(p)) return p;
  }
}

bool seat_online(const json::object& presence_or_state, const char* seat) {
  return presence_or_state.at("seats").at(seat).at("online") == true;
}

// Polls GET /api/games/<id> until its state satisfies `pred`; false after 10 s.
bool get_shows(unsigned short port, const std::string& id,
               const std::function<bool(const json::object&)>& pred) {
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (std::chrono::steady_clock::now() < deadline) {
    const auto r = http_call(port, "GET", "/api/games/" + id);
    if (r.status == 200 && pred(r.json())) return true;
    std::this_thread::sleep_for(10ms);
  }
  return false;
}

TEST(Spectators, PlayersAreNeverCutOffBySpectators) {
  constexpr int kSpectators = 300;
  constexpr int kJoinsPerAction = 10;
  constexpr int kActions = 40;
  ServerConfig config;
  config.max_connections_per_address = 0;
  config.ws_message_rate = 0;
  config.rooms.presence_interval = 500ms;
  TestServer server(config);
  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "standard");
  SpectatorSwarm swarm(port, a_ticket.id);

  // The crowd arrives ten at a time between the players' actions.
  const auto lines = long_game(kActions);
  std::vector<std::string> expected;
  for (int i = 0; i < kActions; ++i) {
    if (i * kJoinsPerAction < kSpectators) swarm.add(kJoinsPerAction);
    const auto& line = lines[static_cast<std::size_t>(i)];
    auto reply = act(line[0] == 'A' ? *a : *b, action_message(line, i + 1));
    ASSERT_EQ(reply.at("t"), "ack") << line << " " << json::serialize(reply);
    expected.push_back(std::to_string(i + 1) + " " + line);
  }
  wait_version(*a, kActions, 30s);
  wait_version(*b, kActions, 30s);
  ASSERT_TRUE(swarm.wait_all_show(kSpectators, 60s)) << "the count never reached everyone";

  // Both players got every event, in order, and are still connected.
  EXPECT_EQ(event_texts(*a), expected);
  EXPECT_EQ(event_texts(*b), expected);
  EXPECT_FALSE(a->wait_closed(0ms)) << a->close_code();
  EXPECT_FALSE(b->wait_closed(0ms)) << b->close_code();
  // The players were told the count too (in the same update, before the spectators).
  for (auto* player : {a.get(), b.get()}) {
    const auto got = player->all_received();
    if (std::none_of(got.begin(), got.end(), [](const json::object& m) {
          return m.at("t") == "presence" && m.at("spectators") == kSpectators;
        })) {
      wait_presence(*player,
                    [](const json::object& p) { return p.at("spectators") == kSpectators; });
    }
  }

  // 300 joins: a message per join would be 300 presence messages to everyone already here.
  EXPECT_LT(presences(*a), kSpectators / 4u);
  EXPECT_LT(presences(*b), kSpectators / 4u);
  const auto seen = swarm.seen();
  ASSERT_EQ(seen.size(), static_cast<std::size_t>(kSpectators));
  EXPECT_LT(seen.front().presences, kSpectators / 4u) << "the first spectator saw every join";
  for (const auto& s : seen) {
    EXPECT_FALSE(s.closed) << s.close_code;
    EXPECT_TRUE(s.errors.empty()) << s.errors.front();
  }
  // The players can still act at once.
  EXPECT_EQ(act(*b, action_message("B resign", kActions + 1)).at("t"), "ack");
}

TEST(Spectators, APlayersReconnectReachesTheOpponentAtOnce) {
  ServerConfig config;
  config.rooms.presence_interval = 1h;  // only the players' own path can tell them in time
  TestServer server(config);
  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "standard");
  wait_presence(*a, [](const json::object& p) { return seat_online(p, "B"); });
  b.reset();
  wait_presence(*a, [](const json::object& p) { return !seat_online(p, "B"); });
  b = connect_game(port, a_ticket.id, b_ticket.secret);
  wait_presence(*a, [](const json::object& p) { return seat_online(p, "B"); });
  wait_presence(*b, [](const json::object& p) { return seat_online(p, "A"); });
}

TEST(Spectators, ARoomTakesAtMostMaxSpectatorsAndGetShowsWhoIsHere) {
  ServerConfig config;
  config.rooms.max_spectators = 2;
  TestServer server(config);
  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "standard");
  const auto& id = a_ticket.id;
  auto s1 = connect_game(port, id, std::nullopt);
  auto s2 = connect_game(port, id, std::nullopt);

  // The third spectator, and a wrong secret (a spectator too): refused, then closed (1013).
  auto refused = [&](json::object hello) {
    auto s3 = WsClient::connect(port, "/ws/games/" + id);
    s3->send(hello);
    auto error = s3->expect("error");
    if (hello.contains("secret")) error = s3->expect("error");  // bad_secret first
    EXPECT_EQ(error.at("code"), "room_full") << json::serialize(error);
    EXPECT_EQ(error.at("params").at("max"), 2);
    EXPECT_TRUE(s3->wait_closed());
    EXPECT_EQ(s3->close_code(), 1013);
    for (const auto& m : s3->all_received()) EXPECT_NE(m.at("t"), "state");
  };
  refused(json::object{{"t", "hello"}});
  refused(json::object{{"t", "hello"}, {"secret", std::string(43, 'x')}});

  // Players are not spectators: a second tab of B's seat still gets in.
  auto b2 = connect_game(port, id, b_ticket.secret);
  EXPECT_TRUE(get_shows(port, id, [](const json::object& s) {
    return s.at("spectators") == 2 && seat_online(s, "A") && seat_online(s, "B");
  }));

  // A spectator leaves: the count says so, and the next one is let in.
  s1.reset();
  ASSERT_TRUE(get_shows(port, id, [](const json::object& s) { return s.at("spectators") == 1; }));
  auto s4 = connect_game(port, id, std::nullopt);
  a.reset();
  EXPECT_TRUE(get_shows(port, id, [](const json::object& s) {
    return s.at("spectators") == 2 && !seat_online(s, "A") && seat_online(s, "B");
  }));
}

TEST(Spectators, ThePerAddressLimitCountsSpectators) {
  ServerConfig config;
  config.max_connections_per_address = 4;
  TestServer server(config);
  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "standard");
  // The HTTP calls of the setup are closed by the client; wait for the server to see it.
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (server.server().connections_from("127.0.0.1") != 2 &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(10ms);
  }
  ASSERT_EQ(server.server().connections_from("127.0.0.1"), 2u);
  auto s1 = connect_game(port, a_ticket.id, std::nullopt);
  auto s2 = connect_game(port, a_ticket.id, std::nullopt);
  EXPECT_EQ(server.server().connections_from("127.0.0.1"), 4u);
  EXPECT_EQ(WsClient::upgrade_status(port, "/ws/games/" + a_ticket.id), 503);
}

}  // namespace
}  // namespace renju::server::testing
