// Stored evaluation graphs (schema 5, SQLite and PostgreSQL): saved and read back, replaced,
// refused for an unknown game, kept across a reopen, and deleted with their game.
#include <gtest/gtest.h>

#include "store/backends.hpp"
#include "store/store.hpp"
#include "store/temp_db.hpp"

namespace renju::store {
namespace {

class Evaluations : public StoreBackend {};
RENJU_STORE_BACKENDS(Evaluations);

TEST_P(Evaluations, ASavedGraphReadsBackAndSurvivesAReopen) {
  const StoredEvaluation graph{"h8,i9,pass", {0, -12, 1000, -1000}};
  {
    auto store = open();
    ASSERT_TRUE(store->create_game(new_game("g1")));
    EXPECT_FALSE(store->load_evaluation("g1"));
    EXPECT_TRUE(store->save_evaluation("g1", graph));
    EXPECT_EQ(store->load_evaluation("g1"), graph);
  }
  auto store = open();
  EXPECT_EQ(store->load_evaluation("g1"), graph);
}

TEST_P(Evaluations, SavingAgainReplacesTheGraph) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1")));
  ASSERT_TRUE(store->create_game(new_game("g2")));
  ASSERT_TRUE(store->save_evaluation("g1", {"h8", {0, 5}}));
  ASSERT_TRUE(store->save_evaluation("g2", {"", {7}}));
  const StoredEvaluation longer{"h8,h9", {0, 5, -3}};
  EXPECT_TRUE(store->save_evaluation("g1", longer));
  EXPECT_EQ(store->load_evaluation("g1"), longer);
  EXPECT_EQ(store->load_evaluation("g2"), (StoredEvaluation{"", {7}}));  // the other untouched
}

TEST_P(Evaluations, AnUnknownGameIsRefusedAndADeletedOneTakesItsGraph) {
  auto store = open();
  EXPECT_FALSE(store->save_evaluation("nope", {"h8", {0, 1}}));
  EXPECT_FALSE(store->load_evaluation("nope"));
  ASSERT_TRUE(store->create_game(new_game("g1", 0, 100)));  // seat B never claimed
  ASSERT_TRUE(store->save_evaluation("g1", {"h8", {0, 1}}));
  EXPECT_EQ(store->delete_unclaimed_before(200), 1);
  EXPECT_FALSE(store->load_evaluation("g1"));
}

}  // namespace
}  // namespace renju::store
