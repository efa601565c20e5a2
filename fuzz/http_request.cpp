// Fuzz target: raw bytes off a connection through Beast's request parser with the server's
// limits (header 8 KiB, body 4 KiB), each request then routed as the HTTP session routes it:
// a WebSocket upgrade to its game id, Origin and seat cookie, anything else to the API.
// Pipelined requests are parsed one after another, the input arriving in reads of the size its
// first byte gives. Properties: the parser's limits hold, nothing escapes, every API reply is
// well formed and never a 500.
#include <algorithm>
#include <boost/beast/core/error.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <cstdint>
#include <string>

#include "api_fixture.hpp"
#include "fuzz_support.hpp"

namespace server = renju::server;
namespace http = boost::beast::http;
using renju::fuzz::require;

namespace {

constexpr int kMaxRequests = 8;

// The bytes of a connection as they reach the server: `segment` bytes per read (TCP splits a
// request anywhere), `buffered` what was read and not yet parsed.
struct Connection {
  std::string_view unread;
  std::size_t segment = 0;
  std::string buffered;

  bool read_more() {
    if (unread.empty()) return false;
    const auto n = std::min(segment, unread.size());
    buffered.append(unread.substr(0, n));
    unread.remove_prefix(n);
    return true;
  }
};

// One request, fed to the parser the way the HTTP session's reads feed it: the header first
// (a chunked body is refused there), then the body, each time everything buffered, and after
// need_more only once more bytes arrived (the parser relies on that), then end of stream.
// False when no complete request came of it (the server answers 4xx and closes).
bool parse_one(http::request_parser<http::string_body>& parser, Connection& connection) {
  parser.header_limit(server::kMaxHttpHeader);
  parser.body_limit(server::kMaxHttpBody);
  for (;;) {
    boost::beast::error_code ec;
    const bool had_header = parser.is_header_done();
    const auto used = parser.put(boost::asio::buffer(connection.buffered), ec);
    connection.buffered.erase(0, used);
    if (!had_header && parser.is_header_done()) {
      if (parser.chunked()) return false;  // 411
      parser.eager(true);
    }
    if (parser.is_done()) return true;
    if (ec && ec != http::error::need_more) return false;
    if (!ec && used != 0) continue;
    if (!connection.read_more()) {
      if (!parser.got_some()) return false;
      parser.put_eof(ec);
      return !ec && parser.is_done();
    }
  }
}

void route_upgrade(const http::request<http::string_body>& request) {
  const auto id = server::websocket_game_id(request.target());
  if (!id) return;
  (void)server::origin_allowed(request[http::field::origin], request[http::field::host]);
  (void)server::cookie_value(request[http::field::cookie], server::seat_cookie_name(*id));
}

void route(http::request<http::string_body>& request) {
  server::HttpRequest r;
  r.method = request.method_string();
  r.target = request.target();
  r.content_type = request[http::field::content_type];
  r.body = std::move(request.body());
  r.origin = request[http::field::origin];
  r.host = request[http::field::host];
  if (r.method == "POST" && !server::origin_allowed(r.origin, r.host)) return;  // 403
  if (auto reply = renju::fuzz::call_api(r)) renju::fuzz::check_reply(*reply);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  // The first byte is the size of each read (0: the whole input at once), the rest the bytes.
  Connection connection{renju::fuzz::as_text(data + 1, size - 1), data[0] ? data[0] : size, {}};
  connection.read_more();
  for (int i = 0; i < kMaxRequests && !connection.buffered.empty(); ++i) {
    http::request_parser<http::string_body> parser;
    if (!parse_one(parser, connection)) break;
    auto request = parser.release();
    require(request.body().size() <= server::kMaxHttpBody, "the body limit holds");
    if (boost::beast::websocket::is_upgrade(request)) {
      route_upgrade(request);
    } else {
      route(request);
    }
    if (connection.buffered.empty()) connection.read_more();
  }
  return 0;
}
