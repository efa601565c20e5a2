// The SQLite store: games, seat claims, the ordered action log, expiry, closing untouched games
// and reopening a file.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <thread>

#include "store/store.hpp"
#include "store/temp_db.hpp"

namespace renju::store {
namespace {

TEST(SqliteStore, CreatesFolderAndFile) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
  EXPECT_TRUE(std::filesystem::exists(db.path()));
  EXPECT_EQ(store->game_count(), 0);
}

TEST(SqliteStore, CreateAndLoad) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
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

TEST(SqliteStore, DuplicateIdRefused) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
  ASSERT_TRUE(store->create_game(new_game("g1")));
  EXPECT_FALSE(store->create_game(new_game("g1")));
  EXPECT_EQ(store->game_count(), 1);
}

TEST(SqliteStore, ClaimSeatOnlyOnce) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
  ASSERT_TRUE(store->create_game(new_game("g1", 0)));
  EXPECT_FALSE(store->claim_seat("g1", 0, "other")) << "creator's seat is owned";
  EXPECT_TRUE(store->claim_seat("g1", 1, "joiner"));
  EXPECT_FALSE(store->claim_seat("g1", 1, "late"));
  EXPECT_FALSE(store->claim_seat("unknown", 1, "x"));
  auto g = store->load_game("g1");
  EXPECT_EQ(g->seat_hash[0], "hash-g1");
  EXPECT_EQ(g->seat_hash[1], "joiner");
}

TEST(SqliteStore, ConcurrentClaimsHaveOneWinner) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
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

TEST(SqliteStore, AppendKeepsOrderAndRefusesGapsAndRepeats) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
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

TEST(SqliteStore, GamesDoNotShareLogs) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
  ASSERT_TRUE(store->create_game(new_game("g1")));
  ASSERT_TRUE(store->create_game(new_game("g2")));
  EXPECT_EQ(store->append_action("g1", 1, "A place h8"), AppendResult::kOk);
  EXPECT_EQ(store->append_action("g2", 1, "A place h8"), AppendResult::kOk);
  EXPECT_EQ(store->append_action("g2", 2, "B swap"), AppendResult::kOk);
  EXPECT_EQ(store->load_game("g1")->actions.size(), 1u);
  EXPECT_EQ(store->load_game("g2")->actions.size(), 2u);
}

TEST(SqliteStore, ParallelAppendsToManyGames) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
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

TEST(SqliteStore, ExpiresOnlyOldUnclaimedGames) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
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
TEST(SqliteStore, ClosesOnlyGamesUntouchedSinceTheCutoff) {
  TempDb db;
  auto store = open_sqlite_store(db.path());
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

TEST(SqliteStore, AClosedGameStaysClosedAfterReopen) {
  TempDb db;
  {
    auto store = open_sqlite_store(db.path());
    ASSERT_TRUE(store->create_game(new_game("g1", 0, 100)));
    ASSERT_EQ(store->close_untouched_before(200, 300), 1);
  }
  auto store = open_sqlite_store(db.path());
  EXPECT_EQ(store->load_game("g1")->closed_at, 300);
  EXPECT_EQ(store->append_action("g1", 1, "A place h8"), AppendResult::kUnknownGame);
}

TEST(SqliteStore, SurvivesReopen) {
  TempDb db;
  {
    auto store = open_sqlite_store(db.path());
    ASSERT_TRUE(store->create_game(new_game("g1")));
    ASSERT_EQ(store->append_action("g1", 1, "A place h8"), AppendResult::kOk);
  }
  auto store = open_sqlite_store(db.path());
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
