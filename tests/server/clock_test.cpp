// Timed games over real WebSockets, on an injected clock (server/time_source.hpp): the server's
// clock is the only authority, a flag fall ends the game as a loss on time for both players and
// the spectators, the time-out is logged so a replay rebuilds it, and a restart in the middle of
// a timed game charges the downtime to nobody. No test sleeps: the clock moves when told, and
// each step waits for the message that says it happened.
#include <gtest/gtest.h>

#include "timed_fixture.hpp"

namespace renju::server::testing {
namespace {

TEST(TimedGame, AFlagFallEndsTheGameOnTimeForBothPlayersAndASpectator) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(timed_config(time));
  const auto a_ticket = create_timed(server.port(), "fischer 60+0");
  const auto b_ticket = join_game(server.port(), a_ticket.id);
  json::object a_state, b_state, watcher_state;
  auto a = connect_game(server.port(), a_ticket.id, a_ticket.secret, std::nullopt, &a_state);
  auto b = connect_v2(server.port(), a_ticket.id, b_ticket.secret, &b_state);
  auto watcher = connect_v2(server.port(), a_ticket.id, std::nullopt, &watcher_state);
  // Version 1 puts the clock beside the state, version 2 beside it too, for players and
  // spectators alike: both seats are taken, so Black's (A's) clock runs.
  EXPECT_EQ(clock_of(b_state), "A 60000 B 60000 running A");
  EXPECT_EQ(clock_of(watcher_state), "A 60000 B 60000 running A");
  EXPECT_EQ(b_state.at("clock").at("control"), "fischer 60+0");

