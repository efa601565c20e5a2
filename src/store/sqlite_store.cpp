// SQLite implementation of the store: one connection guarded by a mutex (SQLite has one writer
// anyway), WAL journal, synchronous=FULL so that a returned append survives a crash.
#include <sqlite3.h>

#include <mutex>

#include "store/store.hpp"

namespace renju::store {
namespace {

constexpr int kSchemaVersion = 1;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS games (
  id          TEXT PRIMARY KEY,
  rule        TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  seat_a_hash TEXT,
  seat_b_hash TEXT
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  action  TEXT NOT NULL,
  PRIMARY KEY (game_id, version)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS games_unclaimed ON games(created_at)
  WHERE seat_a_hash IS NULL OR seat_b_hash IS NULL;
)sql";

class Statement {
 public:
  Statement(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK) {
      throw StoreError(std::string("sqlite prepare: ") + sqlite3_errmsg(db));
    }
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, std::string_view text) {
    check(
        sqlite3_bind_text(stmt_, i, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT));
    return *this;
  }
  Statement& bind(int i, std::int64_t v) {
    check(sqlite3_bind_int64(stmt_, i, v));
    return *this;
  }
  Statement& bind_null(int i) {
    check(sqlite3_bind_null(stmt_, i));
    return *this;
  }
  // True while a row is available; false when done. Constraint violations are reported through
  // `constraint_failed()` instead of an exception because they are expected outcomes.
  bool step() {
    int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    if ((rc & 0xff) == SQLITE_CONSTRAINT) {
      constraint_failed_ = true;
      return false;
    }
    throw StoreError(std::string("sqlite step: ") + sqlite3_errmsg(db_));
  }
  bool constraint_failed() const { return constraint_failed_; }
  // Makes a cached statement ready to bind and step again.
  Statement& reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
    constraint_failed_ = false;
    return *this;
  }
  std::int64_t int_at(int col) const { return sqlite3_column_int64(stmt_, col); }
  std::optional<std::string> text_at(int col) const {
    if (sqlite3_column_type(stmt_, col) == SQLITE_NULL) return std::nullopt;
    auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
    return std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, col)));
  }

 private:
  void check(int rc) {
    if (rc != SQLITE_OK) throw StoreError(std::string("sqlite bind: ") + sqlite3_errmsg(db_));
  }
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  bool constraint_failed_ = false;
};

class SqliteStore final : public Store {
 public:
  explicit SqliteStore(const std::filesystem::path& path) {
    if (path.has_parent_path()) {
      std::error_code ec;
      std::filesystem::create_directories(path.parent_path(), ec);
      if (ec)
        throw StoreError("cannot create " + path.parent_path().string() + ": " + ec.message());
    }
    int rc =
        sqlite3_open_v2(path.c_str(), &db_,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
      std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      throw StoreError("cannot open " + path.string() + ": " + msg);
    }
    try {
      sqlite3_busy_timeout(db_, 5000);
      exec("PRAGMA journal_mode=WAL");
      exec("PRAGMA synchronous=FULL");
      exec("PRAGMA foreign_keys=ON");
      Statement version(db_, "PRAGMA user_version");
      version.step();
      auto have = version.int_at(0);
      if (have > kSchemaVersion) {
        throw StoreError("database schema " + std::to_string(have) + " is newer than this build");
      }
      exec(kSchema);
      exec("PRAGMA user_version=" + std::to_string(kSchemaVersion));
    } catch (...) {
      sqlite3_close(db_);
      throw;
    }
  }
  ~SqliteStore() override {
    count_.reset();
    insert_.reset();
    sqlite3_close(db_);
  }

  bool create_game(const NewGame& game) override {
    std::lock_guard lock(mutex_);
    Statement s(db_,
                "INSERT INTO games(id, rule, created_at, seat_a_hash, seat_b_hash) "
                "VALUES(?1, ?2, ?3, ?4, ?5)");
    s.bind(1, game.id).bind(2, game.rule).bind(3, game.created_at);
    if (game.creator_seat == 0) {
      s.bind(4, game.creator_hash).bind_null(5);
    } else {
      s.bind_null(4).bind(5, game.creator_hash);
    }
    s.step();
    return !s.constraint_failed();
  }

