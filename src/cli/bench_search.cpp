// `renju bench search`: the main search at a fixed depth and the VCF search with a fixed node
// budget on fixed positions; the total node count is a signature that changes whenever search
// behaviour does (compare it across commits, like `stockfish bench`). With --engine another
// Gomocup engine plays the same positions for its nodes/s (bench_engine.hpp).
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "ai/ai.hpp"
#include "ai/search.hpp"
#include "ai/threats.hpp"
#include "cli/bench.hpp"
#include "cli/bench_engine.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

namespace renju::cli {
namespace {

using Clock = std::chrono::steady_clock;

// Middle-game positions from engine games (moves alternate from Black), each legal under RIF.
const char* const kPositions[] = {
    "h8 h9 i9 g7 i7 i8 j8 g10",
    "h8 i9 j8 g8 i7 h6 j6 j7 k8",
    "h8 h7 g9 i9 j7 g7 i10 f8 h10 g10",
    "h8 i7 g7 i9 i8 g9 h9 h10 j9 k10 f8",
    "h8 j9 i8 g8 h10 h9 i10 g10 j11 k12 i9",
    "h8 g8 f7 i10 i9 h9 g7 f6 e7 h7 h10 d7 g11 j8 f8 g9 e9 d10 e8 e10",
    "h8 i8 h9 h7 g8 i10 g7 g9 f7 e7 f8",
    "h8 h7 i7 f11 i6 i8 j6 g9 h6 g6 j9 k6 g5 j8",
};

struct BenchPosition {
  rules::Board board;
  rules::Color to_move = rules::Color::kBlack;
};

std::vector<BenchPosition> positions(std::string& error) {
  std::vector<BenchPosition> out;
  for (const char* text : kPositions) {
    auto parsed = rules::parse_moves(text);
    if (auto* e = std::get_if<rules::ParseError>(&parsed)) {
      error = e->message;
      return {};
    }
    BenchPosition p;
    rules::Color c = rules::Color::kBlack;
    for (rules::Point m : std::get<std::vector<rules::Point>>(parsed)) {
      if (!p.board.empty(m) || (c == rules::Color::kBlack && rules::is_forbidden(p.board, m))) {
        error = std::string("illegal bench position: ") + text;
        return {};
      }
      p.board.set(m, c);
      c = rules::opponent(c);
    }
    p.to_move = c;
    out.push_back(p);
  }
  return out;
}

bool run_search(std::ostream& os, const BenchOptions& opt) {
  std::string error;
  auto list = positions(error);
  if (list.empty()) {
    os << "search: " << error << "\n";
    return false;
  }
  if (opt.positions > 0 && static_cast<std::size_t>(opt.positions) < list.size())
    list.resize(static_cast<std::size_t>(opt.positions));
  ai::SearchOptions so;
  so.time_limit_s = 0;  // fixed depth: the node counts do not depend on the machine
  so.max_depth = 8;
  so.width = 14;
  const ai::SearchOptions strong = ai::search_options(ai::Level::kStrong, 0);
  so.frontier_width = strong.frontier_width;
  so.singular_margin = strong.singular_margin;
  so.effort_order = strong.effort_order;
  so.net_eval = strong.net_eval;
  so.vct_depth = 0;
  so.vcf = {20, 20000};
  so.threads = opt.threads;
  std::uint64_t nodes = 0, threat_nodes = 0, vcf_nodes = 0, vct_nodes = 0;
  double search_s = 0, vcf_s = 0, vct_s = 0;
  char line[256];
  os << "search (depth " << so.max_depth << ", width " << so.width << ", at the frontier ";
  // Farthest from the horizon first, as the plies come in the search: "12/12/8/5".
  for (auto w = so.frontier_width.rbegin(); w != so.frontier_width.rend(); ++w)
    os << (w == so.frontier_width.rbegin() ? "" : "/") << *w;
  os << ", singular margin " << so.singular_margin << (so.effort_order ? ", root by effort" : "")
     << (so.net_eval ? ", network" : "") << ")\n";
  for (std::size_t k = 0; k < list.size(); ++k) {
    ai::Position pos(list[k].board);
    const auto t0 = Clock::now();
    const auto r = ai::search(pos, list[k].to_move, so);
    search_s += std::chrono::duration<double>(Clock::now() - t0).count();
    nodes += r.nodes;
    threat_nodes += r.threat_nodes;
    // The VCF search alone, for both colours, after each of the ten best-looking moves.
    const auto t1 = Clock::now();
    for (int m : ai::candidate_moves(pos, list[k].to_move, 10)) {
      pos.play(m, list[k].to_move);
      for (rules::Color c : {rules::Color::kBlack, rules::Color::kWhite}) {
        ai::ThreatSearch ts(pos, {30, 50000});
        ts.vcf(c);
        vcf_nodes += ts.nodes();
      }
      pos.undo();
    }
    vcf_s += std::chrono::duration<double>(Clock::now() - t1).count();
    // The VCT search alone, for both colours, in the position itself (most end unproven: the
    // budget is spent, as in a game's root search).
    const auto t2 = Clock::now();
    for (rules::Color c : {rules::Color::kBlack, rules::Color::kWhite}) {
      ai::ThreatSearch ts(pos, {20, 30000});
      ts.vct(c, 8);
      vct_nodes += ts.nodes();
    }
    vct_s += std::chrono::duration<double>(Clock::now() - t2).count();
    std::snprintf(
        line, sizeof line, "  position %zu: %-4s best %-4s score %7d depth %2d nodes %8llu\n",
        k + 1, rules::color_name(list[k].to_move).data(),
        r.move == ai::kNoMove ? "-" : rules::to_string(rules::Point::from_index(r.move)).c_str(),
        r.score, r.depth, static_cast<unsigned long long>(r.nodes + r.threat_nodes));
    os << line;
  }
  std::snprintf(line, sizeof line,
                "  main search: %llu nodes (+%llu threat nodes) in %.2f s = %.0f nodes/s\n",
                static_cast<unsigned long long>(nodes),
                static_cast<unsigned long long>(threat_nodes), search_s,
                static_cast<double>(nodes + threat_nodes) / search_s);
  os << line;
  std::snprintf(line, sizeof line, "  vcf search:  %llu nodes in %.2f s = %.0f nodes/s\n",
                static_cast<unsigned long long>(vcf_nodes), vcf_s,
                static_cast<double>(vcf_nodes) / vcf_s);
  os << line;
  // Not in the signature, which predates it; its node count is as deterministic.
  std::snprintf(line, sizeof line, "  vct search:  %llu nodes in %.2f s = %.0f nodes/s\n",
                static_cast<unsigned long long>(vct_nodes), vct_s,
                static_cast<double>(vct_nodes) / vct_s);
  os << line;
  os << "  signature: " << (nodes + threat_nodes + vcf_nodes) << "\n";
  if (opt.engine.empty()) return true;
  std::vector<EnginePosition> engine_positions;
  for (const auto& p : list) engine_positions.push_back({p.board, p.to_move});
  return bench_engine(os, opt.engine, opt.engine_ms, engine_positions);
}

const RegisterBenchSection registered{
    {"search", "engine: fixed-depth search and VCF, node-count signature", run_search}};

}  // namespace
}  // namespace renju::cli
