// Fuzz target: the analysis board's queries and uploads (server/analysis_route.*): the first
// line is a query for /api/analysis/position (moves=…&explain=…), the rest a record uploaded to
// /api/analysis/import. Properties: no crash; every reply is 200, 400 or 413 with a JSON body;
// a position never has more than 225 stones, and an explained point's verdict is the one the
// forbidden list gives it.
#include <boost/json.hpp>
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"
#include "server/analysis_route.hpp"

namespace json = boost::json;
using renju::fuzz::require;

namespace {

json::object parsed(const renju::server::HttpReply& r) {
  require(r.status == 200 || r.status == 400 || r.status == 413, "200, 400 or 413");
  boost::system::error_code ec;
  auto v = json::parse(r.body, ec);
  require(!ec && v.is_object(), "the reply is a JSON object");
  return v.as_object();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto rest = renju::fuzz::as_text(data, size);
  const auto query = renju::fuzz::take_field(rest);
  const auto position = parsed(renju::server::position_reply(query));
  if (position.contains("stones")) {
    require(position.at("stones").as_int64() <= 225, "at most 225 stones");
    if (const auto* e = position.if_contains("explain")) {
      const auto& at = e->at("at");
      json::value listed = nullptr;
      for (const auto& f : position.at("forbidden").as_array()) {
        if (f.at("at") == at) listed = f.at("reason");
      }
      require(e->at("verdict") == listed, "the explanation's verdict is the forbidden list's");
    }
  }
  renju::server::HttpRequest upload;
  upload.method = "POST";
  upload.target = "/api/analysis/import?" + std::string(query);
  upload.body = std::string(rest);
  parsed(renju::server::import_reply(upload));
  return 0;
}
