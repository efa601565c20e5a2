// The PostgreSQL server the tests use, and a fresh database on it per test. The server is the
// one RENJU_TEST_POSTGRES (a libpq conninfo) or RENJU_TEST_POSTGRES_INFO (a file holding one,
// written by CTest's postgres fixture) names; without either, the first test that needs one
// starts a private server with scripts/pg-test-server and it is stopped when the process ends.
#pragma once

#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "store/pg_connection.hpp"

namespace renju::store {

namespace detail {

class OwnPgServer {
 public:
  OwnPgServer() {
    info_ = std::filesystem::temp_directory_path() /
            ("renju-pg-own-" + std::to_string(::getpid()) + ".info");
    if (std::system((script() + " start " + info_.string()).c_str()) != 0) {
      throw std::runtime_error("scripts/pg-test-server could not start PostgreSQL");
    }
  }
  ~OwnPgServer() {
    [[maybe_unused]] int rc = std::system((script() + " stop " + info_.string()).c_str());
  }
  const std::filesystem::path& info() const { return info_; }

 private:
  static std::string script() { return std::string(RENJU_SOURCE_DIR) + "/scripts/pg-test-server"; }
  std::filesystem::path info_;
};

inline std::string read_info(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::string line;
  if (!std::getline(in, line) || line.empty()) {
    throw std::runtime_error("no PostgreSQL conninfo in " + file.string());
  }
  return line;
}

}  // namespace detail

// The conninfo of the test server's maintenance database.
inline const std::string& test_postgres() {
  static const std::string conninfo = [] {
    if (const char* env = std::getenv("RENJU_TEST_POSTGRES"); env && *env) return std::string(env);
    if (const char* file = std::getenv("RENJU_TEST_POSTGRES_INFO"); file && *file) {
      return detail::read_info(file);
    }
    static detail::OwnPgServer own;
    return detail::read_info(own.info());
  }();
  return conninfo;
}

// A database of its own on the test server, dropped (with whatever is still connected to it)
// when the test ends.
class TempPgDb {
 public:
  TempPgDb() {
    static std::atomic<int> n{0};
    name_ = "renju_test_" + std::to_string(::getpid()) + "_" + std::to_string(n++);
    PgConnection admin(test_postgres());
    admin.exec("DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
    admin.exec("CREATE DATABASE " + name_);
  }
  ~TempPgDb() {
    try {
      PgConnection admin(test_postgres());
      admin.exec("DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
    } catch (const StoreError&) {
      // The server is gone already: its folder goes with it.
    }
  }
  TempPgDb(const TempPgDb&) = delete;
  TempPgDb& operator=(const TempPgDb&) = delete;
  // The server's conninfo with this database (a later keyword wins in libpq's conninfo).
  std::string conninfo() const { return test_postgres() + " dbname=" + name_; }
  const std::string& name() const { return name_; }
  // The same as a postgresql:// URL, what `renju serve --store` takes.
  std::string url() const {
    char* error = nullptr;
    PQconninfoOption* options = PQconninfoParse(test_postgres().c_str(), &error);
    if (options == nullptr) {
      std::string why = error ? error : "out of memory";
      PQfreemem(error);
      throw std::runtime_error("bad test conninfo: " + why);
    }
    std::string query;
    for (auto* o = options; o->keyword; ++o) {
      const std::string key = o->keyword;
      if (o->val && *o->val && key != "dbname") {
        query += (query.empty() ? "?" : "&") + key + "=" + o->val;
      }
    }
    PQconninfoFree(options);
    return "postgresql:///" + name_ + query;
  }

 private:
  std::string name_;
};

}  // namespace renju::store
