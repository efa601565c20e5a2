// The WebSocket message rate limit with an injected clock: the burst, the refill rate, the cap,
// and "unlimited".
#include "server/token_bucket.hpp"

#include <gtest/gtest.h>

namespace renju::server {
namespace {

using namespace std::chrono_literals;

int taken(TokenBucket& bucket, TokenBucket::Clock::time_point at, int tries) {
  int n = 0;
  for (int i = 0; i < tries; ++i) n += bucket.take(at) ? 1 : 0;
  return n;
}

TEST(TokenBucket, ServesTheBurstThenTheRate) {
  const TokenBucket::Clock::time_point t0{};
  TokenBucket bucket(20, 40, t0);
  EXPECT_EQ(taken(bucket, t0, 100), 40) << "the burst, then nothing";
  EXPECT_EQ(taken(bucket, t0 + 1s, 100), 20) << "one second refills the rate";
  EXPECT_EQ(taken(bucket, t0 + 1s + 50ms, 100), 1) << "a twentieth of a second, one token";
  EXPECT_EQ(taken(bucket, t0 + 1h, 1000), 40) << "a long pause refills only up to the burst";
}

TEST(TokenBucket, AClockThatGoesBackGivesNothing) {
  const TokenBucket::Clock::time_point t0 = TokenBucket::Clock::time_point{} + 10s;
  TokenBucket bucket(20, 1, t0);
  EXPECT_TRUE(bucket.take(t0));
  EXPECT_FALSE(bucket.take(t0 - 5s));
  EXPECT_TRUE(bucket.take(t0 + 50ms));
}

TEST(TokenBucket, RateZeroIsUnlimited) {
  TokenBucket bucket(0, 0);
  EXPECT_EQ(taken(bucket, TokenBucket::Clock::now(), 10000), 10000);
}

}  // namespace
}  // namespace renju::server
