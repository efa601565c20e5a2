// Lag compensation over real WebSockets, on an injected clock: the server pings each seat of a
// Fischer game (no other connection) and measures the round trip on the room's clock (a test makes
// a round trip last by moving the clock while its client holds the pong), a player's timed action
// is charged that much less within the bounded quota, never below zero, and a client that never
// answers a ping, or sends pongs nobody asked for, gets nothing back.
#include <gtest/gtest.h>

#include <boost/asio/connect.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/websocket.hpp>

#include "timed_fixture.hpp"

namespace renju::server::testing {
namespace {

ServerConfig lag_config(const std::shared_ptr<ManualTime>& time) {
  auto config = timed_config(time);
  config.ws_lag_ping_interval = std::chrono::milliseconds(0);  // one ping, with the hello
  return config;
}

// A player whose pong for the hello's ping leaves `round_trip` ms (of `time`) after the ping.
std::unique_ptr<WsClient> lagged_player(unsigned short port, const SeatTicket& game,
                                        const std::string& secret,
                                        const std::shared_ptr<ManualTime>& time,
                                        game::Millis round_trip) {
  auto c = WsClient::connect(port, "/ws/games/" + game.id);
  c->on_ping([time, round_trip] { time->advance(round_trip); });
  c->send(json::object{{"t", "hello"}, {"protocol", 2}, {"secret", secret}});
  c->expect("welcome");
  c->expect("state");
  EXPECT_TRUE(c->wait_pings(1));
  // The server reads this connection's frames in order: once it answers a message sent after
  // the pong, it has timed the pong.
  c->send(json::object{{"t", "ping"}});
  c->expect("pong");
  return c;
}

// The pings a connection got by the second pong of the protocol's own ping after its hello.
// The room asks for lag pings while it handles the hello, before it sends the welcome; a lag
// ping may still wait in Beast behind the messages being written, but not past the first
// pong's write: by then the session had nothing else to write, and the second ping of ours
// is read only after the client saw that pong. So the count is settled by the second pong.
std::size_t pings_by_second_pong(unsigned short port, const std::string& game,
                                 std::optional<std::string> secret) {
  auto c = WsClient::connect(port, "/ws/games/" + game);
  c->on_ping({});  // count pings from here on
  json::object hello{{"t", "hello"}, {"protocol", 2}};
  if (secret) hello["secret"] = *secret;
  c->send(hello);
  c->expect("welcome");
  c->expect("state");
  for (int round = 0; round < 2; ++round) {
    c->send(json::object{{"t", "ping"}});
    c->expect("pong");
  }
  return c->pings();
}

TEST(LagCompensation, OnlyTheSeatsOfAFischerGameArePinged) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(lag_config(time));
  const auto fischer = create_timed(server.port(), "fischer 60+0");
  const auto untimed = create_game(server.port());
  const auto correspondence = create_timed(server.port(), "days 3");
  EXPECT_EQ(pings_by_second_pong(server.port(), fischer.id, fischer.secret), 1u);
  EXPECT_EQ(pings_by_second_pong(server.port(), fischer.id, std::nullopt), 0u);  // a spectator
  EXPECT_EQ(pings_by_second_pong(server.port(), untimed.id, untimed.secret), 0u);
  EXPECT_EQ(pings_by_second_pong(server.port(), correspondence.id, correspondence.secret), 0u);
}

TEST(LagCompensation, AMeasuredRoundTripIsGivenBackHalfOfItPerAction) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(lag_config(time));
  const auto a_ticket = create_timed(server.port(), "fischer 60+0");
  const auto b_ticket = join_game(server.port(), a_ticket.id);
  // 400 ms there and back: 200 ms each way, within every limit.
  auto a = lagged_player(server.port(), a_ticket, a_ticket.secret, time, 400);
  auto b = lagged_player(server.port(), a_ticket, b_ticket.secret, time, 0);
  time->advance(5'000);
  ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
  // 5.4 s since Black's clock started (the round trip included), 200 ms of it given back.
  EXPECT_EQ(clock_of(wait_version(*b, 1)), "A 54800 B 60000 running B");
  time->advance(3'000);
  ASSERT_EQ(act(*b, action_message("B place h9", 2)).at("t"), "ack");
  EXPECT_EQ(clock_of(wait_version(*a, 2)), "A 54800 B 57000 running A");  // no lag, nothing back
}

TEST(LagCompensation, TheQuotaBoundsWhatALongLagGivesAndNoChargeGoesBelowZero) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(lag_config(time));
  const auto a_ticket = create_timed(server.port(), "fischer 60+0");
  const auto b_ticket = join_game(server.port(), a_ticket.id);
  // Black holds its pong 10 s (a liar, or a terrible line); White 2 s, during Black's turn.
  auto a = lagged_player(server.port(), a_ticket, a_ticket.secret, time, 10'000);
  auto b = lagged_player(server.port(), a_ticket, b_ticket.secret, time, 2'000);
  time->advance(1'000);
  ASSERT_EQ(act(*a, action_message("A place h8", 1)).at("t"), "ack");
  // 13 s spent; 5 s of lag each way, but an action gets at most the quota's 1 s.
  EXPECT_EQ(clock_of(wait_version(*b, 1)), "A 48000 B 60000 running B");
  // White answers within 100 ms with 1 s of lag each way: charged nothing, given nothing more.
  time->advance(100);
  ASSERT_EQ(act(*b, action_message("B place h9", 2)).at("t"), "ack");
  EXPECT_EQ(clock_of(wait_version(*a, 2)), "A 48000 B 60000 running A");
  // Black's quota is spent: only what it regained with the last action (the gain) comes back.
  time->advance(3'000);
  ASSERT_EQ(act(*a, action_message("A place j10", 3)).at("t"), "ack");
  EXPECT_EQ(clock_of(wait_version(*b, 3)), "A 45200 B 60000 running B");
  // Over its two actions Black got back 1.2 s: the initial quota and one gain, no more.
}

TEST(LagCompensation, AClientThatAnswersNoPingOrSendsUnaskedPongsGetsNothing) {
  auto time = std::make_shared<ManualTime>(kStart);
  TestServer server(lag_config(time));
  const auto a_ticket = create_timed(server.port(), "fischer 60+0");
  const auto b_ticket = join_game(server.port(), a_ticket.id);
  json::object state;
  auto watcher = connect_v2(server.port(), a_ticket.id, std::nullopt, &state);
  // Black's client sends its hello and never reads again, so the server's ping is never
  // answered; it claims lag with pongs of its own instead.
  namespace beast = boost::beast;
  boost::asio::io_context ioc;
  beast::websocket::stream<beast::tcp_stream> raw(ioc);
  raw.next_layer().connect({boost::asio::ip::make_address("127.0.0.1"), server.port()});
  raw.handshake("127.0.0.1", "/ws/games/" + a_ticket.id);
  raw.write(boost::asio::buffer(
      json::serialize(json::object{{"t", "hello"}, {"protocol", 2}, {"secret", a_ticket.secret}})));
  time->advance(2'000);
  // Pongs that echo no ping in flight: a claimed round trip, an empty one, a later ping's.
  for (const char* payload : {"rtt 2000", "", "lag 2"}) {
    raw.pong(beast::websocket::ping_data(payload));
  }
  time->advance(3'000);
  raw.write(boost::asio::buffer(json::serialize(action_message("A place h8", 1))));
  EXPECT_EQ(clock_of(wait_version(*watcher, 1)), "A 55000 B 60000 running B");
  EXPECT_FALSE(b_ticket.id.empty());
}

}  // namespace
}  // namespace renju::server::testing
