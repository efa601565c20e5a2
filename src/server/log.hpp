// Leveled logging to standard error, one line per message, thread-safe: text (a UTC timestamp,
// the level, the words) by default, or one JSON object a line (`renju serve --log-format json`:
// time, level, event, game, fields, message) for log collectors.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string_view>

namespace renju::server {

enum class LogLevel { kDebug = 0, kInfo = 1, kWarn = 2, kError = 3, kOff = 4 };
enum class LogFormat { kText, kJson };

void set_log_level(LogLevel level);
LogLevel log_level();
std::optional<LogLevel> parse_log_level(std::string_view name);  // debug, info, warn, error, off
void set_log_format(LogFormat format);
std::optional<LogFormat> parse_log_format(std::string_view name);  // text, json
// A message in words; in JSON its event is "log".
void log(LogLevel level, std::string_view message);
// An event a collector may count or search: `event` a fixed snake_case name, `game` the game it
// concerns ("" for none), `fields` its figures. The text format shows `message` alone.
void log_event(LogLevel level, std::string_view event, std::string_view game,
               boost::json::object fields, std::string_view message);
// The line `log_event` writes in `format` at `unix_ms` (milliseconds since the epoch), without
// its newline: for the tests of the format.
std::string log_line(LogFormat format, LogLevel level, long long unix_ms, std::string_view event,
                     std::string_view game, const boost::json::object& fields,
                     std::string_view message);

inline void log_debug(std::string_view m) {
  log(LogLevel::kDebug, m);
}
inline void log_info(std::string_view m) {
  log(LogLevel::kInfo, m);
}
inline void log_warn(std::string_view m) {
  log(LogLevel::kWarn, m);
}
inline void log_error(std::string_view m) {
  log(LogLevel::kError, m);
}

}  // namespace renju::server
