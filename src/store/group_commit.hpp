// Group commit: one writer thread takes every append queued by any game and commits them
// together, so one fsync covers a whole batch instead of one action.
#pragma once

#include <array>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "store/store.hpp"

namespace renju::store {

class GroupCommitter {
 public:
  // The result of one append, or nullopt and why when the database failed (nothing of its
  // batch was stored). Called on the writer thread once the batch is settled: must not block.
  using Done = std::function<void(std::optional<AppendResult>, const std::string& error)>;

  struct Stats {
    std::uint64_t batches = 0;
    std::uint64_t appends = 0;
    std::uint64_t largest_batch = 0;
    std::uint64_t pending = 0;  // submitted and not yet answered
    // How long each batch's transaction took, for /metrics: batches that took at most
    // kLatencyBounds[i] seconds in latency_buckets[i] (cumulative counts are the reader's job),
    // slower ones in the last; latency_sum in seconds.
    std::array<std::uint64_t, 13> latency_buckets{};
    double latency_sum = 0;
  };
  static constexpr std::array<double, 12> kLatencyBounds{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025,
                                                         0.05,   0.1,   0.25,   0.5,   1,    2.5};

  // `max_batch` bounds one transaction (and so the wait of the last entry in it).
  explicit GroupCommitter(Store& store, std::size_t max_batch = 2048);
  // Commits whatever is queued, then joins the writer.
  ~GroupCommitter();
  GroupCommitter(const GroupCommitter&) = delete;
  GroupCommitter& operator=(const GroupCommitter&) = delete;

  // Queues the append; `done` is called exactly once. Entries of one game are committed in the
  // order they were submitted. After stop(), `done` runs at once with nullopt.
  void submit(Append entry, Done done);
  // Commits what is queued, answers it, and joins the writer. Idempotent.
  void stop();
  Stats stats() const;

 private:
  void run();

  Store& store_;
  const std::size_t max_batch_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::pair<Append, Done>> queue_;
  bool stopping_ = false;
  Stats stats_;
  std::thread writer_;
};

}  // namespace renju::store
