// The main search's transposition table, shared by the threads of one search: each entry is two
// atomic words, the key stored xor-ed with the data, so that a write torn by another thread
// reads as a miss instead of as another position's result.
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
  // `entries` is rounded down to a power of two.
  explicit TransTable(std::size_t entries);

  // The entry stored for `key`, if its slot holds that key.
  bool probe(std::uint64_t key, TTData& out) const;
  // Always replaces what the slot held.
  void store(std::uint64_t key, const TTData& data);

 private:
  struct Entry {
    std::atomic<std::uint64_t> check{0};  // key ^ data
    std::atomic<std::uint64_t> data{0};
  };
  std::unique_ptr<Entry[]> entries_;
  std::size_t mask_ = 0;
};

}  // namespace renju::ai
