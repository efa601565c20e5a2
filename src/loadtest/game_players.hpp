// The game load's actors, inside one load thread: a Lane (the thread's games and counters), a
// Pair (one game: creating it over HTTP, replacing it when over), a Player (one WebSocket seat
// or spectator) and its Conn. Internal to the game load (game_load.cpp runs them).
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/json.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "loadtest/client.hpp"
#include "loadtest/game_load.hpp"
#include "loadtest/metrics.hpp"

namespace renju::loadtest {

namespace asio = boost::asio;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

inline std::uint64_t ns_since(Clock::time_point t) {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t).count());
}

inline std::string_view str_or(const json::object& o, std::string_view key,
                               std::string_view fallback) {
  if (auto* v = o.if_contains(key); v && v->is_string()) return v->get_string();
  return fallback;
}

inline std::int64_t int_or(const json::object& o, std::string_view key, std::int64_t fallback) {
  if (auto* v = o.if_contains(key); v && v->is_int64()) return v->get_int64();
  if (auto* v = o.if_contains(key); v && v->is_uint64())
    return static_cast<std::int64_t>(v->get_uint64());
  return fallback;
}

struct Shared {
  const GameLoadOptions* options = nullptr;
  std::atomic<bool> go{false};
  std::atomic<bool> stopping{false};
  std::atomic<std::uint64_t> sent{0};
  std::atomic<int> open{0};     // player connections open
  std::atomic<int> live{0};     // games with both players connected and not over
  std::atomic<int> settled{0};  // pairs whose first game is live or failed to start
};

struct Lane;
class Pair;
class Player;

class Conn : public WsClient {
 public:
  Conn(asio::io_context& io, Player& owner) : WsClient(io), owner_(owner) {}

 protected:
  void on_open() override;
  void on_message(std::string_view text) override;
  void on_failed(Failure f, const boost::system::error_code& ec) override;

 private:
  Player& owner_;
};

class Player {
 public:
  Player(Pair& pair, int seat_index);
  void connect();
  void close();
  void reset_for_new_game(std::string secret);
  void consider();

  void on_open();
  void on_message(std::string_view text);
  void on_failed(Failure f);

 private:
  // A full state, or a live event's `set` with its `legal` (protocol 2): the version, whose
  // turn, the result, and this seat's legal actions.
  void handle_state(std::int64_t v, const json::object& turn, const json::value* legal);
  void act();
  bool my_turn() const;

  friend class Pair;
  Pair& pair_;
  int seat_index_;  // 0: A, 1: B, -1: spectator
  std::string seat_;
  std::string secret_;
  std::shared_ptr<Conn> conn_;
  std::int64_t v_ = -1;
  bool had_state_ = false;
  bool over_ = false;
  std::string to_move_;
  json::object legal_;
  std::optional<std::int64_t> pending_id_;
  Clock::time_point pending_at_;
  std::string pending_text_;
  std::int64_t next_id_ = 0;
  int refusals_in_a_row_ = 0;
  int attempts_ = 0;
  bool timer_armed_ = false;
  asio::steady_timer act_timer_;
  asio::steady_timer reconnect_timer_;
};

struct Lane {
  asio::io_context* io = nullptr;
  Shared* shared = nullptr;
  ThreadMetrics* metrics = nullptr;
  std::vector<std::unique_ptr<Pair>> pairs;
  std::vector<AckedGame> finished;
  std::size_t next = 0;
  std::mt19937_64 rng;
  // Every message (a 5–20 KB state, twice per action) is parsed into this arena and dropped:
  // no malloc per JSON node, so the generator leaves more of the machine to the server.
  std::vector<unsigned char> parse_arena = std::vector<unsigned char>(64 * 1024);

  void setup_next();
  void settled() {
    shared->settled.fetch_add(1);
    setup_next();
  }
  void count(const std::string& kind) {
    metrics->update([&kind](Metrics& m) { ++m.errors[kind]; });
  }
};

class Pair {
 public:
  explicit Pair(Lane& lane);
  void create();
  void player_ready(int seat_index);
  void game_over();
  // A first game that cannot get both players connected does not hold up the ramp (its
  // players keep retrying in the background).
  void setup_failed();
  void stop();
  void archive();
  void go();

  Lane& lane() { return lane_; }
  const std::string& game_id() const { return game_id_; }

  // Timing of the action in flight in this game, for the opponent's event latency.
  std::int64_t pending_v_ = -1;
  Clock::time_point pending_at_;
  AckedGame acks_;

 private:
  static std::optional<json::object> parse_object(const std::string& body);
  void failed_setup(const HttpReply& r, const char* step);
  void start_game(const std::string& secret_a, const std::string& secret_b);

  Lane& lane_;
  asio::steady_timer retry_timer_;
  std::vector<std::unique_ptr<Player>> players_;
  std::string game_id_;
  bool ready_[2] = {false, false};
  bool over_ = false;
  bool settled_ = false;
};

}  // namespace renju::loadtest
