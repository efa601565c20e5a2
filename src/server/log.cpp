// Writes whole lines under a mutex so that messages from the io threads never interleave.
#include "server/log.hpp"

#include <atomic>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <mutex>
#include <string>

namespace renju::server {
namespace {
std::atomic<int> g_level{static_cast<int>(LogLevel::kInfo)};
std::atomic<int> g_format{static_cast<int>(LogFormat::kText)};
std::mutex g_mutex;

constexpr const char* kTextNames[] = {"DEBUG", "INFO", "WARN", "ERROR"};
constexpr const char* kJsonNames[] = {"debug", "info", "warn", "error"};

// 2026-12-01T17:18:40.123Z
std::string utc_stamp(long long unix_ms) {
  const std::time_t t = static_cast<std::time_t>(unix_ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", &tm);
  return std::string(stamp) + "." + std::to_string(1000 + unix_ms % 1000).substr(1) + "Z";
}

bool enabled(LogLevel level) {
  return level != LogLevel::kOff && static_cast<int>(level) >= g_level.load();
}

void write(LogLevel level, std::string_view event, std::string_view game,
           const boost::json::object& fields, std::string_view message) {
  const auto unix_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                           std::chrono::system_clock::now().time_since_epoch())
                           .count();
  const std::string line = log_line(static_cast<LogFormat>(g_format.load()), level, unix_ms, event,
                                    game, fields, message) +
                           "\n";
  std::lock_guard lock(g_mutex);
  std::fputs(line.c_str(), stderr);
}

}  // namespace

void set_log_level(LogLevel level) {
  g_level = static_cast<int>(level);
}
LogLevel log_level() {
  return static_cast<LogLevel>(g_level.load());
}

std::optional<LogLevel> parse_log_level(std::string_view name) {
  if (name == "debug") return LogLevel::kDebug;
  if (name == "info") return LogLevel::kInfo;
  if (name == "warn") return LogLevel::kWarn;
  if (name == "error") return LogLevel::kError;
  if (name == "off") return LogLevel::kOff;
  return std::nullopt;
}

void set_log_format(LogFormat format) {
  g_format = static_cast<int>(format);
}

std::optional<LogFormat> parse_log_format(std::string_view name) {
  if (name == "text") return LogFormat::kText;
  if (name == "json") return LogFormat::kJson;
  return std::nullopt;
}

std::string log_line(LogFormat format, LogLevel level, long long unix_ms, std::string_view event,
                     std::string_view game, const boost::json::object& fields,
                     std::string_view message) {
  const auto index = static_cast<int>(level);
  if (format == LogFormat::kText) {
    return utc_stamp(unix_ms) + " " + kTextNames[index] + " " + std::string(message);
  }
  boost::json::object line{
      {"time", utc_stamp(unix_ms)}, {"level", kJsonNames[index]}, {"event", event}};
  if (!game.empty()) line["game"] = game;
  if (!fields.empty()) line["fields"] = fields;
  line["message"] = message;
  return boost::json::serialize(line);
}

void log(LogLevel level, std::string_view message) {
  if (enabled(level)) write(level, "log", "", {}, message);
}

void log_event(LogLevel level, std::string_view event, std::string_view game,
               boost::json::object fields, std::string_view message) {
  if (enabled(level)) write(level, event, game, fields, message);
}

}  // namespace renju::server
