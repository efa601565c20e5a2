// Batched appends and the group committer: many games' actions share one transaction, each
// keeps its own verdict, order within a game holds, and nothing queued is lost at shutdown.
#include "store/group_commit.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <future>
#include <mutex>
#include <thread>

#include "store/backends.hpp"
#include "store/gated_store.hpp"

namespace renju::store {
namespace {

class Committing : public StoreBackend {};
RENJU_STORE_BACKENDS(Committing);

// Collects every answer; wait() returns once `n` have arrived.
class Answers {
 public:
  GroupCommitter::Done slot(std::size_t i) {
    return [this, i](std::optional<AppendResult> r, const std::string& error) {
      std::lock_guard lock(mutex_);
      results_.resize(std::max(results_.size(), i + 1));
      results_[i] = r;
      errors_.push_back(error);
      ++count_;
      cv_.notify_all();
    };
  }
  void wait(std::size_t n) {
    std::unique_lock lock(mutex_);
    ASSERT_TRUE(cv_.wait_for(lock, std::chrono::seconds(60), [&] { return count_ >= n; }))
        << count_ << " of " << n << " answers";
  }
  std::vector<std::optional<AppendResult>> results() {
    std::lock_guard lock(mutex_);
    return results_;
  }
  std::vector<std::string> errors() {
    std::lock_guard lock(mutex_);
    return errors_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<std::optional<AppendResult>> results_;
  std::vector<std::string> errors_;
  std::size_t count_ = 0;
};

TEST_P(Committing, AppendBatch_EachEntryGetsItsOwnVerdictInOneTransaction) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1")));
  ASSERT_TRUE(store->create_game(new_game("g2")));
  const std::vector<Append> batch{
      {"g1", 1, "A place h8"},  // ok
      {"g2", 1, "A place h8"},  // ok
      {"g1", 2, "B swap"},      // ok: counts the first entry of this batch
      {"g1", 2, "B place j9"},  // conflict: version 2 was just taken
      {"zz", 1, "A place h8"},  // unknown game
      {"g2", 3, "B place j9"},  // conflict: a gap
      {"g2", 2, "B place j9"},  // ok: refusals before it changed nothing
  };
  auto results = store->append_batch(batch);
  using R = AppendResult;
  EXPECT_EQ(results, (std::vector<R>{R::kOk, R::kOk, R::kOk, R::kVersionConflict, R::kUnknownGame,
                                     R::kVersionConflict, R::kOk}));
  EXPECT_EQ(store->load_game("g1")->actions, (std::vector<std::string>{"A place h8", "B swap"}));
  EXPECT_EQ(store->load_game("g2")->actions,
            (std::vector<std::string>{"A place h8", "B place j9"}));
  EXPECT_TRUE(store->append_batch({}).empty());
}

TEST_P(Committing, GroupCommitter_ManyGamesShareBatchesAndKeepTheirOrder) {
  auto real = open();
  GatedStore store(*real);
  constexpr int kGames = 40, kMoves = 25;
  for (int g = 0; g < kGames; ++g)
    ASSERT_TRUE(store.create_game(new_game("g" + std::to_string(g))));
  Answers answers;
  {
    GroupCommitter committer(store, 256);
    // Four submitting threads, each owning ten games and pipelining all their moves.
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
      threads.emplace_back([&, t] {
        for (int v = 1; v <= kMoves; ++v) {
          for (int g = t; g < kGames; g += 4) {
            const auto slot = static_cast<std::size_t>(g * kMoves + v - 1);
            committer.submit({"g" + std::to_string(g), v, "m" + std::to_string(v)},
                             answers.slot(slot));
          }
        }
      });
    }
    for (auto& t : threads) t.join();
    store.open_gate();
    answers.wait(kGames * kMoves);
    const auto stats = committer.stats();
    EXPECT_EQ(stats.appends, static_cast<std::uint64_t>(kGames * kMoves));
    // 1 000 appends queued behind a closed gate: the first batch takes what arrived before the
    // writer woke, the rest come out in batches of up to 256.
    EXPECT_LE(stats.batches, 1 + (kGames * kMoves + 255) / 256);
    EXPECT_EQ(stats.largest_batch, 256u);
  }
  for (const auto& r : answers.results()) EXPECT_EQ(r, AppendResult::kOk);
  for (int g = 0; g < kGames; ++g) {
    const auto actions = real->load_game("g" + std::to_string(g))->actions;
    ASSERT_EQ(actions.size(), static_cast<std::size_t>(kMoves));
    for (int v = 1; v <= kMoves; ++v) EXPECT_EQ(actions[v - 1], "m" + std::to_string(v));
  }
}

TEST_P(Committing, GroupCommitter_RefusalsAreAnsweredPerEntry) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1")));
  Answers answers;
  GroupCommitter committer(*store);
  committer.submit({"g1", 1, "A place h8"}, answers.slot(0));
  committer.submit({"g1", 1, "A place j9"}, answers.slot(1));
  committer.submit({"nope", 1, "A place h8"}, answers.slot(2));
  answers.wait(3);
  EXPECT_EQ(answers.results(),
            (std::vector<std::optional<AppendResult>>{
                AppendResult::kOk, AppendResult::kVersionConflict, AppendResult::kUnknownGame}));
  EXPECT_EQ(store->load_game("g1")->actions, std::vector<std::string>{"A place h8"});
}

TEST_P(Committing, GroupCommitter_DatabaseFailureAnswersEveryoneAndStoresNothing) {
  auto real = open();
  GatedStore store(*real);
  ASSERT_TRUE(store.create_game(new_game("g1")));
  store.fail = true;
  Answers answers;
  GroupCommitter committer(store);
  for (int v = 1; v <= 5; ++v) committer.submit({"g1", v, "m"}, answers.slot(v - 1));
  store.open_gate();
  answers.wait(5);
  for (const auto& r : answers.results()) EXPECT_FALSE(r.has_value());
  for (const auto& e : answers.errors()) EXPECT_NE(e.find("disk on fire"), std::string::npos);
  EXPECT_TRUE(real->load_game("g1")->actions.empty());
  // The writer survives the failure: once the disk is back, appends commit again.
  store.fail = false;
  Answers later;
  committer.submit({"g1", 1, "A place h8"}, later.slot(0));
  later.wait(1);
  EXPECT_EQ(later.results().front(), AppendResult::kOk);
}

TEST_P(Committing, GroupCommitter_StopCommitsWhatIsQueuedThenRefusesNewWork) {
  Answers answers;
  {
    auto real = open();
    GatedStore store(*real);
    ASSERT_TRUE(store.create_game(new_game("g1")));
    GroupCommitter committer(store);
    for (int v = 1; v <= 100; ++v) committer.submit({"g1", v, "m"}, answers.slot(v - 1));
    // stop() must wait for the queued work, which waits for the gate.
    auto stopped = std::async(std::launch::async, [&] { committer.stop(); });
    EXPECT_EQ(stopped.wait_for(std::chrono::milliseconds(50)), std::future_status::timeout);
    store.open_gate();
    stopped.get();
    answers.wait(100);
    for (const auto& r : answers.results()) EXPECT_EQ(r, AppendResult::kOk);
    committer.submit({"g1", 101, "m"}, answers.slot(100));
    answers.wait(101);
    EXPECT_FALSE(answers.results()[100].has_value());
  }
  auto reopened = open();
  EXPECT_EQ(reopened->load_game("g1")->actions.size(), 100u);
}

}  // namespace
}  // namespace renju::store
