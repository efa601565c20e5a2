// Fuzz target: the stored and typed text forms of time: the first line is a time control as the
// API takes it ("fischer 180+2", "15+5", "days 3"), every further line a stored clock reading
// ("A=1000 B=2000 run=A"). Properties: a refusal says why; what parses writes back to text that
// parses to the same value.
#include <variant>

#include "fuzz_support.hpp"
#include "game/clock_text.hpp"
#include "game/time_control.hpp"

namespace game = renju::game;
using renju::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view rest = renju::fuzz::as_text(data, size);
  auto tc = game::parse_time_control(renju::fuzz::take_field(rest));
  if (auto* err = std::get_if<std::string>(&tc)) {
    require(!err->empty(), "a refused time control says why");
  } else {
    const auto& control = std::get<game::TimeControl>(tc);
    auto again = game::parse_time_control(game::to_text(control));
    require(std::holds_alternative<game::TimeControl>(again) &&
                std::get<game::TimeControl>(again) == control,
            "parse_time_control(to_text(tc)) == tc");
  }
  for (int line = 0; line < 100 && !rest.empty(); ++line) {
    auto clock = game::parse_clock_text(renju::fuzz::take_field(rest));
    if (auto* err = std::get_if<std::string>(&clock)) {
      require(!err->empty(), "a refused clock line says why");
      continue;
    }
    const auto& snapshot = std::get<game::ClockSnapshot>(clock);
    auto again = game::parse_clock_text(game::to_text(snapshot));
    require(std::holds_alternative<game::ClockSnapshot>(again) &&
                std::get<game::ClockSnapshot>(again) == snapshot,
            "parse_clock_text(to_text(s)) == s");
  }
  return 0;
}
