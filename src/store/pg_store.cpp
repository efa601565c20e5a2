// The PostgreSQL store's operations. Every statement runs at READ COMMITTED; where a decision
// reads rows another writer may be changing (the version check, closing), the game's row is
// locked first and the rows are read by a later statement, which sees every commit made before
// the lock was granted.
#include "store/pg_store.hpp"

#include <algorithm>
#include <map>

#include "store/evaluation_text.hpp"
#include "store/pg_notifications.hpp"
#include "store/pg_schema.hpp"

namespace renju::store {
namespace {

std::string num(std::int64_t n) {
  return std::to_string(n);
}

std::string text(std::string_view s) {
  return std::string(s);
}

// A text[] (or bigint[]) literal: every element quoted, quotes and backslashes escaped.
std::string pg_array(const std::vector<std::string>& items) {
  std::string out = "{";
  for (const auto& item : items) {
    if (out.size() > 1) out += ',';
    out += '"';
    for (char c : item) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out + "}";
}

}  // namespace

PgStore::PgStore(std::string conninfo) : db_(std::move(conninfo)) {
  prepare_pg_schema(db_);
}

bool PgStore::create_game(const NewGame& game) {
  return with([&](PgConnection& db) {
    const bool a = game.creator_seat == 0;
    auto r = db.exec(
        "INSERT INTO games(id, rule, created_at, seat_a_hash, seat_b_hash, time_control, "
        "takebacks) VALUES($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING",
        {game.id, game.rule, num(game.created_at),
         a ? std::optional(game.creator_hash) : std::nullopt,
         a ? std::nullopt : std::optional(game.creator_hash), game.time_control,
         std::string(game.takebacks ? "true" : "false")});
    return r.affected() == 1;
  });
}

namespace {

// One statement, so the game and its log come from one snapshot.
std::optional<GameRecord> load_with(PgConnection& db, std::string_view id) {
  auto r =
      db.run("load",
             "SELECT g.rule, g.created_at, g.seat_a_hash, g.seat_b_hash, g.closed_at, "
             "a.version, a.action, COALESCE(a.at_ms, a.at * 1000), a.clock, "
             "g.time_control, g.takebacks FROM games g LEFT JOIN actions a ON a.game_id = g.id "
             "WHERE g.id = $1 ORDER BY a.version",
             {text(id)});
  if (r.rows() == 0) return std::nullopt;
  GameRecord g;
  g.id = std::string(id);
  g.rule = *r.text_at(0, 0);
  g.created_at = r.int_at(0, 1);
  g.seat_hash[0] = r.text_at(0, 2);
  g.seat_hash[1] = r.text_at(0, 3);
  g.closed_at = r.optional_int_at(0, 4);
  g.time_control = *r.text_at(0, 9);
  g.takebacks = *r.text_at(0, 10) == "t";
  for (int i = 0; i < r.rows() && !r.null_at(i, 5); ++i) {
    if (r.int_at(i, 5) != static_cast<std::int64_t>(g.actions.size()) + 1) {
      throw StoreError("game " + g.id + ": action log has a gap at version " +
                       std::to_string(g.actions.size() + 1));
    }
    g.actions.push_back(*r.text_at(i, 6));
    g.stamps.push_back({r.int_at(i, 7), r.text_at(i, 8)});
  }
  return g;
}

}  // namespace

std::optional<GameRecord> PgStore::load_game(std::string_view id) {
  return with([&](PgConnection& db) { return load_with(db, id); });
}

std::optional<GameRecord> PgStore::take_game(std::string_view id) {
  return transaction([&](PgConnection& db) -> std::optional<GameRecord> {
    // The row lock waits for a batch in flight, whose actions the load below then sees.
    auto fence = db.run("take", "UPDATE games SET fence = fence + 1 WHERE id = $1 RETURNING fence",
                        {text(id)});
    if (fence.rows() == 0) return std::nullopt;
    auto record = load_with(db, id);
    if (record) record->fence = fence.int_at(0, 0);
    db.exec("SELECT pg_notify($1, $2)",
            {kTakeoverChannel, text(id) + " " + num(fence.int_at(0, 0))});
    return record;
  });
}

void PgStore::ping() {
  with([](PgConnection& db) { return db.exec("SELECT 1").rows(); });
}

bool PgStore::claim_seat(std::string_view id, int seat, std::string_view hash) {
  return with([&](PgConnection& db) {
    auto r = db.exec(
        seat == 0 ? "UPDATE games SET seat_a_hash = $2 WHERE id = $1 AND seat_a_hash IS NULL"
                  : "UPDATE games SET seat_b_hash = $2 WHERE id = $1 AND seat_b_hash IS NULL",
        {text(id), text(hash)});
    return r.affected() == 1;
  });
}

std::vector<AppendResult> PgStore::append_batch(std::span<const Append> entries) {
  std::vector<AppendResult> results;
  if (entries.empty()) return results;
  const std::int64_t now_ms = unix_millis();
  std::vector<std::string> ids;
  for (const auto& e : entries) ids.push_back(e.game_id);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return transaction([&](PgConnection& db) {
    // Locking every game of the batch, in id order (so that two batches never wait for each
    // other in a cycle), makes any other writer of these games wait until this one commits or
    // rolls back; closing and deleting a game take the same lock.
    // take_game takes the same lock, so a token is never bumped while a batch decides on it.
    auto open = db.run("lock",
                       "SELECT id, fence FROM games WHERE id = ANY($1::text[]) AND "
                       "closed_at IS NULL ORDER BY id FOR NO KEY UPDATE",
                       {pg_array(ids)});
    std::map<std::string, std::int64_t, std::less<>> next;   // version the game takes next
    std::map<std::string, std::int64_t, std::less<>> fence;  // the game's current token
    for (int i = 0; i < open.rows(); ++i) {
      next[*open.text_at(i, 0)] = 1;
      fence[*open.text_at(i, 0)] = open.int_at(i, 1);
    }
    // A new snapshot, taken with the locks held: every earlier writer's actions are in it.
    auto stored = db.run("count",
                         "SELECT game_id, MAX(version) FROM actions "
                         "WHERE game_id = ANY($1::text[]) GROUP BY game_id",
                         {pg_array(ids)});
    for (int i = 0; i < stored.rows(); ++i) {
      if (auto it = next.find(*stored.text_at(i, 0)); it != next.end()) {
        it->second = stored.int_at(i, 1) + 1;
      }
    }
    std::vector<std::string> game, version, action, at, at_ms, clock;
    for (const auto& e : entries) {
      auto it = next.find(e.game_id);
      if (it == next.end()) {
        results.push_back(AppendResult::kUnknownGame);
      } else if (e.fence != 0 && e.fence != fence.find(e.game_id)->second) {
        results.push_back(AppendResult::kFenced);
      } else if (it->second != e.version) {
        results.push_back(AppendResult::kVersionConflict);
      } else {
        ++it->second;
        results.push_back(AppendResult::kOk);
        game.push_back(e.game_id);
        version.push_back(num(e.version));
        action.push_back(e.action);
        const auto times = append_times(e, now_ms);
        at.push_back(num(times.at));
        at_ms.push_back(num(times.at_ms));
        clock.push_back(e.clock.value_or(""));  // '' is stored as NULL: untimed
      }
    }
    if (game.empty()) return results;
    // The primary key stays the last word: a version stored meanwhile by a writer that took no
    // lock is refused, never stored twice.
    auto inserted = db.run("insert",
                           "INSERT INTO actions(game_id, version, action, at, at_ms, clock) "
                           "SELECT g, v, a, t, ms, NULLIF(c, '') FROM unnest($1::text[], "
                           "$2::bigint[], $3::text[], $4::bigint[], $5::bigint[], $6::text[]) "
                           "AS u(g, v, a, t, ms, c) ON CONFLICT DO NOTHING",
                           {pg_array(game), pg_array(version), pg_array(action), pg_array(at),
                            pg_array(at_ms), pg_array(clock)});
    if (inserted.affected() != static_cast<int>(game.size())) {
      throw StoreError(
          "PostgreSQL: another writer stored actions of a locked game; nothing of "
          "this batch was stored");
    }
    return results;
  });
}

int PgStore::delete_unclaimed_before(std::int64_t cutoff) {
  // A claim that commits first is seen when the row is rechecked: that game stays.
  return with([&](PgConnection& db) {
    return db
        .exec(
            "DELETE FROM games WHERE created_at < $1 AND "
            "(seat_a_hash IS NULL OR seat_b_hash IS NULL)",
            {num(cutoff)})
        .affected();
  });
}

std::int64_t PgStore::game_count() {
  return with([&](PgConnection& db) { return db.exec("SELECT COUNT(*) FROM games").int_at(0, 0); });
}

int PgStore::close_untouched_before(std::int64_t cutoff, std::int64_t now) {
  const char* untouched =
      "closed_at IS NULL AND created_at < $1 AND "
      "COALESCE((SELECT at FROM actions WHERE game_id = games.id "
      "ORDER BY version DESC LIMIT 1), created_at) < $1";
  return transaction([&](PgConnection& db) {
    // First lock the candidates (waiting for appends in flight), then decide on a fresh
    // snapshot: an action committed meanwhile keeps its game open.
    db.exec(std::string("SELECT id FROM games WHERE ") + untouched + " FOR NO KEY UPDATE",
            {num(cutoff)});
    return db
        .exec(std::string("UPDATE games SET closed_at = $2 WHERE ") + untouched,
              {num(cutoff), num(now)})
        .affected();
  });
}

bool PgStore::bind_device(std::string_view device_hash, const DeviceSeat& seat) {
  // The foreign key would refuse an unknown game; the EXISTS makes that a plain "no row".
  return with([&](PgConnection& db) {
    return db.exec(
                 "INSERT INTO device_seats(device_hash, game_id, seat, sealed, at) "
                 "SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM games WHERE id = $2) "
                 "ON CONFLICT (device_hash, game_id) DO UPDATE SET seat = excluded.seat, "
                 "sealed = excluded.sealed, at = excluded.at",
                 {text(device_hash), seat.game_id, num(seat.seat), seat.sealed, num(seat.at)})
               .affected() == 1;
  });
}

std::optional<DeviceSeat> PgStore::device_seat(std::string_view device_hash,
                                               std::string_view game_id) {
  return with([&](PgConnection& db) -> std::optional<DeviceSeat> {
    auto r =
        db.exec("SELECT seat, sealed, at FROM device_seats WHERE device_hash = $1 AND game_id = $2",
                {text(device_hash), text(game_id)});
    if (r.rows() == 0) return std::nullopt;
    return DeviceSeat{std::string(game_id), static_cast<int>(r.int_at(0, 0)), *r.text_at(0, 1),
                      r.int_at(0, 2)};
  });
}

std::vector<DeviceGame> PgStore::device_games(std::string_view device_hash, std::size_t limit) {
  return with([&](PgConnection& db) {
    auto r = db.exec(
        "SELECT d.game_id, d.seat, COALESCE((SELECT at FROM actions WHERE game_id = d.game_id "
        "ORDER BY version DESC LIMIT 1), g.created_at) AS last "
        "FROM device_seats d JOIN games g ON g.id = d.game_id WHERE d.device_hash = $1 "
        "ORDER BY last DESC, d.game_id LIMIT $2",
        {text(device_hash), num(static_cast<std::int64_t>(limit))});
    std::vector<DeviceGame> games;
    games.reserve(static_cast<std::size_t>(r.rows()));
    for (int i = 0; i < r.rows(); ++i) {
      if (auto record = load_with(db, *r.text_at(i, 0))) {
        games.push_back({std::move(*record), static_cast<int>(r.int_at(i, 1)), r.int_at(i, 2)});
      }
    }
    return games;
  });
}

std::unique_ptr<Store> open_postgres_store(const std::string& conninfo) {
  return std::make_unique<PgStore>(conninfo);
}

bool PgStore::save_evaluation(std::string_view game_id, const StoredEvaluation& evaluation) {
  return with([&](PgConnection& db) {
    return db.exec(
                 "INSERT INTO evaluations(game_id, line, vals) "
                 "SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM games WHERE id = $1) "
                 "ON CONFLICT (game_id) DO UPDATE SET line = excluded.line, vals = excluded.vals",
                 {text(game_id), evaluation.line, values_text(evaluation.values)})
               .affected() == 1;
  });
}

std::optional<StoredEvaluation> PgStore::load_evaluation(std::string_view game_id) {
  return with([&](PgConnection& db) -> std::optional<StoredEvaluation> {
    auto r = db.exec("SELECT line, vals FROM evaluations WHERE game_id = $1", {text(game_id)});
    if (r.rows() == 0) return std::nullopt;
    return StoredEvaluation{*r.text_at(0, 0), parse_values_text(*r.text_at(0, 1))};
  });
}

}  // namespace renju::store
