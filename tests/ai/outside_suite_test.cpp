// The outside tactics suite (tests/ai/data/outside_suite.txt: published Renju problems): every
// published solution is a legal line that our rules core scores as the attacker's win, our
// solvers prove the problems they are known to solve, so that a change that loses one shows,
// and the analysis lists a proven VCF first.
// How many the engine solves in a game's time is a benchmark (`renju ai-tactics solve`), not
// a test.
#include <gtest/gtest.h>

#include <algorithm>
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
#include "win_line.hpp"

namespace renju::ai {
namespace {

std::vector<SuitePosition> outside_suite() {
  return suite_file("outside_suite.txt");
}

using test::five_points;

TEST(OutsideSuite, ReadsEveryProblemWithItsSolution) {
  const auto read = read_suite_file(std::string(RENJU_AI_DATA) + "/outside_suite.txt");
  ASSERT_FALSE(std::holds_alternative<std::string>(read)) << std::get<std::string>(read);
  const auto& suite = std::get<std::vector<SuitePosition>>(read);
  ASSERT_EQ(suite.size(), 8u);
  for (const auto& p : suite) EXPECT_FALSE(p.solution.empty()) << "line " << p.line;
}

TEST(OutsideSuite, EverySolutionIsALegalLineToTheAttackersWin) {
  for (const auto& p : outside_suite())
    EXPECT_TRUE(test::wins_by_line(p.board, p.to_move, p.solution)) << "line " << p.line;
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

// Okabe's three problems (threes, four attacker moves) are proven, each with a whole line the
// rules core scores as the attacker's win.
TEST(OutsideSuite, TheProofNumberVctProvesTheShortThreatProblems) {
  int short_ones = 0;
  for (const auto& p : outside_suite()) {
    // Okabe's three problems: wins with threes, four attacker moves.
    if (all_fours(p) || p.solution.size() > 7) continue;
    ++short_ones;
    Position pos(p.board);
    ProofSearch ps(pos, {30, 200000});
    const int first = ps.vct(p.to_move, 20);
    ASSERT_NE(first, kNoMove) << "line " << p.line;
    // The proof's whole line, not only its first move: a win by the rules core.
    const std::vector<int> line = ps.line(first);
    EXPECT_GT(line.size(), 1u) << "line " << p.line;
    EXPECT_EQ(line.front(), first) << "line " << p.line;
    EXPECT_TRUE(test::wins_by_line(p.board, p.to_move, test::points(line))) << "line " << p.line;
  }
  EXPECT_EQ(short_ones, 3);
}

// nachirenju's problem opens with a quiet move, g12, that makes no three or four but threatens
// a VCF. Threes and fours alone do not win it; with quiet threats among the first three
// attacker moves the proof finds the published first move and a whole winning line, in which
// g12 is named as a quiet threat.
TEST(OutsideSuite, QuietThreatsProveNachirenjusProblem) {
  const auto suite = outside_suite();
  const auto it = std::find_if(suite.begin(), suite.end(), [](const SuitePosition& p) {
    return p.text.starts_with("black h12 i13 h11 g11");
  });
  ASSERT_NE(it, suite.end());
  Position pos(it->board);
  ProofSearch plain(pos, {30, 2000000});
  EXPECT_EQ(plain.vct(Color::kBlack, 20), kNoMove);

  ProofSearch ps(pos, {30, 2000000});
  ps.set_quiet_threats(3);
  const int first = ps.vct(Color::kBlack, 20);
  ASSERT_EQ(first, it->solution.front().index());
  const std::vector<int> line = ps.line(first);
  ASSERT_GT(line.size(), 1u);
  EXPECT_TRUE(test::wins_by_line(it->board, Color::kBlack, test::points(line)));
  const std::vector<int> quiet = quiet_moves(pos, Color::kBlack, line);
  ASSERT_FALSE(quiet.empty());
  EXPECT_EQ(quiet.front(), first);
  // quiet_moves() leaves the position as it was.
  EXPECT_EQ(pos.hash(), Position(it->board).hash());
}

}  // namespace
}  // namespace renju::ai
