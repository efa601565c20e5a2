// What only the PostgreSQL store has to prove: several stores (processes, nodes) on one
// database never both extend a game, concurrent first starts migrate once, a database that is
// not ours (or is a newer renju's) is refused untouched, an unreachable server is said so, and a
// dropped connection is taken up again.
#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <span>
#include <thread>

#include "store/pg_notifications.hpp"
#include "store/pg_schema.hpp"
#include "store/pg_server.hpp"
#include "store/temp_db.hpp"

namespace renju::store {
namespace {

std::vector<std::string> tables(const TempPgDb& db) {
  PgConnection c(db.conninfo());
  auto r = c.exec(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' "
      "ORDER BY table_name");
  std::vector<std::string> names;
  for (int i = 0; i < r.rows(); ++i) names.push_back(*r.text_at(i, 0));
  return names;
}

TEST(PgStore, TwoStoresOnOneDatabaseNeverBothExtendAGame) {
  TempPgDb db;
  auto first = open_postgres_store(db.conninfo());
  auto second = open_postgres_store(db.conninfo());
  ASSERT_TRUE(first->create_game(new_game("g1")));
  constexpr int kVersions = 40;
  std::atomic<int> wins[2] = {0, 0};
  // Both stores try every version, each as its own writer: each version is taken exactly once.
  auto writer = [&](Store& store, int me) {
    for (int v = 1; v <= kVersions; ++v) {
      const auto r =
          store.append_action("g1", v, "w" + std::to_string(me) + "-" + std::to_string(v));
      if (r == AppendResult::kOk)
        ++wins[me];
      else
        EXPECT_EQ(r, AppendResult::kVersionConflict);
      // The loser of a version catches up by reading the log, as a node taking a game over does.
      while (static_cast<int>(store.load_game("g1")->actions.size()) < v) std::this_thread::yield();
    }
  };
  std::thread a(writer, std::ref(*first), 0), b(writer, std::ref(*second), 1);
  a.join();
  b.join();
  EXPECT_EQ(wins[0] + wins[1], kVersions);
  const auto log = first->load_game("g1")->actions;
  ASSERT_EQ(log.size(), static_cast<std::size_t>(kVersions));
  for (int v = 1; v <= kVersions; ++v) {
    EXPECT_TRUE(log[v - 1].ends_with("-" + std::to_string(v))) << log[v - 1];
  }
}

// A node that was only cut off (SIGSTOP) still holds its copy of the game and its token: once
// another node has taken the game, that token writes nothing, even where the version would fit.
TEST(PgStore, ATakeoverFencesTheFormerWriter) {
  TempPgDb db;
  auto old_node = open_postgres_store(db.conninfo());
  auto new_node = open_postgres_store(db.conninfo());
  ASSERT_TRUE(old_node->create_game(new_game("g1")));
  const auto held = old_node->take_game("g1");
  ASSERT_TRUE(held);
  Append move{"g1", 1, "A place h8"};
  move.fence = held->fence;
  ASSERT_EQ(old_node->append_batch(std::span(&move, 1)).front(), AppendResult::kOk);

  const auto taken = new_node->take_game("g1");
  ASSERT_TRUE(taken);
  EXPECT_GT(taken->fence, held->fence);
  EXPECT_EQ(taken->actions, std::vector<std::string>{"A place h8"});
  // Version 2 is free, and still the former writer's token cannot take it.
  Append stale{"g1", 2, "B swap"};
  stale.fence = held->fence;
  EXPECT_EQ(old_node->append_batch(std::span(&stale, 1)).front(), AppendResult::kFenced);
  EXPECT_EQ(new_node->load_game("g1")->actions.size(), 1u);
  Append current{"g1", 2, "B swap"};
  current.fence = taken->fence;
  EXPECT_EQ(new_node->append_batch(std::span(&current, 1)).front(), AppendResult::kOk);
  EXPECT_FALSE(new_node->take_game("nope"));
}

// Every take_game is heard on the takeover channel by a listener on another connection.
TEST(PgStore, TakeoversAreNotifiedToListeners) {
  TempPgDb db;
  auto store = open_postgres_store(db.conninfo());
  ASSERT_TRUE(store->create_game(new_game("g1")));
  std::mutex mutex;
  std::condition_variable heard_cv;
  std::vector<std::pair<std::string, std::int64_t>> heard;
  PgTakeovers takeovers(db.conninfo(), [&](std::string_view id, std::int64_t fence) {
    std::lock_guard lock(mutex);
    heard.emplace_back(std::string(id), fence);
    heard_cv.notify_all();
  });
  // The listener's LISTEN may not be in place yet: take the game until one is heard.
  std::int64_t last = 0;
  std::unique_lock lock(mutex);
  while (heard.empty()) {
    lock.unlock();
    last = store->take_game("g1")->fence;
    lock.lock();
    heard_cv.wait_for(lock, std::chrono::milliseconds(100), [&] { return !heard.empty(); });
  }
  const std::int64_t next = [&] {
    lock.unlock();
    auto f = store->take_game("g1")->fence;
    lock.lock();
    return f;
  }();
  ASSERT_TRUE(heard_cv.wait_for(lock, std::chrono::seconds(30),
                                [&] { return heard.back().second == next; }));
  EXPECT_EQ(heard.back().first, "g1");
  EXPECT_EQ(next, last + 1);
}

TEST(PgStore, ConcurrentFirstStartsMigrateOnce) {
  TempPgDb db;
  std::atomic<int> opened{0};
  std::vector<std::thread> nodes;
  for (int i = 0; i < 4; ++i) {
    nodes.emplace_back([&] {
      auto store = open_postgres_store(db.conninfo());
      if (store->game_count() == 0) ++opened;
    });
  }
  for (auto& t : nodes) t.join();
  EXPECT_EQ(opened.load(), 4);
  EXPECT_EQ(tables(db), (std::vector<std::string>{"actions", "device_seats", "evaluations", "games",
                                                  "renju_schema"}));
  PgConnection c(db.conninfo());
  auto version = c.exec("SELECT version FROM renju_schema");
  ASSERT_EQ(version.rows(), 1);
  EXPECT_EQ(version.int_at(0, 0), kPgSchemaVersion);
}

TEST(PgStore, AnotherProgramsDatabaseIsRefusedUnchanged) {
  TempPgDb db;
  {
    PgConnection c(db.conninfo());
    c.exec("CREATE TABLE invoices (id int PRIMARY KEY)");
  }
  try {
    open_postgres_store(db.conninfo());
    FAIL() << "opened another program's database";
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("another program's tables (invoices)"), std::string::npos)
        << e.what();
  }
  EXPECT_EQ(tables(db), std::vector<std::string>{"invoices"});
}

TEST(PgStore, ASchema2DatabaseGainsClocksAndLosesNothing) {
  TempPgDb db;
  { auto store = open_postgres_store(db.conninfo()); }
  // Back to step 2's schema exactly (steps 3, 4 and 6 only add columns, 5 a table), with a
  // game.
  PgConnection c(db.conninfo());
  c.exec(
      "DROP TABLE evaluations; ALTER TABLE games DROP COLUMN takebacks; ALTER TABLE games DROP "
      "COLUMN time_control; ALTER TABLE games DROP COLUMN fence; "
      "ALTER TABLE actions DROP COLUMN at_ms; "
      "ALTER TABLE actions DROP COLUMN clock; UPDATE renju_schema SET version = 2");
  c.exec(
      "INSERT INTO games(id, rule, created_at, seat_a_hash, seat_b_hash) "
      "VALUES('g1', 'standard', 100, 'ha', 'hb')");
  c.exec(
      "INSERT INTO actions(game_id, version, action, at) VALUES('g1', 1, 'A place h8', 200), "
      "('g1', 2, 'B place h9', 205)");
  auto store = open_postgres_store(db.conninfo());
  EXPECT_EQ(c.exec("SELECT version FROM renju_schema").int_at(0, 0), kPgSchemaVersion);
  auto g = store->load_game("g1");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->actions, (std::vector<std::string>{"A place h8", "B place h9"}));
  EXPECT_EQ(g->seat_hash[0], "ha");
  EXPECT_EQ(g->seat_hash[1], "hb");
  EXPECT_EQ(g->time_control, "none");
  EXPECT_EQ(g->stamps,
            (std::vector<ActionStamp>{{200'000, std::nullopt}, {205'000, std::nullopt}}));
}

