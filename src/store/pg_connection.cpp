// libpq calls for the PostgreSQL store: connect, execute, prepare, check, reconnect.
#include "store/pg_connection.hpp"

#include <charconv>
#include <cstdlib>
#include <vector>

namespace renju::store {
namespace {

void ignore_notice(void*, const char*) {}

// libpq's message on one line, without its trailing newline.
std::string trimmed(const char* message) {
  std::string s;
  for (const char* p = message ? message : ""; *p; ++p) {
    const bool space = *p == '\n' || *p == '\t' || *p == ' ';
    if (!space) {
      s += *p;
    } else if (!s.empty() && s.back() != ' ') {
      s += ' ';
    }
  }
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s.empty() ? "unknown error" : s;
}

StoreError unreachable(PGconn* conn, const std::string& where) {
  std::string why = trimmed(PQerrorMessage(conn));
  if (why.back() != '.' && why.back() != '?') why += '.';
  return StoreError("cannot reach the PostgreSQL server " + where + ": " + why +
                    " Check that it runs and that the --store URL names it, its database and a "
                    "user allowed to connect.");
}

std::string where_of(PGconn* conn) {
  const char* host = PQhost(conn);
  const char* port = PQport(conn);
  const char* db = PQdb(conn);
  return std::string(host && *host ? host : "localhost") + ":" + (port && *port ? port : "5432") +
         "/" + (db ? db : "");
}

}  // namespace

std::optional<std::string> PgResult::text_at(int row, int col) const {
  if (null_at(row, col)) return std::nullopt;
  return std::string(PQgetvalue(r_, row, col), static_cast<std::size_t>(PQgetlength(r_, row, col)));
}

std::int64_t PgResult::int_at(int row, int col) const {
  return optional_int_at(row, col).value_or(0);
}

std::optional<std::int64_t> PgResult::optional_int_at(int row, int col) const {
  if (null_at(row, col)) return std::nullopt;
  const char* text = PQgetvalue(r_, row, col);
  const auto length = static_cast<std::size_t>(PQgetlength(r_, row, col));
  std::int64_t value = 0;
  auto [end, ec] = std::from_chars(text, text + length, value);
  if (ec != std::errc() || end != text + length) {
    throw StoreError("PostgreSQL returned '" + std::string(text, length) + "' for a number");
  }
  return value;
}

int PgResult::affected() const {
  const char* n = PQcmdTuples(r_);
  return n && *n ? std::atoi(n) : 0;
}

PgConnection::PgConnection(std::string conninfo)
    : conninfo_(std::move(conninfo)), conn_(PQconnectdb(conninfo_.c_str())) {
  if (conn_ == nullptr) throw StoreError("PostgreSQL: out of memory while connecting");
  if (PQstatus(conn_) != CONNECTION_OK) {
    StoreError error = unreachable(conn_, where_of(conn_));
    PQfinish(conn_);
    throw error;
  }
  PQsetNoticeProcessor(conn_, ignore_notice, nullptr);
  limit_idle_transactions();
}

void PgConnection::limit_idle_transactions() {
  // A process stopped inside a transaction (SIGSTOP, a frozen machine) would hold its games'
  // row locks for as long as its connection lives, and the node taking those games over would
  // wait on them: the server ends such a transaction (and the session) after two seconds. Our
  // transactions never pause between statements while the process runs.
  PQclear(PQexec(conn_, "SET idle_in_transaction_session_timeout = '2s'"));
}

PgConnection::~PgConnection() {
  PQfinish(conn_);
}

std::string PgConnection::where() const {
  return where_of(conn_);
}

void PgConnection::ensure() {
  if (PQstatus(conn_) == CONNECTION_OK) return;
  prepared_.clear();
  PQreset(conn_);
  if (PQstatus(conn_) != CONNECTION_OK) throw unreachable(conn_, where_of(conn_));
  PQsetNoticeProcessor(conn_, ignore_notice, nullptr);
  limit_idle_transactions();
}

void PgConnection::rollback() noexcept {
  if (PQstatus(conn_) == CONNECTION_OK) PQclear(PQexec(conn_, "ROLLBACK"));
}

PgResult PgConnection::check(PGresult* r, std::string_view what) {
  PgResult result(r);
  const auto status = r ? PQresultStatus(r) : PGRES_FATAL_ERROR;
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return result;
  const char* state = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : nullptr;
  const std::string message = trimmed(r ? PQresultErrorMessage(r) : PQerrorMessage(conn_));
  if (PQstatus(conn_) != CONNECTION_OK) {
    throw PgFailure("", "lost the PostgreSQL server " + where_of(conn_) + ": " + message);
  }
  throw PgFailure(state ? state : "",
                  "PostgreSQL: " + std::string(what.substr(0, 60)) + ": " + message);
}

PgResult PgConnection::exec(const std::string& sql, PgParams params) {
  if (params.size() == 0) return check(PQexec(conn_, sql.c_str()), sql);
  std::vector<const char*> values;
  for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
  return check(PQexecParams(conn_, sql.c_str(), static_cast<int>(values.size()), nullptr,
                            values.data(), nullptr, nullptr, 0),
               sql);
}

PgResult PgConnection::run(const char* name, const char* sql, PgParams params) {
  if (!prepared_.contains(name)) {
    check(PQprepare(conn_, name, sql, static_cast<int>(params.size()), nullptr), sql);
    prepared_.insert(name);
  }
  std::vector<const char*> values;
  for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
  return check(PQexecPrepared(conn_, name, static_cast<int>(values.size()), values.data(), nullptr,
                              nullptr, 0),
               sql);
}

}  // namespace renju::store
