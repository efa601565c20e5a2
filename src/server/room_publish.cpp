// What a room says: the event of a committed action to each member in its protocol version,
// and the full state a member gets on hello and resync.
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "server/metrics.hpp"
#include "server/protocol_v2.hpp"
#include "server/rematch.hpp"
#include "server/room.hpp"

namespace renju::server {

namespace json = boost::json;
using game::Seat;

namespace {

// The value of a `,"<key>":{…}` field (the clock's, the rematch's), for version 1's JSON trees.
json::value field_value(std::string_view field) {
  return json::parse(field.substr(field.find(':') + 1));
}

}  // namespace

void Room::publish_now(InFlight done) {
  ++version_;
  if (done.next.over()) finished_ = true;
  const std::string clock = clock_json_field(clock_.control(), done.clock.text);
  clock_.adopt(std::move(done.clock));
  if (done.lag_given) lag_[protocol::seat_index(done.action.seat)].spend(*done.lag_given);
  const std::string rematch = rematch_json_field(done.next, id_);
  const std::string open =
      protocol::event_open(version_, done.action, done.events) + clock + rematch;
  recent_.push_back(std::make_shared<const std::string>(open + "}"));
  if (recent_.size() > kReplayEvents) recent_.pop_front();

  // Before the ack, so that whoever got it sees it counted.
  count_action_accepted(
      std::chrono::duration<double>(std::chrono::steady_clock::now() - done.request.received)
          .count());
  auto ack = std::make_shared<const std::string>(protocol::ack_message(done.request.id, version_));
  RoomClient* mover = done.request.client.get();

  // Each version's messages are built only if someone speaks it: version 2's carry what
  // changed (written once, `legal` per audience), version 1's the whole state.
  const game::Game previous = std::exchange(game_, std::move(done.next));
  std::optional<protocol::EventV2Messages> v2;  // refers to game_, which stays put meanwhile
  if (has_member(2)) v2.emplace(open, previous.moves(), game_);
  std::optional<protocol::StateMessages> v1;
  if (has_member(1)) {
    auto event = protocol::event_json(version_, done.action, done.events);
    if (!clock.empty()) event["clock"] = field_value(clock);
    if (!rematch.empty()) event["rematch"] = field_value(rematch);
    v1.emplace(std::move(event), game_, id_, version_, presence());
  }
  // Per version, one text for each seat and one for the spectators.
  std::array<std::array<std::shared_ptr<const std::string>, 3>, 2> texts;
  auto text_for = [&](std::optional<Seat> seat, int version) {
    auto& text = texts[version == 2 ? 1 : 0][seat ? protocol::seat_index(*seat) : 2];
    if (!text) {
      text = std::make_shared<const std::string>(version == 2 ? v2->for_seat(seat)
                                                              : v1->for_seat(seat));
    }
    return text;
  };
  for_each_player([&](RoomClient& c, Seat seat, int version) {
    if (&c == mover && mover != engine_client_.get()) {
      c.deliver_all({std::exchange(ack, nullptr), text_for(seat, version)});
    } else if (&c != engine_client_.get()) {
      c.deliver(text_for(seat, version));
    }
  });
  if (ack) mover->deliver(std::move(ack));  // the engine, the clock, or a player who left
  for_each_spectator(
      [&](RoomClient& c, int version) { c.deliver(text_for(std::nullopt, version)); });
}

bool Room::has_member(int protocol) const {
  for (const auto& [ptr, m] : players_) {
    if (m.protocol == protocol && ptr != engine_client_.get()) return true;
  }
  for (const auto& [ptr, w] : spectators_) {
    if (w.protocol == protocol) return true;
  }
  return false;
}

std::shared_ptr<const std::string> Room::state_message(std::optional<Seat> seat,
                                                       int protocol) const {
  const std::string clock = clock_.json_field();
  const std::string rematch = rematch_json_field(game_, id_);
  if (protocol == 2) {
    auto message = protocol::state_message_v2(game_, id_, version_, presence(), seat);
    // Before the closing brace: top-level fields.
    message.insert(message.size() - 1, clock + rematch);
    return std::make_shared<const std::string>(std::move(message));
  }
  json::object open{{"t", "state"}};
  if (!clock.empty()) open["clock"] = field_value(clock);
  if (!rematch.empty()) open["rematch"] = field_value(rematch);
  return std::make_shared<const std::string>(
      protocol::StateMessages(std::move(open), game_, id_, version_, presence()).for_seat(seat));
}

void Room::send(RoomClient& client, const json::object& message) {
  count_sent(message);
  client.deliver(std::make_shared<const std::string>(json::serialize(message)));
}

}  // namespace renju::server
