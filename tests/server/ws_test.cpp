// The live protocol against a real server: a full Taraguchi-10 game with a spectator,
// reconnection, seats held across "browsers", replay after a reload, unloading and shutdown
// (bad input and races: ws_input_test.cpp; the computer: ws_computer_test.cpp).
#include <gtest/gtest.h>

#include "rules/notation.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

// Taraguchi-10 through choice 2. A starts as Black; B swaps before stone 2 (A plays White's
// stone 2), B swaps back before stone 3, B keeps before stone 4. Black offers ten fifth moves,
// White picks k11, and Black completes h8-i9-j10-k11-l12:
//
//    15 o o . . . . . . . . . . . . .      o = White (a15, b15 far away)
//    12 . . . . . . . . . . . x . . .      x = Black
//    11 . . . . . . . . . . x . . . .
//    10 . . . . . . . . . x . . . . .
//     9 . . . . . . . o x . . . . . .
//     8 . . . . . . . x . . . . . . .
//     7 . . . . . . o . . . . . . . .
//       a b c d e f g h i j k l m n o
const std::vector<std::string> kTaraguchiGame = {
    "A place h8", "B swap",      "A place h9",  "B swap",      "A place j10", "B keep",
    "B place g7", "A choose 2",  "A offer k11", "A offer a1",  "A offer b1",  "A offer c1",
    "A offer d1", "A offer e1",  "A offer f1",  "A offer a2",  "A offer b2",  "A offer c2",
    "B pick k11", "B place a15", "A place i9",  "B place b15", "A place l12"};

TEST(Ws, FullTaraguchi10GameWithSpectator) {
  TestServer server;
  const auto port = server.port();
  auto a_ticket = create_game(port, "taraguchi-10", "black");
  ASSERT_EQ(a_ticket.seat, "A");
  auto b_ticket = join_game(port, a_ticket.id);
  ASSERT_EQ(b_ticket.seat, "B");

  json::object welcome_a, welcome_s, state_s;
  auto a = connect_game(port, a_ticket.id, a_ticket.secret, std::nullopt, nullptr, &welcome_a);
  auto b = connect_game(port, b_ticket.id, b_ticket.secret);
  auto s = connect_game(port, a_ticket.id, std::nullopt, std::nullopt, &state_s, &welcome_s);
  EXPECT_EQ(welcome_a.at("seat"), "A");
  EXPECT_EQ(welcome_a.at("protocol"), 1);
  EXPECT_TRUE(welcome_s.at("seat").is_null());
  EXPECT_TRUE(state_s.at("legal").as_object().empty());

  int id = 0;
  for (const auto& line : kTaraguchiGame) {
    auto& actor = line[0] == 'A' ? *a : *b;
    auto reply = act(actor, action_message(line, ++id));
    ASSERT_EQ(reply.at("t"), "ack") << line << ": " << json::serialize(reply);
    EXPECT_EQ(reply.at("v"), id);
  }
  const auto final_v = static_cast<std::int64_t>(kTaraguchiGame.size());
  auto last_a = wait_version(*a, final_v);
  wait_version(*b, final_v);
  auto last_s = wait_version(*s, final_v);

  const auto& st = last_s.at("state").as_object();
  EXPECT_EQ(st.at("phase"), "over");
  EXPECT_EQ(st.at("result").at("winner"), "A");
  EXPECT_EQ(st.at("result").at("color"), "black");
  EXPECT_EQ(st.at("result").at("reason"), "five");
  EXPECT_EQ(st.at("moves").as_array().size(), 9u);
  EXPECT_TRUE(st.at("legal").as_object().empty());
  EXPECT_TRUE(last_a.at("state").at("legal").as_object().empty()) << "nothing left to do";

  // Everyone saw exactly the same versioned events, in order, one per accepted action.
  std::vector<std::string> expected;
  for (std::size_t i = 0; i < kTaraguchiGame.size(); ++i) {
    expected.push_back(std::to_string(i + 1) + " " + kTaraguchiGame[i]);
  }
  EXPECT_EQ(event_texts(*a), expected);
  EXPECT_EQ(event_texts(*b), expected);
  EXPECT_EQ(event_texts(*s), expected);

  // The log in the store is the same list; the finished game stays readable over HTTP.
  auto record = server.store().load_game(a_ticket.id);
  EXPECT_EQ(record->actions, kTaraguchiGame);
  auto show = http_call(port, "GET", "/api/games/" + a_ticket.id);
  EXPECT_EQ(show.json().at("result").at("reason"), "five");
}

