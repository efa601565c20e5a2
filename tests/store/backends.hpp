// The store tests run once per implementation: a test fixture whose parameter names the
// backend ("sqlite": a fresh file; "postgresql": a fresh database on the test server) and whose
// open() opens a store on that same database, again and again (a reopen is a second open()).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

#include "store/pg_server.hpp"
#include "store/store.hpp"
#include "store/temp_db.hpp"

namespace renju::store {

class StoreBackend : public ::testing::TestWithParam<std::string> {
 protected:
  StoreBackend() {
    if (GetParam() == "postgresql") pg_.emplace();
  }
  std::unique_ptr<Store> open() {
    return pg_ ? open_postgres_store(pg_->conninfo()) : open_sqlite_store(sqlite_.path());
  }

 private:
  TempDb sqlite_;
  std::optional<TempPgDb> pg_;
};

inline std::string backend_name(const ::testing::TestParamInfo<std::string>& info) {
  return info.param;
}

}  // namespace renju::store

// Instantiates the fixture FIXTURE (derived from StoreBackend) for both implementations.
#define RENJU_STORE_BACKENDS(FIXTURE)                                                    \
  INSTANTIATE_TEST_SUITE_P(Backends, FIXTURE, ::testing::Values("sqlite", "postgresql"), \
                           ::renju::store::backend_name)
