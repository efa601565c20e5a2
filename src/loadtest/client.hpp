// The client side of every load run: async WebSocket connections and one-shot HTTP requests on
// single-threaded io_contexts (one per load thread, so connection code needs no locks).
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "loadtest/target.hpp"

namespace renju::loadtest {

// Why a connection ended or never started; the load reports count them by name.
enum class Failure { kConnect, kHandshake, kRead, kWrite };
std::string_view failure_name(Failure f);

class WsClient : public std::enable_shared_from_this<WsClient> {
 public:
  explicit WsClient(boost::asio::io_context& io);
  virtual ~WsClient() = default;

  // Connects to target.host:port and upgrades on `path`; on_open or on_failed follows.
  void open(const Target& target, const std::string& path);
  // Queued; messages go out in order, one write at a time (Beast allows no more).
  void send(std::string text);
  // Graceful WebSocket close once queued writes are out; no callback follows.
  void close();
  bool is_open() const { return open_; }

 protected:
  virtual void on_open() {}
  virtual void on_message(std::string_view text) = 0;
  // The connection is gone (not after close()).
  virtual void on_failed(Failure, const boost::system::error_code&) {}

 private:
  void read();
  void write_next();
  void fail(Failure f, const boost::system::error_code& ec);

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  std::string host_header_;
  bool open_ = false;
  bool writing_ = false;
  bool closing_ = false;
  bool failed_ = false;
};

struct HttpReply {
  int status = 0;  // 0: no answer (see error)
  std::string body;
  boost::system::error_code error;
};

// One HTTP/1.1 request on a fresh connection (Connection: close); `done` runs on the io_context.
void http_request(boost::asio::io_context& io, const Target& target, std::string method,
                  std::string path, std::string json_body, std::function<void(HttpReply)> done);

// A blocking helper for setup and checks outside the load threads.
HttpReply http_request_sync(const Target& target, const std::string& method,
                            const std::string& path, const std::string& json_body = "");

// One single-threaded io_context per load thread, kept alive by work guards until stop().
class IoPool {
 public:
  explicit IoPool(int threads);
  ~IoPool();
  IoPool(const IoPool&) = delete;
  IoPool& operator=(const IoPool&) = delete;

  int size() const { return static_cast<int>(ios_.size()); }
  boost::asio::io_context& io(int i) { return *ios_[static_cast<std::size_t>(i)]; }
  void stop();
  void join();

 private:
  std::vector<std::unique_ptr<boost::asio::io_context>> ios_;
  std::vector<std::thread> threads_;
  bool joined_ = false;
};

// Lifts the soft (and, when allowed, hard) open-file limit: 10 000 games need 20 000 sockets
// on each side of the loopback. Returns the soft limit in force afterwards.
long raise_fd_limit(long wanted);

// Resident memory of a process in KiB from /proc/<pid>/status (VmRSS); -1 if unreadable.
long rss_kib(int pid);
// CPU time (user + system) a process has used, in seconds, from /proc/<pid>/stat; -1 if
// unreadable. own_cpu_seconds(): this process's, from getrusage.
double cpu_seconds(int pid);
double own_cpu_seconds();

}  // namespace renju::loadtest
