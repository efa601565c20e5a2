// Routing of the site layer: which requests are pages and which are left to the server.
#include "site/site.hpp"

#include <gtest/gtest.h>

namespace renju::site {
namespace {

TEST(Site, RootRedirectsToALanguage) {
  Site site(SiteConfig{"", "0.1.0", "abc1234"});
  auto r = site.handle({"GET", "/", "", ""});
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->status, 302);
}

TEST(Site, ApiPathsAreNotPages) {
  Site site(SiteConfig{"", "0.1.0", "abc1234"});
  EXPECT_FALSE(site.handle({"GET", "/api/games", "", ""}).has_value());
  EXPECT_FALSE(site.handle({"POST", "/", "", ""}).has_value());
}

}  // namespace
}  // namespace renju::site
