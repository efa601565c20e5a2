// The latency histogram: bucket bounds, quantiles and merging.
#include "loadtest/histogram.hpp"

#include <gtest/gtest.h>

namespace renju::loadtest {
namespace {

TEST(Histogram, EmptyHasNoQuantiles) {
  Histogram h;
  EXPECT_EQ(h.count(), 0u);
  EXPECT_EQ(h.quantile(0.5), 0u);
  EXPECT_EQ(summary(h), "no samples");
}

TEST(Histogram, BucketsCoverEveryValueWithinThreePercent) {
  for (std::uint64_t v : {0ull, 1ull, 63ull, 64ull, 65ull, 127ull, 128ull, 1000ull, 123456ull,
                          987654321ull, 1ull << 40, (1ull << 63) + 12345, ~0ull}) {
    const int b = Histogram::bucket_of(v);
    ASSERT_GE(b, 0);
    ASSERT_LT(b, Histogram::kBuckets);
    const std::uint64_t upper = Histogram::bucket_upper(b);
    EXPECT_GE(upper, v) << v;
    EXPECT_LE(static_cast<double>(upper - v), static_cast<double>(v) / 32.0 + 1.0) << v;
    if (b > 0) {
      EXPECT_LT(Histogram::bucket_upper(b - 1), v) << v;
    }
  }
}

TEST(Histogram, QuantilesOfAUniformSpread) {
  Histogram h;
  for (std::uint64_t ms = 1; ms <= 100; ++ms) h.record(ms * 1'000'000);
  EXPECT_EQ(h.count(), 100u);
  EXPECT_EQ(h.max(), 100'000'000u);
  EXPECT_EQ(h.min(), 1'000'000u);
  const auto p50 = static_cast<double>(h.quantile(0.5));
  EXPECT_GE(p50, 50e6);
  EXPECT_LE(p50, 50e6 * 1.04);
  const auto p99 = static_cast<double>(h.quantile(0.99));
  EXPECT_GE(p99, 99e6);
  EXPECT_LE(p99, 100e6);
  EXPECT_EQ(h.quantile(1.0), h.max());
}

TEST(Histogram, MergeEqualsRecordingEverythingInOne) {
  Histogram a, b, all;
  for (std::uint64_t v = 1; v < 5000; v += 7) {
    (v % 2 ? a : b).record(v * 1000);
    all.record(v * 1000);
  }
  a.merge(b);
  EXPECT_EQ(a.count(), all.count());
  EXPECT_EQ(a.max(), all.max());
  for (double q : {0.1, 0.5, 0.9, 0.99}) EXPECT_EQ(a.quantile(q), all.quantile(q));
}

TEST(Histogram, FormatsMilliseconds) {
  EXPECT_EQ(format_ms(250'000), "0.250 ms");
  EXPECT_EQ(format_ms(1'500'000), "1.50 ms");
  EXPECT_EQ(format_ms(12'340'000), "12.3 ms");
  EXPECT_EQ(format_ms(250'000'000), "250 ms");
}

}  // namespace
}  // namespace renju::loadtest
