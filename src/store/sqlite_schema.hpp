// The schema's identity and its migrations: what a database file is to us (empty, ours, the
// previous renju's, or another program's), and bringing ours to this build's version.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <string>

namespace renju::store {

// `PRAGMA application_id` of every renju database: "RNJU".
inline constexpr std::int32_t kApplicationId = 0x524e4a55;
// `PRAGMA user_version`: 1 was the previous renju's (no application_id), 2 added closing,
// 3 the devices' seats (device_seats), 4 time controls and each action's time in milliseconds
// and clock readings.
inline constexpr int kSchemaVersion = 6;

struct SchemaIdentity {
  enum class Kind {
    kEmpty,    // no tables at all: a new file
    kOurs,     // our application_id; `version` is its user_version
    kForeign,  // anything else; `what` says what it is, for the refusal
  };
  Kind kind = Kind::kEmpty;
  int version = 0;  // kOurs: the schema version to migrate from (0 for kEmpty)
  std::string what;
};

// Only reads. A database of the previous renju (no application_id, exactly our games and
// actions tables) counts as ours at version 1. Throws SqliteFailure when the file cannot be
// read as a database.
SchemaIdentity identify_schema(sqlite3* db);

// In one transaction: brings the schema from `from` (0: empty) to kSchemaVersion and stamps
// our application_id. `now` (unix seconds) becomes the time of actions stored before actions
// had times. Throws SqliteFailure; then nothing changed.
void migrate_schema(sqlite3* db, int from, std::int64_t now);

}  // namespace renju::store
