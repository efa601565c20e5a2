// A connection accepted on the reserve descriptor while the process is out of descriptors:
// `/api/health` is answered, anything else gets 503 with Retry-After; then it closes, and the
// reserve is taken back.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <chrono>

#include "server/accept_guard.hpp"
#include "server/server_impl.hpp"

namespace renju::server {

// How long a client on the reserve may take to send its request and read the answer: the
// reserve serves one connection at a time, so a silent client must not hold it for long.
inline constexpr std::chrono::seconds kReserveTimeout{2};

void start_reserve_session(boost::asio::ip::tcp::socket&& socket, ReserveDescriptor::Lease lease,
                           Server::Impl& server);

}  // namespace renju::server
