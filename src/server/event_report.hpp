// Counting a recurring condition and saying when to log it: at its first occurrence, then at
// most once per interval with the count since the last line. What keeps a flood (connections
// refused, accepts failing) from flooding the log too.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <utility>

namespace renju::server {

class EventReport {
 public:
  using Clock = std::chrono::steady_clock;
  explicit EventReport(Clock::duration interval) : interval_(interval) {}

  // Counts one occurrence at `now`; returns the number of occurrences the line due now should
  // report (this one included), or nullopt when the last line is more recent than the interval.
  // Not thread-safe: callers serialise (a mutex, a strand).
  std::optional<std::uint64_t> note(Clock::time_point now) {
    ++pending_;
    if (reported_ && now - last_ < interval_) return std::nullopt;
    reported_ = true;
    last_ = now;
    return std::exchange(pending_, 0);
  }

 private:
  Clock::duration interval_;
  std::uint64_t pending_ = 0;
  Clock::time_point last_{};
  bool reported_ = false;
};

}  // namespace renju::server
