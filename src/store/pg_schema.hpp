// The PostgreSQL store's schema and its migrations: what a database is to us (empty, ours at
// some version, or another program's), and bringing ours to this build's version, safely when
// several nodes start on one database at once.
#pragma once

#include "store/pg_connection.hpp"

namespace renju::store {

// renju_schema.version of a database this build writes; 1 has games and actions as SQLite's
// schema version 2 has them.
inline constexpr int kPgSchemaVersion = 6;

// In one transaction, under an advisory lock that serialises every renju starting on this
// database: creates the schema in an empty database (no tables in its current schema) or
// migrates ours to kPgSchemaVersion. Refuses (StoreError in plain words, nothing changed)
// another program's tables or a newer renju's schema.
void prepare_pg_schema(PgConnection& db);

}  // namespace renju::store
