// Lag compensation with a bounded quota (lag_quota.hpp).
#include "game/lag_quota.hpp"

#include <algorithm>

namespace renju::game {

void LagQuota::observe_round_trip(Millis round_trip) {
  const Millis one_way = std::clamp<Millis>(round_trip, 0, limits_.longest_sample) / 2;
  // Exponential smoothing, weight 1/4 to the new sample: one slow ping moves it a little.
  estimate_ = estimate_ ? (*estimate_ * 3 + one_way) / 4 : one_way;
}

Millis LagQuota::grant() {
  const Millis given = offer();
  spend(given);
  return given;
}

Millis LagQuota::offer() const {
  return std::min({estimate(), limits_.per_action, quota_});
}

void LagQuota::spend(Millis given) {
  given = std::clamp<Millis>(given, 0, quota_);
  quota_ = std::min(quota_ - given + limits_.gain, limits_.max);
}

}  // namespace renju::game
