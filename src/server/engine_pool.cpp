// The engine pool: per-game queues taken in turn by a fixed set of threads.
#include "server/engine_pool.hpp"

#include <algorithm>
#include <exception>

#include "server/log.hpp"

namespace renju::server {

int EnginePool::default_threads() {
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  return std::max(1, cores - 1);
}

EnginePool::EnginePool(int threads, std::size_t max_waiting, Hook before_job)
    : max_waiting_(max_waiting), before_job_(std::move(before_job)) {
  const int n = threads > 0 ? threads : default_threads();
  workers_.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) workers_.emplace_back([this] { work(); });
}

EnginePool::~EnginePool() {
  stop();
}

void EnginePool::submit(const std::string& game, Job job) {
  {
    std::lock_guard lock(mutex_);
    if (!stop_) {
      auto [it, fresh] = games_.try_emplace(game);
      it->second.push_back(std::move(job));
      // A game already waiting keeps its place; a game whose search runs rejoins the turns
      // when that search ends.
      if (fresh) {
        turns_.push_back(game);
        wake_.notify_one();
      }
      return;
    }
  }
  // Stopped: nobody would run it later, and a job holds its room alive.
  job(stop_);
}

bool EnginePool::busy() const {
  std::lock_guard lock(mutex_);
  return max_waiting_ > 0 && turns_.size() >= max_waiting_;
}

EnginePool::Stats EnginePool::stats() const {
  std::lock_guard lock(mutex_);
  return Stats{workers_.size(), running_, turns_.size(), started_, finished_};
}

void EnginePool::work() {
  for (;;) {
    std::unique_lock lock(mutex_);
    wake_.wait(lock, [this] { return !turns_.empty() || stop_; });
    // On stop the threads still drain the queue: every job runs once, sees the flag and
    // returns, so no job (and no room it holds) outlives the pool.
    if (turns_.empty()) return;
    std::string game = std::move(turns_.front());
    turns_.pop_front();
    auto& jobs = games_.find(game)->second;
    Job job = std::move(jobs.front());
    jobs.pop_front();
    ++running_;
    ++started_;
    lock.unlock();

    try {
      if (before_job_ && !stop_) before_job_(game);
      job(stop_);
    } catch (const std::exception& e) {
      log_error("game " + game + ": engine job failed: " + e.what());
    }
    job = nullptr;  // what it holds goes now, not when the next job is taken

    lock.lock();
    --running_;
    ++finished_;
    auto it = games_.find(game);
    if (it->second.empty()) {
      games_.erase(it);
    } else {
      turns_.push_back(std::move(game));
      wake_.notify_one();
    }
  }
}

void EnginePool::stop() {
  {
    std::lock_guard lock(mutex_);
    if (stopped_) return;
    stop_ = true;
    stopped_ = true;
  }
  wake_.notify_all();
  for (auto& t : workers_) {
    if (t.joinable()) t.join();
  }
}

}  // namespace renju::server
