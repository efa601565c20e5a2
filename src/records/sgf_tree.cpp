// The SGF tree reader: one pass, an explicit stack of open game trees (no recursion, so deep
// variations cannot exhaust the stack), errors with line and byte offset.
#include "records/sgf_tree.hpp"

#include <cctype>

#include "records/line_reader.hpp"

namespace renju::records {

const SgfProperty* SgfNode::find(std::string_view id) const {
  for (const auto& p : properties) {
    if (p.id == id) return &p;
  }
  return nullptr;
}

std::string sgf_value(std::string_view v) {
  std::string out = "[";
  for (char c : v) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out + "]";
}

std::variant<std::vector<SgfGame>, ReadError> parse_sgf(std::string_view s) {
  auto fail = [&](Why why, std::string message, std::size_t at, std::string where = "") {
    return read_error(std::move(why), std::move(message), at, line_of(s, at), std::move(where));
  };
  if (s.size() > kMaxRecordBytes)
    return fail({"too_large", {{"max", "1024"}}}, "the file is larger than 1 MiB", 0);
  struct Frame {
    bool main;
    bool has_node = false;
    bool has_child = false;
  };
  std::vector<SgfGame> games;
  std::vector<Frame> open;
  std::size_t i = 0;
  auto space = [&] {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  };
  while (true) {
    space();
    if (i >= s.size()) break;
    const char c = s[i];
    if (c == '(') {
      if (open.empty()) {
        if (games.size() == kMaxGames)
          return fail({"too_many", {{"max", "1000"}}}, "more than 1000 games in one file", i);
        games.push_back(SgfGame{{}, i});
        open.push_back(Frame{true});
      } else {
        Frame& parent = open.back();
        if (!parent.has_node) return fail({"syntax"}, "a variation before any node", i);
        if (open.size() >= kMaxSgfDepth)
          return fail({"too_many", {{"max", std::to_string(kMaxSgfDepth)}}},
                      "variations nested too deeply", i);
        const bool main = parent.main && !parent.has_child;
        parent.has_child = true;
        open.push_back(Frame{main});
      }
      ++i;
    } else if (c == ')') {
      if (open.empty()) return fail({"syntax"}, "')' without a matching '('", i);
      if (!open.back().has_node) return fail({"syntax"}, "a game tree with no node", i);
      open.pop_back();
      ++i;
    } else if (c == ';') {
      if (open.empty()) return fail({"syntax"}, "a node outside any game tree", i);
      Frame& f = open.back();
      if (f.has_child) return fail({"syntax"}, "a node after a variation", i);
      f.has_node = true;
      SgfNode node{{}, i};
      ++i;
      while (true) {
        space();
        if (i >= s.size() || !std::isalpha(static_cast<unsigned char>(s[i]))) break;
        SgfProperty p{"", {}, i};
        while (i < s.size() && std::isalpha(static_cast<unsigned char>(s[i]))) {
          if (std::isupper(static_cast<unsigned char>(s[i]))) p.id += s[i];
          ++i;
        }
        if (p.id.empty())
          return fail({"syntax"}, "a property name needs upper-case letters", p.offset);
        space();
        while (i < s.size() && s[i] == '[') {
          const std::size_t start = i++;
          std::string v;
          while (true) {
            if (i >= s.size())
              return fail({"cut_off"}, "a value is never closed with ']'", start, p.id);
            if (s[i] == ']') break;
            if (s[i] == '\\' && i + 1 < s.size()) {
              ++i;
              if (s[i] == '\n' || s[i] == '\r') {  // soft line break
                if (s[i] == '\r' && i + 1 < s.size() && s[i + 1] == '\n') ++i;
                ++i;
                continue;
              }
            }
            v += s[i++];
          }
          ++i;
          p.values.push_back(std::move(v));
          space();
        }
        if (p.values.empty())
          return fail({"bad_value", {{"property", p.id}}}, "property " + p.id + " has no value",
                      p.offset, p.id);
        node.properties.push_back(std::move(p));
      }
      if (f.main) games.back().main_line.push_back(std::move(node));
    } else {
      const auto byte = static_cast<unsigned char>(c);
      return fail({"syntax"},
                  std::isprint(byte) ? std::string("unexpected '") + c + "'"
                                     : "unexpected byte " + std::to_string(byte),
                  i);
    }
  }
  if (!open.empty()) return fail({"cut_off"}, "the file ends inside a game tree", s.size());
  if (games.empty())
    return fail({"not_format", {{"format", "SGF"}}}, "no game tree: an SGF file starts with '(;'",
                0);
  return games;
}

}  // namespace renju::records
