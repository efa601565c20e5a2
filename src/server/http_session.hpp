// An HTTP connection: reads requests (bounded), routes them to the API or the pages, and hands
// a WebSocket upgrade to its session.
#pragma once

#include <boost/asio/ip/tcp.hpp>

#include "server/server_impl.hpp"

namespace renju::server {

// Serves the accepted connection until it closes or is upgraded.
void start_http_session(boost::asio::ip::tcp::socket&& socket, ConnectionLimiter::Token token,
                        Server::Impl& server);

}  // namespace renju::server
