// A token bucket: the per-connection message rate limit of the WebSocket sessions. The clock is
// a parameter, so tests drive it exactly.
#pragma once

#include <algorithm>
#include <chrono>

namespace renju::server {

// Up to `burst` messages at once, `rate` per second on average; rate 0: no limit.
class TokenBucket {
 public:
  using Clock = std::chrono::steady_clock;
  TokenBucket(double rate, double burst, Clock::time_point now = Clock::now())
      : rate_(rate), burst_(burst), tokens_(burst), last_(now) {}
  bool take() { return take(Clock::now()); }
  bool take(Clock::time_point now) {
    if (rate_ <= 0) return true;
    if (now > last_) {
      tokens_ =
          std::min(burst_, tokens_ + rate_ * std::chrono::duration<double>(now - last_).count());
      last_ = now;
    }
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }

 private:
  double rate_, burst_, tokens_;
  Clock::time_point last_;
};

}  // namespace renju::server
