// Schema identity and migrations on PostgreSQL. Each step brings the schema from version i to
// i + 1; a new database runs them all, so new and migrated databases are made the same way.
#include "store/pg_schema.hpp"

#include <array>
#include <string>

namespace renju::store {
namespace {

// pg_advisory_xact_lock key of schema changes: "RNJU" as in SQLite's application_id.
constexpr const char* kSchemaLock = "1380862549";

constexpr std::array<const char*, kPgSchemaVersion> kSteps = {
    // 0 -> 1: games, their seats and closing; the ordered action log with each action's time.
    R"sql(
CREATE TABLE renju_schema (version integer NOT NULL);
INSERT INTO renju_schema(version) VALUES (0);
CREATE TABLE games (
  id          text PRIMARY KEY,
  rule        text NOT NULL,
  created_at  bigint NOT NULL,
  seat_a_hash text,
  seat_b_hash text,
  closed_at   bigint
);
CREATE TABLE actions (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  version bigint NOT NULL,
  action  text NOT NULL,
  at      bigint NOT NULL,
  PRIMARY KEY (game_id, version)
);
CREATE INDEX games_unclaimed ON games(created_at)
  WHERE seat_a_hash IS NULL OR seat_b_hash IS NULL;
CREATE INDEX games_open ON games(created_at) WHERE closed_at IS NULL;
)sql",
    // 1 -> 2: one browser identity, the seats a device (its key's hash) holds, each seat's
    // secret sealed with that key; deleting a game deletes its rows.
    R"sql(
CREATE TABLE device_seats (
  device_hash text NOT NULL,
  game_id     text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seat        integer NOT NULL,
  sealed      text NOT NULL,
  at          bigint NOT NULL,
  PRIMARY KEY (device_hash, game_id)
);
CREATE INDEX device_seats_game ON device_seats(game_id);
)sql",
    // 2 -> 3: the fencing token of the game's current writer (take_game bumps it).
    R"sql(
ALTER TABLE games ADD COLUMN fence bigint NOT NULL DEFAULT 0;
)sql",
    // 3 -> 4: clocks: each game's time control (earlier games are untimed), each action's time
    // in milliseconds (earlier ones get their second's) and the clock readings after it.
    R"sql(
ALTER TABLE games ADD COLUMN time_control text NOT NULL DEFAULT 'none';
ALTER TABLE actions ADD COLUMN at_ms bigint;
UPDATE actions SET at_ms = at * 1000;
ALTER TABLE actions ADD COLUMN clock text;
)sql",
    // 4 -> 5: evaluation graphs kept with their games (server/evaluations.hpp), one row per
    // game: the line of points it was computed for and the values along it. Self-contained.
    R"sql(
CREATE TABLE evaluations (
  game_id text PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  line    text NOT NULL,
  vals    text NOT NULL
);
)sql",
    // 5 -> 6: per-game options: whether takebacks may be asked (earlier games allowed them).
    R"sql(
ALTER TABLE games ADD COLUMN takebacks boolean NOT NULL DEFAULT true;
)sql",
};

// The version of our schema in this database: 0 when it has no tables, -1 when its tables
// are not ours (`tables` then lists them).
int identify(PgConnection& db, std::string& tables) {
  auto names = db.exec(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
      "ORDER BY table_name");
  bool ours = false;
  for (int i = 0; i < names.rows(); ++i) {
    const auto name = *names.text_at(i, 0);
    tables += (tables.empty() ? "" : ", ") + name;
    if (name == "renju_schema") ours = true;
  }
  if (names.rows() == 0) return 0;
  if (!ours) return -1;
  auto version = db.exec("SELECT version FROM renju_schema");
  if (version.rows() != 1) return -1;
  return static_cast<int>(version.int_at(0, 0));
}

}  // namespace

void prepare_pg_schema(PgConnection& db) {
  db.exec("BEGIN");
  try {
    db.exec("SELECT pg_advisory_xact_lock($1)", {kSchemaLock});
    std::string tables;
    const int version = identify(db, tables);
    if (version < 0) {
      throw StoreError("the PostgreSQL database " + db.where() +
                       " holds another program's tables (" + tables +
                       "); renju did not change it. Give --store an empty database (or a "
                       "schema of its own via options=-csearch_path=...).");
    }
    if (version > kPgSchemaVersion) {
      throw StoreError("the PostgreSQL database " + db.where() +
                       " was written by a newer renju "
                       "(schema version " +
                       std::to_string(version) + ", this one knows " +
                       std::to_string(kPgSchemaVersion) +
                       "); renju did not change it. Run the newer renju.");
    }
    for (int step = version; step < kPgSchemaVersion; ++step) db.exec(kSteps[step]);
    db.exec("UPDATE renju_schema SET version = $1", {std::to_string(kPgSchemaVersion)});
    db.exec("COMMIT");
  } catch (...) {
    db.rollback();
    throw;
  }
}

}  // namespace renju::store
