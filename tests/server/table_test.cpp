// The table over real WebSockets: takebacks accepted and declined, abort before both players
// have acted, and abandonment claims judged against the room's presence on an injected clock.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

// Waits for a presence that shows `seat` (not) online among the messages after the first
// `from` the client has received (earlier ones may show the seat before it ever connected).
void wait_online(WsClient& c, const std::string& seat, bool online, std::size_t from) {
  // Polls what has arrived (expect() could hand back an older queued presence) until a late
  // enough presence says so, for at most 10 s.
  for (int tries = 0; tries < 1000; ++tries) {
    const auto all = c.all_received();
    for (std::size_t i = from; i < all.size(); ++i) {
      const auto& m = all[i];
      if (m.at("t") == "presence" && m.at("seats").at(seat).at("online") == online) return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  FAIL() << "no presence with " << seat << (online ? " online" : " offline");
}

// The game's log and stones as a fresh spectator sees them in version 2.
json::object spectator_state(unsigned short port, const std::string& id) {
  auto c = WsClient::connect(port, "/ws/games/" + id);
  c->send(json::object{{"t", "hello"}, {"protocol", 2}});
  c->expect("welcome");
  return c->expect("state").at("state").as_object();
}

TEST(TableWs, TakebackAcceptedRestoresTheGameAndDeclinedKeepsIt) {
  TestServer server;
  auto g = seat_two(server.port(), "standard");
  ASSERT_EQ(str(act(*g.a, action_message("A place h8", 1)).at("t")), "ack");
  ASSERT_EQ(str(act(*g.b, action_message("B place h9", 2)).at("t")), "ack");
  // Nobody asked: answering is refused and changes nothing.
  EXPECT_EQ(error_code(act(*g.a, action_message("A accept-takeback", 3))), "no_takeback");
  EXPECT_EQ(error_code(act(*g.a, action_message("A takeback", 4))), "nothing_to_take_back");
  ASSERT_EQ(str(act(*g.b, action_message("B takeback", 5)).at("t")), "ack");
  const auto asked = wait_version(*g.a, 3);
  EXPECT_EQ(str(asked.at("events").at(0).at("type")), "takeback-requested");
  EXPECT_EQ(error_code(act(*g.b, action_message("B accept-takeback", 6))), "no_takeback");
  ASSERT_EQ(str(act(*g.a, action_message("A accept-takeback", 7)).at("t")), "ack");
  const auto accepted = wait_version(*g.b, 4);
  const auto& ev = accepted.at("events").at(0).as_object();
  EXPECT_EQ(str(ev.at("type")), "takeback-accepted");
  EXPECT_EQ(str(ev.at("undone")), "B place h9");
  EXPECT_EQ(ev.at("undone_v"), 2);
  auto state = spectator_state(server.port(), g.a_ticket.id);
  EXPECT_EQ(state.at("moves").as_array().size(), 1u);
  EXPECT_EQ(str(state.at("to_move")), "B");
  EXPECT_EQ(state.at("log").as_array().size(), 4u);  // the log only grows
  EXPECT_EQ(state.at("takebacks"), true);

  // B plays elsewhere, asks again, and A declines: the stone stays.
  ASSERT_EQ(str(act(*g.b, action_message("B place j10", 8)).at("t")), "ack");
  ASSERT_EQ(str(act(*g.b, action_message("B takeback", 9)).at("t")), "ack");
  ASSERT_EQ(str(act(*g.a, action_message("A decline-takeback", 10)).at("t")), "ack");
  EXPECT_EQ(str(wait_version(*g.b, 7).at("events").at(0).at("type")), "takeback-declined");
  EXPECT_EQ(error_code(act(*g.b, action_message("B takeback", 11))), "takeback_repeated");
  state = spectator_state(server.port(), g.a_ticket.id);
  ASSERT_EQ(state.at("moves").as_array().size(), 2u);
  EXPECT_EQ(str(state.at("moves").at(1).at("at")), "j10");
  EXPECT_EQ(str(state.at("to_move")), "A");
  EXPECT_TRUE(state.at("takeback").is_null());
}

TEST(TableWs, AbortBeforeBothHaveActedEndsWithNoResult) {
  TestServer server;
  auto g = seat_two(server.port(), "standard");
  ASSERT_EQ(str(act(*g.a, action_message("A place h8", 1)).at("t")), "ack");
  ASSERT_EQ(str(act(*g.b, action_message("B abort", 2)).at("t")), "ack");
  const auto over = wait_version(*g.a, 2);
  EXPECT_EQ(str(over.at("events").at(0).at("type")), "aborted");
  const auto state = spectator_state(server.port(), g.a_ticket.id);
  EXPECT_EQ(str(state.at("result").at("reason")), "aborted");
  EXPECT_TRUE(state.at("result").at("winner").is_null());

  auto h = seat_two(server.port(), "standard");
  ASSERT_EQ(str(act(*h.a, action_message("A place h8", 1)).at("t")), "ack");
  ASSERT_EQ(str(act(*h.b, action_message("B place h9", 2)).at("t")), "ack");
  EXPECT_EQ(error_code(act(*h.a, action_message("A abort", 3))), "abort_too_late");
}

TEST(TableWs, ClaimAfterTheOpponentHasBeenGoneLongEnough) {
  auto offset = std::make_shared<std::atomic<std::int64_t>>(0);  // injected time, in seconds
  ServerConfig config;
  config.rooms.abandon_after = std::chrono::seconds(60);
  config.rooms.absence_clock = [offset] {
    return std::chrono::steady_clock::time_point{} + std::chrono::seconds(offset->load());
  };
  TestServer server(config);
  auto g = seat_two(server.port(), "standard");
  ASSERT_EQ(str(act(*g.a, action_message("A place h8", 1)).at("t")), "ack");
  ASSERT_EQ(str(act(*g.b, action_message("B place h9", 2)).at("t")), "ack");
  EXPECT_EQ(error_code(act(*g.a, action_message("A claim-win", 3))), "opponent_connected");

  const auto seen = g.a->all_received().size();
  g.b->close();
  wait_online(*g.a, "B", false, seen);
  offset->store(59);
  const auto early = act(*g.a, action_message("A claim-win", 4));
  EXPECT_EQ(error_code(early), "claim_too_early");
  EXPECT_EQ(early.at("params").at("seconds"), 1);
  offset->store(60);
  ASSERT_EQ(str(act(*g.a, action_message("A claim-win", 5)).at("t")), "ack") << "claim refused";
  const auto state = spectator_state(server.port(), g.a_ticket.id);
  EXPECT_EQ(str(state.at("result").at("reason")), "opponent-gone");
  EXPECT_EQ(str(state.at("result").at("winner")), "A");
}

TEST(TableWs, ThePlayerLeftBehindIsToldAndMayClaimADraw) {
  ServerConfig config;
  config.rooms.abandon_after = std::chrono::seconds(0);
  TestServer server(config);
  auto g = seat_two(server.port(), "standard");
  ASSERT_EQ(str(act(*g.a, action_message("A place h8", 1)).at("t")), "ack");
  g.a->close();
  const auto told = g.b->expect("opponent-gone");
  EXPECT_EQ(str(told.at("seat")), "A");
  ASSERT_EQ(str(act(*g.b, action_message("B claim-draw", 2)).at("t")), "ack");
  const auto state = spectator_state(server.port(), g.a_ticket.id);
  EXPECT_EQ(str(state.at("result").at("reason")), "opponent-gone");
  EXPECT_TRUE(state.at("result").at("winner").is_null());
}

}  // namespace
}  // namespace renju::server::testing
