// Fuzz target: one WebSocket text frame through the client-message parser (parse_message, then
// action_from_json), as a session handles it. Properties: nothing throws; an accepted object
// re-parses to itself from its serialisation; an accepted action survives action_json →
// action_from_json unchanged.
#include <boost/json.hpp>
#include <cstdint>
#include <variant>

#include "fuzz_support.hpp"
#include "server/protocol.hpp"

namespace protocol = renju::server::protocol;
namespace json = boost::json;
using renju::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > protocol::kMaxMessageBytes) return -1;  // the session refuses bigger frames
  auto parsed = protocol::parse_message(renju::fuzz::as_text(data, size));
  if (auto* err = std::get_if<protocol::ProtocolError>(&parsed)) {
    require(err->code == "bad_json", "parse_message refuses only with bad_json");
    return 0;
  }
  const auto& message = std::get<json::object>(parsed);
  auto again = protocol::parse_message(json::serialize(message));
  require(std::holds_alternative<json::object>(again) && std::get<json::object>(again) == message,
          "a parsed message re-parses to itself");

  auto action = protocol::action_from_json(message);
  if (auto* err = std::get_if<protocol::ProtocolError>(&action)) {
    require(err->code == "bad_message" || err->code == "unknown_type",
            "action_from_json refuses only with bad_message or unknown_type");
    require(!err->message.empty(), "a refusal says why");
    return 0;
  }
  const auto& a = std::get<renju::game::Action>(action);
  auto round = protocol::action_from_json(protocol::action_json(a));
  require(std::holds_alternative<renju::game::Action>(round) &&
              std::get<renju::game::Action>(round) == a,
          "action_json output parses back to the same action");
  return 0;
}
