// Expired games over the wire: an action in a game the sweep deleted (unclaimed) or closed
// (abandoned) gets `game_expired`, not a retryable `internal`; a closed game shows as over.
#include <gtest/gtest.h>

#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

// The sweep's store calls with a cutoff in the future: every game counts as old.
constexpr std::int64_t kFarFuture = 4'000'000'000;

TEST(Expiry, AnActionInADeletedUnclaimedGameGetsGameExpired) {
  TestServer server;
  auto ticket = create_game(server.port(), "standard", "black");
  auto a = connect_game(server.port(), ticket.id, ticket.secret);
  ASSERT_EQ(server.store().delete_unclaimed_before(kFarFuture), 1);
  auto answer = act(*a, action_message("A place h8", 1));
  EXPECT_EQ(answer.at("t"), "error");
  EXPECT_EQ(answer.at("code"), "game_expired") << json::serialize(answer);
}

TEST(Expiry, AClosedGameRefusesActionsAndShowsAsAbandoned) {
  TestServer server;
  auto g = seat_two(server.port(), "standard");
  ASSERT_EQ(act(*g.a, action_message("A place h8", 1)).at("t"), "ack");
  ASSERT_EQ(server.store().close_untouched_before(kFarFuture, kFarFuture), 1);

  auto answer = act(*g.b, action_message("B place h9", 2));
  EXPECT_EQ(answer.at("code"), "game_expired") << json::serialize(answer);
  EXPECT_EQ(server.store().load_game(g.a_ticket.id)->actions.size(), 1u) << "log kept";

  auto shown = http_call(server.port(), "GET", "/api/games/" + g.a_ticket.id);
  ASSERT_EQ(shown.status, 200) << shown.body;
  auto state = shown.json();
  EXPECT_EQ(state.at("phase"), "over");
  EXPECT_EQ(state.at("to_move"), nullptr);
  EXPECT_EQ(state.at("result").at("reason"), "abandoned");
  EXPECT_EQ(state.at("result").at("winner"), nullptr);
  EXPECT_EQ(state.at("log").as_array().size(), 1u);
}

}  // namespace
}  // namespace renju::server::testing
