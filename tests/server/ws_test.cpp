// The live protocol against a real server: a full Taraguchi-10 game with a spectator,
// reconnection, seats held across "browsers", bad input, races and parallel games.
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

// The ack or error answering `id` (the action was already sent).
json::object act_reply(WsClient& c, int id) {
  for (;;) {
    auto m = c.next(5s);
    if (!m) throw std::runtime_error("no answer");
    if ((m->at("t") == "ack" || m->at("t") == "error") && m->at("id") == id) return *m;
  }
}

// Reads messages until the error answering `id` arrives.
json::object expect_error(WsClient& c, const json::value& id) {
  for (;;) {
    auto m = c.expect("error");
    if (m.at("id") == id) return m;
  }
}

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
TEST(Ws, MessageRateIsASetting) {
  auto pongs_and_refusals = [](double rate) {
    ServerConfig config;
    config.ws_message_rate = rate;
    TestServer server(std::move(config));
    auto ticket = create_game(server.port(), "standard", "black");
    auto a = connect_game(server.port(), ticket.id, ticket.secret);
    for (int i = 0; i < 120; ++i) a->send(R"({"t":"ping"})");
    int pongs = 0, refused = 0;
    while (pongs + refused < 120) {
      auto m = a->next();
      if (!m) break;
      if (m->at("t") == "pong") ++pongs;
      if (m->at("t") == "error" && m->at("code") == "rate_limited") ++refused;
    }
    return std::pair{pongs, refused};
  };
  EXPECT_EQ(pongs_and_refusals(0), std::pair(120, 0));
  // Rate 5: a burst of 10, then about 5 a second; 120 pings sent at once mostly bounce.
  const auto [pongs, refused] = pongs_and_refusals(5);
  EXPECT_EQ(pongs + refused, 120);
  EXPECT_GE(refused, 100);
}

TEST(Ws, BadInputGetsErrorsAndChangesNothing) {
  TestServer server;
  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "taraguchi-10");
  ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");

  auto version = [&] {
    return http_call(port, "GET", "/api/games/" + a_ticket.id).json().at("v").as_int64();
  };
  auto code_of = [](const json::object& e) { return std::string(e.at("code").as_string()); };

  a->send("{this is not json");
  EXPECT_EQ(code_of(a->expect("error")), "bad_json");
  a->send(R"({"t":"teleport","id":5})");
  auto unknown = expect_error(*a, 5);
  EXPECT_EQ(code_of(unknown), "unknown_type");
  EXPECT_EQ(unknown.at("params").at("type"), "teleport");
  a->send(R"({"id":6})");
  EXPECT_EQ(code_of(expect_error(*a, 6)), "bad_message");
  a->send(R"({"t":"place","id":7})");
  EXPECT_EQ(code_of(expect_error(*a, 7)), "bad_message");
  a->send(R"({"t":"hello","id":8})");
  EXPECT_EQ(code_of(expect_error(*a, 8)), "hello_first") << "a second hello";

  // Out of turn, outside the 3×3 square, occupied, no swap for Black: the game's own codes.
  auto out_of_turn = act(*a, action_message("A place h9", 9));
  EXPECT_EQ(code_of(out_of_turn), "not_your_turn");
  auto outside = act(*b, action_message("B place a1", 10));
  EXPECT_EQ(code_of(outside), "outside_area");
  EXPECT_EQ(outside.at("params").at("at"), "a1");
  EXPECT_EQ(outside.at("params").at("side"), 3);
  EXPECT_FALSE(outside.at("message").as_string().empty());
  EXPECT_EQ(code_of(act(*b, action_message("B place h8", 11))), "occupied");
  EXPECT_EQ(code_of(act(*b, action_message("B pass", 12))), "not_allowed_now");

  // A spectator, and someone with a wrong secret (who is then a spectator).
  auto s = connect_game(port, a_ticket.id, std::nullopt);
  EXPECT_EQ(code_of(act(*s, action_message("B swap", 13))), "spectator");
  auto w = WsClient::connect(port, "/ws/games/" + a_ticket.id);
  w->send(R"({"t":"place","at":"h9","id":14})");
  EXPECT_EQ(code_of(expect_error(*w, 14)), "hello_first");
  w->send(json::object{{"t", "hello"}, {"secret", std::string(43, 'x')}});
  auto bad_secret = w->expect("error");
  EXPECT_EQ(code_of(bad_secret), "bad_secret");
  EXPECT_TRUE(w->expect("welcome").at("seat").is_null());
  EXPECT_EQ(code_of(act(*w, action_message("B swap", 15))), "spectator");

  EXPECT_EQ(version(), 1) << "nothing above changed the game";

  // Too many messages: refused with rate_limited, and the connection survives. Each ping gets
  // one answer, a pong or a refusal.
  for (int i = 0; i < 80; ++i) b->send(R"({"t":"ping"})");
  int answers = 0, refused = 0;
  while (answers < 80) {
    auto m = next_not_presence(*b);
    ASSERT_TRUE(m) << answers << " answers";
    if (m->at("t") == "error") {
      EXPECT_EQ(code_of(*m), "rate_limited");
      ++refused;
    }
    ++answers;
  }
  EXPECT_GT(refused, 0);
  // The bucket refills (20 a second): a refused message is not read, so the action is sent
  // again until the server takes it.
  for (int tries = 0;; ++tries) {
    ASSERT_LT(tries, 100) << "the limit never lifted";
    b->send(action_message("B swap", 16));
    auto m = next_not_presence(*b);
    ASSERT_TRUE(m);
    if (m->at("t") == "error" && code_of(*m) == "rate_limited") {
      std::this_thread::sleep_for(50ms);
      continue;
    }
    ASSERT_EQ(m->at("t"), "ack") << json::serialize(*m);
    break;
  }
  EXPECT_EQ(version(), 2);

  // An oversized frame closes the connection with 1009 (message too big).
  a->send(json::object{{"t", "ping"}, {"pad", std::string(5000, 'x')}});
  EXPECT_TRUE(a->wait_closed());
  EXPECT_EQ(a->close_code(), 1009);
  EXPECT_EQ(version(), 2);

  // Upgrades: unknown game, cross-site origin, wrong path.
  EXPECT_EQ(WsClient::upgrade_status(port, "/ws/games/AAAAAAAAAA"), 404);
  EXPECT_EQ(WsClient::upgrade_status(port, "/ws/games/" + a_ticket.id,
                                     {{"Origin", "http://evil.example"}}),
            403);
  EXPECT_EQ(WsClient::upgrade_status(port, "/ws/elsewhere"), 404);
  EXPECT_EQ(WsClient::upgrade_status(port, "/ws/games/" + a_ticket.id,
                                     {{"Origin", "http://127.0.0.1:" + std::to_string(port)}}),
            0)
      << "same-origin browsers are welcome";
}

