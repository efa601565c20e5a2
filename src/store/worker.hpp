// One thread that runs store jobs in the order they were queued: what keeps a database call
// (and SQLite's busy wait) off the threads that serve the network.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace renju::store {

class Worker {
 public:
  // A job is called exactly once: with true on the worker thread to do its work, or with false
  // (on the submitting thread, or the worker's at stop) when it was refused or cancelled, so
  // that it can answer its caller either way.
  using Job = std::function<void(bool run)>;

  // At most `max_queued` jobs wait at a time; one more is refused at once.
  explicit Worker(std::size_t max_queued);
  // stop().
  ~Worker();
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;

  void submit(Job job);
  // Lets the running job finish, cancels the queued ones and joins the thread. Idempotent.
  void stop();
  // Jobs queued or running now.
  std::size_t pending() const { return pending_; }

 private:
  void run();

  const std::size_t max_queued_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Job> queue_;
  bool stopping_ = false;
  std::atomic<std::size_t> pending_{0};
  std::thread thread_;
};

}  // namespace renju::store
