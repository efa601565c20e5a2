// The line of a proven VCT (ProofSearch::line): the proof's table says which positions are won,
// not how; this replays them, counting each node's plies to the five (the attacker picking its
// quickest proven threat, the defender its longest-lasting reply), and follows that line.
#include <algorithm>

#include "ai/proof.hpp"
#include "ai/threat_lists.hpp"

namespace renju::ai {
namespace {

constexpr int kUnproven = 1 << 20;

// What a VCF line costs in plies: its moves, and the block and five after an unstoppable four.
int vcf_plies(const std::vector<int>& line) {
  return static_cast<int>(line.size()) + (line.size() % 2 == 1 ? 2 : 0);
}

}  // namespace

int ProofSearch::plies(bool attack, LineWork& w) {
  const std::uint64_t k = key(pos_.hash(), attack);
  if (const auto it = w.plies.find(k); it != w.plies.end()) return it->second;
  if (w.visits_left == 0) return kUnproven;
  --w.visits_left;
  const Color a = attacker_, d = rules::opponent(attacker_);
  int fa = kNoMove, fd = kNoMove;
  int result = kUnproven;
  auto child = [&](int m, Color mover) {
    pos_.play(m, mover);
    const int r = plies(!attack, w);
    pos_.undo();
    return r >= kUnproven ? kUnproven : r + 1;
  };
  if (attack) {
    const int defender_fives = internal::count_fives(pos_, d, fd);
    if (internal::count_fives(pos_, a, fa) > 0) {
      result = 1;
    } else if (defender_fives == 1) {
      if (pos_.legal(fd, a)) result = child(fd, a);
    } else if (defender_fives == 0 && lookup(k).pn == 0) {
      if (const auto v = w.vcf.vcf(a); !v.empty()) {
        result = vcf_plies(v);
      } else {
        internal::Ordered moves;
        internal::threat_moves(pos_, a, moves);
        for (const auto& [score, m] : moves)
          if (lookup(key(pos_.hash_after(m, a), false)).pn == 0)
            result = std::min(result, child(m, a));
      }
    }
  } else if (internal::count_fives(pos_, d, fd) == 0) {
    const int attacker_fives = internal::count_fives(pos_, a, fa);
    std::array<int, rules::kCells> replies;
    int n = 0;
    if (attacker_fives >= 2 || (attacker_fives == 1 && !pos_.legal(fa, d))) {
      result = 2;  // any move, then the five
    } else if (attacker_fives == 1) {
      result = child(fa, d);
    } else if (internal::threat_replies(pos_, a, replies, n) && n > 0) {
      result = 0;
      for (int i = 0; i < n && result < kUnproven; ++i)
        result = std::max(result, child(replies[static_cast<std::size_t>(i)], d));
    }
  }
  w.plies[k] = result;
  return result;
}

void ProofSearch::walk(bool attack, LineWork& w, std::vector<int>& out) {
  const Color a = attacker_, d = rules::opponent(attacker_);
  const Color mover = attack ? a : d;
  int fa = kNoMove, fd = kNoMove;
  int next = kNoMove;
  if (attack) {
    const int defender_fives = internal::count_fives(pos_, d, fd);
    if (internal::count_fives(pos_, a, fa) > 0) {
      out.push_back(fa);
      return;
    }
    if (defender_fives == 1) {
      next = fd;
    } else if (const auto v = w.vcf.vcf(a); !v.empty()) {
      out.insert(out.end(), v.begin(), v.end());
      return;
    } else {
      internal::Ordered moves;
      internal::threat_moves(pos_, a, moves);
      int best = kUnproven;
      for (const auto& [score, m] : moves) {
        if (lookup(key(pos_.hash_after(m, a), false)).pn != 0) continue;
        pos_.play(m, a);
        const int r = plies(false, w);
        pos_.undo();
        if (r < best) best = r, next = m;
      }
    }
  } else {
    const int attacker_fives = internal::count_fives(pos_, a, fa);
    std::array<int, rules::kCells> replies;
    int n = 0;
    if (attacker_fives >= 2) {
      // One five blocked, the other made.
      out.push_back(fa);
      pos_.play(fa, d);
      internal::count_fives(pos_, a, fa);
      pos_.undo();
      out.push_back(fa);
      return;
    }
    if (attacker_fives == 1) {
      next = fa;
    } else if (internal::threat_replies(pos_, a, replies, n)) {
      int longest = -1;
      for (int i = 0; i < n; ++i) {
        const int m = replies[static_cast<std::size_t>(i)];
        pos_.play(m, d);
        const int r = plies(true, w);
        pos_.undo();
        if (r > longest) longest = r, next = m;
      }
    }
  }
  if (next == kNoMove || !pos_.legal(next, mover) || out.size() >= rules::kCells) return;
  out.push_back(next);
  pos_.play(next, mover);
  walk(!attack, w, out);
  pos_.undo();
}

std::vector<int> ProofSearch::line(int first) {
  if (first == kNoMove) return {};
  ThreatLimits limits = limits_;
  limits.deadline = {};  // bounded by nodes: the proof may have ended at its deadline
  LineWork w{ThreatSearch(pos_, limits), limits_.max_nodes / 4 + 1, {}};
  std::vector<int> out;
  int fa = kNoMove;
  const bool five = internal::count_fives(pos_, attacker_, fa) > 0;
  const std::vector<int> v = five ? std::vector<int>{} : w.vcf.vcf(attacker_);
  if (five || !v.empty()) {
    out = five ? std::vector<int>{fa} : v;
  } else {
    pos_.play(first, attacker_);
    const bool proven = plies(false, w) < kUnproven;
    if (proven) {
      out.push_back(first);
      walk(false, w, out);
    }
    pos_.undo();
  }
  line_nodes_ += w.vcf.nodes() + w.plies.size();
  if (out.empty() || out.front() != first) return {first};
  return out;
}

}  // namespace renju::ai
