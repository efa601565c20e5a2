// A gate for engine jobs in tests: a job holds its engine thread until the test opens it, and
// the order in which jobs ran can be recorded (tests/server/engine_pool_test.cpp and
// analysis_route_test.cpp).
#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace renju::server::testing {

using namespace std::chrono_literals;

// Jobs that hold their thread until the test opens the gate, and record their order.
class Gate {
 public:
  void open() {
    {
      std::lock_guard lock(mutex_);
      open_ = true;
    }
    changed_.notify_all();
  }
  // Blocks the calling (engine) thread until open.
  void hold() {
    std::unique_lock lock(mutex_);
    ++held_;
    changed_.notify_all();
    changed_.wait(lock, [this] { return open_; });
  }
  void record(const std::string& what) {
    {
      std::lock_guard lock(mutex_);
      order_.push_back(what);
    }
    changed_.notify_all();
  }
  bool wait_held(int n) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, 30s, [&] { return held_ >= n; });
  }
  bool wait_recorded(std::size_t n) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, 30s, [&] { return order_.size() >= n; });
  }
  std::vector<std::string> order() const {
    std::lock_guard lock(mutex_);
    return order_;
  }

 private:
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  bool open_ = false;
  int held_ = 0;
  std::vector<std::string> order_;
};

// Opens the gate when the test leaves, however it leaves, so no engine thread stays held.
struct OpenOnExit {
  std::shared_ptr<Gate> gate;
  ~OpenOnExit() { gate->open(); }
};

}  // namespace renju::server::testing
