// The per-address rate limits: the "N/period" notation, buckets per IPv4 address and IPv6 /64 on
// an injected clock, and the API's 429 answers with Retry-After against a real server.
#include "server/rate_limit.hpp"

#include <gtest/gtest.h>

#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

using Clock = TokenBucket::Clock;
namespace ip = boost::asio::ip;

TEST(RateLimit, Notation) {
  auto per_min = parse_rate_limit("30/min");
  ASSERT_TRUE(per_min);
  EXPECT_EQ(per_min->count, 30);
  EXPECT_EQ(per_min->per, std::chrono::seconds(60));
  EXPECT_EQ(parse_rate_limit("10/30s")->per, std::chrono::seconds(30));
  EXPECT_EQ(parse_rate_limit("100/h")->per, std::chrono::seconds(3600));
  EXPECT_EQ(parse_rate_limit("5/m")->per, std::chrono::seconds(60));
  EXPECT_TRUE(parse_rate_limit("0")->unlimited());
  EXPECT_TRUE(parse_rate_limit("0/min")->unlimited());
  for (const char* bad : {"", "30", "-1/min", "x/min", "30/", "30/fortnight", "30/0s", "3.5/min"})
    EXPECT_FALSE(parse_rate_limit(bad)) << bad;
  EXPECT_EQ(to_string(*per_min), "30/min");
  EXPECT_EQ(to_string(RateLimit{}), "0");
  EXPECT_EQ(to_string(*parse_rate_limit("10/30s")), "10/30s");
}

TEST(RateLimit, BucketPerAddressOnTheInjectedClock) {
  auto now = Clock::time_point{} + std::chrono::hours(1);
  AddressRateLimiter limiter(RateLimit{3, std::chrono::seconds(60)}, [&] { return now; });
  const auto a = ip::make_address("192.0.2.1");
  const auto b = ip::make_address("192.0.2.2");
  for (int i = 0; i < 3; ++i) EXPECT_FALSE(limiter.take(a)) << i;
  EXPECT_EQ(limiter.take(a), std::chrono::seconds(20)) << "one comes back every 20 s";
  EXPECT_FALSE(limiter.take(b)) << "another address has a bucket of its own";
  now += std::chrono::seconds(19);
  EXPECT_EQ(limiter.take(a), std::chrono::seconds(1));
  now += std::chrono::seconds(1);
  EXPECT_FALSE(limiter.take(a));
  EXPECT_TRUE(limiter.take(a));

  // Full buckets are forgotten, partly spent ones kept.
  EXPECT_EQ(limiter.tracked(), 2u);
  now += std::chrono::seconds(40);  // b is full again, a has 2 of 3
  limiter.prune();
  EXPECT_EQ(limiter.tracked(), 1u);
  now += std::chrono::seconds(20);
  limiter.prune();
  EXPECT_EQ(limiter.tracked(), 0u);
}

TEST(RateLimit, AnIPv6Slash64IsOneAddressAndZeroIsUnlimited) {
  auto now = Clock::time_point{};
  AddressRateLimiter limiter(RateLimit{1, std::chrono::seconds(60)}, [&] { return now; });
  EXPECT_FALSE(limiter.take(ip::make_address("2001:db8:1:2::1")));
  EXPECT_TRUE(limiter.take(ip::make_address("2001:db8:1:2:ffff::9"))) << "same /64";
  EXPECT_FALSE(limiter.take(ip::make_address("2001:db8:1:3::1"))) << "another /64";
  EXPECT_FALSE(limiter.take(ip::make_address("::ffff:192.0.2.7")));
  EXPECT_TRUE(limiter.take(ip::make_address("192.0.2.7"))) << "IPv4-mapped is its IPv4 address";

  AddressRateLimiter unlimited(RateLimit{}, [&] { return now; });
  for (int i = 0; i < 1000; ++i) ASSERT_FALSE(unlimited.take(ip::make_address("192.0.2.1")));
  EXPECT_EQ(unlimited.tracked(), 0u);
}

// A server whose rate limits run on a clock the test moves.
struct LimitedServer {
  explicit LimitedServer(RateLimit create, RateLimit join) : server(config(create, join)) {}
  ServerConfig config(RateLimit create, RateLimit join) {
    ServerConfig c;
    c.create_rate = create;
    c.join_rate = join;
    c.rate_clock = [this] {
      std::lock_guard lock(mutex);
      return now;
    };
    return c;
  }
  void advance(std::chrono::seconds by) {
    std::lock_guard lock(mutex);
    now += by;
  }
  std::mutex mutex;
  Clock::time_point now = Clock::time_point{} + std::chrono::hours(1);
  TestServer server;  // last: its clock reads the members above
};

void expect_rate_limited(const HttpResult& r, const std::string& retry_after) {
  EXPECT_EQ(r.status, 429) << r.body;
  EXPECT_EQ(r.header("retry-after"), retry_after);
  EXPECT_EQ(r.json().at("error").at("code"), "rate_limited");
  EXPECT_EQ(str(r.json().at("error").at("params").at("retry_after")), retry_after);
}

TEST(RateLimit, CreationOverTheLimitIs429WithRetryAfterAndCreatesNothing) {
  LimitedServer s(RateLimit{2, std::chrono::seconds(60)}, RateLimit{});
  const auto port = s.server.port();
  create_game(port);
  create_game(port);
  const auto games = s.server.store().game_count();
  expect_rate_limited(http_call(port, "POST", "/api/games", "{}", "application/json"), "30");
  expect_rate_limited(
      http_call(port, "POST", "/api/games", "rule=standard", "application/x-www-form-urlencoded"),
      "30");
  EXPECT_EQ(s.server.store().game_count(), games) << "a refused creation stores nothing";
  // Bad requests are refused for what they are and cost nothing.
  EXPECT_EQ(
      http_call(port, "POST", "/api/games", R"({"rule":"yamaguchi-3"})", "application/json").status,
      400);
  s.advance(std::chrono::seconds(30));
  create_game(port);  // 201, asserted inside
  EXPECT_EQ(s.server.store().game_count(), games + 1);
  // Other routes are not limited.
  EXPECT_EQ(http_call(port, "GET", "/api/health").status, 200);
}

TEST(RateLimit, JoinsOverTheLimitAre429AndClaimNothing) {
  LimitedServer s(RateLimit{}, RateLimit{1, std::chrono::seconds(10)});
  const auto port = s.server.port();
  const auto first = create_game(port);
  const auto second = create_game(port);
  join_game(port, first.id);
  expect_rate_limited(http_call(port, "POST", "/api/games/" + second.id + "/join"), "10");
  const auto record = s.server.store().load_game(second.id);
  ASSERT_TRUE(record);
  EXPECT_FALSE(record->seat_hash[1]) << "the refused join claimed the seat";
  s.advance(std::chrono::seconds(10));
  join_game(port, second.id);
}

}  // namespace
}  // namespace renju::server::testing
