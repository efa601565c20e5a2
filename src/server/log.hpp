// Leveled logging to standard error, one line per message with a UTC timestamp; thread-safe.
#pragma once

#include <optional>
#include <string_view>

namespace renju::server {

enum class LogLevel { kDebug = 0, kInfo = 1, kWarn = 2, kError = 3, kOff = 4 };

void set_log_level(LogLevel level);
LogLevel log_level();
std::optional<LogLevel> parse_log_level(std::string_view name);  // debug, info, warn, error, off
void log(LogLevel level, std::string_view message);

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
