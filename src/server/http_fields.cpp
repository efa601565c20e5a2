// The small HTTP helpers the API and the sessions share: paths, cookies, forms and the Origin
// check. Pure functions over the request's text, fuzzed in fuzz/http_helpers.cpp.
#include "server/http_fields.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace renju::server {

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string_view path_of(std::string_view target) {
  return target.substr(0, target.find('?'));
}

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> parts;
  std::size_t i = 0;
  while (i < path.size()) {
    if (path[i] == '/') {
      ++i;
      continue;
    }
    auto j = path.find('/', i);
    if (j == std::string_view::npos) j = path.size();
    parts.push_back(path.substr(i, j - i));
    i = j;
  }
  return parts;
}

namespace {

struct Authority {
  std::string host;
  unsigned port = 0;
};

// "host[:port]" as Origin and Host spell it (an IPv6 literal in brackets), already lower-case;
// the port made explicit. nullopt for anything else (a path, user info, a bad port).
std::optional<Authority> parse_authority(std::string_view text, unsigned default_port) {
  std::size_t host_end = 0;
  if (text.starts_with('[')) {
    host_end = text.find(']');
    if (host_end == std::string_view::npos) return std::nullopt;
    ++host_end;
  } else {
    host_end = std::min(text.find(':'), text.size());
  }
  Authority a{std::string(text.substr(0, host_end)), default_port};
  if (a.host.empty() || a.host.find_first_of("/?#@\\ ") != std::string::npos) return std::nullopt;
  const auto rest = text.substr(host_end);
  if (rest.empty()) return a;
  const auto digits = rest.substr(1);
  if (rest[0] != ':' || digits.empty() || digits.size() > 5 ||
      digits.find_first_not_of("0123456789") != std::string_view::npos) {
    return std::nullopt;
  }
  a.port = static_cast<unsigned>(std::stoul(std::string(digits)));
  if (a.port == 0 || a.port > 65535) return std::nullopt;
  return a;
}

}  // namespace

bool origin_allowed(std::string_view origin, std::string_view host,
                    std::string_view forwarded_proto) {
  if (origin.empty()) return true;
  // The scheme the browser used: ours (http), or what the proxy in front says it served.
  std::string scheme = ascii_lower(forwarded_proto.substr(0, forwarded_proto.find(',')));
  scheme.erase(0, scheme.find_first_not_of(' '));
  scheme.erase(scheme.find_last_not_of(' ') + 1);
  if (scheme.empty()) scheme = "http";
  if (scheme != "http" && scheme != "https") return false;
  const std::string o = ascii_lower(origin);
  const std::string prefix = scheme + "://";
  if (!o.starts_with(prefix)) return false;  // another scheme, "null" and anything odd
  const unsigned default_port = scheme == "https" ? 443 : 80;
  const auto from = parse_authority(std::string_view(o).substr(prefix.size()), default_port);
  const auto to = parse_authority(ascii_lower(host), default_port);
  return from && to && from->host == to->host && from->port == to->port;
}

std::optional<std::string> cookie_value(std::string_view header, std::string_view name) {
  while (!header.empty()) {
    auto semi = header.find(';');
    auto pair = header.substr(0, semi);
    while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
    auto eq = pair.find('=');
    if (eq != std::string_view::npos && pair.substr(0, eq) == name) {
      auto v = pair.substr(eq + 1);
      while (!v.empty() && v.back() == ' ') v.remove_suffix(1);
      return std::string(v);
    }
    if (semi == std::string_view::npos) break;
    header.remove_prefix(semi + 1);
  }
  return std::nullopt;
}

namespace {

// True when the '%' at s[i] is not followed by two hexadecimal digits.
bool bad_escape(std::string_view s, std::size_t i) {
  return i + 2 >= s.size() || !std::isxdigit(static_cast<unsigned char>(s[i + 1])) ||
         !std::isxdigit(static_cast<unsigned char>(s[i + 2]));
}

// application/x-www-form-urlencoded decoding of one name or value; nullopt for a bad escape.
std::optional<std::string> form_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%') {
      if (bad_escape(s, i)) return std::nullopt;
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace

std::optional<std::string> form_value(std::string_view body, std::string_view name) {
  while (!body.empty()) {
    auto amp = body.find('&');
    auto pair = body.substr(0, amp);
    auto eq = pair.find('=');
    auto key = form_decode(pair.substr(0, eq));
    if (key && *key == name) {
      return eq == std::string_view::npos ? std::string() : form_decode(pair.substr(eq + 1));
    }
    if (amp == std::string_view::npos) break;
    body.remove_prefix(amp + 1);
  }
  return std::nullopt;
}

// '&' and '=' are not hexadecimal digits, so a scan of the whole body finds exactly the bad
// escapes of its names and values.
std::optional<std::string> form_error(std::string_view body) {
  for (auto i = body.find('%'); i != std::string_view::npos; i = body.find('%', i + 1)) {
    if (bad_escape(body, i)) {
      return "The form has a bad escape '" + std::string(body.substr(i, 3)) +
             "': a '%' must be followed by two hexadecimal digits.";
    }
  }
  return std::nullopt;
}

std::string seat_cookie_name(std::string_view game_id) {
  return "rs_" + std::string(game_id);
}

std::optional<std::string> websocket_game_id(std::string_view target) {
  auto parts = split_path(path_of(target));
  if (parts.size() == 3 && parts[0] == "ws" && parts[1] == "games") return std::string(parts[2]);
  return std::nullopt;
}

}  // namespace renju::server
