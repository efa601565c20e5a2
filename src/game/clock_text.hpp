// The clock readings the game log stores after each action, as one line of text:
// "A=179500 B=180000 run=B" (each seat's remaining milliseconds, then the seat whose clock runs,
// "-" when none). A takeback or a reload restores a clock from the reading it parses.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "game/clock.hpp"

namespace renju::game {

std::string to_text(const ClockSnapshot& snapshot);
// The error says in plain English what is wrong; parse_clock_text(to_text(s)) == s.
std::variant<ClockSnapshot, std::string> parse_clock_text(std::string_view text);

}  // namespace renju::game
