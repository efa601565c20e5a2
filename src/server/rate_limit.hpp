// Per-address rate limits (game creation, joins): a token bucket per IPv4 address or IPv6 /64,
// the key the connection limit counts under, on a clock that tests can set.
#pragma once

#include <boost/asio/ip/address.hpp>
#include <chrono>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "server/token_bucket.hpp"

namespace renju::server {

// `count` per `per` on average, up to `count` at once; count 0: unlimited.
struct RateLimit {
  double count = 0;
  std::chrono::seconds per{60};
  bool unlimited() const { return count <= 0 || per.count() <= 0; }
};

// "30/min", "10/30s", "100/h", "0" (unlimited); nullopt when it is none of these.
std::optional<RateLimit> parse_rate_limit(const std::string& text);
std::string to_string(const RateLimit& limit);

class AddressRateLimiter {
 public:
  using Clock = std::function<TokenBucket::Clock::time_point()>;

  // `clock` empty: the steady clock.
  explicit AddressRateLimiter(RateLimit limit, Clock clock = {});

  // Takes one from the address's bucket: nullopt when allowed, else the whole seconds (at least
  // one) until it would be, for Retry-After. Thread-safe.
  std::optional<std::chrono::seconds> take(const boost::asio::ip::address& address);
  // Forgets the addresses whose buckets are full again, so that the table stays as small as the
  // set of recent clients. Thread-safe.
  void prune();
  std::size_t tracked() const;

 private:
  TokenBucket::Clock::time_point now() const;

  const RateLimit limit_;
  const Clock clock_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, TokenBucket> buckets_;
};

}  // namespace renju::server
