// The accept loop: each connection is counted against its address's limit and handed to an
// HTTP session, or refused with a 503 at once. A failed accept is retried after a pause (see
// accept_guard.hpp); out of descriptors, one connection at a time is taken on the reserve.
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>

#include "server/http_session.hpp"
#include "server/log.hpp"
#include "server/reserve_session.hpp"
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
    if (stopping || ec == net::error::operation_aborted) return;
    if (ec) {
      accept_failed(ec);
      return;
    }
    accept_guard->backoff.reset();
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
    do_accept();
  });
}

// Trying again at once would fail again (the connection is still waiting, so the listening
// socket stays readable): that is the spin this avoids. Out of descriptors, the reserve lets
// one waiting client learn why before the pause.
void Server::Impl::accept_failed(const boost::system::error_code& ec) {
  accept_guard->failed(ec);
  if (is_resource_exhaustion(ec)) take_one_on_reserve();
  pause_accepting();
}

// While the reserve is lent nothing is tried: the attempt would fail, and the reserve's client
// must be answered first. Each pause is counted.
void Server::Impl::pause_accepting() {
  auto& guard = *accept_guard;
  ++guard.counters.backoffs;
  guard.timer.expires_after(guard.backoff.next());
  guard.timer.async_wait([this](beast::error_code wait_ec) {
    if (wait_ec || stopping) return;
    if (accept_guard->reserve->lent()) {
      pause_accepting();
      return;
    }
    accept_guard->reserve->retake();
    do_accept();
  });
}

void Server::Impl::take_one_on_reserve() {
  auto lease = accept_guard->reserve->lend();
  if (!lease) return;  // lent to a connection still being answered, or not taken back yet
  beast::error_code ec;
  tcp::socket socket(net::make_strand(*ioc));
  acceptor->non_blocking(true, ec);
  if (!ec) acceptor->accept(socket, ec);
  if (ec) return;  // nobody waiting after all (or the descriptor went elsewhere): lease back
  ++accept_guard->counters.reserve_answers;
  // Progress: the next waiting client is tried soon (10 ms), not after the longest pause, so a
  // backlog drains at about a hundred a second while a quick answer is all each one needs.
  accept_guard->backoff.reset();
  start_reserve_session(std::move(socket), std::move(*lease), *this);
}

boost::json::object Server::Impl::accept_figures() const {
  const auto& c = accept_guard->counters;
  return {{"accept",
           {{"failures", c.failures.load()},
            {"backoffs", c.backoffs.load()},
            {"reserve_answers", c.reserve_answers.load()}}}};
}

}  // namespace renju::server
