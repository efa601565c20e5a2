// The HTTP side of the server without any networking: requests and replies as plain structs,
// the JSON/form API under /api/ (answered asynchronously: its store calls run on the store's
// threads), and the small HTTP helpers (cookies, Origin, forms).
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/ip/address.hpp>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "server/rate_limit.hpp"
#include "server/room.hpp"
#include "store/async_store.hpp"

namespace renju::server {

inline constexpr std::size_t kMaxHttpBody = 4096;
inline constexpr std::size_t kMaxHttpHeader = 8192;  // request line and header fields

struct HttpRequest {
  std::string method;  // "GET", "POST", …
  std::string target;  // path and query
  std::string content_type;
  std::string body;
  std::string origin;  // empty when absent
  std::string host;
  std::string forwarded_proto;  // X-Forwarded-Proto, set by a reverse proxy (empty: none)
  std::string cookie;
  std::string accept_language;
  boost::asio::ip::address peer;  // the client's address (rate limits count per address)
};

struct HttpReply {
  int status = 200;
  std::string content_type;
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
};

// Everything that is not /api/ nor the WebSocket: the site's pages (nullopt → 404).
using PageHandler = std::function<std::optional<HttpReply>(const HttpRequest&)>;

// Called exactly once with the answer to a request.
using ReplyHandler = std::function<void(HttpReply)>;

struct ApiConfig {
  std::string version;
  std::string commit;
  RateLimit create_rate;            // games created per address
  RateLimit join_rate;              // join requests per address
  AddressRateLimiter::Clock clock;  // for the rate limits; empty: the steady clock
  // Members the server adds to /api/health (the accept loop's counters); may be empty.
  std::function<boost::json::object()> health_figures = {};
};

class Api {
 public:
  Api(store::AsyncStore& store, Rooms& rooms, ApiConfig config);
  // False when the path is not under /api/ (`done` is then not called). Otherwise `done` gets
  // the answer exactly once: inside this call when no store call is needed (health, refusals),
  // else later, posted to `executor` once the store's thread has answered.
  bool handle(const HttpRequest& request, const boost::asio::any_io_executor& executor,
              ReplyHandler done);
  // Forgets rate-limit state that no longer limits anyone (the sweep calls it).
  void prune_limits();
  // The /api/health answer: figures kept in memory only, so it never waits (the reserve
  // descriptor's session calls it directly).
  HttpReply health() const;

 private:
  void create_game(const HttpRequest& request, const boost::asio::any_io_executor& executor,
                   ReplyHandler done);
  void join_game(const HttpRequest& request, std::string_view id,
                 const boost::asio::any_io_executor& executor, ReplyHandler done);
  void show_game(std::string_view id, const boost::asio::any_io_executor& executor,
                 ReplyHandler done);

  store::AsyncStore& store_;
  Rooms& rooms_;
  ApiConfig config_;
  AddressRateLimiter create_limiter_;
  AddressRateLimiter join_limiter_;
};

HttpReply json_error(int status, std::string_view code, std::string_view message,
                     boost::json::object params = {});
// Requests without Origin are allowed (non-browser clients); otherwise it must be exactly this
// server as the browser reached it: the scheme (http, or what `forwarded_proto` names: a proxy
// in front serving https), and Host's host and port (default ports made explicit).
bool origin_allowed(std::string_view origin, std::string_view host,
                    std::string_view forwarded_proto = {});
std::optional<std::string> cookie_value(std::string_view cookie_header, std::string_view name);
// application/x-www-form-urlencoded: the value of `name`, percent- and plus-decoded (nullopt
// when absent). Check the body with form_error first: in a malformed body a field whose name
// or value is malformed reads as absent.
std::optional<std::string> form_value(std::string_view body, std::string_view name);
// What is wrong with a form body (its first bad percent-escape), or nullopt when every name
// and value decodes. A form with one is refused as a whole (400 bad_form), not read in part.
std::optional<std::string> form_error(std::string_view body);
std::string seat_cookie_name(std::string_view game_id);
// The game id of "/ws/games/<id>" (nullopt for any other path).
std::optional<std::string> websocket_game_id(std::string_view target);

}  // namespace renju::server
