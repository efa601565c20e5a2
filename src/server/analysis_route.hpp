// The analysis board's API (docs/protocol.md "Analysis"): a position's forbidden points with
// the explanation of one point, a record file read into its games, and the engine's answer
// (best moves, VCF and VCT for both colours) computed on the server's engine pool.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <boost/json.hpp>
#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "ai/analysis.hpp"
#include "rules/board.hpp"
#include "server/api.hpp"
#include "server/engine_pool.hpp"

namespace renju::server {

inline constexpr std::size_t kMaxRecordUpload = 256 * 1024;  // body of /api/analysis/import
inline constexpr std::size_t kMaxImportedGames = 200;        // games (library lines) returned
inline constexpr double kAnalysisSeconds = 1.0;  // the engine's budget per request (quick=1: 1/5)

// A position from `moves=h8,h9,pass,…`: Black first, alternating, nothing after a five.
struct Position {
  rules::Board board;
  rules::Color to_move = rules::Color::kBlack;
  int stones = 0;
  bool over = false;  // the last stone made a five
};
std::variant<Position, HttpReply> position_from_query(std::string_view query);
// The engine's budget for one analysis; quick: one move and a fifth (the evaluation graph's).
ai::AnalysisOptions analysis_options(bool quick);

// Pure replies (the tests and the fuzz target call them directly).
HttpReply position_reply(std::string_view query);
HttpReply import_reply(const HttpRequest& request);

void serve_position(const HttpRequest& request, ReplyHandler done);
void serve_import(const HttpRequest& request, ReplyHandler done);
// Refuses with 503 computer_busy while the pool has as many searches waiting as it may;
// otherwise the search runs on an engine thread and the answer is posted to `executor`.
void serve_engine(EnginePool& pool, const HttpRequest& request,
                  const boost::asio::any_io_executor& executor, ReplyHandler done);

}  // namespace renju::server
