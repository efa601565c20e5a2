// The live protocol against a real server under bad and hurried input: the message rate, malformed
// and out-of-turn messages, simultaneous actions, many games at once.
#include <gtest/gtest.h>

#include "rules/notation.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

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

}  // namespace
}  // namespace renju::server::testing