TEST(Ws, StateCarriesLegalActionsForTheSeat) {
  TestServer server;
  auto a_ticket = create_game(server.port(), "taraguchi-10", "black");
  auto b_ticket = join_game(server.port(), a_ticket.id);
  json::object state_a, state_b;
  auto a = connect_game(server.port(), a_ticket.id, a_ticket.secret, std::nullopt, &state_a);
  auto b = connect_game(server.port(), a_ticket.id, b_ticket.secret, std::nullopt, &state_b);
  EXPECT_EQ(state_a.at("legal").at("place"), json::parse(R"(["h8"])")) << "stone 1 is h8";
  EXPECT_FALSE(state_b.at("legal").as_object().contains("place"));
  EXPECT_EQ(state_b.at("legal").at("resign"), true);
  EXPECT_EQ(state_a.at("area"), json::parse(R"({"from":"h8","to":"h8","side":1})"));

  ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
  auto event_b = wait_version(*b, 1);
  const auto& legal_b = event_b.at("state").at("legal");
  EXPECT_EQ(legal_b.at("swap"), true);
  EXPECT_EQ(legal_b.at("place").as_array().size(), 8u) << "3×3 minus h8";
  EXPECT_EQ(event_b.at("events").at(0).at("type"), "stone-placed");
  EXPECT_EQ(event_b.at("seat"), "A");
  EXPECT_EQ(event_b.at("action"), json::parse(R"({"t":"place","at":"h8"})"));
}

TEST(Ws, PresenceAndSpectatorCount) {
  TestServer server;
  auto a_ticket = create_game(server.port(), "standard", "black");
  auto a = connect_game(server.port(), a_ticket.id, a_ticket.secret);
  auto presence = a->expect("presence");
  EXPECT_EQ(presence.at("seats").at("A").at("online"), true);
  EXPECT_EQ(presence.at("seats").at("B").at("claimed"), false);

  auto b_ticket = join_game(server.port(), a_ticket.id);
  presence = a->expect("presence");
  EXPECT_EQ(presence.at("seats").at("B").at("claimed"), true);
  EXPECT_EQ(presence.at("seats").at("B").at("online"), false);

  auto b = connect_game(server.port(), a_ticket.id, b_ticket.secret);
  presence = a->expect("presence");
  EXPECT_EQ(presence.at("seats").at("B").at("online"), true);
  {
    auto s1 = connect_game(server.port(), a_ticket.id, std::nullopt);
    auto s2 = connect_game(server.port(), a_ticket.id, std::nullopt);
    for (;;) {
      presence = a->expect("presence");
      if (presence.at("spectators") == 2) break;
    }
  }
  b.reset();
  for (;;) {
    presence = a->expect("presence");
    if (presence.at("spectators") == 0 && presence.at("seats").at("B").at("online") == false) {
      break;
    }
  }
  a->send(json::object{{"t", "ping"}});
  EXPECT_EQ(a->expect("pong").at("t"), "pong");
}

