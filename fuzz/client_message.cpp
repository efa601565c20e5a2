// Fuzz target: one WebSocket text frame through the client-message parsers: the session's
// parse_client_message, and its parts parse_message and action_from_json. Properties: nothing
// throws; parse_client_message refuses only with the documented codes, and a frame it takes as
// an action is one action_from_json takes too; an accepted object re-parses to itself from its
// serialisation; an accepted action survives action_json → action_from_json unchanged.
#include <algorithm>
#include <boost/json.hpp>
#include <cmath>
#include <cstdint>
#include <variant>

#include "fuzz_support.hpp"
#include "server/protocol.hpp"

namespace protocol = renju::server::protocol;
namespace json = boost::json;
using renju::fuzz::require;

namespace {

// Equal, except that doubles may differ in their last digits: Boost.JSON 1.81 does not parse
// long decimal mantissas with correct rounding, so a double may move by an ulp per round trip.
bool same_json(const json::value& a, const json::value& b) {
  if (a.is_double() && b.is_double()) {
    const double x = a.get_double();
    const double y = b.get_double();
    return x == y || std::fabs(x - y) <= 1e-12 * std::max(std::fabs(x), std::fabs(y));
  }
  if (a.kind() != b.kind()) return false;
  if (a.is_array()) {
    const auto& p = a.get_array();
    const auto& q = b.get_array();
    return p.size() == q.size() && std::equal(p.begin(), p.end(), q.begin(), same_json);
  }
  if (a.is_object()) {
    const auto& p = a.get_object();
    const auto& q = b.get_object();
    if (p.size() != q.size()) return false;
    for (const auto& member : p) {
      const auto* other = q.if_contains(member.key());
      if (!other || !same_json(member.value(), *other)) return false;
    }
    return true;
  }
  return a == b;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > protocol::kMaxMessageBytes) return -1;  // the session refuses bigger frames
  const auto typed = protocol::parse_client_message(renju::fuzz::as_text(data, size));
  if (const auto* bad = std::get_if<protocol::BadMessage>(&typed)) {
    const auto& code = bad->error.code;
    require(code == "bad_json" || code == "bad_message" || code == "unknown_type",
            "parse_client_message refuses only with bad_json, bad_message or unknown_type");
  }
  auto parsed = protocol::parse_message(renju::fuzz::as_text(data, size));
  if (auto* err = std::get_if<protocol::ProtocolError>(&parsed)) {
    require(err->code == "bad_json", "parse_message refuses only with bad_json");
    return 0;
  }
  const auto& message = std::get<json::object>(parsed);
  auto again = protocol::parse_message(json::serialize(message));
  require(std::holds_alternative<json::object>(again) &&
              same_json(std::get<json::object>(again), message),
          "a parsed message re-parses to itself");

  auto action = protocol::action_from_json(message);
  if (auto* err = std::get_if<protocol::ProtocolError>(&action)) {
    require(err->code == "bad_message" || err->code == "unknown_type",
            "action_from_json refuses only with bad_message or unknown_type");
    require(!err->message.empty(), "a refusal says why");
    return 0;
  }
  const auto& a = std::get<renju::game::Action>(action);
  if (const auto* typed_action = std::get_if<protocol::ActionMessage>(&typed)) {
    require(typed_action->action == a, "both parsers read the same action");
  }
  auto round = protocol::action_from_json(protocol::action_json(a));
  require(std::holds_alternative<renju::game::Action>(round) &&
              std::get<renju::game::Action>(round) == a,
          "action_json output parses back to the same action");
  return 0;
}
