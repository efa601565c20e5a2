// The game load: N live Taraguchi games on `renju serve`, each created and joined through the
// HTTP API and played by two WebSocket players choosing random entries of `state.legal`
// (plus S spectators), timing acks and the opponent's events. Finished games are replaced.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "loadtest/echo_load.hpp"
#include "loadtest/metrics.hpp"
#include "loadtest/target.hpp"
#include "loadtest/wire_text.hpp"  // action_text, point_set_names (tests use them)

namespace renju::loadtest {

struct GameLoadOptions {
  Target target;  // http://127.0.0.1:PORT
  std::string rule = "taraguchi-10";
  // The WebSocket protocol the players speak: 2 (events carry what changed) or 1 (whole states,
  // still served for old pages; for A/B runs against the same server).
  int protocol = 2;
  int games = 100;
  int spectators = 0;  // per game
  // Seconds a player waits, once it is their turn, before acting (uniform in [0.5, 1.5] of
  // it); 0 acts at once, which saturates the server.
  double move_interval = 2.0;
  double seconds = 10;
  std::uint64_t max_actions = 0;  // 0: no limit
  int threads = 1;
  int setup_parallel = 64;  // games being created and connected at once, per load thread
  int server_pid = -1;
  std::uint64_t seed = 1;
  bool record_acks = false;  // keep every acknowledged action (fault tests)
  // Set from another thread to end the run early (tests); may be null.
  const std::atomic<bool>* stop = nullptr;
  // Counts acknowledged actions as they arrive, for tests that wait for play to go on; may be
  // null.
  std::atomic<std::uint64_t>* acked = nullptr;
  // Counts actions refused as `unavailable` (the store out of reach), likewise; may be null.
  std::atomic<std::uint64_t>* unavailable = nullptr;
  std::function<void(const std::string&)> progress;
  // Called once the games are set up, just before the measured phase (the barrier of
  // `loadtest --processes`); may be empty.
  std::function<void()> before_go;
};

// Every action the server acknowledged in one game, as "v → text" (the game's log line).
struct AckedGame {
  std::string id;
  std::vector<std::pair<std::int64_t, std::string>> acked;
};

struct GameLoadReport : LoadReport {
  int games_live = 0;  // games whose two players were connected when the run started
  // From the server's /api/health over the measured phase: transactions (fsyncs) and actions
  // they carried. -1 when the server did not say.
  std::int64_t commit_batches = -1;
  std::int64_t commit_actions = -1;
  std::vector<AckedGame> games;  // only with record_acks
};

GameLoadReport run_game_load(const GameLoadOptions& options);
}  // namespace renju::loadtest
