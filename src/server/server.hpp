// `renju serve` as a library: one port for pages, the JSON API and the WebSocket protocol.
// Construct (binds the port), run() on as many threads as configured, stop() from anywhere.
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "server/api.hpp"
#include "store/store.hpp"

namespace renju::server {

struct ServerConfig {
  std::string bind = "0.0.0.0";
  unsigned short port = 8080;  // 0: any free port (see Server::port)
  int threads = 2;
  std::string version = "0.0.0";
  std::string commit = "unknown";
  std::chrono::seconds unclaimed_ttl{7 * 24 * 3600};
  std::chrono::seconds room_idle{300};              // unloaded this long after its last client left
  std::chrono::milliseconds sweep_interval{30000};  // how often expiry and unloading run
  std::chrono::seconds ws_idle_timeout{60};  // a silent peer is pinged at half of it, then dropped
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
  // Serves until stop(); blocks the calling thread, which is one of the io threads.
  void run();
  // Graceful: stops accepting, sends `bye` and closes every WebSocket, lets pending writes
  // finish (up to shutdown_grace), then makes run() return. Thread-safe; idempotent.
  void stop();

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace renju::server
