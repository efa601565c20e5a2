// The root's defence against the opponent's VCT (strong and maximum levels): when the opponent
// threatens a VCF, the moves that stop it are also tried against its VCT, and one that leaves a
// proven VCT is not searched when another does not. The main search cannot see such a loss (a
// VCT runs 20 and more plies deep), and the last check after it rarely has time left in a
// timed game (search.cpp).
#include <algorithm>

#include "ai/searcher.hpp"

namespace renju::ai::internal {
namespace {
// The defence may take the move's time up to this share; moves not tried by then stay.
constexpr double kDefenceEnd = 0.4;
}  // namespace

void Searcher::drop_vct_losses(Color side, std::vector<int>& root) {
  if (!opt_.proof_vct || opt_.defend_vct == 0 || root.size() < 2) return;
  ThreatLimits limits = threat_limits(kDefenceEnd);
  limits.max_nodes = std::max<std::uint64_t>(1000, opt_.vct_nodes / 2);
  std::vector<int> kept;
  for (std::size_t k = 0; k < root.size(); ++k) {
    if (opt_.time_limit_s > 0 && elapsed() > opt_.time_limit_s * kDefenceEnd) {
      kept.insert(kept.end(), root.begin() + static_cast<std::ptrdiff_t>(k), root.end());
      break;
    }
    if (!leaves_vct(root[k], side, limits)) kept.push_back(root[k]);
  }
  if (!kept.empty()) root = std::move(kept);
}

}  // namespace renju::ai::internal