TEST(Ws, ReconnectGetsTheGapAndSeatsSurviveNewBrowsers) {
  TestServer server;
  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "standard");
  ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
  ASSERT_EQ(act(*b, action_message("B place h9", 2)).at("t"), "ack");
  wait_version(*a, 2);
  a.reset();  // A's tab sleeps at v2
  ASSERT_EQ(act(*b, action_message("B offer-draw", 3)).at("t"), "ack");

  // A comes back on another device: no cookie, the secret from the seat link, last version 2.
  json::object welcome, state;
  auto a2 = WsClient::connect(port, "/ws/games/" + a_ticket.id);
  a2->send(json::object{{"t", "hello"}, {"secret", a_ticket.secret}, {"v", 2}});
  welcome = a2->expect("welcome");
  EXPECT_EQ(welcome.at("seat"), "A");
  EXPECT_EQ(welcome.at("v"), 3);
  auto gap = a2->expect("event");
  EXPECT_EQ(gap.at("v"), 3);
  EXPECT_EQ(gap.at("text"), "B offer-draw");
  EXPECT_FALSE(gap.contains("state")) << "catch-up events come without state";
  state = a2->expect("state").at("state").as_object();
  EXPECT_EQ(state.at("v"), 3);
  EXPECT_EQ(state.at("draw_offer"), "B");
  EXPECT_EQ(state.at("legal").at("accept-draw"), true);
  ASSERT_EQ(act(*a2, action_message("A decline-draw", 4)).at("t"), "ack");
  ASSERT_EQ(act(*a2, action_message("A place i9", 5)).at("t"), "ack");

  // The cookie alone (as a browser sends it with the upgrade) also holds the seat.
  auto c = WsClient::connect(port, "/ws/games/" + a_ticket.id,
                             {{"Cookie", "theme=dark; rs_" + a_ticket.id + "=" + b_ticket.secret}});
  c->send(json::object{{"t", "hello"}, {"v", 5}});
  EXPECT_EQ(c->expect("welcome").at("seat"), "B");
  auto up_to_date = c->next();
  ASSERT_TRUE(up_to_date);
  EXPECT_EQ(up_to_date->at("t"), "state") << "nothing missed: straight to the state";

  // A resync with a version from the future, or none at all, gets only the full state.
  c->send(json::object{{"t", "resync"}, {"v", 99}});
  auto resynced = c->next();
  ASSERT_TRUE(resynced);
  EXPECT_EQ(resynced->at("t"), "state");
  EXPECT_EQ(resynced->at("state").at("v"), 5);
  c->send(json::object{{"t", "resync"}, {"v", 3}});
  EXPECT_EQ(c->expect("event").at("v"), 4);
  EXPECT_EQ(c->next()->at("v"), 5);
  EXPECT_EQ(c->next()->at("t"), "state");
}

TEST(Ws, TooOldAVersionGetsTheFullStateOnly) {
  TestServer server;
  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "standard");
  const auto lines = long_game(70);
  int id = 0;
  for (const auto& line : lines) {
    auto reply = act(line[0] == 'A' ? *a : *b, action_message(line, ++id));
    ASSERT_EQ(reply.at("t"), "ack") << line << " " << json::serialize(reply);
  }
  // 70 - 2 = 68 missed events: more than the server keeps, so only the state comes.
  auto old = WsClient::connect(port, "/ws/games/" + a_ticket.id);
  old->send(json::object{{"t", "hello"}, {"v", 2}});
  EXPECT_EQ(old->expect("welcome").at("v"), 70);
  auto first = old->next();
  ASSERT_TRUE(first);
  EXPECT_EQ(first->at("t"), "state");
  EXPECT_EQ(first->at("state").at("log").as_array().size(), 70u);
  // Exactly the number kept (64) still arrives as events.
  old->send(json::object{{"t", "resync"}, {"v", 6}});
  for (int v = 7; v <= 70; ++v) {
    auto e = next_not_presence(*old);
    ASSERT_TRUE(e);
    ASSERT_EQ(e->at("t"), "event");
    EXPECT_EQ(e->at("v"), v);
    EXPECT_EQ(str(e->at("text")), lines[v - 1]);
  }
  EXPECT_EQ(next_not_presence(*old)->at("t"), "state");
}

