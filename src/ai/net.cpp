// The evaluation's network (net.hpp): inputs times weights into the hidden units, rectified,
// times the output weights, in fixed point (input weights and biases in 1/2^16, output weights in
// 1/2^10, the output in 1/2^26 of a logit).
#include "ai/net.hpp"

#include <algorithm>
#include <cstdint>

#include "ai/net_weights.hpp"

namespace renju::ai {

int net_value(const ShapeCounts& own, const ShapeCounts& opp, Color side) {
  const std::size_t colour = side == Color::kBlack ? 0 : 1;
  std::array<std::int32_t, kNetHidden> z{};
  for (std::size_t j = 0; j < kNetHidden; ++j) z[j] = kNetBias[colour * kNetHidden + j];
  for (std::size_t f = 0; f < kShapeFeatures; ++f) {
    const std::int32_t a = own[f], b = opp[f];
    if (a == 0 && b == 0) continue;
    const std::int32_t* wa = &kNetInput[f * kNetHidden];
    const std::int32_t* wb = &kNetInput[(kShapeFeatures + f) * kNetHidden];
    for (std::size_t j = 0; j < kNetHidden; ++j) z[j] += a * wa[j] + b * wb[j];
  }
  std::int64_t out = kNetOutputBias[colour];
  for (std::size_t j = 0; j < kNetHidden; ++j)
    if (z[j] > 0) out += std::int64_t{kNetOutput[j]} * z[j];
  // Logits in 1/2^26 to evaluation units, kept short of the scores only a search may give.
  const std::int64_t units = out * kNetScale / (std::int64_t{1} << 26);
  return static_cast<int>(std::clamp<std::int64_t>(units, -kNetClamp, kNetClamp));
}

}  // namespace renju::ai
