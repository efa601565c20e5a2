// One libpq connection for the PostgreSQL store: connecting in plain words, statements with
// text parameters (prepared once per connection), results that free themselves, and a
// reconnect when the server went away. Blocking: the store runs on threads of its own.
#pragma once

#include <libpq-fe.h>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>

#include "store/store.hpp"

namespace renju::store {

// A failed statement: `sqlstate` is PostgreSQL's five-character code ("" when the connection
// itself failed).
class PgFailure : public StoreError {
 public:
  PgFailure(std::string sqlstate, const std::string& what)
      : StoreError(what), sqlstate_(std::move(sqlstate)) {}
  const std::string& sqlstate() const { return sqlstate_; }

 private:
  std::string sqlstate_;
};

class PgResult {
 public:
  explicit PgResult(PGresult* r) : r_(r) {}
  ~PgResult() { PQclear(r_); }
  PgResult(PgResult&& o) noexcept : r_(o.r_) { o.r_ = nullptr; }
  PgResult(const PgResult&) = delete;
  PgResult& operator=(const PgResult&) = delete;
  PgResult& operator=(PgResult&&) = delete;

  int rows() const { return PQntuples(r_); }
  bool null_at(int row, int col) const { return PQgetisnull(r_, row, col) != 0; }
  std::optional<std::string> text_at(int row, int col) const;
  std::int64_t int_at(int row, int col) const;
  std::optional<std::int64_t> optional_int_at(int row, int col) const;
  // Rows an INSERT, UPDATE or DELETE changed.
  int affected() const;

 private:
  PGresult* r_;
};

using PgParams = std::initializer_list<std::optional<std::string>>;

class PgConnection {
 public:
  // Connects to `conninfo` (a postgresql:// URL or key=value words). Throws StoreError in
  // plain words (which server, what went wrong) when it cannot.
  explicit PgConnection(std::string conninfo);
  ~PgConnection();
  PgConnection(const PgConnection&) = delete;
  PgConnection& operator=(const PgConnection&) = delete;

  // Runs one statement (or, without parameters, several) and throws PgFailure unless it
  // succeeded.
  PgResult exec(const std::string& sql, PgParams params = {});
  // The same for a statement this connection prepares once under `name`.
  PgResult run(const char* name, const char* sql, PgParams params);
  // Ends the open transaction, if any, without its changes; never throws (a lost connection
  // was rolled back by the server already).
  void rollback() noexcept;
  // Connects again when the server dropped the connection; throws StoreError when it cannot.
  void ensure();
  // "host:port/db" for messages, without the password.
  std::string where() const;
  // The libpq handle, for what this class does not wrap (LISTEN's notifications).
  PGconn* native() { return conn_; }

 private:
  PgResult check(PGresult* r, std::string_view what);
  void limit_idle_transactions();

  std::string conninfo_;
  PGconn* conn_;
  std::unordered_set<std::string> prepared_;
};

}  // namespace renju::store
