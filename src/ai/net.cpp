// The evaluation's network (net.hpp): inputs times weights into the hidden units, rectified,
// times the output weights, in the fixed point of net_weights.hpp. The inputs and input weights are
// 16-bit so that the dot products vectorise (pairs of 16-bit products summed into 32 bits);
// src/ai/CMakeLists.txt compiles this file with -O3 for that.
#include "ai/net.hpp"

#include <algorithm>
#include <cstdint>

#include "ai/net_weights.hpp"

namespace renju::ai {

int net_value(const ShapeCounts& own, const ShapeCounts& opp, Color side) {
  static_assert(kNetRow >= 2 * kShapeFeatures && kNetRow % 8 == 0);
  const std::size_t colour = side == Color::kBlack ? 0 : 1;
  std::array<std::int16_t, kNetRow> x{};
  std::copy(own.begin(), own.end(), x.begin());
  std::copy(opp.begin(), opp.end(), x.begin() + kShapeFeatures);
  std::int64_t out = kNetOutputBias[colour];
  for (std::size_t j = 0; j < kNetHidden; ++j) {
    const std::int16_t* w = &kNetInput[j * kNetRow];
    std::int32_t z = 0;
    for (std::size_t k = 0; k < kNetRow; ++k) z += std::int32_t{w[k]} * x[k];
    z += kNetBias[colour * kNetHidden + j];
    if (z > 0) out += std::int64_t{kNetOutput[j]} * z;
  }
  // Logits in fixed point to evaluation units, kept short of the scores only a search may give.
  const std::int64_t units =
      out * kNetScale / (std::int64_t{1} << (kNetWeightShift + kNetOutputWeightShift));
  return static_cast<int>(std::clamp<std::int64_t>(units, -kNetClamp, kNetClamp));
}

}  // namespace renju::ai
