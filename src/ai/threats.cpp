// VCF and VCT. Failures are remembered per position (and remaining depth) unless the node budget
// ran out, so transpositions of the same threats are not searched twice. A node's lists (fives,
// fours, replies) are kept on the stack, not allocated.
#include "ai/threats.hpp"

#include <array>

#include "ai/threat_lists.hpp"

namespace renju::ai {
namespace {

using internal::count_fives;
using internal::for_each_four;
using internal::Ordered;
using internal::threat_order;

constexpr std::uint64_t kBlackSalt = 0x5851F42D4C957F2DULL;

std::uint64_t cache_key(const Position& pos, Color a, int depth) {
  return pos.hash() ^ (a == Color::kBlack ? kBlackSalt : 0) ^
         (static_cast<std::uint64_t>(depth) * 0x2545F4914F6CDD1DULL);
}

}  // namespace

std::vector<int> five_points(const Position& pos, Color c) {
  std::vector<int> out;
  for_each_point(pos.marked(Mark::kFive, c), [&](int i) { out.push_back(i); });
  return out;
}

std::vector<int> four_moves(Position& pos, Color c) {
  std::vector<int> out;
  for_each_four(pos, c, [&](int i) { out.push_back(i); });
  return out;
}

bool ThreatSearch::spend_node() {
  ++nodes_;
  if (limits_.expired_at(nodes_)) expired_ = true;
  return out_of_nodes();
}

std::vector<int> ThreatSearch::vcf(Color attacker) {
  std::vector<int> line;
  if (vcf_node(attacker, 0, line)) return line;
  return {};
}

bool ThreatSearch::vcf_node(Color a, int depth, std::vector<int>& line) {
  if (spend_node()) return false;
  const Color d = rules::opponent(a);
  int fa = kNoMove, fd = kNoMove;
  if (count_fives(pos_, a, fa) > 0) {
    line.push_back(fa);
    return true;
  }
  const int defender_fives = count_fives(pos_, d, fd);
  if (defender_fives >= 2 || depth >= limits_.max_depth) return false;
  const std::uint64_t key = cache_key(pos_, a, limits_.max_depth - depth);
  if (vcf_failed_.count(key)) return false;

  Ordered ordered;
  if (defender_fives == 1) {
    // The defender threatens five: only a block that is itself a four keeps the fours going.
    if (pos_.threat(fd, a).four > 0 && pos_.legal(fd, a)) ordered.add(0, fd);
  } else {
    // Every four of the attacker's, as four_moves() lists them.
    for_each_four(pos_, a, [&](int i) { ordered.add(0, i); });
  }
  for (auto& [score, m] : ordered) {
    const Threat t = pos_.threat(m, a);
    // A straight four or two fours at once cannot be stopped (Black's double four is never
    // here: it was dropped as forbidden).
    if (t.open_four > 0 || t.four >= 2) {
      line.push_back(m);
      return true;
    }
    score = -threat_order(t);
  }
  ordered.sort();
  for (const auto& [score, m] : ordered) {
    int reply = kNoMove;
    for (int dir = 0; dir < 4 && reply == kNoMove; ++dir) {
      const Shape s = pos_.shape(m, dir, a);
      if (s == Shape::kFour || s == Shape::kDoubleFour || s == Shape::kOpenFour) {
        pos_.play(m, a);
        reply = pos_.five_point(m, dir, a);
        pos_.undo();
      }
    }
    if (reply == kNoMove) continue;
    pos_.play(m, a);
    line.push_back(m);
    if (d == Color::kBlack && pos_.forbidden(reply)) {
      // Black cannot block on a forbidden point: White's five is certain.
      line.push_back(reply);
      pos_.undo();
      return true;
    }
    pos_.play(reply, d);
    line.push_back(reply);
    const bool won = vcf_node(a, depth + 1, line);
    pos_.undo();
    pos_.undo();
    if (won) return true;
    line.pop_back();
    line.pop_back();
    if (out_of_nodes()) return false;
  }
  if (!out_of_nodes()) vcf_failed_.insert(key);
  return false;
}

int ThreatSearch::vct(Color attacker, int max_depth) {
  vct_max_depth_ = max_depth;
  int first = kNoMove;
  return vct_attack(attacker, 0, &first) ? first : kNoMove;
}

bool ThreatSearch::vct_attack(Color a, int depth, int* first) {
  if (spend_node()) return false;
  const Color d = rules::opponent(a);
  int fa = kNoMove, fd = kNoMove;
  if (count_fives(pos_, a, fa) > 0) {
    if (first) *first = fa;
    return true;
  }
  const int defender_fives = count_fives(pos_, d, fd);
  if (defender_fives >= 2) return false;
  if (defender_fives == 1) {
    const int b = fd;
    if (!pos_.legal(b, a)) return false;
    pos_.play(b, a);
    const bool won = vct_defend(a, depth + 1);
    pos_.undo();
    if (won && first) *first = b;
    return won;
  }
  {
    std::vector<int> line;
    if (vcf_node(a, 0, line)) {
      if (first) *first = line.front();
      return true;
    }
  }
  if (depth >= vct_max_depth_ || out_of_nodes()) return false;
  const std::uint64_t key = cache_key(pos_, a, 64 + vct_max_depth_ - depth);
  if (vct_failed_.count(key)) return false;

  Ordered ordered;
  internal::threat_moves(pos_, a, ordered);
  for (const auto& [score, m] : ordered) {
    pos_.play(m, a);
    const bool won = vct_defend(a, depth + 1);
    pos_.undo();
    if (won) {
      if (first) *first = m;
      return true;
    }
    if (out_of_nodes()) return false;
  }
  vct_failed_.insert(key);
  return false;
}

bool ThreatSearch::vct_defend(Color a, int depth) {
  if (spend_node()) return false;
  const Color d = rules::opponent(a);
  int fa = kNoMove, fd = kNoMove;
  if (count_fives(pos_, d, fd) > 0) return false;
  const int attacker_fives = count_fives(pos_, a, fa);
  if (attacker_fives >= 2) return true;
  if (attacker_fives == 1) {
    const int b = fa;
    if (!pos_.legal(b, d)) return true;
    pos_.play(b, d);
    const bool won = vct_attack(a, depth, nullptr);
    pos_.undo();
    return won;
  }
  std::array<int, rules::kCells> replies;
  int reply_count = 0;
  if (!internal::threat_replies(pos_, a, replies, reply_count)) return false;
  for (int k = 0; k < reply_count; ++k) {
    const int r = replies[static_cast<std::size_t>(k)];
    pos_.play(r, d);
    const bool won = vct_attack(a, depth, nullptr);
    pos_.undo();
    if (!won) return false;
  }
  return true;
}

}  // namespace renju::ai
