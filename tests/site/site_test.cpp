// The pages: every page in every language renders completely (no missing key), carries the
// shared frame (skip link, switcher, hreflang, footer), and the routes and redirects work.
#include "site/site.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "openings/registry.hpp"
#include "site/i18n.hpp"

namespace renju::site {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

const std::vector<std::string> kLanguages = {"en", "el", "de", "es", "pl"};
const std::vector<std::string> kPages = {"/",
                                         "/rules",
                                         "/rules/taraguchi-10",
                                         "/rules/standard",
                                         "/rules/rif",
                                         "/rules/yamaguchi",
                                         "/rules/soosorv-8",
                                         "/game/Xc3kP9qLm2",
                                         "/game/Xc3kP9qLm2/join"};

Site make_site(std::string assets = "") {
  return Site(SiteConfig{assets, "0.1.0", "a38d0e2"});
}

std::string header(const PageResponse& r, std::string_view name) {
  for (const auto& [k, v] : r.headers) {
    if (k == name) return v;
  }
  return {};
}

std::size_t count(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (auto i = text.find(what); i != std::string_view::npos; i = text.find(what, i + 1)) ++n;
  return n;
}

TEST(Pages, EveryPageInEveryLanguageRendersCompletely) {
  Site site = make_site();
  for (const auto& lang : kLanguages) {
    for (const auto& page : kPages) {
      SCOPED_TRACE(lang + page);
      auto r = site.handle({"GET", "/" + lang + page, "", ""});
      ASSERT_TRUE(r.has_value());
      EXPECT_EQ(r->status, 200);
      EXPECT_EQ(r->content_type, "text/html; charset=utf-8");
      const std::string& html = r->body;
      EXPECT_THAT(html, Not(HasSubstr("⟦"))) << "a key is missing";
      EXPECT_THAT(html, HasSubstr("<html lang=\"" + lang + "\""));
      // The skip link is the first thing in the body, pointing at main.
      auto body = html.find("<body");
      auto first_link = html.find("<a ", body);
      EXPECT_TRUE(html.compare(first_link, 29, "<a class=\"skip\" href=\"#main\">") == 0);
      EXPECT_THAT(html, HasSubstr("<main id=\"main\""));
      EXPECT_THAT(html, HasSubstr(Catalogs::embedded().text(lang, "site.skip")));
      EXPECT_THAT(html, HasSubstr(Catalogs::embedded().text(lang, "site.tagline")));
      EXPECT_THAT(html, HasSubstr("v0.1.0 · a38d0e2"));
      std::string rest = page == "/" ? "/" : page;
      for (const auto& other : kLanguages) {
        EXPECT_THAT(html, HasSubstr("<link rel=\"alternate\" hreflang=\"" + other + "\" href=\"/" +
                                    other + rest + "\">"));
        EXPECT_THAT(html, HasSubstr("<a href=\"/" + other + rest + "\" hreflang=\"" + other));
      }
      EXPECT_EQ(count(html, "aria-current=\"page\""), 1u);
      EXPECT_EQ(header(*r, "Content-Language"), lang);
    }
  }
}

TEST(Pages, TranslatedPagesAreNotEnglish) {
  Site site = make_site();
  auto english = site.handle({"GET", "/en/rules/taraguchi-10", "", ""})->body;
  EXPECT_THAT(english, HasSubstr("Rule changes"));
  EXPECT_THAT(english, HasSubstr("Yusui Yamaguchi"));
  for (const std::string lang : {"el", "de", "es", "pl"}) {
    auto html = site.handle({"GET", "/" + lang + "/rules/taraguchi-10", "", ""})->body;
    EXPECT_THAT(html, Not(HasSubstr("Rule changes"))) << lang;
    EXPECT_THAT(html, Not(HasSubstr("What is Taraguchi-10?"))) << lang;
    EXPECT_THAT(html, Not(HasSubstr("Skip to main content"))) << lang;
  }
}

TEST(Pages, TaraguchiPageHasTheFourRowRuleChangesTable) {
  Site site = make_site();
  auto html = site.handle({"GET", "/en/rules/taraguchi-10", "", ""})->body;
  auto table = html.substr(html.find("<table"), html.find("</table>") - html.find("<table"));
  EXPECT_EQ(count(table, "<th scope=\"row\">"), 4u);
  for (const char* row :
       {"The first stones", "Colour swap", "The fifth move", "After the opening"}) {
    EXPECT_THAT(table, HasSubstr(row));
  }
  EXPECT_THAT(html, HasSubstr(">Beta<"));
  EXPECT_THAT(html, HasSubstr("Variant: Renju"));
  EXPECT_THAT(html, HasSubstr("What is Taraguchi-10?"));
  EXPECT_THAT(html, HasSubstr("<h2 id=\"history\">History</h2>"));
  EXPECT_THAT(html, HasSubstr("2008"));
  EXPECT_THAT(html, HasSubstr("Soosõrv-8"));
}

TEST(Pages, HomeFormPostsToTheCreateEndpointWithEveryRule) {
  Site site = make_site();
  auto html = site.handle({"GET", "/pl/", "", ""})->body;
  EXPECT_THAT(html, HasSubstr("<form class=\"new-game\" method=\"post\" action=\"/api/games\">"));
  EXPECT_THAT(html, HasSubstr("value=\"taraguchi-10\" selected"));
  EXPECT_THAT(html, HasSubstr("value=\"standard\""));
  EXPECT_THAT(html, HasSubstr("value=\"taraguchi-12\""));
  for (const char* side : {"black", "white", "random"}) {
    EXPECT_THAT(html, HasSubstr(std::string("name=\"side\" value=\"") + side));
  }
  // Polish plural forms through ICU: 2 → few, 5 → many.
  EXPECT_THAT(html, HasSubstr(Catalogs::embedded().plural("pl", "home.rule.n", 2)));
  EXPECT_THAT(html, HasSubstr(Catalogs::embedded().plural("pl", "home.rule.n", 5)));
}

TEST(Pages, GamePageLoadsTheScriptAndNamesTheGame) {
  Site site = make_site();
  auto html = site.handle({"GET", "/de/game/Xc3kP9qLm2/join", "", ""})->body;
  EXPECT_THAT(html, HasSubstr("data-game=\"Xc3kP9qLm2\""));
  EXPECT_THAT(html, HasSubstr("data-join=\"1\""));
  EXPECT_THAT(html, HasSubstr("<script type=\"module\" src=\"/assets/app.js\"></script>"));
  EXPECT_THAT(html, HasSubstr("action=\"/api/games/Xc3kP9qLm2/join\""));
}

TEST(Routes, RootRedirectsByCookieThenAcceptLanguage) {
  Site site = make_site();
  auto r = site.handle({"GET", "/", "de-AT,de;q=0.9,en;q=0.5", ""});
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->status, 302);
  EXPECT_EQ(header(*r, "Location"), "/de/");
  EXPECT_EQ(header(*site.handle({"GET", "/", "fr", ""}), "Location"), "/en/");
  EXPECT_EQ(header(*site.handle({"GET", "/", "de", "x=1; lang=pl"}), "Location"), "/pl/");
  EXPECT_EQ(header(*site.handle({"GET", "/", "de", "lang=xx"}), "Location"), "/de/");
}

