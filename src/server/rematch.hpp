// The rematch of a finished game: its id (derived from the old game's, so every node finds it
// without asking anyone), the new game made in the store with the roles exchanged, and the
// `"rematch"` field of the messages that tell the clients about it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/game.hpp"
#include "store/store.hpp"

namespace renju::server {

// The id of game `game_id`'s rematch: 10 characters [a-zA-Z0-9] like new_game_id's, the same
// on every node and after every restart.
std::string rematch_game_id(std::string_view game_id);

// What the new game is made from: the old game's rule, time control, options and seats.
struct RematchOf {
  std::string id;  // the old game's
  std::string rule;
  std::string time_control;
  bool takebacks = true;
  std::array<std::optional<std::string>, store::kSeats> seat_hash;
};

// Creates the rematch of `old` in the store: the same rule, time control and options, old seat A's
// holder (their secret's hash, or the computer's marker) in seat B and old seat B's in seat
// A, so each player's secret (and the engine) holds the new seat at once. True when it is
// there (made now, or by an earlier try that was not acknowledged); false when the id is held
// by another game or a seat is empty. Throws StoreError when the store fails.
bool make_rematch(store::Store& s, const RematchOf& old, std::int64_t now);

// `,"rematch":{"offer":"A"|null,"game":"<id>"|null}` once the game is over (the seat whose
// offer stands, the new game once agreed); "" before the end.
std::string rematch_json_field(const game::Game& g, std::string_view game_id);

}  // namespace renju::server
