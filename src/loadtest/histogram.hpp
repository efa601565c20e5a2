// A latency histogram with bounded memory and ~3 % relative precision (log-linear buckets, in
// the spirit of HdrHistogram), mergeable across threads; values are nanoseconds.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace renju::loadtest {

class Histogram {
 public:
  static constexpr int kSubBits = 5;  // 32 sub-buckets per power of two
  static constexpr int kLinear = 2 << kSubBits;
  static constexpr int kBuckets = kLinear + (64 - kSubBits - 1) * (1 << kSubBits);

  void record(std::uint64_t ns);
  void merge(const Histogram& other);
  void reset() { *this = Histogram{}; }

  std::uint64_t count() const { return count_; }
  std::uint64_t max() const { return max_; }
  std::uint64_t min() const { return count_ ? min_ : 0; }
  // The smallest recorded bucket's upper bound such that at least q of the samples lie at or
  // below it (q in [0, 1]); never above max(). 0 when empty.
  std::uint64_t quantile(double q) const;

  // "count min max bucket:n bucket:n …" (only non-empty buckets), and back: what a load child
  // process hands its parent (loadtest/report_file.hpp). nullopt for text that is not one.
  std::string to_text() const;
  static std::optional<Histogram> from_text(std::string_view text);

  // Index of the bucket holding ns, and the largest value that bucket holds (exposed for tests).
  static int bucket_of(std::uint64_t ns);
  static std::uint64_t bucket_upper(int bucket);

 private:
  std::array<std::uint64_t, kBuckets> buckets_{};
  std::uint64_t count_ = 0;
  std::uint64_t max_ = 0;
  std::uint64_t min_ = UINT64_MAX;
};

// "p50 0.21 ms  p90 0.40 ms  p99 1.9 ms  max 7.3 ms" (or "no samples").
std::string summary(const Histogram& h);
// A duration in nanoseconds as milliseconds with three significant digits.
std::string format_ms(std::uint64_t ns);

}  // namespace renju::loadtest
