// The devices' seats (schema 3): binding a seat to a device, replacing it, refusing unknown
// games, the rows going with their game, the "My games" order, and a version-2 file upgraded
// with its games kept.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>

#include "store/backends.hpp"
#include "store/sqlite_schema.hpp"
#include "store/sqlite_store.hpp"
#include "store/store.hpp"
#include "store/temp_db.hpp"

namespace renju::store {
namespace {

// The contract, on SQLite and on PostgreSQL.
class DeviceSeats : public StoreBackend {};
RENJU_STORE_BACKENDS(DeviceSeats);

TEST_P(DeviceSeats, ABoundSeatIsFoundOnlyForItsDeviceAndGame) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1")));
  ASSERT_TRUE(store->create_game(new_game("g2")));
  EXPECT_TRUE(store->bind_device("dev1", {"g1", 1, "sealed-1", 1100}));
  auto seat = store->device_seat("dev1", "g1");
  ASSERT_TRUE(seat);
  EXPECT_EQ(seat->seat, 1);
  EXPECT_EQ(seat->sealed, "sealed-1");
  EXPECT_EQ(seat->at, 1100);
  EXPECT_FALSE(store->device_seat("dev1", "g2"));
  EXPECT_FALSE(store->device_seat("dev2", "g1"));
}

TEST_P(DeviceSeats, BindingAgainReplacesTheDevicesSeatInThatGame) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1")));
  ASSERT_TRUE(store->bind_device("dev1", {"g1", 0, "a", 1}));
  ASSERT_TRUE(store->bind_device("dev1", {"g1", 1, "b", 2}));
  auto seat = store->device_seat("dev1", "g1");
  ASSERT_TRUE(seat);
  EXPECT_EQ(seat->seat, 1);
  EXPECT_EQ(seat->sealed, "b");
  EXPECT_EQ(store->device_games("dev1", 10).size(), 1u);
}

TEST_P(DeviceSeats, AnUnknownGameIsRefused) {
  auto store = open();
  EXPECT_FALSE(store->bind_device("dev1", {"nope", 0, "a", 1}));
  EXPECT_FALSE(store->device_seat("dev1", "nope"));
}

TEST_P(DeviceSeats, ADeletedGameTakesItsRowsWithIt) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1", 0, 100)));  // seat B never claimed
  ASSERT_TRUE(store->bind_device("dev1", {"g1", 0, "a", 100}));
  EXPECT_EQ(store->delete_unclaimed_before(200), 1);
  EXPECT_FALSE(store->device_seat("dev1", "g1"));
  EXPECT_TRUE(store->device_games("dev1", 10).empty());
}

TEST_P(DeviceSeats, GamesComeMostRecentlyActiveFirstWithTheirRecords) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("old", 0, 100)));
  ASSERT_TRUE(store->create_game(new_game("new", 1, 300)));
  ASSERT_TRUE(store->create_game(new_game("moved", 0, 50)));
  ASSERT_TRUE(store->create_game(new_game("other", 0, 400)));
  const Append move{"moved", 1, "A place h8", 500};
  ASSERT_EQ(store->append_batch(std::span(&move, 1)).front(), AppendResult::kOk);
  for (const char* id : {"old", "new", "moved"})
    ASSERT_TRUE(store->bind_device("me", {id, 0, "s", 1}));
  ASSERT_TRUE(store->bind_device("you", {"other", 0, "s", 1}));
  auto games = store->device_games("me", 10);
  ASSERT_EQ(games.size(), 3u);
  EXPECT_EQ(games[0].record.id, "moved");
  EXPECT_EQ(games[0].last_activity, 500);
  EXPECT_EQ(games[0].record.actions, std::vector<std::string>{"A place h8"});
  EXPECT_EQ(games[1].record.id, "new");
  EXPECT_EQ(games[1].last_activity, 300);
  EXPECT_EQ(games[2].record.id, "old");
  EXPECT_EQ(store->device_games("me", 2).size(), 2u);
}

TEST(SqliteDeviceSeats, AVersion2FileIsUpgradedWithItsGames) {
  TempDb db;
  {
    // A file as the previous build left it: schema 2, one game with an action.
    std::filesystem::create_directories(db.path().parent_path());
    sqlite3* raw = nullptr;
    const int opened = sqlite3_open(db.path().c_str(), &raw);
    if (opened != SQLITE_OK) sqlite3_close(raw);
    ASSERT_EQ(opened, SQLITE_OK);
    migrate_schema(raw, 0, 100);
    ASSERT_EQ(sqlite3_exec(raw,
                           "DROP TABLE evaluations; DROP TABLE device_seats; ALTER TABLE games "
                           "DROP COLUMN takebacks; ALTER TABLE games DROP COLUMN time_control;"
                           "ALTER TABLE actions DROP COLUMN at_ms;"
                           "ALTER TABLE actions DROP COLUMN clock; PRAGMA user_version=2;"
                           "INSERT INTO games(id, rule, created_at, seat_a_hash) "
                           "VALUES('g1', 'standard', 100, 'ha');"
                           "INSERT INTO actions VALUES('g1', 1, 'A place h8', 150);",
                           nullptr, nullptr, nullptr),
              SQLITE_OK);
    sqlite3_close(raw);
  }
  SqliteStore store(db.path());
  EXPECT_EQ(store.pragmas().user_version, kSchemaVersion);
  auto g = store.load_game("g1");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->actions.size(), 1u);
  EXPECT_TRUE(store.bind_device("dev", {"g1", 0, "s", 200}));
  EXPECT_EQ(store.device_games("dev", 5).at(0).last_activity, 150);
}

}  // namespace
}  // namespace renju::store
