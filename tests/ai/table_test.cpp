// The shared transposition table: what is stored is read back for its key only, every field
// survives the packing (negative scores, no move, win scores), a bucket keeps the current
// search's deepest result beside the latest, and two threads writing different keys into the
// same slots never make a probe return another key's data.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

#include "ai/search.hpp"
#include "ai/table.hpp"

namespace renju::ai {
namespace {

TEST(TransTable, StoredDataIsReadBackForItsKeyOnly) {
  TransTable tt(1000);  // rounded down to 512 slots
  TTData d;
  d.score = -kWin + 17;
  d.move = 224;
  d.depth = 29;
  d.bound = 3;
  const std::uint64_t key = 0x9e3779b97f4a7c15ULL;
  tt.store(key, d);
  TTData out;
  ASSERT_TRUE(tt.probe(key, out));
  EXPECT_EQ(out.score, d.score);
  EXPECT_EQ(out.move, 224);
  EXPECT_EQ(out.depth, 29);
  EXPECT_EQ(out.bound, 3);
  // Same bucket (512 slots, 256 buckets: bits 1-8), another key: a miss.
  EXPECT_FALSE(tt.probe(key ^ (1ULL << 40), out));
  // A shallower result of another key in the same bucket goes beside it.
  d.score = 12345;
  d.move = kNoMove;
  d.depth = 0;
  d.bound = 1;
  tt.store(key ^ (1ULL << 40), d);
  ASSERT_TRUE(tt.probe(key, out));
  EXPECT_EQ(out.depth, 29);
  ASSERT_TRUE(tt.probe(key ^ (1ULL << 40), out));
  EXPECT_EQ(out.score, 12345);
  EXPECT_EQ(out.move, kNoMove);
  EXPECT_EQ(out.depth, 0);
  EXPECT_EQ(out.bound, 1);
}

TEST(TransTable, TheDeepestResultOfTheSearchStaysUntilTheNextSearch) {
  TransTable tt(8);  // 4 buckets: keys differing above bit 2 share one
  tt.new_search();
  auto with_depth = [](int depth) {
    TTData d;
    d.score = 100 + depth;
    d.move = depth;
    d.depth = depth;
    d.bound = 2;
    return d;
  };
  const std::uint64_t deep = 1ULL << 20, a = 2ULL << 20, b = 3ULL << 20, c = 4ULL << 20;
  tt.store(deep, with_depth(12));
  tt.store(a, with_depth(3));  // shallower: the second entry
  tt.store(b, with_depth(5));  // shallower again: replaces a in the second entry
  TTData out;
  ASSERT_TRUE(tt.probe(deep, out));
  EXPECT_EQ(out.depth, 12);
  EXPECT_FALSE(tt.probe(a, out));
  ASSERT_TRUE(tt.probe(b, out));
  EXPECT_EQ(out.score, 105);
  // The same key updates the first entry, even with less depth.
  tt.store(deep, with_depth(7));
  ASSERT_TRUE(tt.probe(deep, out));
  EXPECT_EQ(out.depth, 7);
  tt.store(deep, with_depth(12));
  // In the next search the earlier deep result gives way to a shallow one of another key.
  tt.new_search();
  tt.store(c, with_depth(1));
  EXPECT_FALSE(tt.probe(deep, out));
  ASSERT_TRUE(tt.probe(c, out));
  EXPECT_EQ(out.depth, 1);
  ASSERT_TRUE(tt.probe(b, out));  // the second entry is untouched
  EXPECT_EQ(out.depth, 5);
}

TEST(TransTable, AnEmptySlotIsAMissExceptForKeyZero) {
  TransTable tt(64);
  TTData out;
  EXPECT_FALSE(tt.probe(5, out));
  // Key 0 reads an empty slot as "no move, no depth", which no search can use as a cut-off.
  ASSERT_TRUE(tt.probe(0, out));
  EXPECT_EQ(out.move, kNoMove);
  EXPECT_EQ(out.depth, -1);
  EXPECT_EQ(out.bound, 0);
}

// Each writer stores, for its own keys, data derived from the key; a reader that gets data for
// a key must get exactly that key's data, however the two words of an entry were interleaved.
TEST(TransTable, ConcurrentWritersNeverMixTwoKeysData) {
  TransTable tt(16);  // few slots: constant collisions
  auto data_of = [](std::uint64_t key) {
    TTData d;
    d.score = static_cast<int>(key % 200003) - 100000;
    d.move = static_cast<int>(key % 225);
    d.depth = static_cast<int>(key % 60);
    d.bound = 1 + static_cast<int>(key % 3);
    return d;
  };
  // 64 keys shared by all threads, so probes hit what other threads wrote.
  std::vector<std::uint64_t> keys;
  for (std::uint64_t k = 1; k <= 64; ++k) keys.push_back(k * 0x9e3779b97f4a7c15ULL);
  std::atomic<int> wrong{0}, hits{0};
  auto worker = [&](std::uint64_t x) {
    for (int n = 0; n < 200000; ++n) {
      x = x * 6364136223846793005ULL + 1442695040888963407ULL;
      const std::uint64_t key = keys[(x >> 33) % keys.size()];
      tt.store(key, data_of(key));
      const std::uint64_t other = keys[(x >> 45) % keys.size()];
      TTData out;
      if (!tt.probe(other, out)) continue;
      hits.fetch_add(1, std::memory_order_relaxed);
      const TTData want = data_of(other);
      if (out.score != want.score || out.move != want.move || out.depth != want.depth ||
          out.bound != want.bound)
        wrong.fetch_add(1, std::memory_order_relaxed);
    }
  };
  std::vector<std::thread> threads;
  for (std::uint64_t s = 1; s <= 3; ++s) threads.emplace_back(worker, s * 0x1234567ULL);
  for (auto& t : threads) t.join();
  EXPECT_EQ(wrong.load(), 0);
  EXPECT_GT(hits.load(), 0);  // the probes did read entries
}

}  // namespace
}  // namespace renju::ai
