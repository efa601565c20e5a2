// Test helpers for talking to a real server: a blocking HTTP call and a WebSocket client whose
// reads run on their own thread (so a test can wait for a message with a timeout).
#pragma once

#include <boost/json.hpp>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace renju::server::testing {

namespace json = boost::json;
using namespace std::chrono_literals;

struct HttpResult {
  int status = 0;
  std::multimap<std::string, std::string> headers;  // names lower-cased
  std::string body;
  std::string header(const std::string& name) const;
  json::object json() const;
};

HttpResult http_call(unsigned short port, const std::string& method, const std::string& target,
                     const std::string& body = "", const std::string& content_type = "",
                     const std::vector<std::pair<std::string, std::string>>& headers = {});

// A raw request (for malformed input); returns the whole raw answer.
std::string raw_http(unsigned short port, const std::string& bytes);

class WsClient {
 public:
  // Connects and completes the handshake; throws boost::system::system_error when refused
  // (the HTTP status is then in `upgrade_status`).
  static std::unique_ptr<WsClient> connect(
      unsigned short port, const std::string& target,
      const std::vector<std::pair<std::string, std::string>>& headers = {});
  // The HTTP status of a refused upgrade (0 if it succeeded or never got an answer).
  static int upgrade_status(unsigned short port, const std::string& target,
                            const std::vector<std::pair<std::string, std::string>>& headers = {});
  ~WsClient();

  void send(const std::string& text);
  void send(const json::object& message) { send(json::serialize(message)); }
  // The next message, or nullopt after `timeout` or when the connection is closed.
  std::optional<json::object> next(std::chrono::milliseconds timeout = 5s);
  // Skips messages until one with "t" == type arrives (throws on timeout). Skipped messages are
  // kept in `skipped()`.
  json::object expect(const std::string& type, std::chrono::milliseconds timeout = 5s);
  // Every message received so far (including those returned by next/expect).
  std::vector<json::object> all_received() const;
  // True once the server closed; close_code() then holds its code.
  bool wait_closed(std::chrono::milliseconds timeout = 5s);
  int close_code() const;
  void close();
  // Control frames: `hook` runs on the client's thread for each ping the server sends, before
  // the client answers it (a test moves an injected clock there to make a round trip last);
  // pings() counts them; send_pong sends a pong nobody asked for.
  void on_ping(std::function<void()> hook);
  std::size_t pings() const;
  bool wait_pings(std::size_t n, std::chrono::milliseconds timeout = 5s);
  void send_pong(const std::string& payload);

  struct Impl;

 private:
  explicit WsClient(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace renju::server::testing
