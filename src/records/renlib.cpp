// Reading and writing RenLib libraries. In the file, a node's DOWN flag says it has a next
// sibling (written after its whole subtree) and RIGHT that it has no child; comments and board
// texts follow their node as zero-terminated strings padded to an even length.
#include "records/renlib.hpp"

#include <cstdint>

#include "records/line_reader.hpp"

namespace renju::records {

namespace {

constexpr unsigned kDown = 0x80;
constexpr unsigned kRight = 0x40;
constexpr unsigned kOldComment = 0x20;
constexpr unsigned kMark = 0x10;
constexpr unsigned kComment = 0x08;
constexpr unsigned kStart = 0x04;
constexpr unsigned kNoMove = 0x02;
constexpr unsigned kExtension = 0x01;
constexpr unsigned kBoardText = 0x100;
constexpr std::size_t kHeader = 20;
constexpr unsigned char kCentre = 0x78;  // h8

unsigned char encode(const std::optional<Point>& p) {
  if (!p) return 0;
  return static_cast<unsigned char>((p->x + 1) | ((rules::kSize - 1 - p->y) << 4));
}

std::optional<Point> decode(unsigned char b, bool& ok) {
  ok = true;
  if (b == 0) return std::nullopt;
  const int x = (b & 0x0F) - 1;
  const int row_from_top = b >> 4;
  if (x < 0 || row_from_top >= rules::kSize) {
    ok = false;
    return std::nullopt;
  }
  return Point{x, rules::kSize - 1 - row_from_top};
}

// UTF-8 to RenLib's single-byte text (Latin-1; '?' for what it cannot show), without the
// bytes the layout reserves (0, and 8 which separates the two comments).
std::string to_latin1(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::uint32_t cp = c;
    std::size_t len = 1;
    if (c >= 0xC0 && c < 0xE0 && i + 1 < s.size()) {
      cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(s[i + 1]) & 0x3Fu);
      len = 2;
    } else if (c >= 0xE0) {
      len = c < 0xF0 ? 3 : 4;
      cp = '?';
    } else if (c >= 0x80) {
      cp = '?';
    }
    i += len;
    if (cp == 0 || cp == 8) continue;
    out += static_cast<char>(cp > 0xFF ? '?' : cp);
  }
  return out;
}

void put_text(std::string& out, const std::string& text) {
  out += text;
  out += '\0';
  if (text.size() % 2 == 0) out += '\0';  // text plus terminator padded to an even length
}

struct Cursor {
  std::string_view bytes;
  std::size_t at = kHeader;
  bool get(unsigned char& a, unsigned char& b) {
    if (bytes.size() - at < 2) return false;
    a = static_cast<unsigned char>(bytes[at]);
    b = static_cast<unsigned char>(bytes[at + 1]);
    at += 2;
    return true;
  }
};

// A string of 2-byte units up to the first zero byte (new comments, board texts), or up to the
// first byte with its top bit set (RenLib's old comments).
std::optional<std::string> get_text(Cursor& c, bool old) {
  std::string s;
  unsigned char pair[2];
  while (c.get(pair[0], pair[1])) {
    for (unsigned char b : pair) {
      if (!old && b == 0) return s;
      s += static_cast<char>(old ? (b & 0x7F) : b);
      if (old && (b & 0x80)) return s;
    }
  }
  return std::nullopt;
}

void append_child(Library& lib, std::vector<int>& last, int parent, int child) {
  if (lib.nodes[static_cast<std::size_t>(parent)].down < 0) {
    lib.nodes[static_cast<std::size_t>(parent)].down = child;
  } else {
    lib.nodes[static_cast<std::size_t>(last[static_cast<std::size_t>(parent)])].right = child;
  }
  last[static_cast<std::size_t>(parent)] = child;
}

LibNode& node(Library& lib, int i) {
  return lib.nodes[static_cast<std::size_t>(i)];
}
const LibNode& node(const Library& lib, int i) {
  return lib.nodes[static_cast<std::size_t>(i)];
}

}  // namespace

