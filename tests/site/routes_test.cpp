// The site's routes: the language redirects, the sitemap, paths that name no page (a translated
// 404), other methods (405), and the assets from the binary or a folder.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "openings/registry.hpp"
#include "site/html.hpp"
#include "site/i18n.hpp"
#include "site/site.hpp"
#include "site_fixture.hpp"

namespace renju::site {
namespace {

TEST(Routes, RootRedirectsByCookieThenAcceptLanguage) {
  Site site = make_site();
  auto r = site.handle({"GET", "/", "de-AT,de;q=0.9,en;q=0.5", ""});
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->status, 302);
  EXPECT_EQ(header(*r, "Location"), "/de/");
  EXPECT_EQ(header(*site.handle({"GET", "/", "am", ""}), "Location"), "/en/");
  EXPECT_EQ(header(*site.handle({"GET", "/", "de", "x=1; lang=pl"}), "Location"), "/pl/");
  EXPECT_EQ(header(*site.handle({"GET", "/", "de", "lang=xx"}), "Location"), "/de/");
}

TEST(Routes, TheSitemapListsEveryPublicPageInEveryLanguageWithItsAlternates) {
  Site site = make_site();
  PageRequest request{"GET", "/sitemap.xml", "", "", "renju.example:8080", "https"};
  auto r = site.handle(request);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->status, 200);
  EXPECT_EQ(r->content_type, "application/xml; charset=utf-8");
  std::set<std::string> rule_pages;
  for (const auto& spec : openings::rule_specs()) rule_pages.insert(spec.page());
  EXPECT_EQ(rule_pages.size(), 5u);
  const std::size_t pages = 2 + rule_pages.size();  // home, the rules index, each rule's page
  const std::size_t n = kLanguages.size();
  EXPECT_EQ(count(r->body, "<url>"), pages * n);
  EXPECT_EQ(count(r->body, "<xhtml:link "), pages * n * (n + 1));
  for (const auto& lang : kLanguages) {
    EXPECT_THAT(r->body,
                HasSubstr("<loc>https://renju.example:8080/" + lang + "/rules/taraguchi-10</loc>"));
    EXPECT_THAT(r->body, HasSubstr("hreflang=\"" + lang + "\" href=\"https://renju.example:8080/" +
                                   lang + "/rules/soosorv-8\"/>"));
  }
  EXPECT_THAT(r->body, Not(HasSubstr("/game/")));
  // Every page it names is served.
  for (std::size_t at = 0;
       (at = r->body.find("<loc>https://renju.example:8080", at)) != std::string::npos;) {
    at += std::string_view("<loc>https://renju.example:8080").size();
    auto path = r->body.substr(at, r->body.find("</loc>", at) - at);
    EXPECT_EQ(site.handle({"GET", path, "", ""})->status, 200) << path;
  }
  auto robots = site.handle({"GET", "/robots.txt", "", "", "renju.example", "http"});
  EXPECT_THAT(robots->body, HasSubstr("Sitemap: http://renju.example/sitemap.xml\n"));
}

TEST(Routes, ASitemapForAMadeUpHostIsRefused) {
  Site site = make_site();
  for (const char* host : {"", "evil.example\"><x", "a b", "renju.example/path"}) {
    auto r = site.handle({"GET", "/sitemap.xml", "", "", host, "http"});
    EXPECT_EQ(r->status, 400) << host;
    EXPECT_THAT(r->body, Not(HasSubstr("<"))) << host;
  }
  EXPECT_EQ(site.handle({"GET", "/sitemap.xml", "", "", "h", "gopher"})->status, 400);
  EXPECT_THAT(site.handle({"GET", "/robots.txt", "", "", "a b", "http"})->body,
              Not(HasSubstr("Sitemap")));
}

TEST(Routes, ServerLinksWithoutLanguageRedirectToALanguage) {
  Site site = make_site();
  EXPECT_EQ(header(*site.handle({"GET", "/game/abc123", "es", ""}), "Location"), "/es/game/abc123");
  EXPECT_EQ(header(*site.handle({"GET", "/game/abc123/join", "", "lang=el"}), "Location"),
            "/el/game/abc123/join");
  EXPECT_EQ(site.handle({"GET", "/el", "", ""})->status, 301);
}

// Paths that name no page get the site's 404 page, not the server's JSON.
TEST(Routes, PathsThatNameNoPageGetTheNotFoundPage) {
  Site site = make_site();
  for (const char* target :
       {"/am/", "/en/nope", "/en/rules/soosorv-5", "/en/rules/taraguchi", "/en/game/bad-id!",
        "/game/a/b/c", "/assets/missing.js", "/assets/../etc/passwd"}) {
    auto reply = site.handle({"GET", target, "", ""});
    ASSERT_TRUE(reply.has_value()) << target;
    EXPECT_EQ(reply->status, 404) << target;
  }
}

TEST(Routes, TheServersOwnPathsAreLeftToIt) {
  Site site = make_site();
  for (const char* target : {"/api/games", "/api/nope", "/ws/games/abc", "/ws"}) {
    EXPECT_FALSE(site.handle({"GET", target, "", ""}).has_value()) << target;
    EXPECT_FALSE(site.handle({"POST", target, "", ""}).has_value()) << target;
  }
  EXPECT_TRUE(site.handle({"HEAD", "/en/", "", ""}).has_value());
  EXPECT_EQ(site.handle({"GET", "/en/?utm=1", "", ""})->status, 200);
}

