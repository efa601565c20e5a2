// What every store does, SQLite and PostgreSQL alike: games, seat claims, the ordered action
// log, expiry, closing untouched games and reopening; then what only the SQLite file does.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <thread>

#include "store/backends.hpp"
#include "store/store.hpp"

namespace renju::store {
namespace {

class StoreContract : public StoreBackend {};
RENJU_STORE_BACKENDS(StoreContract);

TEST(SqliteStore, CreatesFolderAndFile) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
  EXPECT_TRUE(std::filesystem::exists(db.path()));
  EXPECT_EQ(store->game_count(), 0);
}

TEST_P(StoreContract, CreateAndLoad) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1", 1)));
  auto g = store->load_game("g1");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->id, "g1");
  EXPECT_EQ(g->rule, "taraguchi-10");
  EXPECT_EQ(g->created_at, 1000);
  EXPECT_FALSE(g->seat_hash[0]);
  EXPECT_EQ(g->seat_hash[1], "hash-g1");
  EXPECT_TRUE(g->actions.empty());
  EXPECT_FALSE(store->load_game("nope"));
}

TEST_P(StoreContract, DuplicateIdRefused) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1")));
  EXPECT_FALSE(store->create_game(new_game("g1")));
  EXPECT_EQ(store->game_count(), 1);
}

TEST_P(StoreContract, ClaimSeatOnlyOnce) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1", 0)));
  EXPECT_FALSE(store->claim_seat("g1", 0, "other")) << "creator's seat is owned";
  EXPECT_TRUE(store->claim_seat("g1", 1, "joiner"));
  EXPECT_FALSE(store->claim_seat("g1", 1, "late"));
  EXPECT_FALSE(store->claim_seat("unknown", 1, "x"));
  auto g = store->load_game("g1");
  EXPECT_EQ(g->seat_hash[0], "hash-g1");
  EXPECT_EQ(g->seat_hash[1], "joiner");
}

TEST_P(StoreContract, ConcurrentClaimsHaveOneWinner) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1", 0)));
  std::atomic<int> wins{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i] {
      if (store->claim_seat("g1", 1, "t" + std::to_string(i))) ++wins;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(wins.load(), 1);
}

TEST_P(StoreContract, KeepsTheTimeControlAndEachActionsTimeAndClock) {
  auto store = open();
  NewGame timed = new_game("g1");
  timed.time_control = "fischer 60+0";
  ASSERT_TRUE(store->create_game(timed));
  ASSERT_TRUE(store->create_game(new_game("g2")));
  std::vector<Append> batch{{"g1", 1, "A place h8", 0, 1'700'000'000'250, "A=60000 B=60000 run=B"},
                            {"g2", 1, "A place h8", 1'700'000'001, 0, std::nullopt},
                            {"g1", 2, "B place h9", 0, 1'700'000'003'999, "A=60000 B=56251 run=A"}};
  ASSERT_EQ(store->append_batch(batch), std::vector<AppendResult>(3, AppendResult::kOk));
  auto g1 = store->load_game("g1");
  EXPECT_EQ(g1->time_control, "fischer 60+0");
  EXPECT_EQ(g1->stamps, (std::vector<ActionStamp>{{1'700'000'000'250, "A=60000 B=60000 run=B"},
                                                  {1'700'000'003'999, "A=60000 B=56251 run=A"}}));
  auto g2 = store->load_game("g2");
  EXPECT_EQ(g2->time_control, "none");
  EXPECT_EQ(g2->stamps, (std::vector<ActionStamp>{{1'700'000'001'000, std::nullopt}}));
  // Closing by age reads the second of the millisecond time: g1 was last touched in second
  // 1'700'000'003, g2 in 1'700'000'001.
  EXPECT_EQ(store->close_untouched_before(1'700'000'003, 1'700'000'010), 1);
  EXPECT_TRUE(store->load_game("g2")->closed_at);
  EXPECT_FALSE(store->load_game("g1")->closed_at);
  EXPECT_EQ(store->close_untouched_before(1'700'000'004, 1'700'000'010), 1);
}

TEST_P(StoreContract, AppendKeepsOrderAndRefusesGapsAndRepeats) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1")));
  EXPECT_EQ(store->append_action("g1", 1, "A place h8"), AppendResult::kOk);
  EXPECT_EQ(store->append_action("g1", 2, "B swap"), AppendResult::kOk);
  EXPECT_EQ(store->append_action("g1", 2, "B place h9"), AppendResult::kVersionConflict);
  EXPECT_EQ(store->append_action("g1", 4, "A place g7"), AppendResult::kVersionConflict);
  EXPECT_EQ(store->append_action("g1", 3, "A place h9"), AppendResult::kOk);
  EXPECT_EQ(store->append_action("zz", 1, "A place h8"), AppendResult::kUnknownGame);
  auto g = store->load_game("g1");
  EXPECT_EQ(g->actions, (std::vector<std::string>{"A place h8", "B swap", "A place h9"}));
}

