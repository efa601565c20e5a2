// The SQLite store: one connection guarded by a mutex (SQLite has one writer anyway), WAL
// journal, synchronous=FULL so that a returned append survives a crash, and the database held
// exclusively for the store's lifetime.
#pragma once

#include <sqlite3.h>

#include <filesystem>
#include <mutex>
#include <optional>
#include <string>

#include "store/db_lock.hpp"
#include "store/sqlite_open.hpp"
#include "store/sqlite_statement.hpp"
#include "store/store.hpp"

namespace renju::store {

class SqliteStore final : public Store {
 public:
  // What the connection that commits really runs with, as SQLite reports it.
  struct Pragmas {
    std::string journal_mode;  // "wal"
    int synchronous = 0;       // 2: FULL
    bool foreign_keys = false;
    std::int32_t application_id = 0;
    int user_version = 0;
  };

  // See open_sqlite_store.
  explicit SqliteStore(const std::filesystem::path& path);
  ~SqliteStore() override;
  SqliteStore(const SqliteStore&) = delete;
  SqliteStore& operator=(const SqliteStore&) = delete;

  bool create_game(const NewGame& game) override;
  std::optional<GameRecord> load_game(std::string_view id) override;
  bool claim_seat(std::string_view id, int seat, std::string_view hash) override;
  std::vector<AppendResult> append_batch(std::span<const Append> entries) override;
  int delete_unclaimed_before(std::int64_t cutoff) override;
  std::int64_t game_count() override;
  int close_untouched_before(std::int64_t cutoff, std::int64_t now) override;
  bool bind_device(std::string_view device_hash, const DeviceSeat& seat) override;
  std::optional<DeviceSeat> device_seat(std::string_view device_hash,
                                        std::string_view game_id) override;
  std::vector<DeviceGame> device_games(std::string_view device_hash, std::size_t limit) override;
  bool save_evaluation(std::string_view game_id, const StoredEvaluation& evaluation) override;
  std::optional<StoredEvaluation> load_evaluation(std::string_view game_id) override;

  Pragmas pragmas();

 private:
  std::optional<GameRecord> load_locked(std::string_view id);

  // Declared in the order they are made: a failure in one undoes the ones before it.
  CreatedFolders folders_;
  DatabaseLock lock_;
  sqlite3* db_;
  std::mutex mutex_;
  std::optional<Statement> count_;   // cached for append_batch
  std::optional<Statement> insert_;  // cached for append_batch
};

}  // namespace renju::store
