// A game step by step for review: GET /api/games/<id>/review. Every accepted action (stones,
// swaps, offers, the pick, passes, draws) with the board it leaves: its stone count, the offers
// on the table and Black's forbidden points with their reasons.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <string_view>

#include "server/api.hpp"
#include "store/async_store.hpp"

namespace renju::server {

// The review of a stored game (pure: tests call it directly). A log that does not replay
// throws std::runtime_error (the route answers 500 and logs it).
HttpReply review_reply(const store::GameRecord& record);

void serve_game_review(store::AsyncStore& store, std::string_view id,
                       const boost::asio::any_io_executor& executor, ReplyHandler done);

}  // namespace renju::server
