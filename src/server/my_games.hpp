// /api/my-games: the games this browser holds a seat in (its device cookie), ongoing first, with
// whose turn it is, the rule, the opponent and the last activity.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <cstddef>

#include "server/api.hpp"
#include "store/async_store.hpp"

namespace renju::server {

inline constexpr std::size_t kMaxMyGames = 500;  // the most recently active

void my_games(store::AsyncStore& store, const HttpRequest& request,
              const boost::asio::any_io_executor& executor, ReplyHandler done);

}  // namespace renju::server
