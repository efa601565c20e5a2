// The main search's transposition table, shared by the threads of one search: each entry is two
// atomic words, the key stored xor-ed with the data, so that a write torn by another thread
// reads as a miss instead of as another position's result. Entries come in buckets of two: the
// first keeps the deepest result of the current search, the second takes what the first
// refuses; a result stored by an earlier search (an earlier move of the game) gives way to any.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "ai/position.hpp"

namespace renju::ai {

struct TTData {
  int score = 0;
  int move = kNoMove;
  int depth = -1;
  int bound = 0;  // 0 none, 1 exact, 2 lower, 3 upper
};

class TransTable {
 public:
  // `entries` is rounded down to a power of two, at least 2.
  explicit TransTable(std::size_t entries);

  // The entry stored for `key`, if its bucket holds that key.
  bool probe(std::uint64_t key, TTData& out) const;
  // Asks the processor to bring `key`'s bucket into the cache, for a probe soon after.
  void prefetch(std::uint64_t key) const {
    __builtin_prefetch(&entries_[key & mask_ & ~std::size_t{1}]);
  }
  // Into the bucket's first entry when it holds the same key, a result of an earlier search or
  // one no deeper than `data`; else into the second, whatever it held.
  void store(std::uint64_t key, const TTData& data);
  // Starts a new search: what earlier ones stored is kept for probes but gives way in store().
  // Called before the search's threads start.
  void new_search() {
    generation_.store((generation_.load(std::memory_order_relaxed) + 1) & kGenerationMask,
                      std::memory_order_relaxed);
  }

 private:
  struct Entry {
    std::atomic<std::uint64_t> check{0};  // key ^ data
    std::atomic<std::uint64_t> data{0};
  };
  std::unique_ptr<Entry[]> entries_;
  std::size_t mask_ = 0;  // of entries; a bucket is an even index and the next
  static constexpr unsigned kGenerationMask = 63;  // six bits of the data word
  std::atomic<unsigned> generation_{0};
};

}  // namespace renju::ai
