// The writer loop: wait for work, take up to max_batch entries, one transaction, answer them.
// While a batch commits, new entries queue up for the next one: the busier the server, the
// larger the batches, and the fsync cost per action falls accordingly.
#include "store/group_commit.hpp"

#include <algorithm>
#include <chrono>
#include <exception>
#include <vector>

namespace renju::store {

GroupCommitter::GroupCommitter(Store& store, std::size_t max_batch)
    : store_(store), max_batch_(max_batch == 0 ? 1 : max_batch), writer_([this] { run(); }) {}

GroupCommitter::~GroupCommitter() {
  stop();
}

void GroupCommitter::submit(Append entry, Done done) {
  {
    std::lock_guard lock(mutex_);
    if (!stopping_) {
      queue_.emplace_back(std::move(entry), std::move(done));
      ++stats_.pending;
      wake_.notify_one();
      return;
    }
  }
  done(std::nullopt, "the server is shutting down");
}

void GroupCommitter::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (writer_.joinable() && writer_.get_id() != std::this_thread::get_id()) writer_.join();
}

GroupCommitter::Stats GroupCommitter::stats() const {
  std::lock_guard lock(mutex_);
  return stats_;
}

void GroupCommitter::run() {
  std::vector<Append> entries;
  std::vector<Done> dones;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and everything was answered
      while (!queue_.empty() && entries.size() < max_batch_) {
        entries.push_back(std::move(queue_.front().first));
        dones.push_back(std::move(queue_.front().second));
        queue_.pop_front();
      }
    }
    std::vector<AppendResult> results;
    std::string error;
    const auto began = std::chrono::steady_clock::now();
    try {
      results = store_.append_batch(entries);
    } catch (const std::exception& e) {
      error = e.what();
      if (error.empty()) error = "database error";
    }
    const double took =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    {
      std::lock_guard lock(mutex_);
      const auto bucket = std::lower_bound(kLatencyBounds.begin(), kLatencyBounds.end(), took) -
                          kLatencyBounds.begin();
      ++stats_.latency_buckets[static_cast<std::size_t>(bucket)];
      stats_.latency_sum += took;
      ++stats_.batches;
      stats_.appends += entries.size();
      if (entries.size() > stats_.largest_batch) stats_.largest_batch = entries.size();
    }
    for (std::size_t i = 0; i < dones.size(); ++i) {
      if (error.empty()) {
        dones[i](results[i], error);
      } else {
        dones[i](std::nullopt, error);
      }
    }
    {
      std::lock_guard lock(mutex_);
      stats_.pending -= dones.size();
    }
    entries.clear();
    dones.clear();
  }
}

}  // namespace renju::store
