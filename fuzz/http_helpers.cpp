// Fuzz target: the small HTTP helpers the server trusts with header and body text: cookie_value,
// form_value, origin_allowed and websocket_game_id. The input is three lines: a header, body,
// Origin or target; a name or host; a value. Properties: nothing throws, each helper finds what
// its own kind of writer puts there (a cookie pair, a percent-encoded form pair, a matching
// Origin, a /ws/games/<id> path) and what it returns is well formed.
#include <cctype>
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"
#include "server/api.hpp"

namespace server = renju::server;
using renju::fuzz::require;

namespace {

std::string percent_encode(std::string_view s) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c)) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

void check_cookies(std::string_view header, std::string_view name, std::string_view value) {
  if (auto found = server::cookie_value(header, name)) {
    require(found->find(';') == std::string::npos, "a cookie value stops at ';'");
    require(found->empty() || found->back() != ' ', "a cookie value has no trailing space");
  }
  if (name.empty() || name.front() == ' ' || name.find_first_of("=;") != std::string_view::npos) {
    return;
  }
  std::string clean(value.substr(0, value.find(';')));
  while (!clean.empty() && clean.back() == ' ') clean.pop_back();
  const std::string pair = std::string(name) + "=" + clean;
  require(server::cookie_value(pair, name) == clean, "cookie_value finds a lone pair");
  const std::string other = "x" + std::string(name);  // never the name itself
  require(server::cookie_value(other + "=1; " + pair + "; " + other + "=2", name) == clean,
          "cookie_value finds a pair among others");
}

void check_forms(std::string_view body, std::string_view name, std::string_view value) {
  (void)server::form_value(body, name);
  const std::string pair = percent_encode(name) + "=" + percent_encode(value);
  require(server::form_value(pair, name) == value, "form_value decodes what percent-encoding made");
  const std::string other = "x" + percent_encode(name);  // never the name itself
  require(server::form_value(other + "=1&" + pair + "&" + other, name) == value,
          "form_value finds a pair among others");
}

void check_origin(std::string_view origin, std::string_view host) {
  (void)server::origin_allowed(origin, host);
  (void)server::origin_allowed(origin, host, "https");
  require(server::origin_allowed("", host), "a request without Origin is allowed");
  // A host name as browsers send it: letters, digits, dots and dashes (the rest is dropped).
  std::string name;
  for (char c : host) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-') name += c;
  }
  if (name.empty()) return;
  require(server::origin_allowed("http://" + name, name), "an Origin naming the Host is allowed");
  require(server::origin_allowed("http://" + name + ":8080", name + ":8080"), "and its port");
  require(!server::origin_allowed("http://" + name + ":8080", name), "another port is not");
  require(!server::origin_allowed("https://" + name, name), "https is not what we serve");
  require(server::origin_allowed("https://" + name, name, "https"), "unless a proxy says so");
}

void check_websocket_path(std::string_view target, std::string_view id) {
  if (auto found = server::websocket_game_id(target)) {
    require(!found->empty() && found->find_first_of("/?") == std::string::npos,
            "a WebSocket game id is one path segment");
  }
  if (id.empty() || id.find_first_of("/?") != std::string_view::npos) return;
  require(server::websocket_game_id("/ws/games/" + std::string(id) + "?x=1") == id,
          "websocket_game_id finds the id of /ws/games/<id>");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 2 * server::kMaxHttpBody) return -1;
  std::string_view rest = renju::fuzz::as_text(data, size);
  const auto text = renju::fuzz::take_field(rest);
  const auto name = renju::fuzz::take_field(rest);
  const auto value = rest;
  check_cookies(text, name, value);
  check_forms(text, name, value);
  check_origin(text, name);
  check_websocket_path(text, name);
  return 0;
}
