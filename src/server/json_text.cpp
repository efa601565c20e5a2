// JSON strings and point sets as text (json_text.hpp); the encodings are the contract in
// docs/protocol.md ("Version 2").
#include "server/json_text.hpp"

#include <array>

namespace renju::server::protocol {
namespace {

constexpr std::string_view kHex = "0123456789abcdef";

}  // namespace

void append_json_string(std::string& out, std::string_view s) {
  out += '"';
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      out.append("\\u00");
      out += kHex[u >> 4];
      out += kHex[u & 15];
    } else {
      out += c;
    }
  }
  out += '"';
}

void append_point_set(std::string& out, const std::vector<rules::Point>& points) {
  std::array<unsigned char, kPointSetDigits> digits{};
  for (auto p : points) {
    if (!p.on_board()) continue;
    const int i = p.index();
    digits[static_cast<std::size_t>(i / 4)] |= static_cast<unsigned char>(1U << (i % 4));
  }
  out += '"';
  for (auto d : digits) out += kHex[d];
  out += '"';
}

std::optional<std::vector<rules::Point>> parse_point_set(std::string_view text) {
  if (text.size() != kPointSetDigits) return std::nullopt;
  std::vector<rules::Point> points;
  for (std::size_t k = 0; k < text.size(); ++k) {
    const auto d = kHex.find(text[k]);
    if (d == std::string_view::npos) return std::nullopt;
    for (int bit = 0; bit < 4; ++bit) {
      if (!(d & (1U << bit))) continue;
      const int i = static_cast<int>(k) * 4 + bit;
      if (i >= rules::kCells) return std::nullopt;
      points.push_back(rules::Point::from_index(i));
    }
  }
  return points;
}

}  // namespace renju::server::protocol
