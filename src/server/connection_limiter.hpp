// Open connections per address (an IPv4 address or an IPv6 /64), with a limit: what stops one
// client from holding every connection of the server.
#pragma once

#include <boost/asio/ip/address.hpp>
#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include "server/event_report.hpp"

namespace renju::server {

// The key a connection is counted under: an IPv4 address, or an IPv6 /64 (one host is
// commonly given a whole /64, so counting single IPv6 addresses would limit nothing).
std::string address_key(const boost::asio::ip::address& address);

// Open connections per address. A session owns its Token (moved from the HTTP session into the
// WebSocket session on upgrade), so the count is released exactly once, on whatever path the
// connection ends, even when the io_context destroys sessions at teardown.
class ConnectionLimiter : public std::enable_shared_from_this<ConnectionLimiter> {
 public:
  class Token {
   public:
    Token() = default;
    Token(std::shared_ptr<ConnectionLimiter> limiter, std::string key)
        : limiter_(std::move(limiter)), key_(std::move(key)) {}
    Token(Token&& o) noexcept : limiter_(std::move(o.limiter_)), key_(std::move(o.key_)) {}
    Token& operator=(Token&& o) noexcept {
      if (this != &o) {
        release();
        limiter_ = std::move(o.limiter_);
        key_ = std::move(o.key_);
      }
      return *this;
    }
    Token(const Token&) = delete;
    Token& operator=(const Token&) = delete;
    ~Token() { release(); }

   private:
    void release() {
      if (auto limiter = std::exchange(limiter_, nullptr)) limiter->release(key_);
    }
    std::shared_ptr<ConnectionLimiter> limiter_;
    std::string key_;
  };

  explicit ConnectionLimiter(std::size_t limit) : limit_(limit) {}

  // Counts the connection, or nullopt when its address is at the limit.
  std::optional<Token> try_acquire(const boost::asio::ip::address& address) {
    auto key = address_key(address);
    std::lock_guard lock(mutex_);
    auto& n = open_[key];
    if (limit_ != 0 && n >= limit_) {
      note_refusal(key);
      return std::nullopt;
    }
    ++n;
    return Token(shared_from_this(), std::move(key));
  }

  std::size_t count(const std::string& key) const {
    std::lock_guard lock(mutex_);
    auto it = open_.find(key);
    return it == open_.end() ? 0 : it->second;
  }

  std::size_t limit() const { return limit_; }

 private:
  void release(const std::string& key) {
    std::lock_guard lock(mutex_);
    auto it = open_.find(key);
    if (it == open_.end()) return;
    if (--it->second == 0) open_.erase(it);
  }

  // A flood must not flood the log too: one line per ten seconds at most, with the count.
  void note_refusal(const std::string& key);

  const std::size_t limit_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::size_t> open_;
  EventReport refusals_{std::chrono::seconds(10)};
};

}  // namespace renju::server
