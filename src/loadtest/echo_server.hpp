// The baseline: a minimal Boost.Beast WebSocket server that echoes every text message. Loaded
// the same way as `renju serve`, it shows what the library and the machine can do at all.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace renju::loadtest {

class EchoServer {
 public:
  // Binds and listens at once (port 0 picks a free port); throws boost::system::system_error
  // when it cannot. Messages over max_message bytes close the connection, as in `renju serve`.
  EchoServer(const std::string& address, std::uint16_t port, int threads,
             std::size_t max_message = 4096);
  ~EchoServer();
  EchoServer(const EchoServer&) = delete;
  EchoServer& operator=(const EchoServer&) = delete;

  std::uint16_t port() const;
  // Serves on `threads` threads (the caller's included) until stop(); then returns.
  void run();
  // Safe from any thread or a signal-handling thread.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace renju::loadtest
