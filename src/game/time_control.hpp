// A game's time control, chosen when the game is created: none, Fischer (base time plus an
// increment each time the turn passes) or correspondence (days per move), with the presets the
// home form offers and a one-line text form ("none", "fischer 900+5", "days 3") that the store
// keeps and the API accepts.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace renju::game {

using Millis = std::int64_t;

struct TimeControl {
  enum class Kind : std::uint8_t { kNone, kFischer, kCorrespondence };
  Kind kind = Kind::kNone;
  Millis base_ms = 0;       // Fischer: each player's time at the start
  Millis increment_ms = 0;  // Fischer: added to a player's time when their turn ends
  int days_per_move = 0;    // correspondence: 1..14, the time for every turn
  friend bool operator==(const TimeControl&, const TimeControl&) = default;

  static TimeControl none() { return {}; }
  static TimeControl fischer(int base_seconds, int increment_seconds) {
    return {Kind::kFischer, Millis{base_seconds} * 1000, Millis{increment_seconds} * 1000, 0};
  }
  static TimeControl correspondence(int days) { return {Kind::kCorrespondence, 0, 0, days}; }
};

// What a custom control may be: 1 minute to 3 hours of base time, 0 to 3 minutes of increment,
// 1 to 14 days per move.
inline constexpr int kMinBaseSeconds = 60;
inline constexpr int kMaxBaseSeconds = 3 * 3600;
inline constexpr int kMaxIncrementSeconds = 180;
inline constexpr int kMinDaysPerMove = 1;
inline constexpr int kMaxDaysPerMove = 14;

struct TimePreset {
  std::string_view name;  // "3+2": minutes + seconds of increment
  TimeControl control;
};
// 3+2, 5+3, 10+5, 15+5, 30+10, in the order the home form lists them.
const std::array<TimePreset, 5>& time_presets();

// "none" | "fischer <base seconds>+<increment seconds>" | "days <n>"; a preset name ("15+5")
// is accepted too. The error names the problem in plain English (the API maps it to
// `bad_time_control`).
std::variant<TimeControl, std::string> parse_time_control(std::string_view text);
std::string to_text(const TimeControl& tc);  // parse_time_control(to_text(tc)) == tc

}  // namespace renju::game
