// What the site's page and route tests share: every language the catalogs offer, the pages,
// a site built from the embedded bundle (or an assets folder), and small readers of its HTML.
#pragma once

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "site/i18n.hpp"
#include "site/site.hpp"

namespace renju::site {

using ::testing::HasSubstr;
using ::testing::Not;

// Every language the catalogs offer: a catalog added to i18n/ is tested without a change here.
inline const std::vector<std::string>& kLanguages = Catalogs::embedded().languages();
inline const std::vector<std::string> kPages = {"/",
                                                "/rules",
                                                "/rules/taraguchi-10",
                                                "/rules/standard",
                                                "/rules/rif",
                                                "/rules/yamaguchi",
                                                "/rules/soosorv-8",
                                                "/game/Xc3kP9qLm2",
                                                "/game/Xc3kP9qLm2/join",
                                                "/analysis"};

inline Site make_site(std::string assets = "") {
  return Site(SiteConfig{assets, "0.1.0", "a38d0e2"});
}

inline std::string header(const PageResponse& r, std::string_view name) {
  for (const auto& [k, v] : r.headers) {
    if (k == name) return v;
  }
  return {};
}

inline std::size_t count(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (auto i = text.find(what); i != std::string_view::npos; i = text.find(what, i + 1)) ++n;
  return n;
}

// Text of an HTML document without its tags, with the entities escape() writes decoded.
inline std::string text_of(std::string_view html) {
  std::string out;
  bool in_tag = false;
  for (char c : html) {
    if (c == '<') in_tag = true;
    if (!in_tag) out += c;
    if (c == '>') in_tag = false;
  }
  for (auto [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&amp;", "&"}}) {
    for (auto i = out.find(from); i != std::string::npos; i = out.find(from, i + to.size()))
      out.replace(i, from.size(), to);
  }
  return out;
}

}  // namespace renju::site
