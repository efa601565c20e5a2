// Default security headers for every HTTP answer.
#include "server/security_headers.hpp"

#include <algorithm>
#include <boost/beast/core/string.hpp>

namespace renju::server {

namespace beast = boost::beast;

void add_security_headers(HttpReply& reply) {
  auto has = [&](std::string_view name) {
    return std::any_of(reply.headers.begin(), reply.headers.end(),
                       [&](const auto& h) { return beast::iequals(h.first, name); });
  };
  if (!has("X-Content-Type-Options"))
    reply.headers.emplace_back("X-Content-Type-Options", "nosniff");
  if (!has("X-Frame-Options")) reply.headers.emplace_back("X-Frame-Options", "DENY");
  if (!has("Referrer-Policy")) reply.headers.emplace_back("Referrer-Policy", "no-referrer");
  if (!has("Content-Security-Policy")) {
    reply.headers.emplace_back("Content-Security-Policy",
                               "default-src 'self'; img-src 'self' data:; base-uri 'none'; "
                               "form-action 'self'; frame-ancestors 'none'");
  }
}

}  // namespace renju::server
