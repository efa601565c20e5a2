// Reading a new game's time control from the API or the home form (time_field.hpp).
#include "server/time_field.hpp"

#include "server/http_fields.hpp"

namespace renju::server {

std::variant<game::TimeControl, TimeFieldError> time_control_from_text(std::string_view text) {
  auto parsed = game::parse_time_control(text);
  if (auto* err = std::get_if<std::string>(&parsed)) {
    return TimeFieldError{"'time': " + *err + ".", std::string(text)};
  }
  return std::get<game::TimeControl>(parsed);
}

std::variant<game::TimeControl, TimeFieldError> time_control_from_form(std::string_view body) {
  const std::string time = form_value(body, "time").value_or("");
  if (time.empty()) return game::TimeControl::none();
  if (time == "custom") {
    // Whole minutes of base time, seconds of increment, as the form asks for them.
    const std::string base = form_value(body, "base").value_or("");
    const std::string increment = form_value(body, "increment").value_or("0");
    if (base.empty() || base.size() > 4 || base.find_first_not_of("0123456789") != base.npos) {
      return TimeFieldError{"'base' must be the base time in whole minutes, 1 to 180.", base};
    }
    const auto text = "fischer " + std::to_string(std::stoi(base) * 60) + "+" + increment;
    return time_control_from_text(text);
  }
  if (time == "days")
    return time_control_from_text("days " + form_value(body, "days").value_or(""));
  return time_control_from_text(time);
}

}  // namespace renju::server
