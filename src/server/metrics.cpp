// The process-wide counters: plain atomics for the fixed ones, a map under a mutex for the ones
// keyed by a code (a refusal is rare next to an accepted action, so the lock costs little).
#include "server/metrics.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>

namespace renju::server {
namespace {

struct Counters {
  std::atomic<std::uint64_t> accepted{0};
  std::array<std::atomic<std::uint64_t>, kActionSecondsBounds.size() + 1> action_buckets{};
  std::atomic<std::uint64_t> action_nanoseconds{0};
  std::atomic<std::uint64_t> loads{0};
  std::atomic<std::uint64_t> takeovers{0};
  std::mutex mutex;
  std::map<std::string, std::uint64_t, std::less<>> refusals;
  std::map<std::string, std::uint64_t, std::less<>> rate_limits;
  const double start =
      std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
};

Counters& counters() {
  static Counters c;
  return c;
}
// Taken while the process starts, not at the first scrape.
const double kStartTime = counters().start;

void bump(std::map<std::string, std::uint64_t, std::less<>>& map, std::string_view key) {
  std::lock_guard lock(counters().mutex);
  auto it = map.find(key);
  if (it == map.end()) it = map.emplace(std::string(key), 0).first;
  ++it->second;
}

}  // namespace

void count_action_accepted(double seconds) {
  auto& c = counters();
  seconds = std::max(0.0, seconds);
  const auto bucket =
      std::lower_bound(kActionSecondsBounds.begin(), kActionSecondsBounds.end(), seconds) -
      kActionSecondsBounds.begin();
  c.action_buckets[static_cast<std::size_t>(bucket)].fetch_add(1, std::memory_order_relaxed);
  c.action_nanoseconds.fetch_add(static_cast<std::uint64_t>(seconds * 1e9),
                                 std::memory_order_relaxed);
  ++c.accepted;
}
void count_refusal(std::string_view code) {
  bump(counters().refusals, code);
}
void count_sent(const boost::json::object& message) {
  const auto* t = message.if_contains("t");
  if (!t || *t != "error") return;
  const auto* code = message.if_contains("code");
  count_refusal(code && code->is_string() ? std::string_view(code->get_string()) : "unknown");
}
void count_rate_limited(std::string_view what) {
  bump(counters().rate_limits, what);
}
void count_game_load() {
  ++counters().loads;
}
void count_takeover_notice() {
  ++counters().takeovers;
}

MetricTotals metric_totals() {
  auto& c = counters();
  MetricTotals t;
  t.actions_accepted = c.accepted;
  for (std::size_t i = 0; i < t.action_buckets.size(); ++i)
    t.action_buckets[i] = c.action_buckets[i];
  t.action_seconds_sum = static_cast<double>(c.action_nanoseconds.load()) / 1e9;
  t.game_loads = c.loads;
  t.takeover_notices = c.takeovers;
  t.start_time = kStartTime;
  std::lock_guard lock(c.mutex);
  t.refusals.insert(c.refusals.begin(), c.refusals.end());
  t.rate_limits.insert(c.rate_limits.begin(), c.rate_limits.end());
  return t;
}

}  // namespace renju::server
