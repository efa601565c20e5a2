// Where the load goes: a parsed http:// or ws:// URL that must name a loopback address, so a
// load run can never hit another machine by mistake.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace renju::loadtest {

struct Target {
  std::string host;  // numeric loopback address, "localhost" already resolved to 127.0.0.1
  std::uint16_t port = 80;
  std::string path = "/";  // path of the URL (default "/")
  // "127.0.0.1:8080", the value of the Host header.
  std::string host_header() const;
};

// Accepts http://, ws:// (no TLS: loopback only). The error is a sentence for the user.
std::variant<Target, std::string> parse_target(std::string_view url);

// A comma-separated list of such URLs (at least one; each checked as above).
std::variant<std::vector<Target>, std::string> parse_targets(std::string_view urls);

// 127.0.0.0/8, ::1 and "localhost"; anything else (names included) is refused.
bool is_loopback_host(std::string_view host);

}  // namespace renju::loadtest
