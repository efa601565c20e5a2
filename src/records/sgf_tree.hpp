// SGF's syntax (FF[4]: collections, game trees, nodes, properties) without any game meaning:
// each game's main line (the first variation at every branch) with where each part starts.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "records/record.hpp"

namespace renju::records {

struct SgfProperty {
  std::string id;                   // upper-case letters (FF[3]'s lower-case letters dropped)
  std::vector<std::string> values;  // unescaped
  std::size_t offset = 0;
};
struct SgfNode {
  std::vector<SgfProperty> properties;
  std::size_t offset = 0;
  const SgfProperty* find(std::string_view id) const;
};
struct SgfGame {
  std::vector<SgfNode> main_line;
  std::size_t offset = 0;
};

inline constexpr std::size_t kMaxSgfDepth = 1000;  // nested variations

std::variant<std::vector<SgfGame>, ReadError> parse_sgf(std::string_view text);
// A value with ']' and '\' escaped, in brackets.
std::string sgf_value(std::string_view v);

}  // namespace renju::records
