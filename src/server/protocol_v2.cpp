// Protocol version 2's live events and full states as text (the turn's fields in turn_text.cpp,
// the event's opening in event_text.cpp). Field names are the contract in docs/protocol.md
// ("Version 2"); change both together. Everything is appended to one string.
#include "server/protocol_v2.hpp"

#include <algorithm>

#include "server/json_text.hpp"
#include "server/turn_text.hpp"

namespace renju::server::protocol {

using game::Seat;
using namespace writer;

EventV2Messages::EventV2Messages(std::string_view event_open, const std::vector<game::Move>& before,
                                 const game::Game& after)
    : game_(after), to_move_(mover_legal(after)) {
  const auto& moves = after.moves();
  // The stones kept: all of `before` unless stones were taken from its end (an action here only
  // adds stones, but the wire format allows taking back).
  std::size_t from = std::min(before.size(), moves.size());
  while (from > 0 && !(moves[from - 1] == before[from - 1])) --from;
  open_.reserve(event_open.size() + 900);
  open_.append(event_open);
  open_.append(",\"moves\":{\"from\":");
  number(open_, static_cast<std::int64_t>(from));
  open_.append(",\"add\":[");
  for (std::size_t i = from; i < moves.size(); ++i) {
    if (i > from) open_ += ',';
    move_json(open_, static_cast<int>(i) + 1, moves[i]);
  }
  open_.append("]},\"set\":{");
  turn_fields(open_, after, to_move_ ? &*to_move_ : nullptr, true, true);
  open_.append("}");
}

std::string EventV2Messages::for_seat(std::optional<Seat> seat) const {
  std::string out;
  out.reserve(open_.size() + 200);
  out.append(open_);
  out.append(",\"legal\":");
  seat_legal(out, game_, to_move_ ? &*to_move_ : nullptr, seat);
  out += '}';
  return out;
}

std::string state_message_v2(const game::Game& g, std::string_view game_id, std::int64_t version,
                             const Presence& presence, std::optional<Seat> seat) {
  const auto to_move = mover_legal(g);
  const auto* legal = to_move ? &*to_move : nullptr;
  std::string out;
  out.reserve(1500 + 40 * g.log().size());
  out.append("{\"t\":\"state\",\"state\":{\"game\":");
  quoted(out, game_id);
  out.append(",\"rule\":");
  quoted(out, g.rule());
  out.append(",\"v\":");
  number(out, version);
  out.append(",\"seats\":{");
  for (int i = 0; i < 2; ++i) {
    const Seat s = seat_from_index(i);
    key(out, game::seat_name(s), i == 0);
    out.append("{\"color\":");
    quoted(out, rules::color_name(g.color_of(s)));
    out.append(",\"claimed\":");
    boolean(out, presence.claimed[i]);
    out.append(",\"computer\":");
    boolean(out, presence.computer[i]);
    out.append(",\"online\":");
    boolean(out, presence.online[i]);
    if (!presence.level[i].empty()) {
      out.append(",\"level\":");
      quoted(out, presence.level[i]);
    }
    out += '}';
  }
  out.append("},\"spectators\":");
  number(out, presence.spectators);
  out.append(",\"takebacks\":");
  boolean(out, g.options().takebacks);
  turn_fields(out, g, legal, false, false);
  out.append(",\"moves\":[");
  const auto& moves = g.moves();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i) out += ',';
    move_json(out, static_cast<int>(i) + 1, moves[i]);
  }
  out.append("],\"log\":[");
  const auto& log = g.log();
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (i) out += ',';
    quoted(out, game::to_text(log[i]));
  }
  out.append("],\"legal\":");
  seat_legal(out, g, legal, seat);
  out.append("}}");
  return out;
}

}  // namespace renju::server::protocol
