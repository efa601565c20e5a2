// The SQLite store's operations on its one connection: games, seat claims, the action log in
// batches, the two sweeps (deleting unclaimed games, closing untouched ones) and the devices'
// seats.
#include "store/sqlite_store.hpp"

#include <ctime>
#include <tuple>

#include "store/evaluation_text.hpp"

namespace renju::store {

SqliteStore::SqliteStore(const std::filesystem::path& path)
    : folders_(path), lock_(path), db_(open_database(path, std::time(nullptr))) {
  folders_.keep();
}

SqliteStore::~SqliteStore() {
  count_.reset();
  insert_.reset();
  sqlite3_close(db_);
}

bool SqliteStore::create_game(const NewGame& game) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT INTO games(id, rule, created_at, seat_a_hash, seat_b_hash, time_control, "
              "takebacks) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  s.bind(1, game.id).bind(2, game.rule).bind(3, game.created_at).bind(6, game.time_control);
  s.bind(7, std::int64_t{game.takebacks ? 1 : 0});
  if (game.creator_seat == 0) {
    s.bind(4, game.creator_hash).bind_null(5);
  } else {
    s.bind_null(4).bind(5, game.creator_hash);
  }
  s.step();
  return !s.constraint_failed();
}

std::optional<GameRecord> SqliteStore::load_game(std::string_view id) {
  std::lock_guard lock(mutex_);
  return load_locked(id);
}

std::optional<GameRecord> SqliteStore::load_locked(std::string_view id) {
  Statement g(db_,
              "SELECT rule, created_at, seat_a_hash, seat_b_hash, closed_at, time_control, "
              "takebacks FROM games WHERE id = ?1");
  g.bind(1, id);
  if (!g.step()) return std::nullopt;
  GameRecord r;
  r.id = std::string(id);
  r.rule = *g.text_at(0);
  r.created_at = g.int_at(1);
  r.seat_hash[0] = g.text_at(2);
  r.seat_hash[1] = g.text_at(3);
  r.closed_at = g.optional_int_at(4);
  r.time_control = *g.text_at(5);
  r.takebacks = g.int_at(6) != 0;
  Statement a(db_,
              "SELECT version, action, COALESCE(at_ms, at * 1000), clock FROM actions "
              "WHERE game_id = ?1 ORDER BY version");
  a.bind(1, id);
  while (a.step()) {
    if (a.int_at(0) != static_cast<std::int64_t>(r.actions.size()) + 1) {
      throw StoreError("game " + r.id + ": action log has a gap at version " +
                       std::to_string(r.actions.size() + 1));
    }
    r.actions.push_back(*a.text_at(1));
    r.stamps.push_back({a.int_at(2), a.text_at(3)});
  }
  return r;
}

bool SqliteStore::claim_seat(std::string_view id, int seat, std::string_view hash) {
  std::lock_guard lock(mutex_);
  Statement s(db_, seat == 0
                       ? "UPDATE games SET seat_a_hash = ?2 WHERE id = ?1 AND seat_a_hash IS NULL"
                       : "UPDATE games SET seat_b_hash = ?2 WHERE id = ?1 AND seat_b_hash IS NULL");
  s.bind(1, id).bind(2, hash);
  s.step();
  return sqlite3_changes(db_) == 1;
}

std::vector<AppendResult> SqliteStore::append_batch(std::span<const Append> entries) {
  std::vector<AppendResult> results;
  results.reserve(entries.size());
  if (entries.empty()) return results;
  std::lock_guard lock(mutex_);
  if (!count_) {
    // Prepared once: at thousands of appends per second, preparing is a visible cost.
    count_.emplace(db_,
                   "SELECT (SELECT COUNT(*) FROM games WHERE id = ?1 AND closed_at IS NULL), "
                   "(SELECT COALESCE(MAX(version), 0) FROM actions WHERE game_id = ?1)");
    insert_.emplace(db_,
                    "INSERT INTO actions(game_id, version, action, at, at_ms, clock) "
                    "VALUES(?1, ?2, ?3, ?4, ?5, ?6)");
  }
  const std::int64_t now_ms = unix_millis();
  // The version check and the insert share the transaction, so that two writers for the
  // same game (which the server never has, but a bug could) cannot both succeed; a refused
  // entry changes nothing, the others still commit.
  exec(db_, "BEGIN IMMEDIATE");
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
      const auto times = append_times(e, now_ms);
      insert_->bind(4, times.at).bind(5, times.at_ms);
      if (e.clock) {
        insert_->bind(6, *e.clock);
      } else {
        insert_->bind_null(6);
      }
      insert_->step();
      results.push_back(insert_->constraint_failed() ? AppendResult::kVersionConflict
                                                     : AppendResult::kOk);
      insert_->reset();
    }
    exec(db_, "COMMIT");
  } catch (...) {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    count_->reset();
    insert_->reset();
    throw;
  }
  return results;
}

