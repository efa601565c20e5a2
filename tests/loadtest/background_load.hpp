// A game load (run_game_load) playing on a thread of its own while a fault test does harm, and
// the bounded wait the tests poll their conditions with. Shared by fault_test.cpp (one server)
// and cluster_test.cpp (three nodes behind HAProxy).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>
#include <utility>

#include "loadtest/game_load.hpp"

namespace renju::loadtest {

// Waits for `condition`, checking every 10 ms; false if it still does not hold after `limit`
// (a limit far beyond what it takes, so that only a server that stopped serving reaches it).
template <class F>
bool wait_until(F condition, std::chrono::seconds limit = std::chrono::seconds(60)) {
  const auto give_up = std::chrono::steady_clock::now() + limit;
  while (!condition()) {
    if (std::chrono::steady_clock::now() > give_up) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return true;
}

// Starts the load at once; stopped and joined by finish(), or at the latest when it goes out of
// scope (an assertion may end a test early). The load's own `stop` and `acked` are set here.
class BackgroundLoad {
 public:
  // `limit`: how long play_on waits for the acknowledgements it asks for.
  explicit BackgroundLoad(GameLoadOptions options,
                          std::chrono::seconds limit = std::chrono::seconds(60))
      : options_(std::move(options)), limit_(limit) {
    options_.stop = &stop_;
    options_.acked = &acked_;
    thread_ = std::thread([this] { report_ = run_game_load(options_); });
  }
  BackgroundLoad(const BackgroundLoad&) = delete;
  BackgroundLoad& operator=(const BackgroundLoad&) = delete;
  ~BackgroundLoad() { finish(); }

  // Waits until `n` more actions have been acknowledged; false if play stopped.
  bool play_on(std::uint64_t n) {
    const auto target = acked_.load() + n;
    return wait_until([&] { return acked_.load() >= target; }, limit_);
  }
  std::uint64_t acked() const { return acked_.load(); }
  // Stops the load and waits for its report (the same report on every later call).
  const GameLoadReport& finish() {
    if (thread_.joinable()) {
      stop_ = true;
      thread_.join();
    }
    return report_;
  }

 private:
  std::atomic<bool> stop_{false};
  std::atomic<std::uint64_t> acked_{0};
  GameLoadOptions options_;
  const std::chrono::seconds limit_;
  GameLoadReport report_;
  std::thread thread_;
};

}  // namespace renju::loadtest
