// VCF and VCT. Failures are remembered per position (and remaining depth) unless the node budget
// ran out, so transpositions of the same threats are not searched twice.
#include "ai/threats.hpp"

#include <algorithm>

namespace renju::ai {
namespace {

constexpr std::uint64_t kBlackSalt = 0x5851F42D4C957F2DULL;

std::uint64_t cache_key(const Position& pos, Color a, int depth) {
  return pos.hash() ^ (a == Color::kBlack ? kBlackSalt : 0) ^
         (static_cast<std::uint64_t>(depth) * 0x2545F4914F6CDD1DULL);
}

int threat_order(const Threat& t) {
  return t.open_four * 1000 + t.four * 100 + t.open_three * 40 + t.three * 10 + t.open_two * 4 +
         t.two;
}

}  // namespace

std::vector<int> five_points(const Position& pos, Color c) {
  std::vector<int> out;
  for (int i = 0; i < rules::kCells; ++i) {
    if (pos.empty(i) && pos.near(i) && pos.threat(i, c).five > 0) out.push_back(i);
  }
  return out;
}

std::vector<int> four_moves(Position& pos, Color c) {
  std::vector<int> out;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos.empty(i) || !pos.near(i)) continue;
    const Threat& t = pos.threat(i, c);
    if (t.four == 0 || t.five > 0) continue;
    if (c == Color::kBlack && pos.forbidden(i)) continue;
    out.push_back(i);
  }
  return out;
}

bool ThreatSearch::spend_node() {
  ++nodes_;
  if (limits_.deadline != std::chrono::steady_clock::time_point{} && (nodes_ & 255) == 0 &&
      std::chrono::steady_clock::now() > limits_.deadline)
    expired_ = true;
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
  const auto fa = five_points(pos_, a);
  if (!fa.empty()) {
    line.push_back(fa.front());
    return true;
  }
  const auto fd = five_points(pos_, d);
  if (fd.size() >= 2 || depth >= limits_.max_depth) return false;
  const std::uint64_t key = cache_key(pos_, a, limits_.max_depth - depth);
  if (vcf_failed_.count(key)) return false;

  std::vector<int> moves;
  if (fd.size() == 1) {
    // The defender threatens five: only a block that is itself a four keeps the fours going.
    const int b = fd.front();
    if (pos_.threat(b, a).four > 0 && pos_.legal(b, a)) moves.push_back(b);
  } else {
    moves = four_moves(pos_, a);
  }
  std::vector<std::pair<int, int>> ordered;
  ordered.reserve(moves.size());
  for (int m : moves) {
    const Threat t = pos_.threat(m, a);
    // A straight four or two fours at once cannot be stopped (Black's double four is never in
    // `moves`: four_moves dropped it as forbidden).
    if (t.open_four > 0 || t.four >= 2) {
      line.push_back(m);
      return true;
    }
    ordered.emplace_back(-threat_order(t), m);
  }
  std::sort(ordered.begin(), ordered.end());
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
  const auto fa = five_points(pos_, a);
  if (!fa.empty()) {
    if (first) *first = fa.front();
    return true;
  }
  const auto fd = five_points(pos_, d);
  if (fd.size() >= 2) return false;
  if (fd.size() == 1) {
    const int b = fd.front();
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

  std::vector<std::pair<int, int>> ordered;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos_.empty(i) || !pos_.near(i)) continue;
    const Threat t = pos_.threat(i, a);
    if (t.open_three == 0 && t.four == 0) continue;
    if (a == Color::kBlack && pos_.forbidden(i)) continue;
    ordered.emplace_back(-threat_order(t), i);
  }
  std::sort(ordered.begin(), ordered.end());
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
  if (!five_points(pos_, d).empty()) return false;
  const auto fa = five_points(pos_, a);
  if (fa.size() >= 2) return true;
  if (fa.size() == 1) {
    const int b = fa.front();
    if (!pos_.legal(b, d)) return true;
    pos_.play(b, d);
    const bool won = vct_attack(a, depth, nullptr);
    pos_.undo();
    return won;
  }
  // The attacker threatens a straight four. The defender may take any point of a four or
  // straight four of the attacker's, or counter with a four of its own; a superset of the real
  // defences only makes the proof more careful.
  std::vector<int> replies;
  bool threatened = false;
  for (int i = 0; i < rules::kCells; ++i) {
    if (!pos_.empty(i) || !pos_.near(i)) continue;
    const Threat ta = pos_.threat(i, a);
    const Threat td = pos_.threat(i, d);
    if (ta.open_four > 0 && (a == Color::kWhite || !pos_.forbidden(i))) threatened = true;
    if (ta.four > 0 || td.four > 0) {
      if (pos_.legal(i, d)) replies.push_back(i);
    }
  }
  if (!threatened) return false;
  for (int r : replies) {
    pos_.play(r, d);
    const bool won = vct_attack(a, depth, nullptr);
    pos_.undo();
    if (!won) return false;
  }
  return true;
}

}  // namespace renju::ai
