// Schema identity and migrations. Version 1 is the previous renju's schema, kept verbatim so
// that a new file and an adopted old one reach the current version by the same steps.
#include "store/sqlite_schema.hpp"

#include <cstdio>
#include <map>
#include <string_view>
#include <vector>

#include "store/sqlite_statement.hpp"

namespace renju::store {
namespace {

constexpr const char* kVersion1 = R"sql(
CREATE TABLE games (
  id          TEXT PRIMARY KEY,
  rule        TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  seat_a_hash TEXT,
  seat_b_hash TEXT
) WITHOUT ROWID;
CREATE TABLE actions (
  game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  action  TEXT NOT NULL,
  PRIMARY KEY (game_id, version)
) WITHOUT ROWID;
CREATE INDEX games_unclaimed ON games(created_at)
  WHERE seat_a_hash IS NULL OR seat_b_hash IS NULL;
)sql";

// Closing abandoned games: when a game was closed, and when each action was made (the
// default only fills rows that existed before; new rows always carry their time).
std::string version2(std::int64_t now) {
  return "ALTER TABLE games ADD COLUMN closed_at INTEGER;"
         "ALTER TABLE actions ADD COLUMN at INTEGER NOT NULL DEFAULT " +
         std::to_string(now) +
         ";"
         "CREATE INDEX games_open ON games(created_at) WHERE closed_at IS NULL;";
}

// One browser identity: the seats a device (a browser's cookie key, stored as its hash) holds,
// with each seat's secret sealed by that key. Deleting a game deletes its rows.
constexpr const char* kVersion3 = R"sql(
CREATE TABLE device_seats (
  device_hash TEXT NOT NULL,
  game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seat        INTEGER NOT NULL,
  sealed      TEXT NOT NULL,
  at          INTEGER NOT NULL,
  PRIMARY KEY (device_hash, game_id)
) WITHOUT ROWID;
CREATE INDEX device_seats_game ON device_seats(game_id);
)sql";

// Clocks: each game's time control (games made before are untimed), each action's time in
// milliseconds (those made before get their second's) and the clock readings after it (none
// before: they were untimed).
constexpr const char* kVersion4 = R"sql(
ALTER TABLE games ADD COLUMN time_control TEXT NOT NULL DEFAULT 'none';
ALTER TABLE actions ADD COLUMN at_ms INTEGER;
UPDATE actions SET at_ms = at * 1000;
ALTER TABLE actions ADD COLUMN clock TEXT;
)sql";

// Evaluation graphs kept with their games (server/evaluations.hpp): one row per game, the line
// of points it was computed for and the values along it. Self-contained: nothing else uses it.
constexpr const char* kVersion5 = R"sql(
CREATE TABLE evaluations (
  game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  line    TEXT NOT NULL,
  vals    TEXT NOT NULL
) WITHOUT ROWID;
)sql";

// Per-game options: whether takebacks may be asked (games made before allowed them).
constexpr const char* kVersion6 = R"sql(
ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 1;
)sql";

std::int64_t pragma_int(sqlite3* db, const char* sql) {
  Statement s(db, sql);
  s.step();
  return s.int_at(0);
}

std::vector<std::string> columns(sqlite3* db, const std::string& table) {
  Statement s(db, "SELECT name FROM pragma_table_info(?1) ORDER BY cid");
  s.bind(1, table);
  std::vector<std::string> names;
  while (s.step()) names.push_back(*s.text_at(0));
  return names;
}

// The previous renju's file: exactly its two tables with exactly their columns, and at most
// its one index.
bool is_version1(sqlite3* db, const std::map<std::string, std::string>& objects) {
  const std::map<std::string, std::string> tables{{"actions", "table"}, {"games", "table"}};
  auto without_index = objects;
  if (auto it = without_index.find("games_unclaimed"); it != without_index.end()) {
    if (it->second != "index") return false;
    without_index.erase(it);
  }
  return without_index == tables &&
         columns(db, "games") ==
             std::vector<std::string>{"id", "rule", "created_at", "seat_a_hash", "seat_b_hash"} &&
         columns(db, "actions") == std::vector<std::string>{"game_id", "version", "action"};
}

std::string list(const std::map<std::string, std::string>& objects) {
  std::string names;
  for (const auto& [name, type] : objects) {
    if (type != "table") continue;
    names += (names.empty() ? "" : ", ") + name;
  }
  return names.empty() ? "no tables" : "tables " + names;
}

}  // namespace

SchemaIdentity identify_schema(sqlite3* db) {
  // The first read of the file: a file that is not a database fails here.
  const auto application_id = static_cast<std::int32_t>(pragma_int(db, "PRAGMA application_id"));
  const auto user_version = pragma_int(db, "PRAGMA user_version");
  std::map<std::string, std::string> objects;
  Statement s(db, "SELECT name, type FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'");
  while (s.step()) objects[*s.text_at(0)] = *s.text_at(1);

  using Kind = SchemaIdentity::Kind;
  if (application_id == kApplicationId) {
    if (user_version < 1) return {Kind::kForeign, 0, "a renju database without a schema version"};
    return {Kind::kOurs, static_cast<int>(user_version), ""};
  }
  if (application_id != 0) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "0x%08x", static_cast<unsigned>(application_id));
    return {Kind::kForeign, 0,
            std::string("a SQLite database of another program (application_id ") + hex + ")"};
  }
  if (objects.empty() && user_version == 0) return {Kind::kEmpty, 0, ""};
  // The previous renju wrote user_version 1 after its tables (a crash between left 0).
  if ((user_version == 0 || user_version == 1) && is_version1(db, objects)) {
    return {Kind::kOurs, 1, ""};
  }
  return {Kind::kForeign, 0,
          "a SQLite database of another program (" + list(objects) + ", user_version " +
              std::to_string(user_version) + ")"};
}

void migrate_schema(sqlite3* db, int from, std::int64_t now) {
  exec(db, "BEGIN IMMEDIATE");
  try {
    if (from < 1) exec(db, kVersion1);
    if (from < 2) exec(db, version2(now));
    if (from < 3) exec(db, kVersion3);
    if (from < 4) exec(db, kVersion4);
    if (from < 5) exec(db, kVersion5);
    if (from < 6) exec(db, kVersion6);
    exec(db, "PRAGMA application_id=" + std::to_string(kApplicationId));
    exec(db, "PRAGMA user_version=" + std::to_string(kSchemaVersion));
    exec(db, "COMMIT");
  } catch (...) {
    sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

}  // namespace renju::store
