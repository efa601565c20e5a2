// The engine pool: games take turns (a game that floods never holds back another), a game has
// one search at a time, the pool says when too many games wait, stopping runs what is queued;
// and against a real server, a computer game (and a rematch with the computer) is refused with
// computer_busy while the engine is saturated.
#include "server/engine_pool.hpp"

#include <gtest/gtest.h>

#include "engine_gate.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

EnginePool::Job recording(Gate& gate, std::string name, bool hold = false) {
  return [&gate, name = std::move(name), hold](const std::atomic<bool>&) {
    if (hold) gate.hold();
    gate.record(name);
  };
}

TEST(EnginePool, GamesTakeTurnsSoAFloodHoldsNobodyBack) {
  Gate gate;
  EnginePool pool(1, 0);
  pool.submit("flood", recording(gate, "f1", true));
  ASSERT_TRUE(gate.wait_held(1));
  // While f1 runs, the flooder asks three more times, then another game asks once.
  for (const char* name : {"f2", "f3", "f4"}) pool.submit("flood", recording(gate, name));
  pool.submit("other", recording(gate, "o1"));
  EXPECT_EQ(pool.stats().waiting_games, 1u) << "the flooder's own queue holds its later asks";
  gate.open();
  ASSERT_TRUE(gate.wait_recorded(5));
  // A first-come queue would answer f1 f2 f3 f4 o1.
  EXPECT_EQ(gate.order(), (std::vector<std::string>{"f1", "o1", "f2", "f3", "f4"}));
  EXPECT_EQ(pool.stats().started, 5u);
}

TEST(EnginePool, AGameHasOneSearchAtATimeEvenWithThreadsFree) {
  Gate gate;
  EnginePool pool(2, 0);
  std::atomic<bool> f1_done{false};
  std::atomic<bool> f2_overlapped{false};
  pool.submit("flood", [&](const std::atomic<bool>&) {
    gate.hold();
    f1_done = true;
    gate.record("f1");
  });
  pool.submit("flood", [&](const std::atomic<bool>&) {
    if (!f1_done) f2_overlapped = true;
    gate.record("f2");
  });
  pool.submit("other", recording(gate, "o1"));
  // The second thread serves the other game while f1 holds the first, and leaves f2 waiting.
  ASSERT_TRUE(gate.wait_recorded(1));
  EXPECT_EQ(gate.order().front(), "o1");
  gate.open();
  ASSERT_TRUE(gate.wait_recorded(3));
  EXPECT_FALSE(f2_overlapped);
  EXPECT_EQ(gate.order(), (std::vector<std::string>{"o1", "f1", "f2"}));
}

TEST(EnginePool, BusyOnceMaxWaitingGamesWait) {
  Gate gate;
  EnginePool pool(1, 2);
  pool.submit("a", recording(gate, "a1", true));
  ASSERT_TRUE(gate.wait_held(1));
  EXPECT_FALSE(pool.busy()) << "a running search is not a waiting game";
  pool.submit("b", recording(gate, "b1"));
  EXPECT_FALSE(pool.busy());
  pool.submit("a", recording(gate, "a2"));
  EXPECT_FALSE(pool.busy()) << "a game's second ask is not a second game";
  pool.submit("c", recording(gate, "c1"));
  EXPECT_TRUE(pool.busy());
  EXPECT_EQ(pool.stats().waiting_games, 2u);
  EXPECT_EQ(pool.stats().running, 1u);
  gate.open();
  ASSERT_TRUE(gate.wait_recorded(4));
  EXPECT_EQ(gate.order(), (std::vector<std::string>{"a1", "b1", "c1", "a2"}));
  EXPECT_FALSE(pool.busy());
}

TEST(EnginePool, StopRunsWhatIsQueuedWithTheFlagSet) {
  EnginePool pool(1, 0);
  std::atomic<bool> started{false};
  std::atomic<int> saw_stop{0};
  pool.submit("a", [&](const std::atomic<bool>& stop) {
    started = true;
    while (!stop) std::this_thread::yield();  // a long search, cut short by stop()
    ++saw_stop;
  });
  pool.submit("b", [&](const std::atomic<bool>& stop) { saw_stop += stop ? 1 : 0; });
  while (!started) std::this_thread::yield();
  pool.stop();
  EXPECT_EQ(saw_stop, 2);
  // After the stop a job still runs once (it may hold a room), at once, with the flag set.
  pool.submit("c", [&](const std::atomic<bool>& stop) { saw_stop += stop ? 1 : 0; });
  EXPECT_EQ(saw_stop, 3);
}

