// .psq: "Piskvorky 15x15, 11:11, 0" then "x,y,t" lines; whatever follows the stones (the
// engines' names, a result code) is not part of the game and is ignored.
#include "records/psq.hpp"

#include <array>
#include <charconv>
#include <optional>

#include "records/line_reader.hpp"

namespace renju::records {

namespace {

std::optional<int> number(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  int v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}

// "x,y,t" (t optional) as three numbers.
std::optional<std::array<int, 3>> move_line(std::string_view line) {
  std::array<int, 3> v{0, 0, 0};
  int n = 0;
  while (n < 3) {
    const auto comma = line.find(',');
    auto x = number(line.substr(0, comma));
    if (!x) return std::nullopt;
    v[static_cast<std::size_t>(n++)] = *x;
    if (comma == std::string_view::npos) break;
    line.remove_prefix(comma + 1);
    if (n == 3) return std::nullopt;
  }
  if (n < 2) return std::nullopt;
  return v;
}

}  // namespace

std::variant<std::string, WriteError> write_psq(const Record& r) {
  std::string out = "Piskvorky 15x15, 11:11, 0\n";
  for (const auto& m : r.moves) {
    if (!m) return WriteError{"a .psq file cannot record a pass"};
    out += std::to_string(m->x + 1) + "," + std::to_string(rules::kSize - m->y) + ",0\n";
  }
  return out;
}

std::variant<Record, ReadError> read_psq(std::string_view text) {
  if (text.size() > kMaxRecordBytes)
    return read_error({"too_large", {{"max", "1024"}}}, "the file is larger than 1 MiB", 0, 1);
  std::size_t pos = 0;
  auto next_line = [&]() {
    const auto end = text.find('\n', pos);
    auto line = text.substr(pos, end == std::string_view::npos ? text.size() - pos : end - pos);
    const std::size_t start = pos;
    pos = end == std::string_view::npos ? text.size() : end + 1;
    return std::pair{line, start};
  };
  auto header = next_line().first;
  if (!header.starts_with("Piskvorky")) {
    return read_error({"not_format", {{"format", "Piskvork"}}},
                      "not a Piskvork file: the first line must start with 'Piskvorky'", 0, 1,
                      "header");
  }
  auto size = header.substr(9, header.find(',') == std::string_view::npos ? std::string_view::npos
                                                                          : header.find(',') - 9);
  const auto x = size.find('x');
  const auto w = number(size.substr(0, x));
  const auto h = x == std::string_view::npos ? std::nullopt : number(size.substr(x + 1));
  if (!w || !h)
    return read_error({"bad_value", {{"property", "WxH"}}}, "the header has no board size 'WxH'", 9,
                      1, "header");
  const int width = w.value_or(0);
  const int height = h.value_or(0);
  if (width != rules::kSize || height != rules::kSize) {
    const auto board = std::to_string(width) + "x" + std::to_string(height);
    return read_error({"board_size", {{"size", board}}},
                      "the board is " + board + "; Renju is played on 15x15", 9, 1, "header");
  }
  Record r;
  while (pos < text.size()) {
    auto [line, at] = next_line();
    auto v = move_line(line);
    if (!v) break;  // the stones end here
    if ((*v)[0] < 1 || (*v)[0] > rules::kSize || (*v)[1] < 1 || (*v)[1] > rules::kSize) {
      const auto point = std::to_string((*v)[0]) + "," + std::to_string((*v)[1]);
      return read_error(
          {"bad_point", {{"point", point}}},
          "move " + std::to_string(r.moves.size() + 1) + " (" + point + ") is off the 15x15 board",
          at, line_of(text, at), "move");
    }
    r.moves.push_back(Point{(*v)[0] - 1, rules::kSize - (*v)[1]});
    if (r.moves.size() > static_cast<std::size_t>(rules::kCells)) {
      return read_error({"illegal_move"}, "more stones than the board has points", at,
                        line_of(text, at), "move");
    }
    if (auto bad = check_moves(r.moves))
      return read_error({"illegal_move"}, *bad, at, line_of(text, at), "move");
  }
  derive_log(r, "standard");
  return r;
}

}  // namespace renju::records