TEST(ErrorPages, UnknownPathsGetAStyledTranslatedNotFoundPage) {
  Site site = make_site();
  for (const auto& lang : kLanguages) {
    for (const std::string rest : {"/nope", "/rules/soosorv-5", "/game/bad-id!", "/game/a/b/c"}) {
      SCOPED_TRACE(lang + rest);
      auto r = site.handle({"GET", "/" + lang + rest, "", ""});
      ASSERT_TRUE(r.has_value());
      EXPECT_EQ(r->status, 404);
      EXPECT_EQ(r->content_type, "text/html; charset=utf-8");
      EXPECT_EQ(header(*r, "Content-Language"), lang);
      const std::string title = Catalogs::embedded().text(lang, "site.error.404.title");
      EXPECT_THAT(r->body, HasSubstr("<html lang=\"" + lang + "\""));
      EXPECT_THAT(text_of(r->body), HasSubstr(title + " · Renju"));  // the <title>
      EXPECT_THAT(text_of(r->body), HasSubstr(title));
      EXPECT_THAT(r->body, HasSubstr("<link rel=\"stylesheet\" href=\"/assets/app.css?v="));
      EXPECT_THAT(r->body, HasSubstr("<a class=\"button primary\" href=\"/" + lang + "/\">" +
                                     Catalogs::embedded().text(lang, "site.error.home")));
      EXPECT_THAT(r->body, Not(HasSubstr("⟦")));
    }
  }
  // Without a language in the path: the cookie's, else Accept-Language's.
  auto de = site.handle({"GET", "/nope", "de-AT,de;q=0.9", ""});
  EXPECT_EQ(de->status, 404);
  EXPECT_EQ(header(*de, "Content-Language"), "de");
  EXPECT_EQ(header(*site.handle({"GET", "/am/", "es", "lang=pl"}), "Content-Language"), "pl");
  EXPECT_EQ(site.handle({"GET", "/assets/missing.js", "", ""})->status, 404);
  EXPECT_EQ(site.handle({"GET", "/assets/../etc/passwd", "", ""})->status, 404);
}

TEST(ErrorPages, OtherMethodsOnPagesAreRefusedWith405AndTheErrorPageIs500Otherwise) {
  Site site = make_site();
  auto r = site.handle({"POST", "/el/", "", ""});
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->status, 405);
  EXPECT_EQ(header(*r, "Allow"), "GET, HEAD");
  EXPECT_THAT(r->body, HasSubstr(Catalogs::embedded().text("el", "site.error.405.title")));
  auto failed = site.error_page(503, {"GET", "/es/rules/standard", "", ""});
  EXPECT_EQ(failed.status, 500);
  EXPECT_THAT(failed.body, HasSubstr(Catalogs::embedded().text("es", "site.error.500.text")));
}

TEST(Assets, TheBundleBuiltIntoTheBinaryIsServedWithoutAFolder) {
  Site site = make_site();  // no assets folder: the embedded bundle
  auto js = site.handle({"GET", "/assets/app.js", "", ""});
  auto css = site.handle({"GET", "/assets/app.css", "", ""});
  ASSERT_TRUE(js.has_value());
  ASSERT_TRUE(css.has_value());
  EXPECT_EQ(js->status, 200);
  EXPECT_EQ(js->content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(css->content_type, "text/css; charset=utf-8");
  EXPECT_GT(js->body.size(), 1000u);
  EXPECT_GT(css->body.size(), 1000u);
  // Every catalog chunk the module imports is there too.
  std::size_t chunks = 0;
  for (auto i = js->body.find("i18n-"); i != std::string::npos; i = js->body.find("i18n-", i + 1)) {
    auto end = js->body.find(".js", i);
    ASSERT_NE(end, std::string::npos);
    const std::string name = js->body.substr(i, end + 3 - i);
    auto chunk = site.handle({"GET", "/assets/" + name, "", ""});
    ASSERT_TRUE(chunk.has_value()) << name;
    EXPECT_EQ(chunk->status, 200) << name;
    ++chunks;
  }
  EXPECT_EQ(chunks, kLanguages.size());
}

TEST(Assets, ServedFromTheAssetsDirWithAVersionedUrl) {
  auto dir = std::filesystem::temp_directory_path() / "renju-site-test-assets";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "app.js") << "console.log('renju');";
  std::ofstream(dir / "app.css") << "body{margin:0}";
  Site site = make_site(dir.string());
  auto js = site.handle({"GET", "/assets/app.js", "", ""});
  ASSERT_TRUE(js.has_value());
  EXPECT_EQ(js->body, "console.log('renju');");
  EXPECT_EQ(js->content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(site.handle({"GET", "/assets/app.css", "", ""})->content_type,
            "text/css; charset=utf-8");
  auto html = site.handle({"GET", "/en/game/abc", "", ""})->body;
  EXPECT_THAT(html, HasSubstr("src=\"/assets/app.js?v="));
  EXPECT_THAT(html, HasSubstr("href=\"/assets/app.css?v="));
  EXPECT_EQ(header(*site.handle({"GET", "/assets/app.js?v=1", "", ""}), "Cache-Control"),
            "public, max-age=31536000, immutable");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace renju::site
