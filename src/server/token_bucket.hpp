// A token bucket: the per-connection message rate limit of the WebSocket sessions and the
// per-address limits on game creation and joins. The clock is a parameter, so tests drive it
// exactly.
#pragma once

#include <algorithm>
#include <chrono>

namespace renju::server {

// Up to `burst` at once, `rate` per second on average; rate 0: no limit.
class TokenBucket {
 public:
  using Clock = std::chrono::steady_clock;
  TokenBucket(double rate, double burst, Clock::time_point now = Clock::now())
      : rate_(rate), burst_(burst), tokens_(burst), last_(now) {}
  bool take() { return take(Clock::now()); }
  bool take(Clock::time_point now) {
    if (rate_ <= 0) return true;
    refill(now);
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }
  // Seconds until take(now) would succeed (0 when it would now).
  double wait_seconds(Clock::time_point now) {
    if (rate_ <= 0) return 0;
    refill(now);
    return tokens_ >= 1.0 ? 0 : (1.0 - tokens_) / rate_;
  }
  // Back to its burst: forgetting it changes nothing.
  bool full(Clock::time_point now) {
    refill(now);
    return rate_ <= 0 || tokens_ >= burst_;
  }

 private:
  void refill(Clock::time_point now) {
    if (now <= last_) return;  // a clock that stood still (or went back) gives nothing
    tokens_ =
        std::min(burst_, tokens_ + rate_ * std::chrono::duration<double>(now - last_).count());
    last_ = now;
  }

  double rate_, burst_, tokens_;
  Clock::time_point last_;
};

}  // namespace renju::server
