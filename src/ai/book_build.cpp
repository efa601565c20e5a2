// The opening book's builder (see book_build.hpp): ply by ply, every position's move by a
// node-limited search of the maximum level, then the positions after that move and after the
// analysis's top replies, merged under symmetry, become the next ply.
#include "ai/book_build.hpp"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "ai/ai.hpp"
#include "ai/analysis.hpp"
#include "ai/book.hpp"
#include "ai/search.hpp"
#include "ai/table.hpp"
#include "rules/notation.hpp"
#include "rules/symmetry.hpp"

namespace renju::ai {
namespace {

constexpr std::size_t kTableEntries = std::size_t{1} << 20;

struct Node {
  std::vector<int> line;  // moves from the start, the start's own moves included
  rules::Board board;
  Color to_move = Color::kBlack;
  CanonicalKey key;
};

struct Searched {
  std::optional<BuiltEntry> entry;
  std::vector<int> follow;  // moves whose positions make the next ply
};

Node node_of(std::vector<int> line) {
  Node n;
  Color c = Color::kBlack;
  for (int m : line) {
    n.board.set(rules::Point::from_index(m), c);
    c = rules::opponent(c);
  }
  n.to_move = c;
  n.line = std::move(line);
  n.key = canonical_book_key(n.board, n.to_move);
  return n;
}

Searched search_node(const Node& n, const BookBuildOptions& o, bool expand) {
  Searched out;
  SearchOptions so = search_options(Level::kMaximum, 0);
  so.time_limit_s = 0;
  so.limit_nodes(o.nodes);
  TransTable table(kTableEntries);
  so.table = &table;
  Position pos(n.board);
  const SearchResult r = search(pos, n.to_move, so);
  if (r.move == kNoMove) return out;
  BuiltEntry e;
  e.key = n.key.key;
  e.move = rules::to_string(rules::transform(rules::Point::from_index(r.move), n.key.symmetry));
  e.score = r.score;
  e.depth = r.depth;
  e.reason = r.reason;
  e.line = n.line;
  out.entry = std::move(e);
  if (!expand || r.reason != "search") return out;
  out.follow.push_back(r.move);
  if (o.replies > 0) {
    AnalysisOptions ao;
    ao.top = o.replies;
    ao.time_limit_s = 0;
    ao.max_nodes = o.reply_nodes;
    ao.max_depth = 30;
    const Analysis a = analyse(n.board, n.to_move, ao);
    for (const MoveLine& l : a.best)
      if (l.move != kNoMove &&
          std::find(out.follow.begin(), out.follow.end(), l.move) == out.follow.end())
        out.follow.push_back(l.move);
  }
  // A move that ends the game leaves nothing to look up.
  std::erase_if(out.follow, [&](int m) {
    return rules::makes_five(n.board, rules::Point::from_index(m), n.to_move);
  });
  return out;
}

}  // namespace

std::vector<BuiltEntry> build_book(const std::vector<std::vector<rules::Point>>& starts,
                                   const BookBuildOptions& options,
                                   const std::function<void(const BookProgress&)>& progress) {
  std::map<std::string, BuiltEntry> book;
  std::vector<Node> ply;
  std::set<std::string> seen;
  const auto add = [&](std::vector<Node>& to, std::vector<int> line) {
    Node n = node_of(std::move(line));
    if (seen.insert(n.key.key).second) to.push_back(std::move(n));
  };
  for (const auto& s : starts) {
    std::vector<int> line;
    for (rules::Point p : s) line.push_back(p.index());
    add(ply, std::move(line));
  }
  const int jobs = std::max(1, options.jobs);
  for (int depth = 0; depth < options.plies && !ply.empty(); ++depth) {
    const bool expand = depth + 1 < options.plies;
    std::vector<Searched> results(ply.size());
    std::atomic<std::size_t> next{0};
    std::size_t done = 0;
    std::mutex mu;
    if (progress) progress({depth, options.plies, 0, ply.size()});
    const auto work = [&] {
      for (std::size_t i = next++; i < ply.size(); i = next++) {
        results[i] = search_node(ply[i], options, expand);
        const std::lock_guard lock(mu);
        ++done;
        if (progress) progress({depth, options.plies, done, ply.size()});
      }
    };
    std::vector<std::jthread> threads;
    for (int t = 1; t < jobs; ++t) threads.emplace_back(work);
    work();
    threads.clear();
    std::vector<Node> next_ply;
    for (std::size_t i = 0; i < ply.size(); ++i) {
      if (!results[i].entry) continue;
      book.emplace(results[i].entry->key, *results[i].entry);
      for (int m : results[i].follow) {
        std::vector<int> line = ply[i].line;
        line.push_back(m);
        add(next_ply, std::move(line));
      }
    }
    ply = std::move(next_ply);
  }
  std::vector<BuiltEntry> out;
  for (auto& [key, e] : book) out.push_back(std::move(e));
  return out;
}

std::string book_header(const std::vector<BuiltEntry>& entries, std::string_view command) {
  std::ostringstream out;
  out << "// The engine's opening book (src/ai/book.hpp), written by `renju book`; rebuild it"
         " rather than\n"
         "// edit it:\n"
         "//   "
      << command << "\n// " << entries.size()
      << " positions, each: the moves that reach it and the search's depth, then its key, move"
         " and\n"
         "// score (book.hpp).\n"
         "#pragma once\n\n#include <array>\n\n#include \"ai/book.hpp\"\n\n"
         "namespace renju::ai {\n\n"
         "inline constexpr std::array<BookEntry, "
      << entries.size() << "> kBook{";
  if (entries.empty()) {
    out << "};\n\n}  // namespace renju::ai\n";
    return out.str();
  }
  out << "{\n";
  for (const BuiltEntry& e : entries) {
    out << "    //";
    for (int m : e.line) out << ' ' << rules::to_string(rules::Point::from_index(m));
    out << ", depth " << e.depth;
    if (e.reason != "search") out << ", " << e.reason;
    out << "\n    {\"" << e.key << "\", \"" << e.move << "\", " << e.score << "},\n";
  }
  out << "}};\n\n}  // namespace renju::ai\n";
  return out.str();
}

}  // namespace renju::ai
