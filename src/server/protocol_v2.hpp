// Protocol version 2 (docs/protocol.md): events carry what changed (the action, the stones added,
// the turn's fixed-size fields, the seat's legal actions as point sets), the full state travels
// only on hello and resync. Written straight into text, no JSON trees, so an action costs the
// same at move 120 as at move 10. No I/O here, so it is tested directly.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.hpp"
#include "server/json_text.hpp"  // point sets, JSON strings
#include "server/protocol.hpp"

namespace renju::server::protocol {

// The `event` message without its closing brace: {"t":"event","v","seat","action","text",
// "events"; the same in both versions (version 1's live events add "state").
std::string event_open(std::int64_t version, const game::SeatAction& a,
                       const std::vector<game::Event>& events);

// {"t":"ack","id":…,"v":…}: the sender's action is stored as `version` (both versions).
std::string ack_message(const boost::json::value& id, std::int64_t version);

// The live version-2 event of one accepted action for each audience: the shared part (the
// event, "moves" and "set") is written once, each audience's "legal" appended to it.
class EventV2Messages {
 public:
  // `before`: the stones before the action; `after`: the game after it.
  EventV2Messages(std::string_view event_open, const std::vector<game::Move>& before,
                  const game::Game& after);
  std::string for_seat(std::optional<game::Seat> seat) const;

 private:
  const game::Game& game_;
  std::optional<game::LegalActions> to_move_;
  std::string open_;
};

// {"t":"state","state":{…}} in version 2, with `legal` for `seat` (a spectator's is {}).
std::string state_message_v2(const game::Game& g, std::string_view game_id, std::int64_t version,
                             const Presence& presence, std::optional<game::Seat> seat);

}  // namespace renju::server::protocol
