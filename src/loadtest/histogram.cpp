// Log-linear latency buckets: exact below 64 ns, then 32 buckets per power of two.
#include "loadtest/histogram.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace renju::loadtest {

int Histogram::bucket_of(std::uint64_t ns) {
  if (ns < static_cast<std::uint64_t>(kLinear)) return static_cast<int>(ns);
  const int exponent = 63 - std::countl_zero(ns);  // >= kSubBits + 1
  const int shift = exponent - kSubBits;
  const int sub = static_cast<int>((ns >> shift) & ((1u << kSubBits) - 1));
  return kLinear + (exponent - kSubBits - 1) * (1 << kSubBits) + sub;
}

std::uint64_t Histogram::bucket_upper(int bucket) {
  if (bucket < kLinear) return static_cast<std::uint64_t>(bucket);
  const int rel = bucket - kLinear;
  const int exponent = rel / (1 << kSubBits) + kSubBits + 1;
  const int sub = rel % (1 << kSubBits);
  const int shift = exponent - kSubBits;
  const std::uint64_t lower =
      (std::uint64_t{1} << exponent) | (static_cast<std::uint64_t>(sub) << shift);
  return lower + ((std::uint64_t{1} << shift) - 1);
}

void Histogram::record(std::uint64_t ns) {
  ++buckets_[static_cast<std::size_t>(bucket_of(ns))];
  ++count_;
  max_ = std::max(max_, ns);
  min_ = std::min(min_, ns);
}

void Histogram::merge(const Histogram& other) {
  for (std::size_t i = 0; i < buckets_.size(); ++i) buckets_[i] += other.buckets_[i];
  count_ += other.count_;
  max_ = std::max(max_, other.max_);
  min_ = std::min(min_, other.min_);
}

std::uint64_t Histogram::quantile(double q) const {
  if (count_ == 0) return 0;
  q = std::clamp(q, 0.0, 1.0);
  const auto rank = std::max<std::uint64_t>(
      1, static_cast<std::uint64_t>(std::ceil(q * static_cast<double>(count_))));
  std::uint64_t seen = 0;
  for (std::size_t i = 0; i < buckets_.size(); ++i) {
    seen += buckets_[i];
    if (seen >= rank) return std::min(bucket_upper(static_cast<int>(i)), max_);
  }
  return max_;
}

std::string Histogram::to_text() const {
  std::string out =
      std::to_string(count_) + ' ' + std::to_string(min()) + ' ' + std::to_string(max_);
  for (std::size_t i = 0; i < buckets_.size(); ++i) {
    if (buckets_[i]) out += ' ' + std::to_string(i) + ':' + std::to_string(buckets_[i]);
  }
  return out;
}

namespace {
// The next unsigned number of `text` from `pos`, skipping one separator first when given.
bool next_number(std::string_view text, std::size_t& pos, std::uint64_t& value) {
  const char* end = text.data() + text.size();
  const auto r = std::from_chars(text.data() + pos, end, value);
  if (r.ec != std::errc{} || r.ptr == text.data() + pos) return false;
  pos = static_cast<std::size_t>(r.ptr - text.data());
  return true;
}
}  // namespace

std::optional<Histogram> Histogram::from_text(std::string_view text) {
  Histogram h;
  std::size_t pos = 0;
  std::uint64_t count = 0, min = 0, max = 0;
  const auto space = [&] {
    if (pos >= text.size() || text[pos] != ' ') return false;
    ++pos;
    return true;
  };
  if (!next_number(text, pos, count) || !space() || !next_number(text, pos, min) || !space() ||
      !next_number(text, pos, max))
    return std::nullopt;
  std::uint64_t total = 0;
  while (pos < text.size()) {
    std::uint64_t bucket = 0, n = 0;
    if (!space() || !next_number(text, pos, bucket) || pos >= text.size() || text[pos++] != ':' ||
        !next_number(text, pos, n) || bucket >= h.buckets_.size() || n == 0)
      return std::nullopt;
    h.buckets_[bucket] += n;
    total += n;
  }
  if (total != count || (count > 0 && min > max)) return std::nullopt;
  h.count_ = count;
  h.max_ = max;
  h.min_ = count ? min : UINT64_MAX;
  return h;
}

std::string format_ms(std::uint64_t ns) {
  const double ms = static_cast<double>(ns) / 1e6;
  char buf[32];
  if (ms >= 100)
    std::snprintf(buf, sizeof buf, "%.0f ms", ms);
  else if (ms >= 10)
    std::snprintf(buf, sizeof buf, "%.1f ms", ms);
  else if (ms >= 1)
    std::snprintf(buf, sizeof buf, "%.2f ms", ms);
  else
    std::snprintf(buf, sizeof buf, "%.3f ms", ms);
  return buf;
}

std::string summary(const Histogram& h) {
  if (h.count() == 0) return "no samples";
  return "p50 " + format_ms(h.quantile(0.5)) + "  p90 " + format_ms(h.quantile(0.9)) + "  p99 " +
         format_ms(h.quantile(0.99)) + "  max " + format_ms(h.max());
}

}  // namespace renju::loadtest
