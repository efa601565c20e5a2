// The HTTP side of the server without any networking: requests and replies as plain structs,
// the JSON/form API under /api/ (answered asynchronously: its store calls run on the store's
// threads), and the small HTTP helpers (cookies, Origin, forms).
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/ip/address.hpp>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "server/http_fields.hpp"
#include "server/rate_limit.hpp"
#include "server/room.hpp"
#include "store/async_store.hpp"

namespace renju::server {

class Evaluations;  // server/evaluations.hpp

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
  std::string accept;             // the Accept header: a browser's navigation asks for text/html
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
  ~Api();
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
  // /api/health?store=1: the same figures after one round trip to the store on its read
  // thread, with `store_reachable` (and `store_error`); 503 when the store cannot be reached.
  void probe_store(const boost::asio::any_io_executor& executor, ReplyHandler done);

 private:
  boost::json::object health_figures() const;
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
  std::unique_ptr<Evaluations> evaluations_;  // GET /api/games/<id>/evaluation
};

HttpReply json_error(int status, std::string_view code, std::string_view message,
                     boost::json::object params = {});

}  // namespace renju::server
