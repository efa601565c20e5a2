// The turn's fields of a protocol-2 state or event (what the turn is, the offers, forbidden
// points, the result) and a seat's legal actions, as text. Internal to protocol_v2.cpp.
#pragma once

#include <optional>
#include <string>

#include "game/game.hpp"

namespace renju::server::protocol::writer {

// A seat's legal actions as an object of point sets (a spectator's: {}); `to_move` is the
// mover's, already computed, or null.
void seat_legal(std::string& out, const game::Game& g, const game::LegalActions* to_move,
                std::optional<game::Seat> seat);

// Every field of the state an action may change except the stones and the log, each in full:
// what the turn is, the offers, Black's forbidden points, symmetric offers, the draw offer and
// the result. Bounded by the board, never by the game's length.
void turn_fields(std::string& out, const game::Game& g, const game::LegalActions* to_move,
                 bool first, bool with_colors);

// The mover's legal actions; nullopt once the game is over.
std::optional<game::LegalActions> mover_legal(const game::Game& g);

}  // namespace renju::server::protocol::writer
