// The durable record of games: who may sit where (secret hashes) and the log of accepted
// actions in their text form. A game is rebuilt by replaying its log through game::Game.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace renju::store {

// Raised when the database itself fails (disk, corruption); never for a refused operation.
class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

inline constexpr int kSeats = 2;  // seat index 0 is "A", 1 is "B"

struct NewGame {
  std::string id;
  std::string rule;
  std::int64_t created_at = 0;  // unix seconds
  int creator_seat = 0;
  std::string creator_hash;           // hex SHA-256 of the creator's secret
  std::string time_control = "none";  // game::to_text(TimeControl), chosen at creation
  bool takebacks = true;              // game::GameOptions::takebacks, chosen at creation
};

// When a stored action was made and the clocks after it: enough to rebuild a timed game's
// clocks exactly, or to restore them to any earlier action's (a takeback).
struct ActionStamp {
  std::int64_t at_ms = 0;  // the server's time of the action, unix milliseconds
  // game::to_text(ClockSnapshot) after the action; nullopt: an untimed game.
  std::optional<std::string> clock = std::nullopt;
  friend bool operator==(const ActionStamp&, const ActionStamp&) = default;
};

struct GameRecord {
  std::string id;
  std::string rule;
  std::int64_t created_at = 0;
  std::array<std::optional<std::string>, kSeats> seat_hash;  // nullopt: seat still free
  std::vector<std::string> actions;                          // actions[i] is version i + 1
  std::vector<ActionStamp> stamps;                           // stamps[i] belongs to actions[i]
  std::string time_control = "none";                         // as NewGame::time_control
  bool takebacks = true;                                     // as NewGame::takebacks
  // When close_untouched_before closed the game (unix seconds): it takes no more actions, and
  // if its log has no result it ended as abandoned. nullopt: open.
  std::optional<std::int64_t> closed_at;
  // The fencing token take_game handed out with this record (0: the store fences nothing).
  std::int64_t fence = 0;
};

// A browser's hold on a seat (device_seats): the device is known only by its key's hash, and
// the seat's secret is kept sealed with the key (server/device.hpp), so the table alone opens
// no seat.
struct DeviceSeat {
  std::string game_id;
  int seat = 0;
  std::string sealed;   // the seat secret sealed with the device key
  std::int64_t at = 0;  // when the device took or adopted the seat, unix seconds
};

// One of a device's games, for its "My games" list.
struct DeviceGame {
  GameRecord record;
  int seat = 0;
  std::int64_t last_activity = 0;  // its last action, or its creation when it has none
};

// A game's evaluation graph (server/evaluations.hpp): the engine's judgement, Black's view,
// of each position along `line` (the game's points and passes, comma-separated), values[i]
// after the first i of them. Kept with the game: deleting the game deletes it.
struct StoredEvaluation {
  std::string line;
  std::vector<int> values;
  friend bool operator==(const StoredEvaluation&, const StoredEvaluation&) = default;
};

// kUnknownGame: the game is not there (never created, or deleted as unclaimed) or is closed;
// either way no action can ever be stored for it again. kFenced: the append carried a fencing
// token older than the game's, because another writer (a node) has taken the game since.
enum class AppendResult { kOk, kUnknownGame, kVersionConflict, kFenced };

// One action to append: `version` must be exactly one more than the game's stored count
// (counting earlier entries of the same batch).
struct Append {
  std::string game_id;
  std::int64_t version = 0;
  std::string action;
  std::int64_t at = 0;  // when it was made, unix seconds; 0: at_ms's second (or the store's clock)
  std::int64_t at_ms = 0;  // the same in unix milliseconds; 0: at's (or the store's clock)
  std::optional<std::string> clock = std::nullopt;  // as ActionStamp::clock
  // The token of the take_game the writer's copy of the game came from; 0: not fenced.
  std::int64_t fence = 0;
};

inline std::int64_t unix_millis() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

