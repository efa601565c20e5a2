// The proof-number VCT (src/ai/proof.cpp): it finds every VCF of a sample of the tactics suite,
// a deep VCT from a game that the depth-first VCT does not reach, with a whole line that wins by
// the rules, nothing where the depth-first search proves there is nothing, and a win it claims is
// played out to five against every kind of defence.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <variant>

#include "ai/proof.hpp"
#include "ai/threat_lists.hpp"
#include "board_art.hpp"
#include "rules/notation.hpp"
#include "vcf_suite.hpp"
#include "win_line.hpp"

namespace renju::ai {
namespace {

Position from_moves(const std::string& moves, Color& to_move) {
  return Position(test::board_from_moves(moves, to_move));
}

// From a game against Rapfi (session 17): Black to move has a VCT some 15 of its own moves deep.
const std::string kDeep =
    "h8 h9 j10 i9 k9 g9 j9 j8 k7 i11 k10 k8 i8 l11 l10 i10 n10 m10 l8 m9 m7 n6";

TEST(Proof, FindsEveryVcfOfASampleOfTheSuite) {
  const auto all = vcf_suite();
  ASSERT_FALSE(all.empty());
  for (std::size_t k = 0; k < all.size(); k += 24) {
    Position pos(all[k].board);
    ProofSearch ps(pos, {40, 300000});
    EXPECT_NE(ps.vct(all[k].to_move, 20), kNoMove) << all[k].text;
  }
}

TEST(Proof, FindsADeepVctTheDepthFirstSearchDoesNot) {
  Color side;
  Position pos = from_moves(kDeep, side);
  ThreatSearch dfs(pos, {30, 300000});
  EXPECT_EQ(dfs.vct(side, 8), kNoMove);
  ProofSearch ps(pos, {30, 1500000});
  const int first = ps.vct(side, 20);
  ASSERT_NE(first, kNoMove);
  // line() rebuilds the whole line from the proof's table; the rules core scores it a win.
  const std::vector<int> line = ps.line(first);
  EXPECT_GT(line.size(), 9u);
  EXPECT_TRUE(test::wins_by_line(pos.board(), side, test::points(line)));
}

TEST(Proof, TheLineOfAProvenWinIsAWinByTheRules) {
  // A sample of the VCF suite: the line of a win the proof search finds by its VCF.
  const auto all = vcf_suite();
  for (std::size_t k = 5; k < all.size(); k += 40) {
    Position pos(all[k].board);
    ProofSearch vcf(pos, {40, 300000});
    const int m = vcf.vct(all[k].to_move, 20);
    ASSERT_NE(m, kNoMove) << all[k].text;
    EXPECT_TRUE(test::wins_by_line(pos.board(), all[k].to_move, test::points(vcf.line(m))))
        << all[k].text;
  }
}

TEST(Proof, NothingWhereTheDepthFirstSearchProvesNothing) {
  // Eight of Black's moves deep, the depth-first VCT searches all of its tree and finds no win.
  Color side;
  Position pos = from_moves("h8 h9 j10 i9 k9 g9 j9 j8 k7 i11 k10 k8 i8 l11 l10 i10", side);
  ThreatSearch dfs(pos, {30, 3000000});
  ASSERT_EQ(dfs.vct(side, 8), kNoMove);
  ASSERT_LT(dfs.nodes(), 3000000u);  // not out of nodes: a proof that there is none
  ProofSearch ps(pos, {30, 3000000});
  EXPECT_EQ(ps.vct(side, 8), kNoMove);
}

TEST(Proof, AClaimedWinIsPlayedToFiveAgainstAnyDefence) {
  // The attacker plays the proof search's move every turn; the defender picks, by a fixed
  // sequence of choices that differs per playout, among its replies that are not lost at once
  // (every point of the attacker's fours, its own fours, the one block of a four), the ones
  // after which a shallow VCT finds no win if there are any.
  for (int playout = 0; playout < 4; ++playout) {
    Color a;
    Position pos = from_moves(kDeep + " l7 f9", a);
    const Color d = rules::opponent(a);
    unsigned choice = 7u * static_cast<unsigned>(playout) + 1;
    bool five = false;
    for (int turn = 0; turn < 30 && !five; ++turn) {
      ProofSearch ps(pos, {30, 1500000});
      const int m = ps.vct(a, 20);
      ASSERT_NE(m, kNoMove) << "playout " << playout << ", attacker's turn " << turn;
      ASSERT_TRUE(pos.legal(m, a));
      if (pos.threat(m, a).five > 0) {
        five = true;
        break;
      }
      pos.play(m, a);
      int fa = kNoMove, fd = kNoMove;
      ASSERT_EQ(internal::count_fives(pos, d, fd), 0) << "the defender can make five";
      std::array<int, rules::kCells> replies;
      int n = 0;
      if (internal::count_fives(pos, a, fa) == 1) {
        replies[0] = fa;
        n = 1;
      } else if (internal::count_fives(pos, a, fa) == 0) {
        ASSERT_TRUE(internal::threat_replies(pos, a, replies, n))
            << "the attacker's move " << rules::to_string(rules::Point::from_index(m))
            << " threatens nothing";
      }
      if (n == 0) continue;  // two fives, or no legal defence: the attacker's five comes next
      // The hardest replies: those after which a shallow depth-first VCT finds no win.
      std::array<int, rules::kCells> hard;
      int h = 0;
      for (int k = 0; k < n; ++k) {
        const int r = replies[static_cast<std::size_t>(k)];
        pos.play(r, d);
        ThreatSearch shallow(pos, {20, 20000});
        if (shallow.vct(a, 3) == kNoMove) hard[static_cast<std::size_t>(h++)] = r;
        pos.undo();
      }
      if (h == 0) hard = replies, h = n;
      choice = choice * 1103515245u + 12345u;
      pos.play(hard[static_cast<std::size_t>((choice >> 8) % static_cast<unsigned>(h))], d);
    }
    EXPECT_TRUE(five) << "playout " << playout;
  }
}

}  // namespace
}  // namespace renju::ai
