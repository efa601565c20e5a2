// /api/games/<id>/seat: GET gives this browser's seat in the game with its seat link (for
// "Continue on another device"); POST {"secret"} binds a seat link opened here to this browser.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <string_view>

#include "server/api.hpp"
#include "store/async_store.hpp"

namespace renju::server {

void seat_route(store::AsyncStore& store, const HttpRequest& request, std::string_view id,
                const boost::asio::any_io_executor& executor, ReplyHandler done);

}  // namespace renju::server
