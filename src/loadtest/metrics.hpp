// What a load run measures, kept per load thread (behind a mutex the progress printer takes once
// a second) and merged for the report.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "loadtest/histogram.hpp"

namespace renju::loadtest {

struct Metrics {
  std::uint64_t sent = 0;       // actions (or echo messages) sent
  std::uint64_t completed = 0;  // acknowledged (or echoed back)
  std::uint64_t games_finished = 0;
  std::uint64_t reconnects = 0;
  std::map<std::string, std::uint64_t> errors;  // by kind: "connect", "not_your_turn", …
  Histogram ack;                                // send → ack (or echo)
  Histogram peer;                               // send → the opponent receives the event

  void merge(const Metrics& o);
  std::uint64_t error_count() const;
  // "connect=3 not_your_turn=1" or "none".
  std::string errors_text() const;
};

// One per load thread: `total` for the report, `interval` reset by each progress line.
struct ThreadMetrics {
  std::mutex mu;
  Metrics total;
  Metrics interval;

  template <class F>
  void update(F&& f) {
    std::lock_guard lock(mu);
    f(total);
    f(interval);
  }
};

// Merges every thread's totals; with take_interval, also the intervals (which are then reset).
Metrics collect(std::vector<std::unique_ptr<ThreadMetrics>>& threads, Metrics* interval = nullptr);

}  // namespace renju::loadtest
