// The HTTP session: request parsing with limits, routing (Origin check, API, pages), replies
// with security headers, and the WebSocket upgrade. A request that needs the store is answered
// when the store's thread has answered; the session reads the next request only after that
// reply, so keep-alive and pipelined requests are answered in order.
#include "server/http_session.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <optional>
#include <string>

#include "server/analysis_route.hpp"
#include "server/device.hpp"
#include "server/log.hpp"
#include "server/secret.hpp"
#include "server/security_headers.hpp"
#include "server/ws_session.hpp"

namespace renju::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
namespace json = boost::json;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

namespace {

using Impl = Server::Impl;

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, ConnectionLimiter::Token token, Impl& server)
      : token_(std::move(token)), stream_(std::move(socket)), server_(server) {
    beast::error_code ec;
    const auto peer = stream_.socket().remote_endpoint(ec);
    if (!ec) peer_ = peer.address();
  }

  void run() {
    net::dispatch(stream_.get_executor(),
                  beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
  }

 private:
  void do_read() {
    parser_.emplace();
    parser_->header_limit(kMaxHttpHeader);
    parser_->body_limit(kMaxHttpBody);
    stream_.expires_after(30s);
    http::async_read_header(stream_, buffer_, *parser_,
                            beast::bind_front_handler(&HttpSession::on_header, shared_from_this()));
  }

  // Chunked request bodies are refused before the parser reads one: Beast 1.81 asserts when a
  // final chunk arrives split across reads (fixed upstream in Boost 1.86, beast#2861), which
  // aborts any build with assertions, and our bodies are small enough to send with a length.
  void on_header(beast::error_code ec, std::size_t n) {
    if (!ec && parser_->chunked()) {
      reply(json_error(411, "length_required",
                       "Send the request body with a Content-Length, not chunked."),
            parser_->get().version(), false, false);
      return;
    }
    if (ec || parser_->is_done()) {
      on_read(ec, n);
      return;
    }
    // A record file for the analysis board may be larger than any other body.
    if (parser_->get().target().starts_with("/api/analysis/import")) {
      parser_->body_limit(kMaxRecordUpload);
    }
    http::async_read(stream_, buffer_, *parser_,
                     beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec == http::error::end_of_stream) {
      stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
      return;
    }
    if (ec == http::error::body_limit) {
      const auto max = parser_->get().target().starts_with("/api/analysis/import")
                           ? kMaxRecordUpload
                           : kMaxHttpBody;
      reply(
          json_error(413, "too_large",
                     "The request body is over " + std::to_string(max) + " bytes.", {{"max", max}}),
          11, false, false);
      return;
    }
    if (ec) {
      if (ec != beast::error::timeout && ec != net::error::operation_aborted &&
          ec != net::error::connection_reset) {
        reply(json_error(400, "bad_request", "The request could not be parsed."), 11, false, false);
      }
      return;
    }
    auto request = parser_->release();
    if (websocket::is_upgrade(request)) {
      upgrade(std::move(request));
      return;
    }
    HttpRequest r;
    r.method = std::string(request.method_string());
    r.target = std::string(request.target());
    r.content_type = std::string(request[http::field::content_type]);
    r.body = std::move(request.body());
    r.origin = std::string(request[http::field::origin]);
    r.host = std::string(request[http::field::host]);
    r.forwarded_proto = std::string(request["X-Forwarded-Proto"]);
    r.cookie = std::string(request[http::field::cookie]);
    r.accept_language = std::string(request[http::field::accept_language]);
    r.accept = std::string(request[http::field::accept]);
    r.peer = peer_;
    route(r, [self = shared_from_this(), version = request.version(),
              keep_alive = request.keep_alive(), head = request.method() == http::verb::head](
                 HttpReply reply) { self->reply(std::move(reply), version, keep_alive, head); });
  }

  // Calls `done` exactly once, on this session's strand: inside this call for pages and
  // refusals, later for API calls that wait for the store.
  void route(const HttpRequest& r, ReplyHandler done) {
    if (r.method == "POST" && !origin_allowed(r.origin, r.host, r.forwarded_proto)) {
      return done(json_error(403, "bad_origin", "Cross-site requests are not accepted."));
    }
    if (server_.api.handle(r, stream_.get_executor(), done)) return;
    if (websocket_game_id(r.target)) {
      return done(json_error(426, "upgrade_required", "This path is a WebSocket endpoint."));
    }
    if (server_.config.pages) {
      try {
        if (auto page = server_.config.pages(r)) return done(std::move(*page));
      } catch (const std::exception& e) {
        log_error("page " + r.target + ": " + e.what());
        return done(HttpReply{500, "text/plain; charset=utf-8", "Internal server error\n", {}});
      }
    }
    done(HttpReply{404, "text/plain; charset=utf-8", "Not found\n", {}});
  }

  void upgrade(http::request<http::string_body> request) {
    const std::string target(request.target());
    auto id = websocket_game_id(target);
    if (!id) {
      reply(json_error(404, "not_found", "No WebSocket endpoint here."), request.version(), false,
            false);
      return;
    }
    if (!origin_allowed(request[http::field::origin], request[http::field::host],
                        request["X-Forwarded-Proto"])) {
      reply(json_error(403, "bad_origin", "Cross-site WebSocket connections are not accepted."),
            request.version(), false, false);
      return;
    }
    if (!plausible_game_id(*id)) {
      on_attached(std::move(request), *id, nullptr, "");
      return;
    }
    // The game may have to be loaded first: the store's thread does that, and this session
    // waits without holding an io thread or the rooms' lock.
    auto held = std::make_shared<http::request<http::string_body>>(std::move(request));
    server_.rooms.attach(
        *id, stream_.get_executor(),
        [self = shared_from_this(), held, id = *id](std::shared_ptr<Room> room, std::string error) {
          self->on_attached(std::move(*held), id, std::move(room), error);
        });
  }

  void on_attached(http::request<http::string_body> request, const std::string& id,
                   std::shared_ptr<Room> room, const std::string& error) {
    if (!room) {
      if (!error.empty()) {
        log_error("game " + id + ": cannot load: " + error);
        reply(json_error(500, "internal", "The game could not be loaded."), request.version(),
              false, false);
      } else {
        reply(json_error(404, "unknown_game", "No game with id '" + id + "'.", {{"id", id}}),
              request.version(), false, false);
      }
      return;
    }
    // The seat this browser holds here (its device's, or an older rs_<id> cookie's), which a
    // hello without a secret takes; looking the device up may need the store.
    auto held = std::make_shared<http::request<http::string_body>>(std::move(request));
    cookie_seat_secret(server_.async_store, stream_.get_executor(), (*held)[http::field::cookie],
                       id,
                       [self = shared_from_this(), held,
                        room = std::move(room)](std::optional<std::string> secret) mutable {
                         self->start_ws(std::move(*held), std::move(room), std::move(secret));
                       });
  }

  void start_ws(http::request<http::string_body> request, std::shared_ptr<Room> room,
                std::optional<std::string> secret) {
    stream_.expires_never();
    // The connection, and so its place in the per-address count, passes to the WebSocket,
    // and with it the room's attachment (detached when the WebSocket session ends).
    start_ws_session(stream_.release_socket(), std::move(token_), server_, std::move(room),
                     std::move(secret), std::move(request));
  }

  void reply(HttpReply r, unsigned version, bool keep_alive, bool head) {
    add_security_headers(r);
    auto res = std::make_shared<http::response<http::string_body>>(
        static_cast<http::status>(r.status), version);
    res->set(http::field::server, "renju");
    if (!r.content_type.empty()) res->set(http::field::content_type, r.content_type);
    for (auto& [name, value] : r.headers) res->insert(name, value);
    res->keep_alive(keep_alive && !server_.stopping);
    const auto length = r.body.size();
    if (!head) res->body() = std::move(r.body);
    res->content_length(length);
    // The read's deadline may have been spent waiting for the store: the write gets its own.
    stream_.expires_after(30s);
    http::async_write(stream_, *res,
                      [self = shared_from_this(), res](beast::error_code ec, std::size_t) {
                        if (ec) return;
                        if (!res->keep_alive()) {
                          beast::error_code ignored;
                          self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
                          return;
                        }
                        self->do_read();
                      });
  }

  ConnectionLimiter::Token token_;  // first: released after the socket below is closed
  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  Impl& server_;
  boost::asio::ip::address peer_;
};

}  // namespace

void start_http_session(tcp::socket&& socket, ConnectionLimiter::Token token, Impl& server) {
  std::make_shared<HttpSession>(std::move(socket), std::move(token), server)->run();
}

}  // namespace renju::server
