// Takebacks in timed games over real WebSockets, on an injected clock: an accepted takeback puts
// both clocks back exactly to their readings after the action before the one taken back (the
// start's for the first action), runs the clock of the player to act, and a server restarted
// afterwards resumes from the same readings; a declined one charges time as any other action.
#include <gtest/gtest.h>

#include "timed_fixture.hpp"

namespace renju::server::testing {
namespace {

TEST(TakebackClock, AcceptedRestoresTheReadingsBeforeTheUndoneMoveAndSurvivesARestart) {
  auto time = std::make_shared<ManualTime>(kStart);
  TempDir dir;
  const auto db = dir.path() / "renju.db";
  SeatTicket a_ticket, b_ticket;
  {
    TestServer server(timed_config(time), {}, db);
    auto g = seat_two_timed(server.port(), "fischer 60+2");
    a_ticket = g.a_ticket;
    b_ticket = g.b_ticket;
    auto& a = g.a;
    auto& b = g.b;
    time->advance(5'000);
    ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
    EXPECT_EQ(clock_of(wait_version(*b, 1)), "A 57000 B 60000 running B");
    time->advance(7'000);
    ASSERT_EQ(act(*b, action_message("B place h9", 2)).at("t"), "ack");
    EXPECT_EQ(clock_of(wait_version(*a, 2)), "A 57000 B 55000 running A");
    // Asking is out of turn: White is charged nothing, Black's clock runs on.
    time->advance(1'000);
    ASSERT_EQ(act(*b, action_message("B takeback", 3)).at("t"), "ack");
    EXPECT_EQ(clock_of(wait_version(*a, 3)), "A 56000 B 55000 running A");
    // Black thinks 4 s and accepts: both clocks are as they were after h8, White's runs.
    time->advance(4'000);
    ASSERT_EQ(act(*a, action_message("A accept-takeback", 4)).at("t"), "ack");
    const auto accepted = wait_version(*b, 4);
    EXPECT_EQ(str(accepted.at("events").at(0).at("type")), "takeback-accepted");
    EXPECT_EQ(clock_of(accepted), "A 57000 B 60000 running B");
    EXPECT_EQ(clock_of(wait_version(*a, 4)), "A 57000 B 60000 running B");
    const auto record = server.store().load_game(a_ticket.id);
    ASSERT_TRUE(record);
    EXPECT_EQ(record->stamps.at(3), (store::ActionStamp{kStart + 17'000, "A=57000 B=60000 run=B"}));
  }
  time->advance(3'600'000);  // the server is down for an hour
  TestServer server(timed_config(time), {}, db);
  json::object state;
  auto b = connect_v2(server.port(), a_ticket.id, b_ticket.secret, &state);
  EXPECT_EQ(clock_of(state), "A 57000 B 60000 running B");
  time->advance(3'000);
  ASSERT_EQ(act(*b, action_message("B place j10", 5)).at("t"), "ack");
  EXPECT_EQ(clock_of(wait_version(*b, 5)), "A 57000 B 59000 running A");
}

// Black plays h8 after 5 s and asks for it back 1 s later (out of turn); White answers with
// `answer` 2 s after that. Returns the clock of the answer's event.
std::string answer_takeback_of_first_move(SeatedGame& g, ManualTime& time,
                                          const std::string& answer) {
  time.advance(5'000);
  EXPECT_EQ(act(*g.a, action_message("A place h8", 1)).at("t"), "ack");
  time.advance(1'000);
  EXPECT_EQ(act(*g.a, action_message("A takeback", 2)).at("t"), "ack");
  time.advance(2'000);
  EXPECT_EQ(act(*g.b, action_message("B " + answer, 3)).at("t"), "ack");
  return clock_of(wait_version(*g.a, 3));
}

TEST(TakebackClock, TakingBackTheFirstActionRestoresTheStart) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(timed_config(time));
  auto g = seat_two_timed(server.port(), "fischer 60+0");
  EXPECT_EQ(answer_takeback_of_first_move(g, *time, "accept-takeback"),
            "A 60000 B 60000 running A");
  // The restored clock is the one that runs: Black's flag falls a full minute later.
  time->advance(59'999);
  ASSERT_EQ(act(*g.a, action_message("A place h8", 4)).at("t"), "ack");
  EXPECT_EQ(clock_of(wait_version(*g.b, 4)), "A 1 B 60000 running B");
}

TEST(TakebackClock, DeclinedChargesTheAnswerLikeAnyOtherAction) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(timed_config(time));
  auto g = seat_two_timed(server.port(), "fischer 60+2");
  // White's turn goes on: 3 s spent, no increment (the turn has not passed).
  EXPECT_EQ(answer_takeback_of_first_move(g, *time, "decline-takeback"),
            "A 57000 B 57000 running B");
}

}  // namespace
}  // namespace renju::server::testing
