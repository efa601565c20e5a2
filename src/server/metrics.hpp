// What the process counts for /metrics that no other part keeps: actions stored and how long
// each took, refusals by code, rate-limit refusals, game loads and takeover notices. Process-wide
// (one process serves one node), lock-free on the hot path; read as a snapshot by the metrics page.
#pragma once

#include <array>
#include <boost/json/object.hpp>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace renju::server {

// The upper bounds (seconds) of the action round-trip histogram's buckets; slower ones go in
// one more, last bucket.
inline constexpr std::array<double, 12> kActionSecondsBounds{
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5};

// An action committed and acknowledged (a move, a pass, a time-out: anything stored), `seconds`
// after the room received it: waiting behind the game's previous action, checking, the commit,
// until its ack is handed to the session.
void count_action_accepted(double seconds);
// An error message sent on a WebSocket, by its code (`illegal_move`, `busy`, `rate_limited`…).
// Codes are the server's own words, never a client's, so the set stays small.
void count_refusal(std::string_view code);
// A message about to go out on a WebSocket: an error is counted as a refusal by its code.
void count_sent(const boost::json::object& message);
// A request refused by a rate limit or the per-address connection limit: `what` is `message`
// (WebSocket messages), `create`, `join` or `connection`.
void count_rate_limited(std::string_view what);
// A game loaded into memory from the store (on this node's first attach since it was unloaded).
void count_game_load();
// Another node said it took a game over (PostgreSQL LISTEN/NOTIFY, store::PgTakeovers).
void count_takeover_notice();

struct MetricTotals {
  std::uint64_t actions_accepted = 0;
  // Per bucket (not cumulative): kActionSecondsBounds[i] in [i], slower ones in the last.
  std::array<std::uint64_t, kActionSecondsBounds.size() + 1> action_buckets{};
  double action_seconds_sum = 0;
  std::map<std::string, std::uint64_t> refusals;     // by code
  std::map<std::string, std::uint64_t> rate_limits;  // by `what`
  std::uint64_t game_loads = 0;
  std::uint64_t takeover_notices = 0;
  double start_time = 0;  // the process's start, in seconds since the Unix epoch
};
MetricTotals metric_totals();

}  // namespace renju::server
