// A token bucket: the per-connection message rate limit of the WebSocket sessions.
#pragma once

#include <algorithm>
#include <chrono>

namespace renju::server {

// Up to `burst` messages at once, `rate` per second on average; rate 0: no limit.
class TokenBucket {
 public:
  TokenBucket(double rate, double burst) : rate_(rate), burst_(burst), tokens_(burst) {}
  bool take() {
    if (rate_ <= 0) return true;
    auto now = std::chrono::steady_clock::now();
    tokens_ =
        std::min(burst_, tokens_ + rate_ * std::chrono::duration<double>(now - last_).count());
    last_ = now;
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }

 private:
  double rate_, burst_, tokens_;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

}  // namespace renju::server
