// Helpers for timed games over real WebSockets on an injected clock (server/time_source.hpp):
// a server on a ManualTime, a game created with a time control, and a message's clock as text.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "server/time_source.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {

inline constexpr game::Millis kStart = 1'700'000'000'000;

inline ServerConfig timed_config(const std::shared_ptr<ManualTime>& time) {
  ServerConfig config;
  config.rooms.time = time;
  config.rooms.presence_interval = std::chrono::milliseconds(0);
  // No lag pings: a pong the server timed after a test moved the clock would count as lag.
  config.ws_lag_ping_interval = std::chrono::milliseconds(-1);
  return config;
}

// A standard game with the creator as Black under `time`; `extra`: more fields of the request.
inline SeatTicket create_timed(unsigned short port, const std::string& time,
                               json::object extra = {}) {
  json::object body{{"rule", "standard"}, {"side", "black"}, {"time", time}};
  for (const auto& [key, value] : extra) body[key] = value;
  auto r = http_call(port, "POST", "/api/games", json::serialize(body), "application/json");
  EXPECT_EQ(r.status, 201) << r.body;
  auto o = r.json();
  EXPECT_EQ(str(o.at("time")),
            game::to_text(std::get<game::TimeControl>(game::parse_time_control(time))));
  return {std::string(o.at("id").as_string()), std::string(o.at("seat").as_string()),
          std::string(o.at("secret").as_string())};
}

// The clock a message carries: "A ms B ms running X".
inline std::string clock_of(const json::object& message) {
  const auto* c = message.if_contains("clock");
  if (!c) return "no clock";
  const auto& o = c->as_object();
  return "A " + str(o.at("A")) + " B " + str(o.at("B")) + " running " + str(o.at("running"));
}

inline std::unique_ptr<WsClient> connect_v2(unsigned short port, const std::string& id,
                                            std::optional<std::string> secret,
                                            json::object* state) {
  auto c = WsClient::connect(port, "/ws/games/" + id);
  json::object hello{{"t", "hello"}, {"protocol", 2}};
  if (secret) hello["secret"] = *secret;
  c->send(hello);
  c->expect("welcome");
  *state = c->expect("state");
  return c;
}

// A timed game created (A as Black) and joined, both players connected in version 1: the
// clock runs from the load, Black's first.
inline SeatedGame seat_two_timed(unsigned short port, const std::string& time) {
  SeatedGame g;
  g.a_ticket = create_timed(port, time);
  g.b_ticket = join_game(port, g.a_ticket.id);
  g.a = connect_game(port, g.a_ticket.id, g.a_ticket.secret);
  g.b = connect_game(port, g.a_ticket.id, g.b_ticket.secret);
  return g;
}

}  // namespace renju::server::testing