TEST(Routes, ServerLinksWithoutLanguageRedirectToALanguage) {
  Site site = make_site();
  EXPECT_EQ(header(*site.handle({"GET", "/game/abc123", "es", ""}), "Location"), "/es/game/abc123");
  EXPECT_EQ(header(*site.handle({"GET", "/game/abc123/join", "", "lang=el"}), "Location"),
            "/el/game/abc123/join");
  EXPECT_EQ(site.handle({"GET", "/el", "", ""})->status, 301);
}

// The home form and the rules index list every rule of the registry, each with a link to its
// page, and every other N of a parameterised family as an option.
TEST(Pages, HomeAndIndexListEveryRuleOfTheRegistry) {
  Site site = make_site();
  auto home = site.handle({"GET", "/en/", "", ""})->body;
  auto index = site.handle({"GET", "/en/rules", "", ""})->body;
  for (const auto& spec : openings::rule_specs()) {
    EXPECT_THAT(home, HasSubstr("<option value=\"" + spec.page() + "\""));
    EXPECT_THAT(home, HasSubstr("href=\"/en/rules/" + spec.page() + "\""));
    EXPECT_THAT(index, HasSubstr("href=\"/en/rules/" + spec.page() + "\""));
    EXPECT_EQ(site.handle({"GET", "/de/rules/" + spec.page(), "", ""})->status, 200);
  }
  EXPECT_THAT(home, HasSubstr("<option value=\"soosorv-12\">Soosõrv-12: up to 12 fifth moves"));
  EXPECT_THAT(home, HasSubstr("<option value=\"taraguchi-1\">"));
  EXPECT_EQ(count(home, "<option value=\"soosorv-"), 12u);
  auto rif = site.handle({"GET", "/pl/rules/rif", "", ""})->body;
  EXPECT_THAT(rif, HasSubstr("Czym jest RIF (1996)?"));
}

TEST(Routes, NonPagesAreLeftToTheServer) {
  Site site = make_site();
  for (const char* target : {"/api/games", "/ws/games/abc", "/fr/", "/en/nope",
                             "/en/rules/soosorv-5", "/en/rules/taraguchi", "/en/game/bad-id!",
                             "/game/a/b/c", "/assets/missing.js", "/assets/../etc/passwd"}) {
    EXPECT_FALSE(site.handle({"GET", target, "", ""}).has_value()) << target;
  }
  EXPECT_FALSE(site.handle({"POST", "/en/", "", ""}).has_value());
  EXPECT_TRUE(site.handle({"HEAD", "/en/", "", ""}).has_value());
  EXPECT_TRUE(site.handle({"GET", "/en/?utm=1", "", ""}).has_value());
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
