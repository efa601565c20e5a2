// Depth-first proof-number search for a VCT (see proof.hpp). An attacker node is an OR node (one
// winning threat proves it), a defender node an AND node (every reply must lose). A node's
// children are generated on each visit, their numbers read from the table (a child never seen
// counts 1 and 1); the most proving child is searched with thresholds derived from its
// siblings', as in Nagai's df-pn. Stones are only added, so the graph has no cycles.
#include "ai/proof.hpp"

#include <algorithm>
#include <array>

#include "ai/threat_lists.hpp"

namespace renju::ai {
namespace {

constexpr std::uint32_t kInf = 1u << 28;
constexpr std::uint64_t kAttackSalt = 0x3C6EF372FE94F82BULL;
constexpr std::uint64_t kBlackSalt = 0xA54FF53A5F1D36F1ULL;

std::uint32_t capped(std::uint64_t v) {
  return static_cast<std::uint32_t>(std::min<std::uint64_t>(v, kInf));
}

}  // namespace

ProofSearch::ProofSearch(Position& pos, ThreatLimits limits)
    : pos_(pos), limits_(limits), vcf_(pos, limits) {}

std::uint64_t ProofSearch::key(std::uint64_t hash, bool attack) const {
  return hash ^ (attack ? kAttackSalt : 0) ^ (attacker_ == Color::kBlack ? kBlackSalt : 0);
}

ProofSearch::Numbers ProofSearch::lookup(std::uint64_t k) const {
  const auto it = table_.find(k);
  return it == table_.end() ? Numbers{} : it->second;
}

bool ProofSearch::out_of_budget() const {
  return expired_ || vcf_.nodes() + nodes_ >= limits_.max_nodes;
}

int ProofSearch::vct(Color attacker, int max_depth) {
  attacker_ = attacker;
  max_depth_ = max_depth;
  table_.clear();
  quiet_found_.clear();
  quiet_replies_.clear();
  int fa = kNoMove;
  if (internal::count_fives(pos_, attacker, fa) > 0) return fa;
  // A VCF needs no proof numbers (and its line's first move is the answer).
  if (const auto line = vcf_.vcf(attacker); !line.empty()) return line.front();
  mid(true, 0, kInf, kInf);
  if (lookup(key(pos_.hash(), true)).pn != 0) return kNoMove;
  // The proven root: the forced block, or the child with proof number 0.
  int fd = kNoMove;
  if (internal::count_fives(pos_, rules::opponent(attacker), fd) == 1) return fd;
  internal::Ordered moves;
  attacker_moves(moves, true);
  for (const auto& [score, m] : moves)
    if (lookup(key(pos_.hash_after(m, attacker), false)).pn == 0) return m;
  return kNoMove;
}

void ProofSearch::mid(bool attack, int depth, std::uint32_t thpn, std::uint32_t thdn) {
  ++nodes_;
  if (limits_.expired_at(nodes_)) expired_ = true;
  const std::uint64_t k = key(pos_.hash(), attack);
  const Color a = attacker_, d = rules::opponent(attacker_);
  const Color mover = attack ? a : d;
  auto settle = [&](bool proven) { table_[k] = proven ? Numbers{0, kInf} : Numbers{kInf, 0}; };

  // The node's children: its moves, all played by `mover`.
  std::array<int, rules::kCells> moves;
  int n = 0;
  int fa = kNoMove, fd = kNoMove;
  if (attack) {
    if (internal::count_fives(pos_, a, fa) > 0) return settle(true);
    const int defender_fives = internal::count_fives(pos_, d, fd);
    if (defender_fives >= 2) return settle(false);
    if (defender_fives == 1) {
      if (!pos_.legal(fd, a)) return settle(false);
      moves[0] = fd;
      n = 1;
    } else {
      if (!vcf_.vcf(a).empty()) return settle(true);
      if (out_of_budget()) return;
      if (depth >= max_depth_) return settle(false);
      internal::Ordered ordered;
      attacker_moves(ordered, depth < quiet_depth_);
      for (const auto& [score, m] : ordered) moves[static_cast<std::size_t>(n++)] = m;
      if (n == 0) return settle(false);
    }
  } else {
    if (internal::count_fives(pos_, d, fd) > 0) return settle(false);
    const int attacker_fives = internal::count_fives(pos_, a, fa);
    if (attacker_fives >= 2) return settle(true);
    if (attacker_fives == 1) {
      if (!pos_.legal(fa, d)) return settle(true);
      moves[0] = fa;
      n = 1;
    } else {
      if (!defender_replies(moves, n)) return settle(false);
      if (n == 0) return settle(true);
    }
  }

  std::array<std::uint64_t, rules::kCells> child_keys;
  for (int i = 0; i < n; ++i)
    child_keys[static_cast<std::size_t>(i)] =
        key(pos_.hash_after(moves[static_cast<std::size_t>(i)], mover), !attack);
  const int child_depth = attack ? depth + 1 : depth;
  for (;;) {
    // This node's numbers from its children's: at an attacker node the easiest child to prove
    // and all of them to disprove, at a defender node the other way round.
    std::uint64_t sum = 0;
    std::uint32_t best = kInf + 1, second = kInf + 1;
    int best_child = 0;
    std::uint32_t best_other = 0;  // the best child's other number
    for (int i = 0; i < n; ++i) {
      const Numbers c = lookup(child_keys[static_cast<std::size_t>(i)]);
      const std::uint32_t mine = attack ? c.pn : c.dn, other = attack ? c.dn : c.pn;
      sum += other;
      if (mine < best) {
        second = best;
        best = mine;
        best_child = i;
        best_other = other;
      } else if (mine < second) {
        second = mine;
      }
    }
    const std::uint32_t total = capped(sum);
    const Numbers here = attack ? Numbers{best, total} : Numbers{total, best};
    table_[k] = here;
    if (here.pn >= thpn || here.dn >= thdn || here.pn == 0 || here.dn == 0 || out_of_budget())
      return;
    // The child's thresholds: stay below the second-best sibling, and within this node's own.
    const std::uint32_t th_own = attack ? thpn : thdn, th_sum = attack ? thdn : thpn;
    const std::uint32_t child_mine = std::min(th_own, second == kInf + 1 ? kInf : second + 1);
    const std::uint32_t child_other =
        capped(static_cast<std::uint64_t>(th_sum) - total + best_other);
    const int m = moves[static_cast<std::size_t>(best_child)];
    pos_.play(m, mover);
    if (attack)
      mid(false, child_depth, child_mine, child_other);
    else
      mid(true, child_depth, child_other, child_mine);
    pos_.undo();
  }
}

}  // namespace renju::ai