std::variant<Library, ReadError> read_lib(std::string_view bytes) {
  auto fail = [](Why why, std::string message, std::size_t at, std::string where = "") {
    return read_error(std::move(why), std::move(message), at, 0, std::move(where));
  };
  if (bytes.size() > kMaxRecordBytes)
    return fail({"too_large", {{"max", "1024"}}}, "the file is larger than 1 MiB", 0);
  static constexpr unsigned char kMagic[8] = {0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF};
  if (bytes.size() < kHeader)
    return fail({"cut_off"}, "too short for a RenLib header (20 bytes)", 0, "header");
  for (std::size_t i = 0; i < 8; ++i) {
    if (static_cast<unsigned char>(bytes[i]) != kMagic[i]) {
      return fail({"not_format", {{"format", "RenLib"}}},
                  "not a RenLib library (the header does not start with \\xFFRenLib\\xFF)", i,
                  "header");
    }
  }
  const int major = static_cast<unsigned char>(bytes[8]);
  const int minor = static_cast<unsigned char>(bytes[9]);
  if (major * 100 + minor > 304) {
    return fail({"version", {{"version", std::to_string(major) + "." + std::to_string(minor)}}},
                "RenLib file version " + std::to_string(major) + "." + std::to_string(minor) +
                    " is newer than 3.4, the newest this reader knows",
                8, "header");
  }
  Library lib;
  std::vector<int> last{-1};
  std::vector<int> depth{0};
  std::vector<int> pending;  // parents whose next child is a sibling still to come
  int parent = 0;
  bool first = true;
  bool ended = false;
  Cursor c{bytes};
  while (c.at < bytes.size()) {
    const std::size_t at = c.at;
    if (ended) return fail({"trailing_data"}, "data after the end of the tree", at, "node");
    unsigned char pos = 0, low = 0;
    if (!c.get(pos, low)) return fail({"cut_off"}, "the last node is cut off", at, "node");
    unsigned info = low;
    if (info & kExtension) {
      unsigned char e2 = 0, e1 = 0;
      if (!c.get(e2, e1)) return fail({"cut_off"}, "the node's extension is cut off", at, "node");
      info |= ((static_cast<unsigned>(e2) << 8) | e1) << 8;
    }
    bool ok = true;
    const auto point = decode(pos, ok);
    if (!ok)
      return fail({"bad_point", {{"point", std::to_string(pos)}}},
                  "byte " + std::to_string(pos) + " is not a point of the board", at, "node");
    int index = 0;  // the root, when the first record is the empty board
    if (!(first && pos == 0)) {
      if (depth[static_cast<std::size_t>(parent)] >= kMaxLibDepth) {
        return fail({"too_many", {{"max", std::to_string(kMaxLibDepth)}}},
                    "a line longer than " + std::to_string(kMaxLibDepth) + " moves", at, "node");
      }
      LibNode n;
      n.at = point;
      n.move = !(info & kNoMove);
      index = static_cast<int>(lib.nodes.size());
      lib.nodes.push_back(n);
      last.push_back(-1);
      depth.push_back(depth[static_cast<std::size_t>(parent)] + 1);
      append_child(lib, last, parent, index);
    }
    first = false;
    LibNode& n = node(lib, index);
    n.mark = info & kMark;
    n.start = info & kStart;
    if (info & (kComment | kOldComment)) {
      auto text = get_text(c, !(info & kComment));
      if (!text) return fail({"cut_off"}, "the comment is cut off", at, "comment");
      const auto split = text->find('\x08');
      n.one_line = to_utf8(text->substr(0, split));
      if (split != std::string::npos) n.multi_line = to_utf8(text->substr(split + 1));
    }
    if (info & kBoardText) {
      auto text = get_text(c, false);
      if (!text) return fail({"cut_off"}, "the board text is cut off", at, "board text");
      n.board_text = to_utf8(*text);
    }
    if (info & kDown) pending.push_back(parent);
    if (info & kRight) {
      if (pending.empty()) {
        ended = true;
      } else {
        parent = pending.back();
        pending.pop_back();
      }
    } else {
      parent = index;
    }
  }
  return lib;
}

