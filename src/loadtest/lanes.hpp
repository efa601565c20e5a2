// What both loads share: one lane per load thread (its io_context, the run's shared counters
// and its own metrics), work posted to every lane's thread, and the measured phase with its
// progress line once a second.
#pragma once

#include <algorithm>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "loadtest/client.hpp"
#include "loadtest/metrics.hpp"

namespace renju::loadtest {

// A load's Lane type provides `io`, `shared` and `metrics` members; Lanes fills them.
template <class Lane>
class Lanes {
 public:
  template <class Shared>
  Lanes(IoPool& pool, Shared& shared) {
    for (int t = 0; t < pool.size(); ++t) {
      metrics_.push_back(std::make_unique<ThreadMetrics>());
      auto lane = std::make_unique<Lane>();
      lane->io = &pool.io(t);
      lane->shared = &shared;
      lane->metrics = metrics_.back().get();
      lanes_.push_back(std::move(lane));
    }
  }

  // The lane the i-th connection or game goes to (round robin).
  Lane& for_item(int i) { return *lanes_[static_cast<std::size_t>(i) % lanes_.size()]; }
  // Runs f(lane) on each lane's own thread.
  template <class F>
  void on_each(F f) {
    for (auto& lane : lanes_) boost::asio::post(*lane->io, [l = lane.get(), f] { f(*l); });
  }
  std::vector<std::unique_ptr<Lane>>& all() { return lanes_; }
  std::vector<std::unique_ptr<ThreadMetrics>>& metrics() { return metrics_; }

 private:
  std::vector<std::unique_ptr<ThreadMetrics>> metrics_;
  std::vector<std::unique_ptr<Lane>> lanes_;
};

struct Phase {
  double seconds = 10;
  // Checked every 10 ms: true ends the phase early (a message budget, a stop request).
  std::function<bool()> done;
  // The progress line for t seconds in, given the totals and the last interval's figures.
  std::function<std::string(double t, const Metrics& total, const Metrics& interval,
                            double interval_seconds)>
      line;
  std::function<void(const std::string&)> progress;  // may be empty
};

struct PhaseEnd {
  double seconds = 0;        // how long it ran
  bool ended_early = false;  // `done` ended it before its time
};

// Runs the measured phase of a load, printing a progress line a second.
inline PhaseEnd run_phase(std::vector<std::unique_ptr<ThreadMetrics>>& metrics,
                          const Phase& phase) {
  using Steady = std::chrono::steady_clock;
  const auto start = Steady::now();
  const auto end = start + std::chrono::duration_cast<Steady::duration>(
                               std::chrono::duration<double>(phase.seconds));
  auto done = [&phase] { return phase.done && phase.done(); };
  auto last = start;
  while (Steady::now() < end && !done()) {
    const auto next = std::min(end, last + std::chrono::seconds(1));
    while (Steady::now() < next && !done())
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    Metrics interval;
    const Metrics total = collect(metrics, &interval);
    const auto now = Steady::now();
    if (phase.progress && phase.line) {
      phase.progress(phase.line(std::chrono::duration<double>(now - start).count(), total, interval,
                                std::chrono::duration<double>(now - last).count()));
    }
    last = now;
  }
  return PhaseEnd{std::chrono::duration<double>(Steady::now() - start).count(), done()};
}

}  // namespace renju::loadtest
