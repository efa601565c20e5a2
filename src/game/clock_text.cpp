// Writing and reading the stored clock line (clock_text.hpp).
#include "game/clock_text.hpp"

#include <charconv>

namespace renju::game {

namespace {
// Remaining times above this are not ours (fourteen days, the longest correspondence turn, is
// 1.2e9 ms): a bound that keeps every sum of them far from overflow.
constexpr Millis kMaxMillis = Millis{1} << 40;

std::optional<Millis> parse_millis(std::string_view digits) {
  if (digits.empty() || digits.size() > 13) return std::nullopt;
  Millis v = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (ec != std::errc{} || end != digits.data() + digits.size() || v < 0 || v > kMaxMillis) {
    return std::nullopt;
  }
  return v;
}
}  // namespace

std::string to_text(const ClockSnapshot& s) {
  std::string run = s.running ? std::string(seat_name(*s.running)) : "-";
  return "A=" + std::to_string(s.remaining[0]) + " B=" + std::to_string(s.remaining[1]) +
         " run=" + run;
}

std::variant<ClockSnapshot, std::string> parse_clock_text(std::string_view text) {
  constexpr std::string_view kFields[] = {"A=", "B=", "run="};
  ClockSnapshot s;
  for (int i = 0; i < 3; ++i) {
    if (i > 0) {
      if (!text.starts_with(' '))
        return std::string("the clock fields must be separated by one space");
      text.remove_prefix(1);
    }
    if (!text.starts_with(kFields[i])) {
      return "expected '" + std::string(kFields[i]) + "' in the clock line";
    }
    text.remove_prefix(kFields[i].size());
    const auto end = text.find(' ');
    const auto value = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end);
    if (i < 2) {
      auto ms = parse_millis(value);
      if (!ms) return "'" + std::string(value) + "' is not a remaining time in milliseconds";
      s.remaining[static_cast<std::size_t>(i)] = *ms;
    } else if (value == "A") {
      s.running = Seat::kA;
    } else if (value == "B") {
      s.running = Seat::kB;
    } else if (value != "-") {
      return "the running clock must be A, B or -, not '" + std::string(value) + "'";
    }
  }
  if (!text.empty()) return std::string("the clock line has more than three fields");
  return s;
}

}  // namespace renju::game
