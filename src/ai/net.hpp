// The evaluation's second part (docs/engine-network.md): one hidden layer of rectified units
// over the two sides' ShapeCounts (src/ai/position.hpp), fitted to game results on top of the
// additive point values (bench/fit_net.py writes its weights, src/ai/net_weights.hpp). Integer
// arithmetic, so every machine gets the same value.
#pragma once

#include "ai/position.hpp"

namespace renju::ai {

// What the network adds to the evaluation, in its units, for `side` to move when the empty
// points near the stones hold `own` of its patterns and `opp` of its opponent's (Black's
// forbidden points counted for neither side, as evaluate() leaves them out).
int net_value(const ShapeCounts& own, const ShapeCounts& opp, Color side);

}  // namespace renju::ai