  std::optional<GameRecord> load_game(std::string_view id) override {
    std::lock_guard lock(mutex_);
    Statement g(db_, "SELECT rule, created_at, seat_a_hash, seat_b_hash FROM games WHERE id = ?1");
    g.bind(1, id);
    if (!g.step()) return std::nullopt;
    GameRecord r;
    r.id = std::string(id);
    r.rule = *g.text_at(0);
    r.created_at = g.int_at(1);
    r.seat_hash[0] = g.text_at(2);
    r.seat_hash[1] = g.text_at(3);
    Statement a(db_, "SELECT version, action FROM actions WHERE game_id = ?1 ORDER BY version");
    a.bind(1, id);
    while (a.step()) {
      if (a.int_at(0) != static_cast<std::int64_t>(r.actions.size()) + 1) {
        throw StoreError("game " + r.id + ": action log has a gap at version " +
                         std::to_string(r.actions.size() + 1));
      }
      r.actions.push_back(*a.text_at(1));
    }
    return r;
  }

  bool claim_seat(std::string_view id, int seat, std::string_view hash) override {
    std::lock_guard lock(mutex_);
    Statement s(
        db_, seat == 0 ? "UPDATE games SET seat_a_hash = ?2 WHERE id = ?1 AND seat_a_hash IS NULL"
                       : "UPDATE games SET seat_b_hash = ?2 WHERE id = ?1 AND seat_b_hash IS NULL");
    s.bind(1, id).bind(2, hash);
    s.step();
    return sqlite3_changes(db_) == 1;
  }

  std::vector<AppendResult> append_batch(std::span<const Append> entries) override {
    std::vector<AppendResult> results;
    results.reserve(entries.size());
    if (entries.empty()) return results;
    std::lock_guard lock(mutex_);
    if (!count_) {
      // Prepared once: at thousands of appends per second, preparing is a visible cost.
      count_.emplace(db_,
                     "SELECT (SELECT COUNT(*) FROM games WHERE id = ?1), "
                     "(SELECT COALESCE(MAX(version), 0) FROM actions WHERE game_id = ?1)");
      insert_.emplace(db_, "INSERT INTO actions(game_id, version, action) VALUES(?1, ?2, ?3)");
    }
    // The version check and the insert share the transaction, so that two writers for the
    // same game (which the server never has, but a bug could) cannot both succeed; a refused
    // entry changes nothing, the others still commit.
    exec("BEGIN IMMEDIATE");
    try {
      for (const auto& e : entries) {
        count_->reset().bind(1, e.game_id);
        count_->step();
        const bool known = count_->int_at(0) != 0;
        const std::int64_t stored = count_->int_at(1);
        count_->reset();
        if (!known) {
          results.push_back(AppendResult::kUnknownGame);
          continue;
        }
        if (stored + 1 != e.version) {
          results.push_back(AppendResult::kVersionConflict);
          continue;
        }
        insert_->reset().bind(1, e.game_id).bind(2, e.version).bind(3, e.action);
        insert_->step();
        results.push_back(insert_->constraint_failed() ? AppendResult::kVersionConflict
                                                       : AppendResult::kOk);
        insert_->reset();
      }
      exec("COMMIT");
    } catch (...) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      count_->reset();
      insert_->reset();
      throw;
    }
    return results;
  }

  int delete_unclaimed_before(std::int64_t cutoff) override {
    std::lock_guard lock(mutex_);
    Statement s(db_,
                "DELETE FROM games WHERE created_at < ?1 AND "
                "(seat_a_hash IS NULL OR seat_b_hash IS NULL)");
    s.bind(1, cutoff);
    s.step();
    return sqlite3_changes(db_);
  }

  std::int64_t game_count() override {
    std::lock_guard lock(mutex_);
    Statement s(db_, "SELECT COUNT(*) FROM games");
    s.step();
    return s.int_at(0);
  }

 private:
  void exec(const std::string& sql) {
    char* err = nullptr;
    if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
      std::string msg = err ? err : "unknown error";
      sqlite3_free(err);
      throw StoreError("sqlite: " + msg + " in: " + sql.substr(0, 60));
    }
  }

  std::mutex mutex_;
  sqlite3* db_ = nullptr;
  std::optional<Statement> count_;   // cached for append_batch
  std::optional<Statement> insert_;  // cached for append_batch
};

}  // namespace

std::unique_ptr<Store> open_sqlite_store(const std::filesystem::path& path) {
  return std::make_unique<SqliteStore>(path);
}

}  // namespace renju::store
