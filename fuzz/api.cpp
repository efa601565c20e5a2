// Fuzz target: the API router (Api::handle) over a real SQLite store, with any method, target,
// content type and body (four fields, one a line; the body is the rest). Properties: nothing
// escapes, exactly the paths under /api/ are answered, every answer is a well-formed reply that
// is never a 500, and the known game still shows afterwards.
#include <cstdint>

#include "api_fixture.hpp"
#include "fuzz_support.hpp"

namespace server = renju::server;
using renju::fuzz::require;

namespace {

bool under_api(std::string_view target) {
  const auto path = target.substr(0, target.find('?'));
  return path == "/api" || path.starts_with("/api/");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view rest = renju::fuzz::as_text(data, size);
  server::HttpRequest request;
  request.method = renju::fuzz::take_field(rest);
  request.target = renju::fuzz::take_field(rest);
  request.content_type = renju::fuzz::take_field(rest);
  request.body = rest;
  if (request.body.size() > server::kMaxHttpBody) return -1;  // the parser refuses it first

  auto reply = renju::fuzz::call_api(request);
  require(reply.has_value() == under_api(request.target), "the API answers exactly /api/…");
  if (reply) renju::fuzz::check_reply(*reply);

  server::HttpRequest show;
  show.method = "GET";
  show.target = "/api/games/" + std::string(renju::fuzz::kKnownGame);
  auto known = renju::fuzz::call_api(show);
  require(known && known->status == 200, "the known game still shows");
  return 0;
}
