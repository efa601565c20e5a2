// Multi-move analysis (see analysis.hpp): the candidate moves are each played and answered by
// a full search of the opponent, so every listed move gets its own score and line; the budget
// is shared equally among them (a forced reply adds a search, so a node limit is approximate). The
// threat answers come from ThreatSearch (VCF) and ProofSearch (VCT) directly.
#include "ai/analysis.hpp"

#include <algorithm>
#include <chrono>

#include "ai/ai.hpp"
#include "ai/proof.hpp"
#include "ai/search.hpp"

namespace renju::ai {
namespace {

// The clock's share of each of the four threat answers (VCF and VCT, both colours) in a timed
// analysis, whose node budgets grow with its seconds.
constexpr double kThreatShare = 0.15;

ThreatLimits timed(ThreatLimits limits, double seconds) {
  if (seconds > 0)
    limits.deadline = std::chrono::steady_clock::now() +
                      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          std::chrono::duration<double>(seconds * kThreatShare));
  return limits;
}

ThreatAnswer vcf_answer(Position& pos, Color c, const AnalysisOptions& o) {
  ThreatSearch ts(pos, timed(o.vcf, o.time_limit_s));
  ThreatAnswer a;
  a.line = ts.vcf(c);
  a.win = !a.line.empty();
  a.nodes = ts.nodes();
  return a;
}

ThreatAnswer vct_answer(Position& pos, Color c, const AnalysisOptions& o) {
  ThreatLimits limits = timed(o.vcf, o.time_limit_s);
  limits.max_nodes = o.vct_nodes;
  ThreatAnswer a;
  // Threes and fours first; quiet threats, which cost more, only with the nodes that leaves:
  // they would spend a small budget on candidates and miss VCTs the plain search finds.
  for (const int quiet : {0, o.quiet_depth}) {
    ProofSearch ps(pos, limits);
    ps.set_quiet_threats(quiet);
    const int m = ps.vct(c, o.vct_depth);
    if (m != kNoMove) {
      a.win = true;
      a.line = ps.line(m);
      if (quiet > 0) a.quiet = quiet_moves(pos, c, a.line);
    }
    a.nodes += ps.nodes();
    if (a.win) break;
    if (quiet >= o.quiet_depth || a.nodes >= o.vct_nodes) break;
    limits.max_nodes = o.vct_nodes - a.nodes;
  }
  return a;
}

}  // namespace

Analysis analyse(const rules::Board& board, Color to_move, const AnalysisOptions& options) {
  AnalysisOptions o = options;  // the listed moves' searches keep the given threat budgets
  if (o.time_limit_s > 1) {
    // A longer analysis looks deeper for threats: the budgets given are a second's, each search
    // also stopping at its share of the clock.
    const auto scale = [&](std::uint64_t n) {
      return static_cast<std::uint64_t>(static_cast<double>(n) * std::min(o.time_limit_s, 600.0));
    };
    o.vcf.max_nodes = scale(o.vcf.max_nodes);
    o.vct_nodes = scale(o.vct_nodes);
  }
  if (o.max_nodes > 0) {
    // A node budget covers the threat searches too: each gets at most a quarter of it.
    const std::uint64_t share = std::max<std::uint64_t>(1, o.max_nodes / 4);
    o.vcf.max_nodes = std::min(o.vcf.max_nodes, share);
    o.vct_nodes = std::min(o.vct_nodes, share);
  }
  Analysis out;
  out.to_move = to_move;
  Position pos(board);
  for (Color c : {Color::kBlack, Color::kWhite}) {
    const int k = c == Color::kBlack ? 0 : 1;
    out.vcf[k] = vcf_answer(pos, c, o);
    out.vct[k] = vct_answer(pos, c, o);
    out.nodes += out.vcf[k].nodes + out.vct[k].nodes;
  }

  const Color opp = rules::opponent(to_move);
  const int top = std::max(1, o.top);
  std::vector<int> candidates = candidate_moves(pos, to_move, top + 4);
  if (candidates.empty()) return out;
  // A win the threat searches proved for the side to move is listed first, with their line,
  // whether or not the candidates' order or a search of it would find it.
  const int side = to_move == Color::kBlack ? 0 : 1;
  const ThreatAnswer& proof = out.vcf[side].win ? out.vcf[side] : out.vct[side];
  const int proven = proof.win ? proof.line.front() : kNoMove;
  if (proven != kNoMove) {
    std::erase(candidates, proven);
    candidates.insert(candidates.begin(), proven);
  }
  const double n = static_cast<double>(candidates.size());
  SearchOptions so;
  so.time_limit_s = o.time_limit_s > 0 ? o.time_limit_s * 0.8 / n : 0;
  so.max_nodes = o.max_nodes > 0 ? std::max<std::uint64_t>(1, o.max_nodes / candidates.size()) : 0;
  so.max_depth = std::max(1, o.max_depth);
  so.vcf = options.vcf;
  so.vct_depth = o.vct_depth;
  so.proof_vct = true;
  so.vct_nodes = options.vct_nodes;
  so.threads = o.threads;
  so.net_eval = search_options(Level::kStrong, 0).net_eval;  // evaluate as the strong level does
  if (so.max_nodes > 0) {
    so.vcf.max_nodes = std::min(so.vcf.max_nodes, so.max_nodes);
    so.vct_nodes = std::min(so.vct_nodes, so.max_nodes);
  }
  for (int m : candidates) {
    MoveLine line;
    line.move = m;
    if (rules::makes_five(pos.board(), rules::Point::from_index(m), to_move)) {
      line.score = kWin;
      line.pv = {m};
    } else if (m == proven) {
      // Won by the proof: its line's length, or a VCT's depth bound where its line could not be
      // rebuilt (the first move alone).
      const bool whole = out.vcf[side].win || proof.line.size() > 1;
      const int plies = whole ? static_cast<int>(proof.line.size()) : 2 * o.vct_depth;
      line.score = kWin - plies;
      line.pv = proof.line;
    } else {
      // Forced replies (a block of a four, a single legal move) carry no score of their own:
      // follow them until a real search answers.
      line.pv.push_back(m);
      pos.play(m, to_move);
      int played = 1, sign = -1;
      for (Color s = opp;; s = rules::opponent(s), sign = -sign) {
        const SearchResult r = search(pos, s, so);
        out.nodes += r.nodes + r.threat_nodes;
        const bool forced = r.reason == "block" || r.reason == "only";
        if (forced && r.move != kNoMove && played < 12 &&
            !rules::makes_five(pos.board(), rules::Point::from_index(r.move), s)) {
          line.pv.push_back(r.move);
          pos.play(r.move, s);
          ++played;
          continue;
        }
        const int score = r.reason == "lost" ? -kWin : r.score;  // a five it cannot stop
        line.score = r.move == kNoMove ? 0 : sign * score;
        line.pv.insert(line.pv.end(), r.pv.begin(), r.pv.end());
        break;
      }
      for (; played > 0; --played) pos.undo();
    }
    out.best.push_back(std::move(line));
  }
  std::stable_sort(out.best.begin(), out.best.end(),
                   [](const MoveLine& a, const MoveLine& b) { return a.score > b.score; });
  if (static_cast<int>(out.best.size()) > top) out.best.resize(static_cast<std::size_t>(top));
  return out;
}

}  // namespace renju::ai
