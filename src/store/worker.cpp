// The worker loop: take the next job, run it without the lock held, repeat; at stop, cancel
// what is left so that every caller still gets its answer.
#include "store/worker.hpp"

namespace renju::store {

Worker::Worker(std::size_t max_queued)
    : max_queued_(max_queued == 0 ? 1 : max_queued), thread_([this] { run(); }) {}

Worker::~Worker() {
  stop();
}

void Worker::submit(Job job) {
  {
    std::lock_guard lock(mutex_);
    if (!stopping_ && queue_.size() < max_queued_) {
      queue_.push_back(std::move(job));
      ++pending_;
      wake_.notify_one();
      return;
    }
  }
  job(false);
}

void Worker::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable() && thread_.get_id() != std::this_thread::get_id()) thread_.join();
}

void Worker::run() {
  for (;;) {
    Job job;
    bool run = true;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;
      job = std::move(queue_.front());
      queue_.pop_front();
      run = !stopping_;
    }
    job(run);
    --pending_;
  }
}

}  // namespace renju::store
