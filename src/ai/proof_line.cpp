// The line of a proven VCT (ProofSearch::line): the proof's table says which positions are won,
// not how; this replays them, counting each node's plies to the five and keeping its choice (the
// attacker its quickest proven threat, the defender its longest-lasting reply), then follows the
// choices.
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
  if (const auto it = w.steps.find(k); it != w.steps.end()) return it->second.plies;
  if (w.visits_left == 0) return kUnproven;
  --w.visits_left;
  const Color a = attacker_, d = rules::opponent(attacker_);
  int fa = kNoMove, fd = kNoMove;
  Step step{kUnproven, kNoMove};
  // The plies through move m, taken as this node's choice when `better` than the present one.
  auto consider = [&](int m, Color mover, bool longer) {
    pos_.play(m, mover);
    const int r = plies(!attack, w);
    pos_.undo();
    const int through = r >= kUnproven ? kUnproven : r + 1;
    if (step.next == kNoMove || (longer ? through > step.plies : through < step.plies))
      step = {through, m};
  };
  if (attack) {
    const int defender_fives = internal::count_fives(pos_, d, fd);
    if (internal::count_fives(pos_, a, fa) > 0) {
      step.plies = 1;
    } else if (defender_fives == 1) {
      if (pos_.legal(fd, a)) consider(fd, a, false);
    } else if (defender_fives == 0 && lookup(k).pn == 0) {
      if (const auto v = w.vcf.vcf(a); !v.empty()) {
        step.plies = vcf_plies(v);
      } else {
        internal::Ordered moves;
        attacker_moves(moves, false);
        for (const auto& [score, m] : moves)
          if (lookup(key(pos_.hash_after(m, a), false)).pn == 0) consider(m, a, false);
      }
    }
  } else if (internal::count_fives(pos_, d, fd) == 0) {
    const int attacker_fives = internal::count_fives(pos_, a, fa);
    std::array<int, rules::kCells> replies;
    int n = 0;
    if (attacker_fives >= 2 || (attacker_fives == 1 && !pos_.legal(fa, d))) {
      step.plies = 2;  // any move, then the five
    } else if (attacker_fives == 1) {
      consider(fa, d, true);
    } else if (defender_replies(replies, n)) {
      // Every reply must lose: one that does not leaves the node unproven.
      for (int i = 0; i < n; ++i) {
        consider(replies[static_cast<std::size_t>(i)], d, true);
        if (step.plies >= kUnproven) break;
      }
    }
  }
  w.steps[k] = step;
  return step.plies;
}

void ProofSearch::walk(bool attack, LineWork& w, std::vector<int>& out) {
  const Color a = attacker_, d = rules::opponent(attacker_);
  int played = 0;
  for (;;) {
    const auto it = w.steps.find(key(pos_.hash(), attack));
    if (it == w.steps.end() || it->second.plies >= kUnproven) break;
    const int next = it->second.next;
    if (next != kNoMove) {
      out.push_back(next);
      pos_.play(next, attack ? a : d);
      ++played;
      attack = !attack;
      continue;
    }
    // The line's end: the attacker's five or VCF, or two fives of which one is blocked.
    int fa = kNoMove;
    const int fives = internal::count_fives(pos_, a, fa);
    if (attack && fives > 0) {
      out.push_back(fa);
    } else if (attack) {
      const auto v = w.vcf.vcf(a);
      out.insert(out.end(), v.begin(), v.end());
    } else if (fives >= 2) {
      out.push_back(fa);
      pos_.play(fa, d);
      internal::count_fives(pos_, a, fa);
      pos_.undo();
      out.push_back(fa);
    }
    break;
  }
  for (; played > 0; --played) pos_.undo();
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
  line_nodes_ += w.vcf.nodes() + w.steps.size();
  if (out.empty() || out.front() != first) return {first};
  return out;
}

}  // namespace renju::ai