// A computer game the engine moves first in (the creator takes White).
SeatTicket create_computer_game(unsigned short port) {
  auto r =
      http_call(port, "POST", "/api/games",
                R"({"rule":"standard","side":"white","opponent":"computer","level":"beginner"})",
                "application/json");
  EXPECT_EQ(r.status, 201) << r.body;
  auto o = r.json();
  return {std::string(o.at("id").as_string()), std::string(o.at("seat").as_string()),
          std::string(o.at("secret").as_string())};
}

json::object engine_health(unsigned short port) {
  return http_call(port, "GET", "/api/health").json().at("engine").as_object();
}

TEST(EnginePool, ComputerGamesAreRefusedWhileTheEngineIsSaturated) {
  auto gate = std::make_shared<Gate>();
  ServerConfig config;
  config.rooms.engine_threads = 1;
  config.rooms.engine_queue = 1;
  config.rooms.engine_hook = [gate](const std::string&) { gate->hold(); };
  TestServer server(config);
  OpenOnExit open_on_exit{gate};  // before the server stops, even when an assertion fails
  const auto port = server.port();
  // A finished computer game, for a rematch offered while the engine is saturated.
  auto finished_r = http_call(port, "POST", "/api/games",
                              R"({"rule":"standard","side":"black","opponent":"computer",)"
                              R"("level":"beginner"})",
                              "application/json");
  ASSERT_EQ(finished_r.status, 201) << finished_r.body;
  auto finished =
      connect_game(port, str(finished_r.json().at("id")), str(finished_r.json().at("secret")));
  ASSERT_EQ(str(act(*finished, action_message("A resign", 1)).at("t")), "ack");  // v1

  // The first game's search holds the only thread; the second game waits for it.
  const auto first = create_computer_game(port);
  auto human1 = connect_game(port, first.id, first.secret);
  ASSERT_TRUE(gate->wait_held(1));
  const auto second = create_computer_game(port);
  auto human2 = connect_game(port, second.id, second.secret);
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (engine_health(port).at("waiting") != 1 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(10ms);
  }
  ASSERT_EQ(engine_health(port).at("busy"), true);

  // A third computer game: a clear refusal at once, not a wait; nothing is created.
  const auto games_before = server.store().game_count();
  auto refused =
      http_call(port, "POST", "/api/games", R"({"opponent":"computer"})", "application/json");
  EXPECT_EQ(refused.status, 503) << refused.body;
  EXPECT_EQ(refused.json().at("error").at("code"), "computer_busy");
  EXPECT_EQ(refused.header("retry-after"), "30");
  EXPECT_EQ(server.store().game_count(), games_before);
  // A rematch with the computer is refused the same way, and changes nothing.
  EXPECT_EQ(error_code(act(*finished, action_message("A rematch", 2))), "computer_busy");
  EXPECT_EQ(server.store().load_game(str(finished_r.json().at("id")))->actions.size(), 1u);
  // Games between people do not need the engine.
  EXPECT_EQ(
      http_call(port, "POST", "/api/games", R"({"opponent":"human"})", "application/json").status,
      201);

  // The engine moves in both games, and then takes new games again.
  gate->open();
  EXPECT_EQ(str(wait_version(*human1, 1, 30s).at("seat")), "A");
  EXPECT_EQ(str(wait_version(*human2, 1, 30s).at("seat")), "A");
  EXPECT_EQ(engine_health(port).at("busy"), false);
  create_computer_game(port);
  // Offered again once the engine is free, the rematch is accepted at once.
  ASSERT_EQ(str(act(*finished, action_message("A rematch", 3)).at("t")), "ack");  // v2
  EXPECT_EQ(str(wait_version(*finished, 3).at("events").at(0).at("type")), "rematch-agreed");
}

}  // namespace
}  // namespace renju::server::testing