TEST_P(StoreContract, GamesDoNotShareLogs) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("g1")));
  ASSERT_TRUE(store->create_game(new_game("g2")));
  EXPECT_EQ(store->append_action("g1", 1, "A place h8"), AppendResult::kOk);
  EXPECT_EQ(store->append_action("g2", 1, "A place h8"), AppendResult::kOk);
  EXPECT_EQ(store->append_action("g2", 2, "B swap"), AppendResult::kOk);
  EXPECT_EQ(store->load_game("g1")->actions.size(), 1u);
  EXPECT_EQ(store->load_game("g2")->actions.size(), 2u);
}

// Quotes, backslashes, braces, commas and non-ASCII text in ids and actions come back byte for
// byte, however the store quotes them.
TEST_P(StoreContract, TextRoundTripsExactly) {
  auto store = open();
  const std::vector<std::string> odd = {"a\"b", "c\\d", "{e,f}", "NULL", "g h", "ü–😀", ""};
  for (std::size_t i = 0; i < odd.size(); ++i) {
    ASSERT_TRUE(store->create_game(new_game("id" + odd[i])));
  }
  std::vector<Append> batch;
  for (std::size_t i = 0; i < odd.size(); ++i) {
    for (std::size_t v = 1; v <= odd.size(); ++v) {
      batch.push_back({"id" + odd[i], static_cast<std::int64_t>(v), odd[v - 1] + odd[i]});
    }
  }
  EXPECT_EQ(store->append_batch(batch), std::vector<AppendResult>(batch.size(), AppendResult::kOk));
  for (std::size_t i = 0; i < odd.size(); ++i) {
    auto g = store->load_game("id" + odd[i]);
    ASSERT_TRUE(g) << odd[i];
    EXPECT_EQ(g->seat_hash[0], "hash-id" + odd[i]);
    ASSERT_EQ(g->actions.size(), odd.size());
    for (std::size_t v = 0; v < odd.size(); ++v) EXPECT_EQ(g->actions[v], odd[v] + odd[i]);
  }
}

TEST_P(StoreContract, ParallelAppendsToManyGames) {
  auto store = open();
  constexpr int kGames = 6, kMoves = 20;
  for (int i = 0; i < kGames; ++i)
    ASSERT_TRUE(store->create_game(new_game("g" + std::to_string(i))));
  std::vector<std::thread> threads;
  for (int i = 0; i < kGames; ++i) {
    threads.emplace_back([&, i] {
      for (int v = 1; v <= kMoves; ++v) {
        EXPECT_EQ(store->append_action("g" + std::to_string(i), v, "m" + std::to_string(v)),
                  AppendResult::kOk);
      }
    });
  }
  for (auto& t : threads) t.join();
  for (int i = 0; i < kGames; ++i) {
    auto g = store->load_game("g" + std::to_string(i));
    ASSERT_EQ(g->actions.size(), static_cast<std::size_t>(kMoves));
    for (int v = 1; v <= kMoves; ++v) EXPECT_EQ(g->actions[v - 1], "m" + std::to_string(v));
  }
}

