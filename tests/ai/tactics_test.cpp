// The VCF tactics suite (tests/ai/data/vcf_suite.txt, built by `renju ai-tactics generate`):
// it stays large enough, and a sample of it is still solved, each proof replayed move by move.
#include <gtest/gtest.h>

#include <sstream>

#include "ai/threats.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"
#include "vcf_suite.hpp"

namespace renju::ai {
namespace {

TEST(Tactics, SuiteHoldsAtLeast200Positions) {
  EXPECT_GE(vcf_suite().size(), 200u);
}

TEST(Tactics, SampleOfTheSuiteIsSolvedAndEveryProofHolds) {
  const auto all = vcf_suite();
  ASSERT_FALSE(all.empty());
  for (std::size_t k = 0; k < all.size(); k += 12) {
    Position pos(all[k].board);
    ThreatSearch ts(pos, {40, 300000});
    const auto line = ts.vcf(all[k].to_move);
    ASSERT_FALSE(line.empty()) << all[k].text;
    // Replay: the attacker's moves are legal fours, each reply the defender's only block, and
    // the line ends in a five or unstoppable four (or in a block Black may not play).
    const Color a = all[k].to_move, d = rules::opponent(a);
    for (std::size_t m = 0; m < line.size(); ++m) {
      const Color c = m % 2 == 0 ? a : d;
      if (m + 1 == line.size() && c == a) {
        // A five, or a straight four / double four nobody can stop.
        const Threat t = pos.threat(line[m], a);
        EXPECT_TRUE(t.five > 0 || ((t.open_four > 0 || t.four >= 2) && pos.legal(line[m], a)))
            << all[k].text;
      } else if (c == a) {
        ASSERT_TRUE(pos.legal(line[m], a)) << all[k].text;
        pos.play(line[m], a);
        const auto fives = five_points(pos, a);
        ASSERT_EQ(fives.size(), 1u) << all[k].text;
        ASSERT_EQ(fives.front(), line[m + 1]) << all[k].text;
      } else if (m + 1 == line.size()) {
        // The last reply is one Black cannot make: White wins through a forbidden point.
        EXPECT_EQ(c, Color::kBlack);
        EXPECT_TRUE(pos.forbidden(line[m])) << all[k].text;
      } else {
        pos.play(line[m], c);
      }
    }
  }
}

}  // namespace
}  // namespace renju::ai