TEST(PgStore, ANewerRenjusDatabaseIsRefusedUnchanged) {
  TempPgDb db;
  {
    auto store = open_postgres_store(db.conninfo());
    ASSERT_TRUE(store->create_game(new_game("g1")));
  }
  PgConnection c(db.conninfo());
  c.exec("UPDATE renju_schema SET version = 99");
  try {
    open_postgres_store(db.conninfo());
    FAIL() << "opened a newer schema";
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("newer renju (schema version 99"), std::string::npos)
        << e.what();
  }
  EXPECT_EQ(c.exec("SELECT version FROM renju_schema").int_at(0, 0), 99);
  EXPECT_EQ(c.exec("SELECT COUNT(*) FROM games").int_at(0, 0), 1);
}

TEST(PgStore, AnUnreachableServerIsSaidSo) {
  try {
    open_postgres_store("postgresql:///renju?host=/nonexistent-renju-socket-dir&port=1");
    FAIL() << "connected to nothing";
  } catch (const StoreError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("cannot reach the PostgreSQL server"), std::string::npos) << what;
    EXPECT_NE(what.find("/nonexistent-renju-socket-dir"), std::string::npos) << what;
  }
}

// The server ends the store's session (a restart, a failover, an administrator): the call that
// finds out fails with a StoreError and stores nothing, the next one connects again.
TEST(PgStore, ADroppedConnectionFailsOneCallThenReconnects) {
  TempPgDb db;
  auto store = open_postgres_store(db.conninfo());
  ASSERT_TRUE(store->create_game(new_game("g1")));
  ASSERT_EQ(store->append_action("g1", 1, "A place h8"), AppendResult::kOk);
  PgConnection admin(test_postgres());
  auto killed =
      admin.exec("SELECT pg_terminate_backend(pid, 60000) FROM pg_stat_activity WHERE datname = $1",
                 {db.name()});
  ASSERT_EQ(killed.rows(), 1);
  EXPECT_THROW(store->append_action("g1", 2, "B swap"), StoreError);
  EXPECT_EQ(store->append_action("g1", 2, "B swap"), AppendResult::kOk);
  EXPECT_EQ(store->load_game("g1")->actions, (std::vector<std::string>{"A place h8", "B swap"}));
}

}  // namespace
}  // namespace renju::store
