// Token buckets per address for the API's rate limits, and the "N/period" notation of the
// command line.
#include "server/rate_limit.hpp"

#include <charconv>
#include <cmath>

#include "server/connection_limiter.hpp"

namespace renju::server {

namespace {

// "s", "min", "h", "d", optionally after a number ("30s"): the length in seconds, or 0.
long long period_seconds(std::string_view text) {
  long long n = 1;
  if (!text.empty() && text.front() >= '0' && text.front() <= '9') {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || n <= 0) return 0;
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  }
  const long long unit = text == "s"                    ? 1
                         : text == "m" || text == "min" ? 60
                         : text == "h"                  ? 3600
                         : text == "d"                  ? 86400
                                                        : 0;
  return n * unit;
}

}  // namespace

std::optional<RateLimit> parse_rate_limit(const std::string& text) {
  const auto slash = text.find('/');
  const std::string_view count_text = std::string_view(text).substr(0, slash);
  long long count = 0;
  auto [end, ec] = std::from_chars(count_text.data(), count_text.data() + count_text.size(), count);
  if (ec != std::errc() || end != count_text.data() + count_text.size() || count < 0) {
    return std::nullopt;
  }
  if (slash == std::string::npos) {
    if (count != 0) return std::nullopt;  // a bare number must be 0: a rate needs its period
    return RateLimit{};
  }
  const long long per = period_seconds(std::string_view(text).substr(slash + 1));
  if (per == 0) return std::nullopt;
  return RateLimit{static_cast<double>(count), std::chrono::seconds(per)};
}

std::string to_string(const RateLimit& limit) {
  if (limit.unlimited()) return "0";
  const auto per = limit.per.count();
  const std::string period = per == 3600 ? "h" : per == 60 ? "min" : std::to_string(per) + "s";
  return std::to_string(static_cast<long long>(limit.count)) + "/" + period;
}

AddressRateLimiter::AddressRateLimiter(RateLimit limit, Clock clock)
    : limit_(limit), clock_(std::move(clock)) {}

TokenBucket::Clock::time_point AddressRateLimiter::now() const {
  return clock_ ? clock_() : TokenBucket::Clock::now();
}

std::optional<std::chrono::seconds> AddressRateLimiter::take(
    const boost::asio::ip::address& address) {
  if (limit_.unlimited()) return std::nullopt;
  const auto t = now();
  std::lock_guard lock(mutex_);
  auto& bucket =
      buckets_
          .try_emplace(address_key(address), limit_.count / static_cast<double>(limit_.per.count()),
                       limit_.count, t)
          .first->second;
  if (bucket.take(t)) return std::nullopt;
  const double wait = std::ceil(bucket.wait_seconds(t));
  return std::chrono::seconds(std::max(1LL, static_cast<long long>(wait)));
}

void AddressRateLimiter::prune() {
  const auto t = now();
  std::lock_guard lock(mutex_);
  for (auto it = buckets_.begin(); it != buckets_.end();) {
    it = it->second.full(t) ? buckets_.erase(it) : std::next(it);
  }
}

std::size_t AddressRateLimiter::tracked() const {
  std::lock_guard lock(mutex_);
  return buckets_.size();
}

}  // namespace renju::server
