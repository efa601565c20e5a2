// The JSON shapes of docs/protocol.md: the game state as a client sees it, events, errors, and
// client action messages turned into game::Action. No I/O here, so it is tested directly.
#pragma once

#include <array>
#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "game/game.hpp"

namespace renju::server::protocol {

namespace json = boost::json;

// A hello without "protocol" speaks version 1 (whole states in events, still served for pages
// opened before version 2); kProtocolLatest is the newest (events carry what changed).
inline constexpr int kProtocolVersion = 1;
inline constexpr int kProtocolLatest = 2;
inline constexpr std::size_t kMaxMessageBytes = 4096;

struct Presence {
  std::array<bool, 2> claimed{false, false};
  std::array<bool, 2> computer{false, false};  // the seat is played by the engine
  std::array<std::string, 2> level;            // its level's name ("club"); empty: a person
  std::array<bool, 2> online{false, false};
  int spectators = 0;
};

// A refusal at the protocol level (before the game model sees anything).
struct ProtocolError {
  std::string code;
  std::string message;
  json::object params;
};

std::string point_name(rules::Point p);
int seat_index(game::Seat s);
game::Seat seat_from_index(int i);

// The full state for everyone (no `legal`); add `legal` per seat with legal_json.
// `to_move`: g.legal_actions(seat to move) when the caller has it already (it is the costly
// part: forbidden points, non-symmetric offers), so a broadcast computes it once.
json::object state_json(const game::Game& g, std::string_view game_id, std::int64_t version,
                        const Presence& presence, const game::LegalActions* to_move = nullptr);
json::object legal_json(const game::Game& g, game::Seat seat);
json::object legal_json(const game::LegalActions& legal);
json::object presence_json(const Presence& presence);
json::object action_json(const game::Action& a);
json::array events_json(const std::vector<game::Event>& events);
// An `event` message without its state: {"t":"event","v","seat","action","text","events"}.
json::object event_json(std::int64_t version, const game::SeatAction& a,
                        const std::vector<game::Event>& events);

// The messages that carry a state to each audience (seat A, seat B, spectators). Serialising a
// state (10–20 KB late in a game) is the costly part and the audiences differ only in `legal`:
// the mover's legal actions are computed once (they also give the shared forbidden points),
// the state is serialised once without its closing brace, and each audience's message is
// spliced from text.
class StateMessages {
 public:
  // `envelope`: the non-empty message the state goes into ({"t":"event",…} or {"t":"state"}).
  StateMessages(const json::object& envelope, const game::Game& g, std::string_view game_id,
                std::int64_t version, const Presence& presence);
  // The envelope plus "state" with that audience's `legal` (a spectator's is {}).
  std::string for_seat(std::optional<game::Seat> seat) const;

 private:
  const game::Game& game_;
  std::optional<game::LegalActions> to_move_;
  std::string open_envelope_;
  std::string open_state_;
};

json::object error_json(const json::value& id, std::string_view code, std::string_view message,
                        json::object params = {});
json::object error_json(const json::value& id, const ProtocolError& e);
json::object game_error_json(const json::value& id, const game::Error& e);

// Builds the action of a client message whose `t` names an action kind; nullopt-like error
// when `t` is not an action at all (code unknown_type) or a field is bad (bad_message).
std::variant<game::Action, ProtocolError> action_from_json(const json::object& message);
bool is_action_type(std::string_view type);

// Parses one frame into an object or a bad_json error.
std::variant<json::object, ProtocolError> parse_message(std::string_view frame,
                                                        json::storage_ptr storage = {});

// Client → server messages (docs/protocol.md, "Client → server"), as typed values. `id` is
// whatever the client sent (null when absent), to be echoed in the answer.
struct Hello {
  json::value id;
  std::optional<std::string> secret;    // absent or null: the cookie's, if any
  std::optional<std::int64_t> version;  // absent, not an integer or negative: first load
  int protocol = 1;                     // the version it asked for, capped at kProtocolLatest
};
struct Ping {
  json::value id;
};
struct Resync {
  json::value id;
  std::int64_t version = 0;
};
struct ActionMessage {
  json::value id;
  game::Action action;
};
// A frame that is no valid message: bad_json, bad_message (params.field), unknown_type.
struct BadMessage {
  json::value id;  // as far as it could be read
  ProtocolError error;
};
using ClientMessage = std::variant<Hello, Ping, Resync, ActionMessage, BadMessage>;

// The one parser of client frames: JSON, the type, each type's fields. Whether the message is
// welcome now (hello first, only once) is the session's to say.
ClientMessage parse_client_message(std::string_view frame);

}  // namespace renju::server::protocol