// The times an append stores: an entry's own, else the store's clock `now_ms` at the commit.
struct AppendTimes {
  std::int64_t at = 0;
  std::int64_t at_ms = 0;
};
inline AppendTimes append_times(const Append& e, std::int64_t now_ms) {
  const std::int64_t ms = e.at_ms != 0 ? e.at_ms : e.at != 0 ? e.at * 1000 : now_ms;
  return {e.at != 0 ? e.at : ms / 1000, ms};
}

class Store {
 public:
  virtual ~Store() = default;

  // False when the id is already taken.
  virtual bool create_game(const NewGame& game) = 0;
  virtual std::optional<GameRecord> load_game(std::string_view id) = 0;
  // Loads a game to become its one writer: a store shared by several processes (PostgreSQL)
  // hands out a new fencing token (record.fence), after which appends carrying an older token
  // are refused as kFenced. A store only one process can open (SQLite) fences nothing.
  virtual std::optional<GameRecord> take_game(std::string_view id) { return load_game(id); }
  // Throws StoreError when the database cannot be reached; the health probe calls it.
  virtual void ping() {}
  // Atomically takes a free seat: false when the game is unknown or the seat already owned.
  virtual bool claim_seat(std::string_view id, int seat, std::string_view hash) = 0;
  // Appends every entry in one transaction (one fsync) and returns once it is committed:
  // result i belongs to entry i, and a refused entry does not affect the others. Throws
  // StoreError (and then stored none of them) when the database fails.
  virtual std::vector<AppendResult> append_batch(std::span<const Append> entries) = 0;
  // A batch of one.
  AppendResult append_action(std::string_view id, std::int64_t version, std::string_view action) {
    const Append entry{std::string(id), version, std::string(action)};
    return append_batch(std::span(&entry, 1)).front();
  }
  // Deletes games created before `cutoff` whose second seat was never claimed.
  virtual int delete_unclaimed_before(std::int64_t cutoff) = 0;
  virtual std::int64_t game_count() = 0;
  // Closes every open game untouched since `cutoff` (its last action, or its creation when it
  // has none, is older), recording `now` as its closed_at; its log is kept. Returns how many.
  virtual int close_untouched_before(std::int64_t cutoff, std::int64_t now) = 0;

  // Records that the device holds `seat.seat` in `seat.game_id`, replacing what it held in that
  // game. False when the game is unknown.
  virtual bool bind_device(std::string_view device_hash, const DeviceSeat& seat) = 0;
  virtual std::optional<DeviceSeat> device_seat(std::string_view device_hash,
                                                std::string_view game_id) = 0;
  // The device's games, the most recently active first, at most `limit`.
  virtual std::vector<DeviceGame> device_games(std::string_view device_hash, std::size_t limit) = 0;

  // Replaces the game's stored evaluation; false when the game is unknown.
  virtual bool save_evaluation(std::string_view game_id, const StoredEvaluation& evaluation) = 0;
  virtual std::optional<StoredEvaluation> load_evaluation(std::string_view game_id) = 0;
};

// Opens a SQLite database in WAL mode with synchronous=FULL, creating the file and its folder
// if needed, and holds it exclusively (sqlite_store.hpp) until the store is destroyed. Throws
// StoreError, in plain words, if it cannot; a foreign file is refused and left unchanged.
std::unique_ptr<Store> open_sqlite_store(const std::filesystem::path& path);

// Connects to PostgreSQL (`conninfo`: a postgresql:// URL or libpq's key=value words) and
// creates or migrates the schema (pg_schema.hpp). Every change has committed on the server
// before its call returns. Throws StoreError, in plain words, if it cannot.
std::unique_ptr<Store> open_postgres_store(const std::string& conninfo);

// True for what --store takes as PostgreSQL: a postgresql:// or postgres:// URL.
inline bool is_postgres_url(std::string_view where) {
  return where.starts_with("postgresql://") || where.starts_with("postgres://");
}

}  // namespace renju::store