TEST(Ws, SimultaneousActionsAreSerialized) {
  TestServer server;
  const auto port = server.port();
  for (int round = 0; round < 5; ++round) {
    auto [a_ticket, b_ticket, a, b] = seat_two(port, "standard");
    // Both resign at the same moment: exactly one resignation is accepted, the other is told
    // the game is over, and both see the same single event.
    a->send(action_message("A resign", 1));
    b->send(action_message("B resign", 1));
    auto reply_a = act_reply(*a, 1);
    auto reply_b = act_reply(*b, 1);
    const bool a_won_race = reply_a.at("t") == "ack";
    EXPECT_NE(a_won_race, reply_b.at("t") == "ack") << "exactly one ack";
    const auto& loser_reply = a_won_race ? reply_b : reply_a;
    EXPECT_EQ(loser_reply.at("code"), "game_over");
    auto ev_a = wait_version(*a, 1);
    auto ev_b = wait_version(*b, 1);
    EXPECT_EQ(ev_a.at("text"), a_won_race ? "A resign" : "B resign");
    EXPECT_EQ(ev_a.at("text"), ev_b.at("text"));
    EXPECT_EQ(ev_b.at("state").at("result").at("winner"), a_won_race ? "B" : "A");
    EXPECT_EQ(server.store().load_game(a_ticket.id)->actions.size(), 1u);
  }
}

TEST(Ws, ManyGamesInParallelDoNotInterfere) {
  TestServer server;
  const auto port = server.port();
  constexpr int kGames = 6;
  const std::vector<std::string> moves = {"A place h8", "B place h9", "A place i8",
                                          "B place i9", "A place j8", "B place j9",
                                          "A place k8", "B place k9", "A place l8"};
  std::vector<std::string> ids(kGames);
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int g = 0; g < kGames; ++g) {
    threads.emplace_back([&, g] {
      try {
        auto a_ticket = create_game(port, "standard", "black");
        auto b_ticket = join_game(port, a_ticket.id);
        ids[g] = a_ticket.id;
        auto a = connect_game(port, a_ticket.id, a_ticket.secret);
        auto b = connect_game(port, a_ticket.id, b_ticket.secret);
        int id = 0;
        for (const auto& line : moves) {
          auto reply = act(line[0] == 'A' ? *a : *b, action_message(line, ++id));
          if (reply.at("t") != "ack" || reply.at("v") != id) ++failures;
        }
        auto last = wait_version(*b, static_cast<std::int64_t>(moves.size()));
        if (last.at("state").at("result").at("reason") != "five") ++failures;
      } catch (const std::exception&) {
        ++failures;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failures.load(), 0);
  for (const auto& id : ids) {
    EXPECT_EQ(server.store().load_game(id)->actions, moves) << id;
  }
}

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
