// Counting connections per address, and the rate-limited log line for refusals.
#include "server/connection_limiter.hpp"

#include <algorithm>
#include <boost/asio/ip/address_v4.hpp>
#include <boost/asio/ip/address_v6.hpp>

#include "server/log.hpp"
#include "server/metrics.hpp"

namespace renju::server {

namespace net = boost::asio;
std::string address_key(const net::ip::address& address) {
  if (address.is_v6()) {
    const auto v6 = address.to_v6();
    if (v6.is_v4_mapped()) return net::ip::make_address_v4(net::ip::v4_mapped, v6).to_string();
    auto bytes = v6.to_bytes();
    std::fill(bytes.begin() + 8, bytes.end(), static_cast<unsigned char>(0));
    return net::ip::address_v6(bytes).to_string() + "/64";
  }
  return address.to_string();
}

void ConnectionLimiter::note_refusal(const std::string& key) {
  count_rate_limited("connection");
  const auto due = refusals_.note(EventReport::Clock::now());
  if (!due) return;
  log_warn("refused " + std::to_string(*due) + " connection(s) over the limit of " +
           std::to_string(limit_) + " per address (latest from " + key + ")");
}

}  // namespace renju::server
