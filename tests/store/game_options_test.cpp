// Per-game options in the store (schema step 5 of SQLite and of PostgreSQL): whether a game
// allows takebacks is kept with it on both backends, and a database from before the step opens
// with every game it holds allowing takebacks, as they all did then. (Renumbering the step means
// changing the 4s below: the version just before it.)
#include <gtest/gtest.h>
#include <sqlite3.h>

#include "store/backends.hpp"
#include "store/pg_connection.hpp"
#include "store/pg_schema.hpp"
#include "store/store.hpp"

namespace renju::store {
namespace {

class GameOptions : public StoreBackend {};
RENJU_STORE_BACKENDS(GameOptions);

TEST_P(GameOptions, TheTakebacksChoiceIsKeptWithEachGame) {
  {
    auto store = open();
    NewGame strict = new_game("strict");
    strict.takebacks = false;
    ASSERT_TRUE(store->create_game(strict));
    ASSERT_TRUE(store->create_game(new_game("friendly")));
    EXPECT_FALSE(store->load_game("strict")->takebacks);
  }
  auto store = open();  // and after a reopen
  EXPECT_FALSE(store->load_game("strict")->takebacks);
  EXPECT_TRUE(store->load_game("friendly")->takebacks);
}

void sqlite_exec(const std::filesystem::path& path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  char* error = nullptr;
  const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
  EXPECT_EQ(rc, SQLITE_OK) << (error ? error : "");
  sqlite3_free(error);
  sqlite3_close(db);
}

TEST(GameOptionsMigration, ASqliteSchema5FileOpensWithTakebacksAllowed) {
  TempDb db;
  {
    auto store = open_sqlite_store(db.path());
    ASSERT_TRUE(store->create_game(new_game("old")));
    ASSERT_EQ(store->append_action("old", 1, "A place h8"), AppendResult::kOk);
  }
  // Back to step 5's schema exactly (step 6 only adds the column).
  sqlite_exec(db.path(), "ALTER TABLE games DROP COLUMN takebacks; PRAGMA user_version=5;");
  auto store = open_sqlite_store(db.path());
  const auto g = store->load_game("old");
  ASSERT_TRUE(g);
  EXPECT_TRUE(g->takebacks);
  EXPECT_EQ(g->actions, std::vector<std::string>{"A place h8"});
  NewGame strict = new_game("strict");
  strict.takebacks = false;
  ASSERT_TRUE(store->create_game(strict));
  EXPECT_FALSE(store->load_game("strict")->takebacks);
}

TEST(GameOptionsMigration, APostgresSchema5DatabaseOpensWithTakebacksAllowed) {
  TempPgDb db;
  {
    auto store = open_postgres_store(db.conninfo());
    ASSERT_TRUE(store->create_game(new_game("old")));
    ASSERT_EQ(store->append_action("old", 1, "A place h8"), AppendResult::kOk);
  }
  PgConnection c(db.conninfo());
  c.exec("ALTER TABLE games DROP COLUMN takebacks; UPDATE renju_schema SET version = 5");
  auto store = open_postgres_store(db.conninfo());
  EXPECT_EQ(c.exec("SELECT version FROM renju_schema").int_at(0, 0), kPgSchemaVersion);
  const auto g = store->load_game("old");
  ASSERT_TRUE(g);
  EXPECT_TRUE(g->takebacks);
  EXPECT_EQ(g->actions, std::vector<std::string>{"A place h8"});
}

}  // namespace
}  // namespace renju::store
