// Thin RAII over SQLite's C API for the store: a prepared statement, one-shot exec, and the
// failure type that keeps SQLite's result code so that callers can say what went wrong.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "store/store.hpp"

namespace renju::store {

// A failed SQLite call: `code` is its extended result code.
class SqliteFailure : public StoreError {
 public:
  SqliteFailure(int code, const std::string& what) : StoreError(what), code_(code) {}
  int code() const { return code_; }
  int primary() const { return code_ & 0xff; }

 private:
  int code_;
};

[[noreturn]] inline void throw_failure(sqlite3* db, const std::string& context) {
  throw SqliteFailure(sqlite3_extended_errcode(db), context + ": " + sqlite3_errmsg(db));
}

inline void exec(sqlite3* db, const std::string& sql) {
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK) {
    throw_failure(db, "sqlite: " + sql.substr(0, 60));
  }
}

class Statement {
 public:
  Statement(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK) {
      throw_failure(db, "sqlite prepare");
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
    throw_failure(db_, "sqlite step");
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
  std::optional<std::int64_t> optional_int_at(int col) const {
    if (sqlite3_column_type(stmt_, col) == SQLITE_NULL) return std::nullopt;
    return int_at(col);
  }

 private:
  void check(int rc) {
    if (rc != SQLITE_OK) throw_failure(db_, "sqlite bind");
  }
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  bool constraint_failed_ = false;
};

}  // namespace renju::store
