// Fuzz target: raw bytes off a connection through Beast's request parser with the server's
// limits (header 8 KiB, body 4 KiB), each request then routed as the HTTP session routes it:
// a WebSocket upgrade to its game id, Origin and seat cookie, anything else to the API.
// Pipelined requests are parsed one after another. Properties: the parser's limits hold, nothing
// escapes, every API reply is well formed and never a 500.
#include <boost/beast/core/error.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <cstdint>

#include "api_fixture.hpp"
#include "fuzz_support.hpp"

namespace server = renju::server;
namespace http = boost::beast::http;
using renju::fuzz::require;

namespace {

constexpr int kMaxRequests = 8;

// Feeds the parser what is left of the input; false when no complete request came out of it.
bool parse_one(http::request_parser<http::string_body>& parser, std::string_view& input) {
  parser.header_limit(server::kMaxHttpHeader);
  parser.body_limit(server::kMaxHttpBody);
  parser.eager(true);
  boost::beast::error_code ec;
  while (!input.empty() && !parser.is_done()) {
    const auto used = parser.put(boost::asio::const_buffer(input.data(), input.size()), ec);
    input.remove_prefix(used);
    if (ec == http::error::need_more && used == 0) break;  // the peer stops mid-request
    if (ec == http::error::need_more) ec = {};
    if (ec) return false;
  }
  if (!parser.is_done()) {
    parser.put_eof(ec);
    return !ec && parser.is_done();
  }
  return true;
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
  if (auto reply = renju::fuzz::fuzz_api().handle(r)) renju::fuzz::check_reply(*reply);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input = renju::fuzz::as_text(data, size);
  for (int i = 0; i < kMaxRequests && !input.empty(); ++i) {
    http::request_parser<http::string_body> parser;
    if (!parse_one(parser, input)) break;  // the server answers 400/413 and closes
    auto request = parser.release();
    require(request.body().size() <= server::kMaxHttpBody, "the body limit holds");
    if (boost::beast::websocket::is_upgrade(request)) {
      route_upgrade(request);
    } else {
      route(request);
    }
  }
  return 0;
}
