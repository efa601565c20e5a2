// The load client's action log lines and point-set reader (see wire_text.hpp).
#include "loadtest/wire_text.hpp"

namespace renju::loadtest {

std::string action_text(std::string_view seat, std::string_view type, std::string_view at,
                        int choice) {
  std::string out(seat);
  out += ' ';
  out += type;
  if (!at.empty()) {
    out += ' ';
    out += at;
  }
  if (type == "choose") out += ' ' + std::to_string(choice);
  return out;
}

std::vector<std::string> point_set_names(std::string_view set) {
  constexpr std::string_view kDigits = "0123456789abcdef";
  constexpr int kSize = 15;
  std::vector<std::string> out;
  if (set.size() != (kSize * kSize + 3) / 4) return out;
  for (std::size_t k = 0; k < set.size(); ++k) {
    const auto d = kDigits.find(set[k]);
    if (d == std::string_view::npos) return {};
    for (int bit = 0; bit < 4; ++bit) {
      const int i = static_cast<int>(k) * 4 + bit;
      if (!(d & (1U << bit)) || i >= kSize * kSize) continue;
      out.push_back(static_cast<char>('a' + i % kSize) + std::to_string(i / kSize + 1));
    }
  }
  return out;
}
}  // namespace renju::loadtest