  time->advance(4'250);
  ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
  EXPECT_EQ(clock_of(wait_version(*watcher, 1)), "A 55750 B 60000 running B");
  EXPECT_EQ(clock_of(wait_version(*a, 1)), "A 55750 B 60000 running B");

  // A minute without White's move: the room's timer (woken by the injected clock) records
  // White's time-out and everyone is told, with the clocks as they stopped.
  time->advance(60'000);
  for (WsClient* c : {a.get(), b.get(), watcher.get()}) {
    const auto e = wait_version(*c, 2);
    EXPECT_EQ(e.at("text"), "B time-out");
    EXPECT_EQ(clock_of(e), "A 55750 B 0 running null");
    const auto& events = e.at("events").as_array();
    const auto& over = events.back().as_object();
    EXPECT_EQ(over.at("type"), "game-over");
    EXPECT_EQ(over.at("reason"), "time");
    EXPECT_EQ(over.at("winner"), "A");
  }
  // The time-out is a logged action: the log rebuilds the result, and the readings are stored.
  auto record = server.store().load_game(a_ticket.id);
  ASSERT_TRUE(record);
  EXPECT_EQ(record->time_control, "fischer 60+0");
  EXPECT_EQ(record->actions, (std::vector<std::string>{"A place h8", "B time-out"}));
  EXPECT_EQ(record->stamps.at(0), (store::ActionStamp{kStart + 4'250, "A=55750 B=60000 run=B"}));
  EXPECT_EQ(record->stamps.at(1), (store::ActionStamp{kStart + 64'250, "A=55750 B=0 run=-"}));
  // Nothing more is taken, and a client cannot send a time-out of its own.
  EXPECT_EQ(act(*b, action_message("B place h9", 2)).at("code"), "game_over");
  b->send(json::object{{"t", "time-out"}, {"id", 3}});
  EXPECT_EQ(answer_to(*b, 3).at("code"), "unknown_type");
}

TEST(TimedGame, AnActionThatArrivesAfterTheFlagFellBeforeTheTimerLosesOnTime) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(timed_config(time));
  const auto a_ticket = create_timed(server.port(), "fischer 60+0");
  const auto b_ticket = join_game(server.port(), a_ticket.id);
  auto a = connect_game(server.port(), a_ticket.id, a_ticket.secret);
  // Black's minute runs out to the millisecond, and the room has not been woken yet.
  time->advance_without_waking(60'000);
  EXPECT_EQ(act(*a, action_message("A place h8", 1)).at("code"), "game_over");
  const auto e = wait_version(*a, 1);
  EXPECT_EQ(e.at("text"), "A time-out");
  EXPECT_EQ(clock_of(e), "A 0 B 60000 running null");
}

TEST(TimedGame, TheCreatorWaitingForTheInviteIsToldWhenTheClockStarts) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(timed_config(time));
  const auto a_ticket = create_timed(server.port(), "fischer 60+0");
  json::object state;
  auto a = connect_v2(server.port(), a_ticket.id, a_ticket.secret, &state);
  EXPECT_EQ(clock_of(state), "A 60000 B 60000 running null");
  join_game(server.port(), a_ticket.id);
  EXPECT_EQ(clock_of(a->expect("state")), "A 60000 B 60000 running A");
}

TEST(TimedGame, OneMillisecondBeforeTheFlagTheActionCounts) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(timed_config(time));
  const auto a_ticket = create_timed(server.port(), "fischer 60+3");
  join_game(server.port(), a_ticket.id);
  auto a = connect_game(server.port(), a_ticket.id, a_ticket.secret);
  time->advance(59'999);
  ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
  EXPECT_EQ(clock_of(wait_version(*a, 1)), "A 3001 B 60000 running B");
}

TEST(TimedGame, OutOfRangeTimeControlsAreRefusedAndCreateNothing) {
  TestServer server;
  for (const char* bad :
       {"fischer 59+0", "fischer 10801+0", "fischer 60+181", "days 0", "days 15", "blitz", ""}) {
    auto r = http_call(server.port(), "POST", "/api/games",
                       json::serialize(json::object{{"rule", "standard"}, {"time", bad}}),
                       "application/json");
    EXPECT_EQ(r.status, 400) << bad;
    EXPECT_EQ(r.json().at("error").at("code"), "bad_time_control") << bad;
    EXPECT_EQ(r.json().at("error").at("params").at("time"), bad) << r.body;
  }
  auto number =
      http_call(server.port(), "POST", "/api/games", R"({"time": 60})", "application/json");
  EXPECT_EQ(number.json().at("error").at("code"), "bad_time_control");
  // The home form's fields: a custom control out of range, and days out of range.
  for (const char* form :
       {"time=custom&base=0&increment=5", "time=custom&base=181&increment=0",
        "time=custom&base=10&increment=200", "time=days&days=15", "time=days&days=x"}) {
    auto r =
        http_call(server.port(), "POST", "/api/games", form, "application/x-www-form-urlencoded");
    EXPECT_EQ(r.status, 400) << form;
    EXPECT_EQ(r.json().at("error").at("code"), "bad_time_control") << form;
  }
  EXPECT_EQ(server.store().game_count(), 0);
  // And good ones are kept with the game.
  auto r = http_call(server.port(), "POST", "/api/games", "time=custom&base=7&increment=2",
                     "application/x-www-form-urlencoded");
  EXPECT_EQ(r.status, 303) << r.body;
  EXPECT_EQ(server.store().game_count(), 1);
  const auto untimed = create_game(server.port());
  EXPECT_EQ(server.store().load_game(untimed.id)->time_control, "none");
}

TEST(TimedGame, ARestartInTheMiddleOfATimedGameChargesNobodyForTheDowntime) {
  auto time = std::make_shared<ManualTime>(kStart);
  TempDir dir;
  const auto db = dir.path() / "renju.db";
  SeatTicket a_ticket, b_ticket;
  {
    TestServer server(timed_config(time), {}, db);
    a_ticket = create_timed(server.port(), "fischer 60+2");
    b_ticket = join_game(server.port(), a_ticket.id);
    auto a = connect_game(server.port(), a_ticket.id, a_ticket.secret);
    time->advance(5'000);
    ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
    EXPECT_EQ(clock_of(wait_version(*a, 1)), "A 57000 B 60000 running B");
    time->advance(7'000);  // White thinks for 7 s; then the server goes down
  }
  time->advance(3'600'000);  // an hour of downtime
  TestServer server(timed_config(time), {}, db);
  json::object state;
  auto b = connect_v2(server.port(), a_ticket.id, b_ticket.secret, &state);
  // White's clock resumes from the reading stored with the last action, from the load on.
  EXPECT_EQ(clock_of(state), "A 57000 B 60000 running B");
  time->advance(3'000);
  ASSERT_EQ(act(*b, action_message("B place h9", 2)).at("t"), "ack");
  EXPECT_EQ(clock_of(wait_version(*b, 2)), "A 57000 B 59000 running A");
}

}  // namespace
}  // namespace renju::server::testing
