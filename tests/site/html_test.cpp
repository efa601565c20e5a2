// HTML escaping: every text and attribute value of the pages goes through escape().
#include "site/html.hpp"

#include <gtest/gtest.h>

namespace renju::site {
namespace {

TEST(Escape, ReplacesTheFiveSpecialCharacters) {
  EXPECT_EQ(escape("<a href=\"x\" title='y'>Tom & Jerry</a>"),
            "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;");
}

TEST(Escape, LeavesUtf8AndPlainTextAlone) {
  EXPECT_EQ(escape("Μαύρα · Białe · 15×15"), "Μαύρα · Białe · 15×15");
  EXPECT_EQ(escape(""), "");
}

}  // namespace
}  // namespace renju::site
