// How a stored evaluation's values are kept in a text column, the same in SQLite and
// PostgreSQL: decimal integers separated by commas ("" for none).
#pragma once

#include <charconv>
#include <string>
#include <string_view>
#include <vector>

#include "store/store.hpp"

namespace renju::store {

inline std::string values_text(const std::vector<int>& values) {
  std::string out;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(values[i]);
  }
  return out;
}

// A column that does not read is the database's fault, never a user's: StoreError.
inline std::vector<int> parse_values_text(std::string_view text) {
  std::vector<int> out;
  std::size_t start = 0;
  while (!text.empty() && start <= text.size()) {
    const auto comma = std::min(text.find(',', start), text.size());
    int v = 0;
    const auto* first = text.data() + start;
    const auto* last = text.data() + comma;
    const auto [end, ec] = std::from_chars(first, last, v);
    if (ec != std::errc() || end != last) {
      throw StoreError("a stored evaluation does not read: '" + std::string(text) + "'");
    }
    out.push_back(v);
    start = comma + 1;
  }
  return out;
}

}  // namespace renju::store
