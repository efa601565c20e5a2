// URL parsing for load targets; refusing non-loopback hosts is the safety rule of `renju loadtest`.
#include "loadtest/target.hpp"

#include <boost/asio/ip/address.hpp>
#include <charconv>

namespace renju::loadtest {

std::string Target::host_header() const {
  const bool v6 = host.find(':') != std::string::npos;
  return (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port);
}

bool is_loopback_host(std::string_view host) {
  if (host == "localhost") return true;
  boost::system::error_code ec;
  const auto addr = boost::asio::ip::make_address(std::string(host), ec);
  return !ec && addr.is_loopback();
}

std::variant<Target, std::string> parse_target(std::string_view url) {
  std::uint16_t default_port = 80;
  std::string_view rest;
  for (std::string_view scheme : {"http://", "ws://"}) {
    if (url.starts_with(scheme)) rest = url.substr(scheme.size());
  }
  if (rest.empty()) {
    if (url.starts_with("https://") || url.starts_with("wss://"))
      return std::string("TLS is not supported: load targets are loopback only");
    return "not an http:// or ws:// URL: '" + std::string(url) + "'";
  }
  const auto slash = rest.find('/');
  std::string_view authority = rest.substr(0, slash);
  Target t;
  t.path = slash == std::string_view::npos ? "/" : std::string(rest.substr(slash));
  std::string_view host = authority;
  std::string_view port;
  if (authority.starts_with('[')) {
    const auto close = authority.find(']');
    if (close == std::string_view::npos) return std::string("unbalanced '[' in the host");
    host = authority.substr(1, close - 1);
    const auto after = authority.substr(close + 1);
    if (!after.empty()) {
      if (!after.starts_with(':')) return std::string("garbage after the IPv6 host");
      port = after.substr(1);
    }
  } else if (const auto colon = authority.rfind(':'); colon != std::string_view::npos) {
    host = authority.substr(0, colon);
    port = authority.substr(colon + 1);
  }
  if (host.empty()) return std::string("the URL has no host");
  if (!is_loopback_host(host))
    return "refusing non-loopback target '" + std::string(host) +
           "': load runs stay on this machine (use 127.0.0.1 or localhost)";
  t.host = host == "localhost" ? "127.0.0.1" : std::string(host);
  t.port = default_port;
  if (!port.empty()) {
    unsigned value = 0;
    const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), value);
    if (ec != std::errc{} || end != port.data() + port.size() || value == 0 || value > 65535)
      return "bad port '" + std::string(port) + "'";
    t.port = static_cast<std::uint16_t>(value);
  }
  return t;
}

std::variant<std::vector<Target>, std::string> parse_targets(std::string_view urls) {
  std::vector<Target> targets;
  while (true) {
    const auto comma = urls.find(',');
    const auto one = urls.substr(0, comma);
    auto parsed = parse_target(one);
    if (auto* err = std::get_if<std::string>(&parsed)) return std::move(*err);
    targets.push_back(std::get<Target>(std::move(parsed)));
    if (comma == std::string_view::npos) return targets;
    urls.remove_prefix(comma + 1);
  }
}

}  // namespace renju::loadtest
