// Packing of a transposition-table entry into one word (score, move, depth, bound and the
// search's generation, with an all-zero word meaning "no move, no depth" like an empty slot),
// and the two-entry buckets' replacement.
#include "ai/table.hpp"

namespace renju::ai {
namespace {

std::uint64_t pack(const TTData& d) {
  return static_cast<std::uint64_t>(static_cast<std::uint32_t>(d.score)) |
         (static_cast<std::uint64_t>(static_cast<std::uint16_t>(d.move + 1)) << 32) |
         (static_cast<std::uint64_t>(static_cast<std::uint8_t>(d.depth + 1)) << 48) |
         (static_cast<std::uint64_t>(static_cast<std::uint8_t>(d.bound & 3)) << 56);
}

constexpr int kGenerationShift = 58;

TTData unpack(std::uint64_t w) {
  TTData d;
  d.score = static_cast<std::int32_t>(static_cast<std::uint32_t>(w & 0xffffffffULL));
  d.move = static_cast<int>((w >> 32) & 0xffff) - 1;
  d.depth = static_cast<int>((w >> 48) & 0xff) - 1;
  d.bound = static_cast<int>((w >> 56) & 3);
  return d;
}

}  // namespace

TransTable::TransTable(std::size_t entries) {
  std::size_t size = 2;  // one bucket at least
  while (size * 2 <= entries) size *= 2;
  entries_ = std::make_unique<Entry[]>(size);
  mask_ = size - 1;
}

bool TransTable::probe(std::uint64_t key, TTData& out) const {
  const std::size_t bucket = key & mask_ & ~std::size_t{1};
  for (std::size_t k = bucket; k <= bucket + 1; ++k) {
    const Entry& e = entries_[k];
    const std::uint64_t data = e.data.load(std::memory_order_relaxed);
    const std::uint64_t check = e.check.load(std::memory_order_relaxed);
    if ((check ^ data) != key) continue;
    out = unpack(data);
    return true;
  }
  return false;
}

void TransTable::store(std::uint64_t key, const TTData& d) {
  const std::size_t bucket = key & mask_ & ~std::size_t{1};
  const std::uint64_t generation = generation_.load(std::memory_order_relaxed);
  const std::uint64_t data = pack(d) | (generation << kGenerationShift);
  Entry& first = entries_[bucket];
  const std::uint64_t held = first.data.load(std::memory_order_relaxed);
  const bool same_key = (first.check.load(std::memory_order_relaxed) ^ held) == key;
  const bool earlier = (held >> kGenerationShift) != generation;
  Entry& e = same_key || earlier || d.depth >= unpack(held).depth ? first : entries_[bucket + 1];
  e.check.store(key ^ data, std::memory_order_relaxed);
  e.data.store(data, std::memory_order_relaxed);
}

}  // namespace renju::ai
