// The proof-number VCT's move lists (see proof.hpp): the attacker's threats, strongest first,
// and, when quiet threats are on, its quiet moves that threaten a VCF; the defender's replies
// to a three, or every legal move after a quiet VCF threat.
#include <algorithm>

#include "ai/proof.hpp"

namespace renju::ai {

void ProofSearch::attacker_moves(internal::Ordered& out, bool find_quiet) {
  const Color a = attacker_;
  internal::threat_moves(pos_, a, out);
  if (quiet_depth_ == 0) return;
  // The quiet threats cost a VCF search each: they are found once per position, and only where
  // the caller asks (a node among the line's first attacker moves).
  const std::uint64_t k = key(pos_.hash(), true);
  if (const auto it = quiet_found_.find(k); it != quiet_found_.end()) {
    for (const auto& [score, m] : it->second) out.add(score, m);
    return;
  }
  if (!find_quiet) return;
  // A quiet move can only make a VCF that was not there if one of the VCF's fours uses its
  // stone: it must at least make a two or a closed three. Those after which the attacker (to
  // move again) has a VCF are threats; they follow the threes and fours, strongest first.
  internal::Ordered quiet;
  const PointSet& threats = pos_.marked(Mark::kThreeOrFour, a);
  for_each_point(pos_.near_empty(), [&](int i) {
    if (contains(threats, i) || !pos_.legal(i, a)) return;
    const Threat& t = pos_.threat(i, a);
    if (t.three == 0 && t.open_two == 0 && t.two == 0) return;
    const int order = internal::threat_order(t);
    pos_.play(i, a);
    const bool threat = !vcf_.vcf(a).empty();
    pos_.undo();
    if (threat) quiet.add(-order, i);
  });
  quiet.sort();
  auto& kept = quiet_found_[k];
  for (const auto& [score, m] : quiet) {
    out.add(score, m);
    kept.emplace_back(score, m);
  }
}

bool ProofSearch::defender_replies(std::array<int, rules::kCells>& replies, int& count) {
  if (internal::threat_replies(pos_, attacker_, replies, count)) return true;
  if (quiet_depth_ == 0) return false;
  // Whether the attacker threatens a VCF here, and the replies to it, found once per position.
  const std::uint64_t k = key(pos_.hash(), false);
  auto it = quiet_replies_.find(k);
  if (it == quiet_replies_.end()) {
    QuietReplies found;
    const std::vector<int> line = vcf_.vcf(attacker_);
    found.threat = !line.empty();
    if (found.threat) {
      // Against a VCF threat any stone may be the refutation (a block, a counter-four, a point
      // the VCF needs): every legal move is a reply, the VCF's own points first.
      const Color d = rules::opponent(attacker_);
      std::array<bool, rules::kCells> taken{};
      auto add = [&](int i) {
        if (taken[static_cast<std::size_t>(i)] || !pos_.legal(i, d)) return;
        taken[static_cast<std::size_t>(i)] = true;
        found.moves.push_back(i);
      };
      for (int m : line) add(m);
      for (int i = 0; i < rules::kCells; ++i) add(i);
    }
    it = quiet_replies_.emplace(k, std::move(found)).first;
  }
  const QuietReplies& q = it->second;
  count = static_cast<int>(q.moves.size());
  std::copy(q.moves.begin(), q.moves.end(), replies.begin());
  return q.threat;
}

std::vector<int> quiet_moves(Position& pos, Color attacker, const std::vector<int>& line) {
  std::vector<int> out;
  const Color d = rules::opponent(attacker);
  std::size_t played = 0;
  for (; played < line.size(); ++played) {
    const int m = line[played];
    const bool attack = played % 2 == 0;
    int five = kNoMove;
    if (attack && internal::count_fives(pos, d, five) == 0 &&
        !contains(pos.marked(Mark::kThreeOrFour, attacker), m) &&
        !contains(pos.marked(Mark::kFive, attacker), m))
      out.push_back(m);
    if (!pos.legal(m, attack ? attacker : d)) break;
    pos.play(m, attack ? attacker : d);
  }
  for (; played > 0; --played) pos.undo();
  return out;
}

}  // namespace renju::ai
