// The server's shared state (io_context, rooms, API, limits, sessions) as the listener and the
// sessions see it. Internal to src/server: only the network edge includes it.
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "server/accept_guard.hpp"
#include "server/api.hpp"
#include "server/connection_limiter.hpp"
#include "server/room.hpp"
#include "server/server.hpp"
#include "store/async_store.hpp"

namespace renju::server {

// A live WebSocket session as the server's shutdown sees it.
class LiveSession {
 public:
  virtual ~LiveSession() = default;
  // Says goodbye, flushes and closes with 1001. Thread-safe.
  virtual void shutdown() = 0;
};

// What the sessions and the sweep count, read by Server::counters().
struct EdgeCounters {
  std::atomic<std::uint64_t> sweeps{0};
  std::atomic<std::uint64_t> ws_written{0};
  std::atomic<std::uint64_t> ws_write_timeouts{0};
  std::atomic<std::uint64_t> ws_queue_overflows{0};
};

struct Server::Impl {
  Impl(ServerConfig c, store::Store& s);
  ~Impl();

  void do_accept();  // listener.cpp, with the four below
  void accept_failed(const boost::system::error_code& ec);
  void take_one_on_reserve();
  void pause_accepting();
  boost::json::object accept_figures() const;  // the accept counters, for /api/health
  // Expiry and closing abandoned games on the store's write thread, then (back on an io thread)
  // unloading; re-armed only once both are done, so a stuck database never piles sweeps up.
  void sweep();
  void sweep_done(int expired, int closed);
  void arm_sweep();
  void begin_stop();
  // metrics_listener.cpp: the metrics port (when configured), and metrics_page.cpp its page.
  void open_metrics();
  void do_metrics_accept();
  std::string metrics_text();
  void wait_for_sessions(std::chrono::steady_clock::time_point deadline);

  ServerConfig config;
  store::Store& store;
  std::mutex sessions_mutex;
  std::unordered_map<LiveSession*, std::weak_ptr<LiveSession>> sessions;
  std::atomic<bool> stopping{false};
  std::optional<boost::asio::io_context> ioc;
  // The store's threads; stopped after the io threads and before the io_context goes, since
  // their completions are posted to it.
  store::AsyncStore async_store;
  Rooms rooms;
  Api api;
  std::shared_ptr<ConnectionLimiter> limiter;
  std::optional<boost::asio::ip::tcp::acceptor> acceptor;
  std::optional<AcceptGuard> accept_guard;  // on the acceptor's strand
  EdgeCounters counters;
  std::optional<boost::asio::ip::tcp::acceptor> metrics_acceptor;
  std::optional<boost::asio::steady_timer> metrics_retry;
  std::optional<boost::asio::steady_timer> sweep_timer;
  std::optional<boost::asio::steady_timer> stop_timer;
  std::optional<boost::asio::signal_set> signals;
};

}  // namespace renju::server