TEST_P(StoreContract, ExpiresOnlyOldUnclaimedGames) {
  auto store = open();
  ASSERT_TRUE(store->create_game(new_game("old-unclaimed", 0, 100)));
  ASSERT_TRUE(store->create_game(new_game("old-claimed", 0, 100)));
  ASSERT_TRUE(store->claim_seat("old-claimed", 1, "b"));
  ASSERT_TRUE(store->create_game(new_game("new-unclaimed", 0, 900)));
  EXPECT_EQ(store->append_action("old-unclaimed", 1, "A place h8"), AppendResult::kOk);
  EXPECT_EQ(store->delete_unclaimed_before(500), 1);
  EXPECT_FALSE(store->load_game("old-unclaimed"));
  EXPECT_TRUE(store->load_game("old-claimed"));
  EXPECT_TRUE(store->load_game("new-unclaimed"));
  // Its actions went with it: a new game under the same id starts from version 1.
  ASSERT_TRUE(store->create_game(new_game("old-unclaimed", 0, 1000)));
  EXPECT_EQ(store->append_action("old-unclaimed", 1, "A place h8"), AppendResult::kOk);
}

// The last action's time decides, or the creation time for a game with no action; the log
// is kept, and a closed game takes no more actions.
TEST_P(StoreContract, ClosesOnlyGamesUntouchedSinceTheCutoff) {
  auto store = open();
  for (const char* id : {"idle", "active", "empty-old"}) {
    ASSERT_TRUE(store->create_game(new_game(id, 0, 100)));
  }
  ASSERT_TRUE(store->create_game(new_game("empty-new", 0, 800)));
  const std::vector<Append> moves{{"idle", 1, "A place h8", 200},
                                  {"active", 1, "A place h8", 200},
                                  {"active", 2, "B place h9", 900}};
  ASSERT_EQ(store->append_batch(moves), std::vector<AppendResult>(3, AppendResult::kOk));

  EXPECT_EQ(store->close_untouched_before(500, 1000), 2);
  auto idle = store->load_game("idle");
  ASSERT_TRUE(idle);
  EXPECT_EQ(idle->closed_at, 1000);
  EXPECT_EQ(idle->actions, std::vector<std::string>{"A place h8"});
  EXPECT_EQ(store->load_game("empty-old")->closed_at, 1000);
  EXPECT_FALSE(store->load_game("active")->closed_at);
  EXPECT_FALSE(store->load_game("empty-new")->closed_at);

  EXPECT_EQ(store->append_action("idle", 2, "B place h9"), AppendResult::kUnknownGame);
  EXPECT_EQ(store->load_game("idle")->actions.size(), 1u);
  EXPECT_EQ(store->append_action("active", 3, "A place j10"), AppendResult::kOk);
  EXPECT_EQ(store->close_untouched_before(500, 2000), 0) << "closed once, at the first sweep";
  EXPECT_EQ(store->load_game("idle")->closed_at, 1000);
}

TEST_P(StoreContract, AClosedGameStaysClosedAfterReopen) {
  {
    auto store = open();
    ASSERT_TRUE(store->create_game(new_game("g1", 0, 100)));
    ASSERT_EQ(store->close_untouched_before(200, 300), 1);
  }
  auto store = open();
  EXPECT_EQ(store->load_game("g1")->closed_at, 300);
  EXPECT_EQ(store->append_action("g1", 1, "A place h8"), AppendResult::kUnknownGame);
}

TEST_P(StoreContract, SurvivesReopen) {
  {
    auto store = open();
    ASSERT_TRUE(store->create_game(new_game("g1")));
    ASSERT_EQ(store->append_action("g1", 1, "A place h8"), AppendResult::kOk);
  }
  auto store = open();
  auto g = store->load_game("g1");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->actions, std::vector<std::string>{"A place h8"});
  EXPECT_EQ(store->append_action("g1", 2, "B place h9"), AppendResult::kOk);
}

TEST(SqliteStore, UnopenablePathThrows) {
  EXPECT_THROW(open_sqlite_store("/proc/renju-cannot-be-here/x.db"), StoreError);
}

}  // namespace
}  // namespace renju::store
