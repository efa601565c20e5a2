// Shared by the fuzz targets: a property check that stops the run with a message (libFuzzer
// saves the input as a crash), and splitting one input into the fields a target needs.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace renju::fuzz {

// Unlike assert, never compiled out: a broken property is a finding.
inline void require(bool ok, const char* property) {
  if (ok) return;
  std::fprintf(stderr, "fuzz property broken: %s\n", property);
  std::abort();
}

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The text up to the next `separator` (all of it when there is none); `rest` moves past it.
inline std::string_view take_field(std::string_view& rest, char separator = '\n') {
  const auto at = rest.find(separator);
  const auto field = rest.substr(0, at);
  rest = at == std::string_view::npos ? std::string_view() : rest.substr(at + 1);
  return field;
}

}  // namespace renju::fuzz