// A room unloaded when its last client left is rebuilt from the store; the events it replays to
// a returning client come from that rebuild, not from memory that survived.
TEST(Ws, ReloadedRoomStillReplaysTheLastEvents) {
  ServerConfig config;
  config.room_idle = std::chrono::seconds(0);
  config.sweep_interval = std::chrono::milliseconds(50);
  TestServer server(std::move(config));
  const auto port = server.port();
  auto a_ticket = create_game(port, "standard", "black");
  auto b_ticket = join_game(port, a_ticket.id);
  const auto lines = long_game(70);
  {
    auto a = connect_game(port, a_ticket.id, a_ticket.secret);
    auto b = connect_game(port, a_ticket.id, b_ticket.secret);
    int id = 0;
    for (const auto& line : lines) {
      ASSERT_EQ(act(line[0] == 'A' ? *a : *b, action_message(line, ++id)).at("t"), "ack") << line;
    }
  }
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (http_call(port, "GET", "/api/health").json().at("games_loaded") != 0) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "the room was never unloaded";
    std::this_thread::sleep_for(20ms);
  }
  auto back = WsClient::connect(port, "/ws/games/" + a_ticket.id);
  back->send(json::object{{"t", "hello"}, {"v", 6}});
  EXPECT_EQ(back->expect("welcome").at("v"), 70);
  for (int v = 7; v <= 70; ++v) {
    auto e = next_not_presence(*back);
    ASSERT_TRUE(e);
    ASSERT_EQ(e->at("t"), "event");
    EXPECT_EQ(e->at("v"), v);
    EXPECT_EQ(str(e->at("text")), lines[v - 1]);
  }
  auto state = next_not_presence(*back);
  ASSERT_TRUE(state);
  EXPECT_EQ(state->at("t"), "state");
  EXPECT_EQ(state->at("state").at("log").as_array().size(), 70u);
}

// A finished game's room is unloaded as soon as its last client leaves; a game still being
// played stays loaded for room_idle. Either way the game itself stays in the store.
TEST(Ws, FinishedGamesAreUnloadedOnceEveryoneLeft) {
  ServerConfig config;
  config.room_idle = std::chrono::hours(1);
  config.sweep_interval = std::chrono::milliseconds(50);
  TestServer server(std::move(config));
  const auto port = server.port();
  auto loaded = [&] {
    return http_call(port, "GET", "/api/health").json().at("games_loaded").to_number<int>();
  };
  auto playing = create_game(port, "standard", "black");
  auto playing_b = join_game(port, playing.id);
  auto over = create_game(port, "standard", "black");
  auto over_b = join_game(port, over.id);
  {
    auto a = connect_game(port, playing.id, playing.secret);
    ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
    auto c = connect_game(port, over.id, over.secret);
    ASSERT_EQ(act(*c, action_message("A place h8", 1)).at("t"), "ack");
    ASSERT_EQ(act(*c, action_message("A resign", 2)).at("t"), "ack");
    EXPECT_EQ(loaded(), 2);
  }
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (loaded() != 1) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << loaded() << " rooms loaded";
    std::this_thread::sleep_for(20ms);
  }
  // Five sweeps later (counted by the server, not guessed from a clock) the unfinished game is
  // still loaded.
  const auto sweeps = server.counters().sweeps;
  while (server.counters().sweeps < sweeps + 5) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline + 10s) << "the sweep stopped";
    std::this_thread::sleep_for(20ms);
  }
  EXPECT_EQ(loaded(), 1);
  auto shown = http_call(port, "GET", "/api/games/" + over.id);
  ASSERT_EQ(shown.status, 200);
  EXPECT_EQ(shown.json().at("log").as_array().size(), 2u);
  EXPECT_FALSE(shown.json().at("result").is_null());
  (void)playing_b;
  (void)over_b;
}

// The per-connection message rate is a setting: 0 lifts it (load runs at saturation send
// faster than any person), a low one refuses sooner.
TEST(Ws, ShutdownSaysGoodbye) {
  auto server = std::make_unique<TestServer>();
  auto a_ticket = create_game(server->port(), "standard", "black");
  auto a = connect_game(server->port(), a_ticket.id, a_ticket.secret);
  server->stop();
  EXPECT_EQ(a->expect("bye").at("reason"), "shutdown");
  EXPECT_TRUE(a->wait_closed());
  EXPECT_EQ(a->close_code(), 1001);
}

}  // namespace
}  // namespace renju::server::testing
