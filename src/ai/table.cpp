// Packing of a transposition-table entry into one word: score, move, depth and bound, with an
// all-zero word meaning "no move, no depth" like an empty slot.
#include "ai/table.hpp"

namespace renju::ai {
namespace {

std::uint64_t pack(const TTData& d) {
  return static_cast<std::uint64_t>(static_cast<std::uint32_t>(d.score)) |
         (static_cast<std::uint64_t>(static_cast<std::uint16_t>(d.move + 1)) << 32) |
         (static_cast<std::uint64_t>(static_cast<std::uint8_t>(d.depth + 1)) << 48) |
         (static_cast<std::uint64_t>(static_cast<std::uint8_t>(d.bound)) << 56);
}

TTData unpack(std::uint64_t w) {
  TTData d;
  d.score = static_cast<std::int32_t>(static_cast<std::uint32_t>(w & 0xffffffffULL));
  d.move = static_cast<int>((w >> 32) & 0xffff) - 1;
  d.depth = static_cast<int>((w >> 48) & 0xff) - 1;
  d.bound = static_cast<int>((w >> 56) & 0xff);
  return d;
}

}  // namespace

TransTable::TransTable(std::size_t entries) {
  std::size_t size = 1;
  while (size * 2 <= entries) size *= 2;
  entries_ = std::make_unique<Entry[]>(size);
  mask_ = size - 1;
}

bool TransTable::probe(std::uint64_t key, TTData& out) const {
  const Entry& e = entries_[key & mask_];
  const std::uint64_t data = e.data.load(std::memory_order_relaxed);
  const std::uint64_t check = e.check.load(std::memory_order_relaxed);
  if ((check ^ data) != key) return false;
  out = unpack(data);
  return true;
}

void TransTable::store(std::uint64_t key, const TTData& d) {
  Entry& e = entries_[key & mask_];
  const std::uint64_t data = pack(d);
  e.check.store(key ^ data, std::memory_order_relaxed);
  e.data.store(data, std::memory_order_relaxed);
}

}  // namespace renju::ai
