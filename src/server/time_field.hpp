// The time control a new game is created with (docs/protocol.md, "Creating a game"): the JSON
// API's `time` field in the text form ("none", "15+5", "fischer 180+2", "days 3"), or the home
// form's fields (`time` a preset, "none", "custom" with `base` minutes and `increment`
// seconds, or "days" with `days`). Anything malformed or out of range is refused, to be answered
// 400 bad_time_control with the value given.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "game/time_control.hpp"

namespace renju::server {

struct TimeFieldError {
  std::string message;  // plain English, naming the limit that was broken
  std::string value;    // what was given, for the error's `time` parameter
};

std::variant<game::TimeControl, TimeFieldError> time_control_from_text(std::string_view text);
// `body`: an application/x-www-form-urlencoded body already checked by form_error.
std::variant<game::TimeControl, TimeFieldError> time_control_from_form(std::string_view body);

}  // namespace renju::server
