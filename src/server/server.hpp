// `renju serve` as a library: one port for pages, the JSON API and the WebSocket protocol.
// Construct (binds the port), run() on as many threads as configured, stop() from anywhere.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "server/api.hpp"
#include "server/rate_limit.hpp"
#include "store/store.hpp"

namespace renju::server {

struct ServerConfig {
  std::string bind = "0.0.0.0";
  unsigned short port = 8080;  // 0: any free port (see Server::port)
  int threads = 2;
  std::string version = "0.0.0";
  std::string commit = "unknown";
  std::chrono::seconds unclaimed_ttl{7 * 24 * 3600};
  // An open game with no action (nor creation) for this long is closed as abandoned by the
  // sweep, its log kept. 0: never.
  std::chrono::seconds abandoned_after{30 * 24 * 3600};
  std::chrono::seconds room_idle{300};              // unloaded this long after its last client left
  std::chrono::milliseconds sweep_interval{30000};  // how often expiry and unloading run
  std::chrono::seconds ws_idle_timeout{60};  // a silent peer is pinged at half of it, then dropped
  // A WebSocket write (or closing handshake) still unfinished after this long means the peer
  // stopped reading: the connection is cut. 0: never (only the 1 024-message cap then applies).
  std::chrono::milliseconds ws_write_timeout{15000};
  // How often a WebSocket is pinged to measure its round trip for lag compensation (the first
  // ping goes with the hello; room_lag.cpp). 0: only that first one.
  std::chrono::milliseconds ws_lag_ping_interval{3000};
  // Open connections (HTTP or WebSocket) from one IPv4 address or one IPv6 /64; one more is
  // answered 503 and closed. 0: unlimited (load runs open 20 000 from 127.0.0.1).
  std::size_t max_connections_per_address = 64;
  // Messages per second one WebSocket may send on average (bursts of twice that); more are
  // refused with `rate_limited`. 0: unlimited (load runs at saturation, beyond any human).
  double ws_message_rate = 20;
  // Spectators per room, presence coalescing, the engine pool (threads, games that may wait,
  // a move's time budget): see RoomSettings.
  RoomSettings rooms;
  // Games created, and join requests, per IPv4 address or IPv6 /64 (bursts of the count at
  // once); more are answered 429 `rate_limited` with Retry-After. {0}: unlimited (load runs).
  RateLimit create_rate{30, std::chrono::seconds(60)};
  RateLimit join_rate{60, std::chrono::seconds(60)};
  AddressRateLimiter::Clock rate_clock;  // the rate limits' clock; empty: the steady clock
  // The Prometheus metrics port (GET /metrics, docs/deploy.md): -1 none, 0 any free port
  // (Server::metrics_port says which). Loopback unless metrics_bind says otherwise.
  int metrics_port = -1;
  std::string metrics_bind = "127.0.0.1";
  std::chrono::milliseconds shutdown_grace{2000};
  bool handle_signals = false;  // SIGINT/SIGTERM → graceful stop
  PageHandler pages;            // may be empty: every non-API path is then a 404
};

class Server {
 public:
  // Opens and binds the listening socket; throws std::system_error when it cannot.
  Server(ServerConfig config, store::Store& store);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  unsigned short port() const;
  // The metrics listener's port; 0 when there is none.
  unsigned short metrics_port() const;
  // Serves until stop(); blocks the calling thread, which is one of the io threads.
  void run();
  // Graceful: stops accepting, sends `bye` and closes every WebSocket, lets pending writes
  // finish (up to shutdown_grace), then makes run() return. Thread-safe; idempotent.
  void stop();
  // Connections now open from `address` (as the limit counts them: an IPv6 address stands for
  // its /64, an IPv4-mapped one for its IPv4 address); 0 for an unparsable address.
  // Thread-safe.
  std::size_t connections_from(std::string_view address) const;
  // Another node took game `id` over with fencing token `fence` (store::PgTakeovers): a loaded
  // room of it with an older token closes its sockets, whose clients reconnect there.
  // Thread-safe.
  void taken_elsewhere(std::string_view id, std::int64_t fence);

  // Totals since the start, for operators (/api/health has the accept ones) and for tests to
  // wait on instead of sleeping. Thread-safe.
  struct Counters {
    std::uint64_t accept_failures = 0;     // accepts that failed (out of descriptors, …)
    std::uint64_t accept_backoffs = 0;     // pauses the accept loop took after a failure
    std::uint64_t reserve_answers = 0;     // connections answered on the reserve descriptor
    std::uint64_t sweeps = 0;              // expiry and unloading runs finished
    std::uint64_t ws_written = 0;          // WebSocket messages handed to the kernel
    std::uint64_t ws_write_timeouts = 0;   // WebSockets cut because a write stalled
    std::uint64_t ws_queue_overflows = 0;  // WebSockets closed at the 1 024-message cap
  };
  Counters counters() const;

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace renju::server
