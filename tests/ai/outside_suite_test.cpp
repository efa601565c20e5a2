// The outside tactics suite (tests/ai/data/outside_suite.txt: published Renju problems): every
// published solution is a legal line that our rules core scores as the attacker's win, our
// solvers prove the problems they are known to solve, so that a change that loses one shows,
// and the analysis lists a proven VCF first.
// How many the engine solves in a game's time is a benchmark (`renju ai-tactics solve`), not
// a test.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "ai/analysis.hpp"
#include "ai/position.hpp"
#include "ai/proof.hpp"
#include "ai/search.hpp"
#include "ai/suite.hpp"
#include "ai/threats.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"
#include "vcf_suite.hpp"

namespace renju::ai {
namespace {

std::vector<SuitePosition> outside_suite() {
  return suite_file("outside_suite.txt");
}

// Whether a stone of `c` at `p` is legal on `b`: empty, and for Black a five or not forbidden.
bool legal(rules::Board& b, rules::Point p, Color c) {
  if (!b.empty(p)) return false;
  return c == Color::kWhite || rules::makes_five(b, p, c) || !rules::is_forbidden(b, p);
}

std::vector<rules::Point> five_points(const rules::Board& b, Color c) {
  std::vector<rules::Point> out;
  for (int i = 0; i < rules::kSize * rules::kSize; ++i) {
    const auto p = rules::Point::from_index(i);
    if (b.empty(p) && rules::makes_five(b, p, c)) out.push_back(p);
  }
  return out;
}

TEST(OutsideSuite, ReadsEveryProblemWithItsSolution) {
  const auto read = read_suite_file(std::string(RENJU_AI_DATA) + "/outside_suite.txt");
  ASSERT_FALSE(std::holds_alternative<std::string>(read)) << std::get<std::string>(read);
  const auto& suite = std::get<std::vector<SuitePosition>>(read);
  ASSERT_EQ(suite.size(), 8u);
  for (const auto& p : suite) EXPECT_FALSE(p.solution.empty()) << "line " << p.line;
}

TEST(OutsideSuite, EverySolutionIsALegalLineToTheAttackersWin) {
  for (const auto& p : outside_suite()) {
    rules::Board b = p.board;
    const Color attacker = p.to_move, defender = rules::opponent(attacker);
    Color c = attacker;
    bool five = false;
    for (std::size_t k = 0; k < p.solution.size(); ++k, c = rules::opponent(c)) {
      const rules::Point m = p.solution[k];
      ASSERT_TRUE(legal(b, m, c)) << "line " << p.line << ": move " << k + 1 << " ("
                                  << rules::to_string(m) << ") is not legal";
      ASSERT_FALSE(five) << "line " << p.line << ": the line goes on after a five";
      five = rules::makes_five(b, m, c);
      if (five) {
        EXPECT_EQ(c, attacker) << "line " << p.line << ": the defender makes five";
        EXPECT_EQ(k + 1, p.solution.size()) << "line " << p.line;
      }
      b.set(m, c);
    }
    if (five) continue;
    // No five yet: the attacker's last move leaves a five the defender cannot stop (two five
    // points, or Black's only block forbidden) and the defender has no five of its own.
    ASSERT_EQ(c, defender) << "line " << p.line << ": the line ends with the defender's move";
    EXPECT_TRUE(five_points(b, defender).empty()) << "line " << p.line;
    const auto threats = five_points(b, attacker);
    ASSERT_FALSE(threats.empty()) << "line " << p.line << ": no five threatened at the end";
    const bool unstoppable =
        threats.size() >= 2 || (defender == Color::kBlack && !legal(b, threats.front(), defender));
    EXPECT_TRUE(unstoppable) << "line " << p.line << ": the defender can block at "
                             << rules::to_string(threats.front());
  }
}

// Whether every attacker move of the solution but the last makes a four: a VCF.
bool all_fours(const SuitePosition& p) {
  rules::Board b = p.board;
  Color c = p.to_move;
  for (std::size_t k = 0; k + 1 < p.solution.size(); ++k, c = rules::opponent(c)) {
    b.set(p.solution[k], c);
    if (c == p.to_move && five_points(b, c).empty()) return false;
  }
  return true;
}

TEST(OutsideSuite, TheVcfSolverProvesTheVcfProblems) {
  int vcfs = 0;
  for (const auto& p : outside_suite()) {
    if (!all_fours(p)) continue;
    ++vcfs;
    Position pos(p.board);
    ThreatSearch ts(pos, {112, 1000000});
    EXPECT_FALSE(ts.vcf(p.to_move).empty()) << "line " << p.line << ": no VCF found";
  }
  EXPECT_EQ(vcfs, 3);  // puzzles 3040 and 2990 and "Shadows and fog"
}

// The analysis lists the win its VCF search proves first, even where its candidates' searches
// see none ("Shadows and fog": the first of 73 fours is no natural candidate).
TEST(OutsideSuite, TheAnalysisListsTheProvenVcfFirst) {
  for (const auto& p : outside_suite()) {
    if (!all_fours(p)) continue;
    AnalysisOptions o;
    o.top = 2;
    o.time_limit_s = 0;
    o.max_nodes = 400000;
    o.max_depth = 4;
    const Analysis a = analyse(p.board, p.to_move, o);
    const auto& vcf = a.vcf[p.to_move == Color::kBlack ? 0 : 1];
    ASSERT_TRUE(vcf.win) << "line " << p.line;
    ASSERT_FALSE(a.best.empty());
    EXPECT_EQ(a.best.front().move, vcf.line.front()) << "line " << p.line;
    EXPECT_GT(a.best.front().score, kWinThreshold) << "line " << p.line;
    EXPECT_EQ(a.best.front().pv, vcf.line) << "line " << p.line;
  }
}

TEST(OutsideSuite, TheProofNumberVctProvesTheShortThreatProblems) {
  int short_ones = 0;
  for (const auto& p : outside_suite()) {
    // Okabe's three problems: wins with threes, four attacker moves.
    if (all_fours(p) || p.solution.size() > 7) continue;
    ++short_ones;
    Position pos(p.board);
    ProofSearch ps(pos, {30, 200000});
    EXPECT_NE(ps.vct(p.to_move, 20), kNoMove) << "line " << p.line;
  }
  EXPECT_EQ(short_ones, 3);
}

}  // namespace
}  // namespace renju::ai