std::string write_lib(const Library& lib) {
  const LibNode& root = lib.nodes.front();
  bool passes = false;
  for (std::size_t i = 1; i < lib.nodes.size(); ++i) passes = passes || !lib.nodes[i].at;
  // Version 3.0 starts at h8 (no root record): RenLib writes it when the only first move is h8.
  const bool old = root.down >= 0 && node(lib, root.down).right < 0 &&
                   encode(node(lib, root.down).at) == kCentre && node(lib, root.down).move &&
                   !passes && root.one_line.empty() && root.multi_line.empty();
  std::string out = {'\xFF', 'R', 'e', 'n', 'L', 'i', 'b', '\xFF', 3, old ? '\0' : '\x04'};
  out.append(10, '\xFF');
  auto put = [&](int i, bool in_tree) {
    const LibNode& n = node(lib, i);
    const std::string one = to_latin1(n.one_line), multi = to_latin1(n.multi_line);
    const std::string text = to_latin1(n.board_text);
    unsigned info = 0;
    if (n.right >= 0 && in_tree) info |= kDown;
    if (n.down < 0 && in_tree) info |= kRight;
    if (n.mark) info |= kMark;
    if (n.start) info |= kStart;
    if (!n.move && i != 0) info |= kNoMove;
    if (!one.empty() || !multi.empty()) info |= kComment;
    if (!text.empty()) info |= kBoardText | kExtension;
    out += static_cast<char>(i == 0 ? 0 : encode(n.at));
    out += static_cast<char>(info & 0xFF);
    if (info & kExtension) {
      out += static_cast<char>((info >> 16) & 0xFF);
      out += static_cast<char>((info >> 8) & 0xFF);
    }
    if (info & kComment) put_text(out, multi.empty() ? one : one + '\x08' + multi);
    if (!text.empty()) put_text(out, text);
  };
  const int top = old ? root.down : 0;
  put(top, false);
  std::vector<int> stack;
  int i = node(lib, top).down;
  while (i >= 0 || !stack.empty()) {
    if (i < 0) {
      i = stack.back();
      stack.pop_back();
    }
    put(i, true);
    if (node(lib, i).right >= 0) stack.push_back(node(lib, i).right);
    i = node(lib, i).down;
  }
  return out;
}

void add_line(Library& lib, const Record& r, std::string_view summary) {
  int at = 0;
  for (std::size_t m = 0; m < r.moves.size(); ++m) {
    int child = node(lib, at).down, prev = -1;
    while (child >= 0 && !(node(lib, child).move && node(lib, child).at == r.moves[m])) {
      prev = child;
      child = node(lib, child).right;
    }
    if (child < 0) {
      LibNode n;
      n.at = r.moves[m];
      child = static_cast<int>(lib.nodes.size());
      lib.nodes.push_back(n);
      if (prev < 0) {
        node(lib, at).down = child;
      } else {
        node(lib, prev).right = child;
      }
    }
    at = child;
    if (m < r.comments.size() && !r.comments[m].empty()) {
      auto& text = node(lib, at).multi_line;
      if (text.find(r.comments[m]) == std::string::npos) {
        text += (text.empty() ? "" : "\n") + r.comments[m];
      }
    }
  }
  if (!summary.empty() && at != 0) {
    auto& text = node(lib, at).multi_line;
    text += (text.empty() ? "" : "\n") + std::string(summary);
  }
}

std::variant<std::vector<Record>, std::string> lines(const Library& lib, std::size_t limit) {
  std::vector<Record> out;
  // Depth-first with an explicit path: (node, its depth).
  std::vector<std::pair<int, std::size_t>> stack;
  Record path;
  if (node(lib, 0).down >= 0) stack.emplace_back(node(lib, 0).down, 0);
  while (!stack.empty()) {
    auto [i, d] = stack.back();
    stack.pop_back();
    const LibNode& n = node(lib, i);
    if (n.right >= 0) stack.emplace_back(n.right, d);
    if (!n.move) continue;  // a board text, not part of any line
    path.moves.resize(d);
    path.comments.resize(d);
    path.moves.push_back(n.at);
    std::string comment = n.one_line;
    if (!n.multi_line.empty()) comment += (comment.empty() ? "" : "\n") + n.multi_line;
    path.comments.push_back(comment);
    bool has_child = false;
    for (int k = n.down; k >= 0; k = node(lib, k).right) has_child = has_child || node(lib, k).move;
    if (n.down >= 0) stack.emplace_back(n.down, d + 1);
    if (!has_child) {
      if (out.size() == limit) {
        return "the library has more than " + std::to_string(limit) + " lines";
      }
      Record r = path;
      while (!r.comments.empty() && r.comments.back().empty()) r.comments.pop_back();
      out.push_back(std::move(r));
    }
  }
  return out;
}

LibStats stats(const Library& lib) {
  LibStats s;
  for (std::size_t i = 1; i < lib.nodes.size(); ++i) {
    const auto& n = lib.nodes[i];
    ++s.nodes;
    if (n.move) ++s.moves;
    if (!n.one_line.empty() || !n.multi_line.empty()) ++s.comments;
    if (!n.board_text.empty()) ++s.board_texts;
    if (n.down < 0) ++s.leaves;
  }
  return s;
}

}  // namespace renju::records
