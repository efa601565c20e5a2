// The store as the server sees it: any Store behind threads of its own. Every call returns at
// once and answers through a completion posted to the caller's executor, so no thread that
// serves the network ever waits for a disk, a lock or a busy timeout.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/post.hpp>
#include <cstddef>
#include <exception>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>

#include "store/group_commit.hpp"
#include "store/store.hpp"
#include "store/worker.hpp"

namespace renju::store {

// What a job returned, or why it has nothing: `busy` (refused at once, the queue was full, or
// cancelled at shutdown) or `error` (the database failed; the job's changes were not made).
template <class T>
struct Outcome {
  T value{};
  bool busy = false;
  std::string error;
  bool ok() const { return !busy && error.empty(); }
};

class AsyncStore {
 public:
  struct Stats {
    std::size_t reads_pending = 0;   // read jobs queued or running
    std::size_t writes_pending = 0;  // write jobs (create, claim, expiry) queued or running
    GroupCommitter::Stats commits;
  };

  // Jobs waiting per thread before more are refused as busy: a stuck database then costs a
  // bounded amount of memory, and its callers hear so at once.
  static constexpr std::size_t kMaxQueued = 4096;

  // Writes (jobs and the group committer's appends) go to `store`; reads go to `reads` when
  // given (a second connection or a replica, so that a slow write does not hold loads back),
  // else to `store` as well, on a thread of their own.
  explicit AsyncStore(Store& store, Store* reads = nullptr, std::size_t max_queued = kMaxQueued);
  ~AsyncStore();
  AsyncStore(const AsyncStore&) = delete;
  AsyncStore& operator=(const AsyncStore&) = delete;

  // Runs job(Store&) on the read (or write) thread and posts done(Outcome) to `executor`.
  // A job that changes the database must go through write(). Jobs of one kind run in order.
  template <class Job, class Done>
  void read(Job job, boost::asio::any_io_executor executor, Done done) {
    run_on(reads_, reads_store_, std::move(job), std::move(executor), std::move(done));
  }
  template <class Job, class Done>
  void write(Job job, boost::asio::any_io_executor executor, Done done) {
    run_on(writes_, store_, std::move(job), std::move(executor), std::move(done));
  }

  // Appends go through the group committer (one transaction for what any game queued).
  GroupCommitter& committer() { return committer_; }
  Stats stats() const;
  // Answers what is queued (appends are committed, other jobs cancelled as busy) and joins the
  // threads. Call before the executors the completions go to are destroyed. Idempotent.
  void stop();

 private:
  template <class Job, class Done>
  static void run_on(Worker& worker, Store& store, Job job, boost::asio::any_io_executor executor,
                     Done done) {
    using T = std::invoke_result_t<Job&, Store&>;
    worker.submit([&store, job = std::move(job), executor = std::move(executor),
                   done = std::move(done)](bool run) mutable {
      Outcome<T> outcome;
      if (!run) {
        outcome.busy = true;
      } else {
        try {
          outcome.value = job(store);
        } catch (const std::exception& e) {
          outcome.error = e.what();
          if (outcome.error.empty()) outcome.error = "database error";
        }
      }
      boost::asio::post(executor, [done = std::move(done), outcome = std::move(outcome)]() mutable {
        done(std::move(outcome));
      });
    });
  }

  Store& store_;
  Store& reads_store_;
  Worker reads_;
  Worker writes_;
  GroupCommitter committer_;
};

}  // namespace renju::store
