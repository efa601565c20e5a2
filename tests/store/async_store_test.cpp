// AsyncStore: jobs run on the store's threads and answer on the caller's executor; a stuck write
// does not hold reads back; failures, a full queue and a stopped store still answer.
#include "store/async_store.hpp"

#include <gtest/gtest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <future>
#include <thread>

#include "store/backends.hpp"

namespace renju::store {
namespace {

class AsyncJobs : public StoreBackend {};
RENJU_STORE_BACKENDS(AsyncJobs);

// A released-once latch for holding a job on its thread.
class Latch {
 public:
  void release() { promise_.set_value(); }
  void wait() { future_.wait(); }

 private:
  std::promise<void> promise_;
  std::shared_future<void> future_ = promise_.get_future().share();
};

// An io_context on a thread of its own: where completions are posted.
struct Io {
  boost::asio::io_context ioc;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> guard =
      boost::asio::make_work_guard(ioc);
  std::thread thread{[this] { ioc.run(); }};
  ~Io() {
    guard.reset();
    thread.join();
  }
};

// An outcome the test waits for: done() is the completion to hand to the store.
template <class T>
class Expected {
 public:
  auto done() {
    return [p = promise_](Outcome<T> outcome) { p->set_value(std::move(outcome)); };
  }
  Outcome<T> get() { return future_.get(); }

 private:
  std::shared_ptr<std::promise<Outcome<T>>> promise_ = std::make_shared<std::promise<Outcome<T>>>();
  std::future<Outcome<T>> future_ = promise_->get_future();
};

TEST_P(AsyncJobs, RunsOnItsThreadAndAnswersOnTheExecutor) {
  auto real = open();
  Io io;
  AsyncStore store(*real);
  std::promise<std::thread::id> job_thread, done_thread;
  Expected<bool> created;
  store.write(
      [&](Store& s) {
        job_thread.set_value(std::this_thread::get_id());
        return s.create_game(new_game("AAAAAAAAAA"));
      },
      io.ioc.get_executor(),
      [&, done = created.done()](Outcome<bool> outcome) {
        done_thread.set_value(std::this_thread::get_id());
        done(std::move(outcome));
      });
  const auto o = created.get();
  EXPECT_TRUE(o.ok());
  EXPECT_TRUE(o.value);
  const auto worker = job_thread.get_future().get();
  EXPECT_NE(worker, std::this_thread::get_id());
  EXPECT_NE(worker, io.thread.get_id()) << "the job ran on the io thread";
  EXPECT_EQ(done_thread.get_future().get(), io.thread.get_id()) << "answered off the executor";

  Expected<std::optional<GameRecord>> loaded;
  store.read([](Store& s) { return s.load_game("AAAAAAAAAA"); }, io.ioc.get_executor(),
             loaded.done());
  const auto record = loaded.get();
  ASSERT_TRUE(record.ok());
  ASSERT_TRUE(record.value);
  EXPECT_EQ(record.value->rule, "taraguchi-10");
}

TEST_P(AsyncJobs, AStuckWriteDoesNotHoldReadsBack) {
  auto real = open();
  real->create_game(new_game("AAAAAAAAAA"));
  Io io;
  AsyncStore store(*real);
  Latch stuck;
  Expected<int> written;
  store.write(
      [&](Store&) {
        stuck.wait();
        return 1;
      },
      io.ioc.get_executor(), written.done());
  Expected<std::optional<GameRecord>> loaded;
  store.read([](Store& s) { return s.load_game("AAAAAAAAAA"); }, io.ioc.get_executor(),
             loaded.done());
  // The read is answered while the write still waits.
  const auto record = loaded.get();
  EXPECT_TRUE(record.ok() && record.value);
  EXPECT_EQ(store.stats().writes_pending, 1u);
  stuck.release();
  EXPECT_EQ(written.get().value, 1);
}

TEST_P(AsyncJobs, FailuresAndRefusalsAreAnswered) {
  auto real = open();
  Io io;
  AsyncStore store(*real, nullptr, 1);  // one job may wait behind the running one

  Expected<int> failed;
  store.write([](Store&) -> int { throw StoreError("disk on fire"); }, io.ioc.get_executor(),
              failed.done());
  const auto f = failed.get();
  EXPECT_FALSE(f.ok());
  EXPECT_FALSE(f.busy);
  EXPECT_EQ(f.error, "disk on fire");

  Latch stuck;
  std::promise<void> running;
  Expected<int> first, second, third;
  store.write(
      [&](Store&) {
        running.set_value();
        stuck.wait();
        return 1;
      },
      io.ioc.get_executor(), first.done());
  running.get_future().wait();
  store.write([](Store&) { return 2; }, io.ioc.get_executor(), second.done());
  store.write([](Store&) { return 3; }, io.ioc.get_executor(), third.done());
  // The third finds the queue full: refused at once, while the first still runs.
  const auto refused = third.get();
  EXPECT_TRUE(refused.busy);
  EXPECT_EQ(refused.value, 0);
  stuck.release();
  EXPECT_EQ(first.get().value, 1);
  EXPECT_EQ(second.get().value, 2);

  store.stop();
  Expected<int> late;
  store.read([](Store&) { return 4; }, io.ioc.get_executor(), late.done());
  EXPECT_TRUE(late.get().busy) << "a stopped store still answers";
}

}  // namespace
}  // namespace renju::store
