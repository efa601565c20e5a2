// What only the PostgreSQL store has to prove: several stores (processes, nodes) on one
// database never both extend a game, concurrent first starts migrate once, a database that is
// not ours (or is a newer renju's) is refused untouched, an unreachable server is said so, and a
// dropped connection is taken up again.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

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
  EXPECT_EQ(tables(db),
            (std::vector<std::string>{"actions", "device_seats", "games", "renju_schema"}));
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
  // Back to step 2's schema exactly (step 3 only adds columns), with a game in it.
  PgConnection c(db.conninfo());
  c.exec(
      "ALTER TABLE games DROP COLUMN time_control; ALTER TABLE actions DROP COLUMN at_ms; "
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
