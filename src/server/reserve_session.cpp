// One request, one answer, close: what a client gets on the reserve descriptor. No keep-alive
// and no upgrade, so that the descriptor comes back for the next client.
#include "server/reserve_session.hpp"

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>

#include "server/log.hpp"
#include "server/security_headers.hpp"

namespace renju::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

class ReserveSession : public std::enable_shared_from_this<ReserveSession> {
 public:
  ReserveSession(tcp::socket&& socket, ReserveDescriptor::Lease lease, Server::Impl& server)
      : lease_(std::move(lease)), stream_(std::move(socket)), server_(server) {}

  void run() {
    parser_.header_limit(kMaxHttpHeader);
    parser_.body_limit(kMaxHttpBody);
    stream_.expires_after(kReserveTimeout);
    http::async_read_header(
        stream_, buffer_, parser_,
        beast::bind_front_handler(&ReserveSession::on_header, shared_from_this()));
  }

 private:
  // As in the HTTP session, a chunked body is never parsed (Beast 1.81, beast#2861): such a
  // request is refused as it stands.
  void on_header(beast::error_code ec, std::size_t n) {
    if (!ec && parser_.chunked()) {
      answer(refusal(), parser_.get());
      return;
    }
    if (ec || parser_.is_done()) {
      on_read(ec, n);
      return;
    }
    http::async_read(stream_, buffer_, parser_,
                     beast::bind_front_handler(&ReserveSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec) return;  // silent, slow or malformed: the reserve is worth more than an answer
    const auto& request = parser_.get();
    const std::string_view target(request.target().data(), request.target().size());
    const bool health =
        target.substr(0, target.find('?')) == "/api/health" &&
        (request.method() == http::verb::get || request.method() == http::verb::head);
    answer(health ? health_reply() : refusal(), request);
  }

  HttpReply health_reply() {
    try {
      return server_.api.health();
    } catch (const std::exception& e) {
      log_error(std::string("health on the reserve: ") + e.what());
    }
    return refusal();
  }

  static HttpReply refusal() {
    auto r =
        json_error(503, "overloaded", "The server has no connections left right now; retry later.");
    r.headers.emplace_back("Retry-After", "10");
    return r;
  }

  void answer(HttpReply r, const http::request<http::string_body>& request) {
    add_security_headers(r);
    auto res = std::make_shared<http::response<http::string_body>>(
        static_cast<http::status>(r.status), request.version());
    res->set(http::field::server, "renju");
    res->set(http::field::content_type, r.content_type);
    for (auto& [name, value] : r.headers) res->insert(name, value);
    res->keep_alive(false);
    const auto length = r.body.size();
    if (request.method() != http::verb::head) res->body() = std::move(r.body);
    res->content_length(length);
    http::async_write(stream_, *res,
                      [self = shared_from_this(), res](beast::error_code ec, std::size_t) {
                        if (ec) return;
                        self->stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
                      });
  }

  ReserveDescriptor::Lease lease_;  // first: given back after the socket below is closed
  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  http::request_parser<http::string_body> parser_;
  Server::Impl& server_;
};

}  // namespace

void start_reserve_session(tcp::socket&& socket, ReserveDescriptor::Lease lease,
                           Server::Impl& server) {
  std::make_shared<ReserveSession>(std::move(socket), std::move(lease), server)->run();
}

}  // namespace renju::server
