// A database written by an earlier renju opens with this one and loses nothing: the committed
// fixture tests/store/fixtures/schema-v3.db was made by renju at commit 9f79f2b (schema 3: five
// games, one of them against the computer, 40 actions, 8 device seats) and is read here both
// raw, before the upgrade, and through the store after it.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "store/sqlite_schema.hpp"
#include "store/sqlite_store.hpp"
#include "store/temp_db.hpp"

namespace renju::store {
namespace {

namespace fs = std::filesystem;

const fs::path kFixture = fs::path(RENJU_SOURCE_DIR) / "tests/store/fixtures/schema-v3.db";

// Every row of a query, each column as text ("NULL" for null), read with plain SQLite.
std::vector<std::vector<std::string>> rows(const fs::path& path, const char* sql) {
  sqlite3* db = nullptr;
  EXPECT_EQ(sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  sqlite3_stmt* s = nullptr;
  EXPECT_EQ(sqlite3_prepare_v2(db, sql, -1, &s, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  std::vector<std::vector<std::string>> out;
  while (sqlite3_step(s) == SQLITE_ROW) {
    std::vector<std::string> row;
    for (int i = 0; i < sqlite3_column_count(s); ++i) {
      const auto* text = sqlite3_column_text(s, i);
      row.push_back(text ? reinterpret_cast<const char*>(text) : "NULL");
    }
    out.push_back(std::move(row));
  }
  sqlite3_finalize(s);
  sqlite3_close(db);
  return out;
}

std::string or_null(const std::optional<std::string>& s) {
  return s.value_or("NULL");
}

TEST(SchemaFixture, TheFixtureIsASchema3DatabaseOfTodaysRenju) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open_v2(kFixture.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  const auto identity = identify_schema(db);
  sqlite3_close(db);
  EXPECT_EQ(identity.kind, SchemaIdentity::Kind::kOurs);
  EXPECT_EQ(identity.version, 3);
  EXPECT_EQ(rows(kFixture, "SELECT COUNT(*) FROM games")[0][0], "5");
  EXPECT_EQ(rows(kFixture, "SELECT COUNT(*) FROM actions")[0][0], "40");
  EXPECT_EQ(rows(kFixture, "SELECT COUNT(*) FROM device_seats")[0][0], "8");
}

TEST(SchemaFixture, OpensWithTheNewSchemaAndLosesNothing) {
  TempDb db;
  fs::create_directories(db.path().parent_path());
  fs::copy_file(kFixture, db.path());
  const auto games = rows(db.path(),
                          "SELECT id, rule, created_at, COALESCE(seat_a_hash, 'NULL'), "
                          "COALESCE(seat_b_hash, 'NULL'), COALESCE(closed_at, 'NULL') FROM games "
                          "ORDER BY id");
  const auto actions =
      rows(db.path(), "SELECT game_id, version, action, at FROM actions ORDER BY game_id, version");
  const auto devices = rows(db.path(),
                            "SELECT device_hash, game_id, seat, sealed, at FROM device_seats "
                            "ORDER BY device_hash, game_id");
  ASSERT_EQ(games.size(), 5u);
  ASSERT_EQ(actions.size(), 40u);
  ASSERT_EQ(devices.size(), 8u);

  SqliteStore store(db.path());
  EXPECT_EQ(store.pragmas().user_version, kSchemaVersion);
  EXPECT_EQ(store.game_count(), 5);
  std::map<std::string, std::vector<std::vector<std::string>>> log;
  for (const auto& a : actions) log[a[0]].push_back(a);
  for (const auto& row : games) {
    auto g = store.load_game(row[0]);
    ASSERT_TRUE(g) << row[0];
    EXPECT_EQ(g->rule, row[1]);
    EXPECT_EQ(std::to_string(g->created_at), row[2]);
    EXPECT_EQ(or_null(g->seat_hash[0]), row[3]);
    EXPECT_EQ(or_null(g->seat_hash[1]), row[4]);
    EXPECT_EQ(g->closed_at ? std::to_string(*g->closed_at) : "NULL", row[5]);
    EXPECT_EQ(g->time_control, "none") << "games made before clocks are untimed";
    const auto& expected = log[row[0]];
    ASSERT_EQ(g->actions.size(), expected.size()) << row[0];
    ASSERT_EQ(g->stamps.size(), expected.size()) << row[0];
    for (std::size_t i = 0; i < expected.size(); ++i) {
      EXPECT_EQ(g->actions[i], expected[i][2]) << row[0] << " v" << i + 1;
      // An old action's time is its second's; it had no clock.
      EXPECT_EQ(g->stamps[i].at_ms, std::stoll(expected[i][3]) * 1000);
      EXPECT_FALSE(g->stamps[i].clock);
    }
  }
  for (const auto& d : devices) {
    auto seat = store.device_seat(d[0], d[1]);
    ASSERT_TRUE(seat) << d[0] << " " << d[1];
    EXPECT_EQ(std::to_string(seat->seat), d[2]);
    EXPECT_EQ(seat->sealed, d[3]);
    EXPECT_EQ(std::to_string(seat->at), d[4]);
  }
  // The upgraded file goes on: a game continues with a timed action.
  const auto& played = log.begin()->second;
  Append next{log.begin()->first, static_cast<std::int64_t>(played.size()) + 1, "A pass"};
  next.at_ms = 1'700'000'000'123;
  next.clock = "A=1000 B=2000 run=B";
  ASSERT_EQ(store.append_batch(std::span(&next, 1)).front(), AppendResult::kOk);
  auto g = store.load_game(log.begin()->first);
  EXPECT_EQ(g->stamps.back(), (ActionStamp{1'700'000'000'123, "A=1000 B=2000 run=B"}));
}

}  // namespace
}  // namespace renju::store
