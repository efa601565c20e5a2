// Load targets: URL parsing and the loopback-only rule.
#include "loadtest/target.hpp"

#include <gtest/gtest.h>

namespace renju::loadtest {
namespace {

Target ok(std::string_view url) {
  auto r = parse_target(url);
  if (auto* err = std::get_if<std::string>(&r)) ADD_FAILURE() << url << ": " << *err;
  return std::holds_alternative<Target>(r) ? std::get<Target>(r) : Target{};
}

std::string refused(std::string_view url) {
  auto r = parse_target(url);
  EXPECT_TRUE(std::holds_alternative<std::string>(r)) << url;
  return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : "";
}

TEST(Target, ParsesLoopbackUrls) {
  const Target a = ok("http://127.0.0.1:8080");
  EXPECT_EQ(a.host, "127.0.0.1");
  EXPECT_EQ(a.port, 8080);
  EXPECT_EQ(a.path, "/");
  EXPECT_EQ(a.host_header(), "127.0.0.1:8080");

  const Target b = ok("ws://localhost:9090/echo");
  EXPECT_EQ(b.host, "127.0.0.1");
  EXPECT_EQ(b.path, "/echo");

  const Target c = ok("ws://[::1]:7000/x");
  EXPECT_EQ(c.host, "::1");
  EXPECT_EQ(c.port, 7000);
  EXPECT_EQ(c.host_header(), "[::1]:7000");

  EXPECT_EQ(ok("http://127.3.2.1").port, 80);
}

TEST(Target, RefusesAnythingOffThisMachine) {
  EXPECT_NE(refused("http://10.0.0.1:8080").find("non-loopback"), std::string::npos);
  EXPECT_NE(refused("ws://example.com/").find("non-loopback"), std::string::npos);
  EXPECT_NE(refused("http://[2001:db8::1]:80/").find("non-loopback"), std::string::npos);
  EXPECT_NE(refused("https://127.0.0.1/").find("TLS"), std::string::npos);
  refused("ftp://127.0.0.1/");
  refused("http://127.0.0.1:0/");
  refused("http://127.0.0.1:99999/");
  refused("http://127.0.0.1:80x/");
  refused("http://:80/");
}

TEST(Target, ParsesACommaSeparatedListAndRefusesItIfAnyIsBad) {
  const auto many = parse_targets("http://127.0.0.1:8001/,http://127.0.0.1:8002/,ws://[::1]:8003");
  ASSERT_TRUE(std::holds_alternative<std::vector<Target>>(many));
  const auto& list = std::get<std::vector<Target>>(many);
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].port, 8001);
  EXPECT_EQ(list[1].port, 8002);
  EXPECT_EQ(list[2].host, "::1");

  const auto one = parse_targets("http://127.0.0.1:8001/");
  ASSERT_TRUE(std::holds_alternative<std::vector<Target>>(one));
  EXPECT_EQ(std::get<std::vector<Target>>(one).size(), 1u);

  const auto off = parse_targets("http://127.0.0.1:8001/,http://10.0.0.1:8002/");
  ASSERT_TRUE(std::holds_alternative<std::string>(off));
  EXPECT_NE(std::get<std::string>(off).find("non-loopback"), std::string::npos);
  EXPECT_TRUE(std::holds_alternative<std::string>(parse_targets("http://127.0.0.1:8001/,")));
  EXPECT_TRUE(std::holds_alternative<std::string>(parse_targets("")));
}

}  // namespace
}  // namespace renju::loadtest
