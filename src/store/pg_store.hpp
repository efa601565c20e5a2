// The PostgreSQL store: one libpq connection guarded by a mutex, every change in a transaction
// that has committed before the call returns, and appends that lock their game's row so that
// any number of writers (threads, processes, nodes) can never both extend one game.
#pragma once

#include <mutex>
#include <string>

#include "store/pg_connection.hpp"
#include "store/store.hpp"

namespace renju::store {

class PgStore final : public Store {
 public:
  // See open_postgres_store.
  explicit PgStore(std::string conninfo);

  bool create_game(const NewGame& game) override;
  std::optional<GameRecord> load_game(std::string_view id) override;
  // Bumps games.fence and loads the game in one transaction, and notifies kTakeoverChannel
  // (pg_notifications.hpp) with "<id> <fence>" at its commit.
  std::optional<GameRecord> take_game(std::string_view id) override;
  void ping() override;
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

 private:
  // Runs f(connection) with the connection held (reconnecting first when it was lost).
  template <class F>
  auto with(F f) {
    std::lock_guard lock(mutex_);
    db_.ensure();
    return f(db_);
  }
  // The same inside BEGIN ... COMMIT: f's changes are committed when it returns, or none is.
  template <class F>
  auto transaction(F f) {
    return with([&](PgConnection& db) {
      db.exec("BEGIN");
      try {
        auto result = f(db);
        db.exec("COMMIT");
        return result;
      } catch (...) {
        db.rollback();
        throw;
      }
    });
  }

  std::mutex mutex_;
  PgConnection db_;
};

}  // namespace renju::store
