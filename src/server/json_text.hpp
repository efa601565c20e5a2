// The small writers every protocol-2 text is made of (a key, a string, a number, a point, a
// stone), appended to one string: no JSON trees. Also the point-set encoding (docs/protocol.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.hpp"
#include "rules/notation.hpp"

namespace renju::server::protocol {

// A point set: one hexadecimal digit per four points in index order (a1 = 0, b1 = 1, … o1 = 14,
// a2 = 15, … o15 = 224), the lowest bit the first point: 57 lower-case digits.
inline constexpr std::size_t kPointSetDigits = (rules::kCells + 3) / 4;

// Appends the quoted point set of `points` (any order, duplicates allowed).
void append_point_set(std::string& out, const std::vector<rules::Point>& points);
// The points of a set, in index order; nullopt when `text` is not a point set.
std::optional<std::vector<rules::Point>> parse_point_set(std::string_view text);
// Appends `s` as a JSON string (quotes and escapes).
void append_json_string(std::string& out, std::string_view s);

// Internal to the text writers (protocol_v2.cpp, event_text.cpp, turn_text.cpp).
namespace writer {

// `,"key":` (no comma for the first member of an object).
inline void key(std::string& out, std::string_view k, bool first = false) {
  if (!first) out += ',';
  out += '"';
  out.append(k);
  out.append("\":");
}
inline void quoted(std::string& out, std::string_view s) {
  append_json_string(out, s);
}
inline void number(std::string& out, std::int64_t n) {
  out.append(std::to_string(n));
}
inline void boolean(std::string& out, bool b) {
  out.append(b ? "true" : "false");
}
inline void point(std::string& out, rules::Point p) {
  out += '"';
  out.append(rules::to_string(p));
  out += '"';
}

// The value `write` appends, or null.
template <typename Fn>
inline void or_null(std::string& out, bool present, Fn&& write) {
  if (present) {
    write();
  } else {
    out.append("null");
  }
}

inline void move_json(std::string& out, int n, const game::Move& m) {
  out.append("{\"n\":");
  number(out, n);
  out.append(",\"at\":");
  point(out, m.at);
  out.append(",\"color\":");
  quoted(out, rules::color_name(m.color));
  out += '}';
}

}  // namespace writer
}  // namespace renju::server::protocol
