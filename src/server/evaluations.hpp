// Evaluation graphs kept with their games (GET /api/games/<id>/evaluation, docs/protocol.md
// "Evaluation"): the engine's judgement after every point of a game's line, computed once in
// the background on the engine pool, stored in the game's store and served to every viewer.
// A live game's graph extends as moves come: what was computed for a prefix of its line is kept.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "server/api.hpp"
#include "server/engine_pool.hpp"
#include "store/async_store.hpp"

namespace renju::server {

inline constexpr int kEvaluationCap = 1000;  // a proven win for Black is +cap, for White -cap

// The line a stored game's graph follows: its points and passes ("h8", "pass") as the board
// stands after the last action (stones taken back leave the line). Throws std::runtime_error
// when the log does not replay.
std::vector<std::string> evaluation_line(const store::GameRecord& record);

class Evaluations {
 public:
  struct Stats {
    std::size_t running = 0;      // games whose graph is being computed
    std::uint64_t started = 0;    // computations begun since start
    std::uint64_t positions = 0;  // positions the engine judged since start
    std::uint64_t refused = 0;    // requests answered 503 because max_running were busy
  };

  // At most `max_running` games are computed at once; a request that would start another is
  // refused (503 busy) until one ends, so a flood of requests cannot start unbounded work.
  Evaluations(store::AsyncStore& store, EnginePool& pool, std::size_t max_running = 2);

  // The answer to GET /api/games/<id>/evaluation: 200 with the whole graph, 202 with what is
  // computed so far while the rest is (then ask again), 404 for an unknown id, 503 busy.
  // `peek`: start nothing; a graph neither whole nor being computed is 200 with state "none".
  void serve(std::string_view id, bool peek, const boost::asio::any_io_executor& executor,
             ReplyHandler done);
  Stats stats() const;

 private:
  struct Shared;
  std::shared_ptr<Shared> shared_;
};

}  // namespace renju::server
