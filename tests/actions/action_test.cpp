// The vocabulary of play: stable names of action kinds and error codes, which kinds carry a
// point or a number, and what an action's equality compares.
#include "actions/action.hpp"

#include <gtest/gtest.h>

namespace renju::actions {
namespace {

TEST(Names, StableStrings) {
  EXPECT_EQ(error_code_name(ErrorCode::kSymmetricOffer), "symmetric_offer");
  EXPECT_EQ(error_code_name(ErrorCode::kNotYourTurn), "not_your_turn");
  EXPECT_EQ(error_code_name(ErrorCode::kNoTakeback), "no_takeback");
  for (int k = 0; k < kActionKinds; ++k) {
    auto kind = static_cast<ActionKind>(k);
    EXPECT_NE(action_kind_name(kind), "");
    EXPECT_EQ(parse_action_kind(action_kind_name(kind)), kind);
  }
  EXPECT_EQ(parse_action_kind("jump"), std::nullopt);
  EXPECT_EQ(parse_action_kind(""), std::nullopt);
}

TEST(Kinds, PointsAndNumbers) {
  EXPECT_TRUE(takes_point(ActionKind::kPlace));
  EXPECT_TRUE(takes_point(ActionKind::kPick));
  EXPECT_FALSE(takes_point(ActionKind::kSwap));
  EXPECT_TRUE(takes_number(ActionKind::kDeclare));
  EXPECT_FALSE(takes_number(ActionKind::kResign));
}

TEST(Equality, ComparesOnlyTheFieldsTheKindUses) {
  Action a = Action::swap();
  Action b = Action::swap();
  b.at = rules::Point{3, 4};
  b.choice = 2;
  EXPECT_EQ(a, b);
  EXPECT_NE(Action::place(rules::Point{7, 7}), Action::place(rules::Point{7, 8}));
  EXPECT_NE(Action::declare(3), Action::declare(4));
  EXPECT_NE(Action::pass(), Action::resign());
}

TEST(Legal, ExpandListsEveryConcreteAction) {
  LegalActions la;
  la.kinds = {ActionKind::kPlace, ActionKind::kResign};
  la.place = {rules::Point{7, 7}, rules::Point{8, 8}};
  EXPECT_TRUE(la.allows(ActionKind::kResign));
  EXPECT_FALSE(la.allows(ActionKind::kSwap));
  EXPECT_EQ(la.expand().size(), 3u);
}

}  // namespace
}  // namespace renju::actions
