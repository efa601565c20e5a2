// The engine threads every computer game shares: a bounded pool that takes games in turn (one
// search per game at a time, round-robin between games) and says when it is too busy to take
// on another computer game.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace renju::server {

class EnginePool {
 public:
  // A search: runs on an engine thread; `stop` is set when the pool stops (cut the search short
  // and drop its answer).
  using Job = std::function<void(const std::atomic<bool>& stop)>;
  // Tests: called on the engine thread before each job with its game (to hold the engine).
  using Hook = std::function<void(const std::string& game)>;

  struct Stats {
    std::size_t threads = 0;
    std::size_t running = 0;        // searches in progress
    std::size_t waiting_games = 0;  // games whose next search waits for a thread
    std::uint64_t started = 0;      // searches begun since start
    std::uint64_t finished = 0;
  };

  // `threads` <= 0: the cores minus one, at least one. `max_waiting`: games that may wait for a
  // thread before busy() says no more computer games should start.
  EnginePool(int threads, std::size_t max_waiting, Hook before_job = {});
  ~EnginePool();
  EnginePool(const EnginePool&) = delete;
  EnginePool& operator=(const EnginePool&) = delete;

  // Queues a search for `game`. A game's searches run one at a time in the order submitted;
  // between games the pool goes round: a game whose search ends goes behind every game already
  // waiting. Thread-safe. After stop(), the job runs at once with `stop` set.
  void submit(const std::string& game, Job job);
  // True while at least max_waiting games wait for a thread: new computer games are refused.
  bool busy() const;
  Stats stats() const;
  std::size_t threads() const { return workers_.size(); }
  // Sets the stop flag, lets the queued jobs run (each sees it and returns at once) and joins
  // the threads. Idempotent.
  void stop();

  static int default_threads();

 private:
  void work();

  const std::size_t max_waiting_;
  const Hook before_job_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  // Games with a search queued or running, and their searches not yet begun.
  std::map<std::string, std::deque<Job>, std::less<>> games_;
  std::deque<std::string> turns_;  // games with a search waiting, none running, in turn order
  std::atomic<bool> stop_{false};
  bool stopped_ = false;  // stop() was called
  std::size_t running_ = 0;
  std::uint64_t started_ = 0;
  std::uint64_t finished_ = 0;
  std::vector<std::thread> workers_;
};

}  // namespace renju::server
