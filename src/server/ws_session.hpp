// A WebSocket session: one client of one room. It bounds and parses frames, rate-limits them,
// and queues the room's messages to the socket with a write deadline.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <memory>
#include <optional>
#include <string>

#include "server/server_impl.hpp"

namespace renju::server {

// Takes over an upgraded connection (and its place in the per-address count) and runs the
// WebSocket handshake and the session.
void start_ws_session(boost::asio::ip::tcp::socket&& socket, ConnectionLimiter::Token token,
                      Server::Impl& server, std::shared_ptr<Room> room,
                      std::optional<std::string> cookie_secret,
                      boost::beast::http::request<boost::beast::http::string_body> request);

}  // namespace renju::server
