// The order store → ack → broadcast with the group committer: while an action's commit is held
// back, nobody hears of it; actions for the same game queue behind it in order (and past the
// room's queue are refused as busy); once it commits, everything follows in order.
#include <gtest/gtest.h>

#include "server_fixture.hpp"
#include "store/gated_store.hpp"

namespace renju::server::testing {
namespace {

// Everything the room has sent `c` so far. A resync is answered on the room's strand after
// every earlier job of that room, so the messages before its `state` are exactly what the room
// had sent this client until then, and nothing the room sent earlier can come after it.
// Presence is left out: it is coalesced on a timer of its own (a spectator's arrival reaches the
// players whenever that timer fires, under load even after a later resync), and it says nothing
// about the order of commits, acks and events this file is about.
std::vector<json::object> settle(WsClient& c) {
  c.send(json::object{{"t", "resync"}, {"v", 0}});
  std::vector<json::object> before;
  for (;;) {
    auto m = c.next(10s);
    if (!m) throw std::runtime_error("no answer to resync");
    if (m->at("t") == "state") return before;
    if (m->at("t") != "event" && m->at("t") != "presence") {
      before.push_back(*m);  // resync replays events since v 0
    }
  }
}

// The ack or error answering `id` (the action was already sent).
json::object reply_to(WsClient& c, int id) {
  for (;;) {
    auto m = c.next(5s);
    if (!m) throw std::runtime_error("no answer to " + std::to_string(id));
    if ((m->at("t") == "ack" || m->at("t") == "error") && m->at("id") == id) return *m;
  }
}

std::vector<json::object> of_type(const std::vector<json::object>& ms, const char* t) {
  std::vector<json::object> out;
  for (const auto& m : ms)
    if (m.at("t") == t) out.push_back(m);
  return out;
}

TEST(Commit, NothingIsToldBeforeTheCommitAndLaterActionsWaitInOrder) {
  store::GatedStore* gate = nullptr;
  ServerConfig config;
  config.ws_message_rate = 0;  // B sends 35 actions at once: this test is not about the limit
  TestServer server(config, [&gate](store::Store& inner) {
    auto gated = std::make_unique<store::GatedStore>(inner);
    gate = gated.get();
    return gated;
  });
  // Declared after the server, so destroyed first: a failed assertion must not leave the
  // server's writer waiting at the gate while the server shuts down.
  struct OpenOnExit {
    store::GatedStore*& g;
    ~OpenOnExit() {
      if (g) g->open_gate();
    }
  } open_on_exit{gate};
  ASSERT_NE(gate, nullptr);

  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "standard");
  auto watcher = connect_game(port, a_ticket.id, std::nullopt);
  settle(*a);
  settle(*b);
  settle(*watcher);

  a->send(action_message("A place h8", 1));
  gate->wait_until_held();  // h8 is in flight: the committer holds it at the gate
  // B answers at once (judged once h8 is settled), then sends more than the room will hold.
  b->send(action_message("B place h9", 2));
  constexpr int kMore = 34;  // 31 wait behind h9 (32 in all), the last 3 are refused as busy
  for (int i = 0; i < kMore; ++i)
    b->send(action_message("B place a" + std::to_string(1 + i % 15), 3 + i));

  // What each has heard while the commit is held: B only the three refusals, A no ack, the
  // spectator no event.
  const auto b_early = settle(*b);
  ASSERT_EQ(b_early.size(), 3u);
  for (std::size_t i = 0; i < b_early.size(); ++i) {
    EXPECT_EQ(b_early[i].at("t"), "error");
    EXPECT_EQ(b_early[i].at("code"), "busy");
    EXPECT_EQ(b_early[i].at("id"), 3 + kMore - 3 + static_cast<int>(i));
  }
  EXPECT_TRUE(settle(*a).empty()) << "no ack before the commit";
  EXPECT_TRUE(settle(*watcher).empty()) << "no event before the commit";
  EXPECT_EQ(http_call(port, "GET", "/api/games/" + a_ticket.id).json().at("v"), 0);

  gate->open_gate();
  EXPECT_EQ(reply_to(*a, 1).at("v"), 1);
  wait_version(*watcher, 2);
  // The last of the waiting actions is answered last; settle then collects it all.
  reply_to(*b, 3 + kMore - 4);
  std::vector<json::object> b_late;
  for (const auto& m : b->all_received())
    if (m.at("t") == "ack" || (m.at("t") == "error" && m.at("code") != "busy")) b_late.push_back(m);
  EXPECT_TRUE(of_type(settle(*b), "error").empty()) << "nothing after the last waiting action";
  const auto acks = of_type(b_late, "ack");
  ASSERT_EQ(acks.size(), 1u);
  EXPECT_EQ(acks[0].at("id"), 2);
  EXPECT_EQ(acks[0].at("v"), 2);
  // The 31 that waited were judged after h9, in the order sent: not B's turn any more.
  const auto errors = of_type(b_late, "error");
  ASSERT_EQ(errors.size(), static_cast<std::size_t>(kMore - 3));
  for (std::size_t i = 0; i < errors.size(); ++i) {
    EXPECT_EQ(errors[i].at("id"), 3 + static_cast<int>(i));
    EXPECT_EQ(errors[i].at("code"), "not_your_turn");
  }
  const auto shown = http_call(port, "GET", "/api/games/" + a_ticket.id).json();
  EXPECT_EQ(shown.at("log"), json::parse(R"(["A place h8","B place h9"])"));
}

}  // namespace
}  // namespace renju::server::testing
