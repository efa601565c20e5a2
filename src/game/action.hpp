// Seats and seat-tagged actions with their one-line text form ("A place h9", "B swap"), which
// is also the game log the server stores: to_text and parse_action_line round-trip exactly.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "actions/action.hpp"

namespace renju::game {

using actions::Action;
using actions::ActionKind;
using actions::Error;
using actions::ErrorCode;
using actions::LegalActions;
using rules::Color;
using rules::Point;

// A is the player who starts holding Black (tentatively), B the other.
enum class Seat : std::uint8_t { kA, kB };
constexpr Seat other(Seat s) {
  return s == Seat::kA ? Seat::kB : Seat::kA;
}
std::string_view seat_name(Seat s);  // "A", "B"

struct SeatAction {
  Seat seat = Seat::kA;
  Action action;
  friend bool operator==(const SeatAction&, const SeatAction&) = default;
};

// "A place h9", "B swap", "A keep", "A choose 2", "A declare 5", "A offer j10", "A withdraw j10",
// "B pick j10", "A pass", "B resign", "A offer-draw", "B accept-draw", "B decline-draw".
// Single spaces, lower case, as printed by to_text. The parser also accepts surrounding
// whitespace, runs of spaces/tabs and upper-case point letters.
std::variant<SeatAction, Error> parse_action_line(std::string_view line);
std::string to_text(const SeatAction& a);
std::string to_text(const Action& a);  // without the seat: "place h9"

}  // namespace renju::game