int SqliteStore::delete_unclaimed_before(std::int64_t cutoff) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "DELETE FROM games WHERE created_at < ?1 AND "
              "(seat_a_hash IS NULL OR seat_b_hash IS NULL)");
  s.bind(1, cutoff);
  s.step();
  return sqlite3_changes(db_);
}

std::int64_t SqliteStore::game_count() {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT COUNT(*) FROM games");
  s.step();
  return s.int_at(0);
}

int SqliteStore::close_untouched_before(std::int64_t cutoff, std::int64_t now) {
  std::lock_guard lock(mutex_);
  // games_open narrows it to open games created before the cutoff; the last action of each is
  // one primary-key lookup.
  Statement s(db_,
              "UPDATE games SET closed_at = ?2 WHERE closed_at IS NULL AND created_at < ?1 AND "
              "COALESCE((SELECT at FROM actions WHERE game_id = games.id "
              "ORDER BY version DESC LIMIT 1), created_at) < ?1");
  s.bind(1, cutoff).bind(2, now);
  s.step();
  return sqlite3_changes(db_);
}

bool SqliteStore::bind_device(std::string_view device_hash, const DeviceSeat& seat) {
  std::lock_guard lock(mutex_);
  // The foreign key refuses an unknown game; a closed one is still the device's game.
  Statement s(db_,
              "INSERT INTO device_seats(device_hash, game_id, seat, sealed, at) "
              "SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM games WHERE id = ?2) "
              "ON CONFLICT(device_hash, game_id) DO UPDATE SET seat = excluded.seat, "
              "sealed = excluded.sealed, at = excluded.at");
  s.bind(1, device_hash)
      .bind(2, seat.game_id)
      .bind(3, static_cast<std::int64_t>(seat.seat))
      .bind(4, seat.sealed);
  s.bind(5, seat.at);
  s.step();
  return sqlite3_changes(db_) == 1;
}

std::optional<DeviceSeat> SqliteStore::device_seat(std::string_view device_hash,
                                                   std::string_view game_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT seat, sealed, at FROM device_seats WHERE device_hash = ?1 AND game_id = ?2");
  s.bind(1, device_hash).bind(2, game_id);
  if (!s.step()) return std::nullopt;
  return DeviceSeat{std::string(game_id), static_cast<int>(s.int_at(0)), *s.text_at(1),
                    s.int_at(2)};
}

std::vector<DeviceGame> SqliteStore::device_games(std::string_view device_hash, std::size_t limit) {
  std::lock_guard lock(mutex_);
  Statement s(
      db_,
      "SELECT d.game_id, d.seat, COALESCE((SELECT at FROM actions WHERE game_id = d.game_id "
      "ORDER BY version DESC LIMIT 1), g.created_at) AS last "
      "FROM device_seats d JOIN games g ON g.id = d.game_id WHERE d.device_hash = ?1 "
      "ORDER BY last DESC, d.game_id LIMIT ?2");
  s.bind(1, device_hash).bind(2, static_cast<std::int64_t>(limit));
  std::vector<std::tuple<std::string, int, std::int64_t>> rows;
  while (s.step()) rows.emplace_back(*s.text_at(0), static_cast<int>(s.int_at(1)), s.int_at(2));
  std::vector<DeviceGame> games;
  games.reserve(rows.size());
  for (auto& [id, seat, last] : rows) {
    if (auto record = load_locked(id)) games.push_back({std::move(*record), seat, last});
  }
  return games;
}

SqliteStore::Pragmas SqliteStore::pragmas() {
  std::lock_guard lock(mutex_);
  auto read = [&](const char* sql) {
    Statement s(db_, sql);
    s.step();
    return s.text_at(0).value_or("");
  };
  Pragmas p;
  p.journal_mode = read("PRAGMA journal_mode");
  p.synchronous = std::stoi(read("PRAGMA synchronous"));
  p.foreign_keys = read("PRAGMA foreign_keys") == "1";
  p.application_id = static_cast<std::int32_t>(std::stoll(read("PRAGMA application_id")));
  p.user_version = std::stoi(read("PRAGMA user_version"));
  return p;
}

std::unique_ptr<Store> open_sqlite_store(const std::filesystem::path& path) {
  return std::make_unique<SqliteStore>(path);
}

bool SqliteStore::save_evaluation(std::string_view game_id, const StoredEvaluation& evaluation) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT INTO evaluations(game_id, line, vals) "
              "SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM games WHERE id = ?1) "
              "ON CONFLICT(game_id) DO UPDATE SET line = excluded.line, vals = excluded.vals");
  s.bind(1, game_id).bind(2, evaluation.line).bind(3, values_text(evaluation.values));
  s.step();
  return sqlite3_changes(db_) == 1;
}

std::optional<StoredEvaluation> SqliteStore::load_evaluation(std::string_view game_id) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT line, vals FROM evaluations WHERE game_id = ?1");
  s.bind(1, game_id);
  if (!s.step()) return std::nullopt;
  return StoredEvaluation{*s.text_at(0), parse_values_text(*s.text_at(1))};
}

}  // namespace renju::store
