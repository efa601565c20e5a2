// The accept loop: each connection is counted against its address's limit and handed to an
// HTTP session, or refused with a 503 at once.
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>

#include "server/http_session.hpp"
#include "server/log.hpp"
#include "server/server_impl.hpp"

namespace renju::server {

namespace beast = boost::beast;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

namespace {

// What a connection over the limit gets instead of a session.
const std::string& refusal_response() {
  static const std::string response = [] {
    const std::string body = "Too many connections from your address; retry later.\n";
    return "HTTP/1.1 503 Service Unavailable\r\nServer: renju\r\nRetry-After: 10\r\n"
           "Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: " +
           std::to_string(body.size()) + "\r\n\r\n" + body;
  }();
  return response;
}

// Answers and closes without a session, a parser or a timer: refusing must stay cheaper than
// serving. Nothing here may block the accept loop, hence non-blocking single calls.
void refuse(tcp::socket& socket) {
  beast::error_code ec;
  socket.non_blocking(true, ec);
  // Closing with unread input would send a reset, and a reset can make the client discard our
  // answer unread; so take in what the request already sent.
  char sink[4096];
  for (int i = 0; i < 4 && !ec; ++i) socket.read_some(net::buffer(sink), ec);
  socket.write_some(net::buffer(refusal_response()), ec);
  socket.shutdown(tcp::socket::shutdown_send, ec);
  socket.close(ec);
}

}  // namespace

void Server::Impl::do_accept() {
  acceptor->async_accept(net::make_strand(*ioc), [this](beast::error_code ec, tcp::socket socket) {
    if (ec) {
      if (ec != net::error::operation_aborted) log_warn("accept: " + ec.message());
      if (stopping || ec == net::error::operation_aborted) return;
    } else {
      beast::error_code peer_ec;
      const auto peer = socket.remote_endpoint(peer_ec);
      if (peer_ec) {
        // Gone before we got to it: nothing to serve.
      } else if (auto token = limiter->try_acquire(peer.address())) {
        // Small messages (acks, events) must not wait for Nagle's algorithm to gather more.
        socket.set_option(tcp::no_delay(true), peer_ec);
        start_http_session(std::move(socket), std::move(*token), *this);
      } else {
        refuse(socket);
      }
    }
    do_accept();
  });
}

}  // namespace renju::server
