// Parsing, printing and the presets of time controls (time_control.hpp).
#include "game/time_control.hpp"

#include <charconv>

namespace renju::game {

const std::array<TimePreset, 5>& time_presets() {
  static const std::array<TimePreset, 5> presets = {{
      {"3+2", TimeControl::fischer(3 * 60, 2)},
      {"5+3", TimeControl::fischer(5 * 60, 3)},
      {"10+5", TimeControl::fischer(10 * 60, 5)},
      {"15+5", TimeControl::fischer(15 * 60, 5)},
      {"30+10", TimeControl::fischer(30 * 60, 10)},
  }};
  return presets;
}

namespace {

// A whole decimal number filling `text` exactly, at most 6 digits.
bool whole_number(std::string_view text, int& out) {
  if (text.empty() || text.size() > 6) return false;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc{} && end == text.data() + text.size();
}

std::variant<TimeControl, std::string> fischer(std::string_view rest) {
  const auto plus = rest.find('+');
  int base = 0;
  int increment = 0;
  if (plus == std::string_view::npos || !whole_number(rest.substr(0, plus), base) ||
      !whole_number(rest.substr(plus + 1), increment)) {
    return std::string(
        "a Fischer control is written \"fischer <base seconds>+<increment seconds>\"");
  }
  if (base < kMinBaseSeconds || base > kMaxBaseSeconds) {
    return std::string("the base time must be from 1 minute to 3 hours");
  }
  if (increment > kMaxIncrementSeconds) {
    return std::string("the increment must be from 0 to 180 seconds");
  }
  return TimeControl::fischer(base, increment);
}

}  // namespace

std::variant<TimeControl, std::string> parse_time_control(std::string_view text) {
  if (text == "none") return TimeControl::none();
  for (const auto& preset : time_presets()) {
    if (text == preset.name) return preset.control;
  }
  constexpr std::string_view kFischer = "fischer ";
  constexpr std::string_view kDays = "days ";
  if (text.starts_with(kFischer)) return fischer(text.substr(kFischer.size()));
  if (text.starts_with(kDays)) {
    int days = 0;
    if (!whole_number(text.substr(kDays.size()), days) || days < kMinDaysPerMove ||
        days > kMaxDaysPerMove) {
      return std::string("a correspondence control is \"days <n>\" with n from 1 to 14");
    }
    return TimeControl::correspondence(days);
  }
  return std::string(
      "unknown time control (expected none, a preset such as 15+5, "
      "\"fischer <base>+<increment>\" or \"days <n>\")");
}

std::string to_text(const TimeControl& tc) {
  switch (tc.kind) {
    case TimeControl::Kind::kNone:
      return "none";
    case TimeControl::Kind::kFischer:
      return "fischer " + std::to_string(tc.base_ms / 1000) + "+" +
             std::to_string(tc.increment_ms / 1000);
    case TimeControl::Kind::kCorrespondence:
      return "days " + std::to_string(tc.days_per_move);
  }
  return "none";
}

}  // namespace renju::game
