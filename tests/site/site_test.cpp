// The pages: every page in every language renders completely (no missing key), the rules pages
// state their facts, the language menu names every language, the home page offers every rule and
// level and says why a form was refused.
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
  for (const std::string& lang : kLanguages) {
    if (lang == "en") continue;
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
  EXPECT_EQ(count(table, "<td>"), 8u) << "each row has a cell for each rule";
  for (const char* row :
       {"The first stones", "Colour swap", "The fifth move", "After the opening"}) {
    EXPECT_THAT(table, HasSubstr(row));
  }
  EXPECT_THAT(html, HasSubstr(">Beta<"));
  EXPECT_THAT(html, HasSubstr("Variant: Renju"));
  EXPECT_THAT(html, HasSubstr("What is Taraguchi-10?"));
  EXPECT_THAT(html, HasSubstr("<h2 id=\"history\">History</h2>"));
  // One landmark per name: the scrolling table is named by its caption, not the heading.
  EXPECT_THAT(html, HasSubstr("aria-labelledby=\"changes-caption\""));
}

// The facts of the reference page (the site's first beta, in el, de, es, pl), in its order:
// badges, summary, what it is, the table row by row, the history, the footer.
TEST(Pages, TaraguchiPageStatesTheReferenceFactsInOrder) {
  const std::map<std::string, std::vector<std::string>> facts = {
      {"en",
       {"Beta",
        "Variant: Renju",
        "colour swap possible before each",
        "ten fifth moves",
        "opening rule of today’s Renju World Championship",
        "neither can steer the game",
        "Before the second, third and fourth stone",
        "sixth stone anywhere",
        "no two of them symmetric",
        "with no further swap",
        "The first stones",
        "Colour swap",
        "Before each of the second to the fifth stone",
        "White may swap once more",
        "The fifth move",
        "Black plays the fifth stone anywhere.",
        "ten fifth moves anywhere, no two symmetric",
        "After the opening",
        "Black may not make a double-three",
        "The same, from the sixth stone on.",
        "Tarannikov opening rule",
        "looking for successors to the RIF opening rule",
        "where N is the number of fifth moves Black may offer",
        "replacing Soosõrv-8",
        "without fixing a list of openings",
        "make the second option expensive",
        "No registration needed. Share a link and start playing.",
        "v0.1.0 · a38d0e2"}},
      {"de",
       {"Beta", "Renju-Variante", "vor jedem ist ein Farbtausch möglich",
        "Eröffnungsregel der heutigen Renju-Weltmeisterschaft",
        "Vor dem zweiten, dritten und vierten Stein", "sechste Stein an beliebiger Stelle",
        "keine zwei symmetrisch", "Erste Steine", "Vor jedem vom zweiten bis zum fünften Stein",
        "Fünfter Zug", "an beliebiger Stelle an, keine zwei symmetrisch", "Nach der Eröffnung",
        "Genauso, ab dem sechsten Stein.", "Nachfolger für die RIF-Eröffnungsregel suchte",
        "in der N die Zahl der fünften Züge ist", "Die sich verengenden Quadrate",
        "Keine Anmeldung nötig. Link teilen und losspielen."}},
      {"el",
       {"Beta", "Παραλλαγή: Ρέντζου", "Παγκόσμιου Πρωταθλήματος Ρέντζου",
        "Πριν από τη δεύτερη, την τρίτη και την τέταρτη πέτρα", "την έκτη πέτρα οπουδήποτε",
        "χωρίς δύο συμμετρικές μεταξύ τους", "Οι πρώτες πέτρες", "Ανταλλαγή χρωμάτων",
        "Πέμπτη κίνηση", "Μετά το άνοιγμα", "Το ίδιο, από την έκτη πέτρα και μετά.",
        "αναζητούσε διαδόχους για τον κανόνα ανοίγματος RIF",
        "όπου N είναι ο αριθμός των πέμπτων κινήσεων", "Τα τετράγωνα που στενεύουν",
        "Δεν απαιτείται εγγραφή. Μοιραστείτε έναν σύνδεσμο και ξεκινήστε να παίζετε."}},
      {"es",
       {"Beta", "Variante de Renju", "con un intercambio de colores antes de cada una",
        "actual Campeonato del Mundo de renju",
        "Antes de la segunda, la tercera y la cuarta piedra", "la sexta piedra donde quieran",
        "sin dos simétricas", "Primeras piedras", "Intercambio de colores", "Quinta jugada",
        "Tras la apertura", "Igual, a partir de la sexta piedra.",
        "buscaba sucesoras para la regla de apertura RIF",
        "en la que N es el número de quintas jugadas", "Los cuadrados que se estrechan",
        "Sin registro. Comparte un enlace y empieza a jugar."}},
      {"pl",
       {"Czym jest Taraguchi-10?", "obecnych mistrzostw świata w renju",
        "Przed drugim, trzecim i czwartym kamieniem", "szóstego kamienia w dowolnym miejscu",
        "żadnych dwóch symetrycznych", "Zmiany zasad", "Zasada", "Pierwsze kamienie",
        "Zamiana kolorów", "Piąty ruch", "Po otwarciu", "Tak samo, od szóstego kamienia.",
        "szukała następców zasady otwarcia RIF", "w której N to liczba piątych ruchów",
        "Zwężające się kwadraty"}},
  };
  Site site = make_site();
  for (const auto& [lang, list] : facts) {
    const std::string text =
        text_of(site.handle({"GET", "/" + lang + "/rules/taraguchi-10", "", ""})->body);
    // After the header: the badges come first.
    std::size_t at = text.find(Catalogs::embedded().text(lang, "site.nav.rules"));
    for (const auto& fact : list) {
      auto found = text.find(fact, at);
      EXPECT_NE(found, std::string::npos) << lang << ": missing, or out of order: " << fact;
      if (found != std::string::npos) at = found + fact.size();
    }
  }
}

TEST(Pages, StandardPageHasItsBadgeSummaryRulesAndHistoryInEveryLanguage) {
  Site site = make_site();
  for (const auto& lang : kLanguages) {
    const std::string text =
        text_of(site.handle({"GET", "/" + lang + "/rules/standard", "", ""})->body);
    std::size_t at = text.find(Catalogs::embedded().text(lang, "site.nav.rules"));
    for (const char* key :
         {"rules.variant", "rule.standard.name", "rule.standard.summary", "rules.standard.p1",
          "rules.standard.p2", "rules.standard.p3", "rules.forbidden.doubleThree",
          "rules.forbidden.overline", "rules.history.heading", "rules.standard.history"}) {
      auto found = text.find(Catalogs::embedded().text(lang, key), at);
      EXPECT_NE(found, std::string::npos) << lang << ": " << key;
      if (found != std::string::npos) at = found;
    }
  }
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

TEST(Pages, HomeSaysWhyTheNewGameFormWasRefused) {
  Site site = make_site();
  const auto& catalogs = Catalogs::embedded();
  auto html = site.handle({"GET", "/de/?refused=computer_busy", "", ""})->body;
  EXPECT_THAT(html, HasSubstr("<p class=\"form-error\" role=\"alert\">" +
                              escape(catalogs.text("de", "error.computer_busy")) + "</p>"));
  // The form says where a refusal should bring the browser back to.
  EXPECT_THAT(html, HasSubstr("<input type=\"hidden\" name=\"lang\" value=\"de\">"));
  html = site.handle({"GET", "/ja/?x=1&refused=rate_limited", "", ""})->body;
  EXPECT_THAT(html, HasSubstr(escape(catalogs.text("ja", "home.refused.rate_limited"))));
  html = site.handle({"GET", "/fr/?refused=bad_side", "", ""})->body;
  EXPECT_THAT(html, HasSubstr(escape(catalogs.text("fr", "home.refused.invalid"))));
  // The root keeps a refusal's code (and nothing else) on its way to the language's home.
  auto root = site.handle({"GET", "/?refused=bad_side&x=%3C", "de", ""});
  ASSERT_TRUE(root.has_value());
  EXPECT_EQ(header(*root, "Location"), "/de/?refused=bad_side");
  root = site.handle({"GET", "/?refused=%0D%0ASet-Cookie:x", "de", ""});
  EXPECT_EQ(header(*root, "Location"), "/de/");
  // No refusal, or a code the form cannot get: nothing is said, nothing is echoed.
  for (const char* target : {"/de/", "/de/?refused=", "/de/?refused=%3Cscript%3E",
                             "/de/?refused=not_your_turn", "/de/?refusedx=busy"}) {
    html = site.handle({"GET", target, "", ""})->body;
    EXPECT_THAT(html, Not(HasSubstr("form-error"))) << target;
    EXPECT_THAT(html, Not(HasSubstr("script%3E"))) << target;
  }
}

TEST(Pages, GamePageLoadsTheScriptAndNamesTheGame) {
  Site site = make_site();
  auto html = site.handle({"GET", "/de/game/Xc3kP9qLm2/join", "", ""})->body;
  EXPECT_THAT(html, HasSubstr("data-game=\"Xc3kP9qLm2\""));
  EXPECT_THAT(html, HasSubstr("data-join=\"1\""));
  EXPECT_THAT(html, HasSubstr("<script type=\"module\" src=\"/assets/app.js?v="));
  EXPECT_THAT(html, HasSubstr("action=\"/api/games/Xc3kP9qLm2/join\""));
}

TEST(Pages, TheLanguageMenuNamesEveryLanguageInItsOwnLanguageOnce) {
  Site site = make_site();
  const auto& c = Catalogs::embedded();
  for (const auto& lang : kLanguages) {
    auto html = site.handle({"GET", "/" + lang + "/rules", "", ""})->body;
    SCOPED_TRACE(lang);
    EXPECT_THAT(html, HasSubstr("<summary><span class=\"visually-hidden\">" +
                                c.text(lang, "site.language") + ": </span><span lang=\"" + lang +
                                "\">" + c.text(lang, "lang.name") + "</span></summary>"));
    for (const auto& other : kLanguages) {
      EXPECT_EQ(count(html, "hreflang=\"" + other + "\" lang=\"" + other + "\""), 1u);
      EXPECT_THAT(html, HasSubstr("lang=\"" + other + "\"" +
                                  std::string(other == lang ? " aria-current=\"page\"" : "") + ">" +
                                  c.text(other, "lang.name") + "</a>"));
    }
    EXPECT_THAT(html, HasSubstr("hreflang=\"x-default\" href=\"/en/rules\""));
  }
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

// The home form offers the computer's four levels, club preselected, and its help text gives
// each level's measured Elo and the strong level's against Rapfi (numbers from the code, filled
// into every language's sentence).
TEST(Pages, HomeOffersEveryComputerLevelWithItsElo) {
  Site site = make_site();
  for (const std::string lang : {"en", "de", "ja"}) {
    auto home = site.handle({"GET", "/" + lang + "/", "", ""})->body;
    for (const char* level : {"beginner", "club", "strong", "maximum"})
      EXPECT_THAT(home, HasSubstr("<option value=\"" + std::string(level) + "\"")) << lang;
    EXPECT_EQ(count(home, "<option value=\"club\" selected>"), 1u) << lang;
    const auto hint = home.find("<p class=\"hint level-field\" id=\"level-hint\">");
    ASSERT_NE(hint, std::string::npos) << lang;
    const std::string text = home.substr(hint, home.find("</p>", hint) - hint);
    // Club, strong and maximum are measured, each against the level below it, and strong
    // against Rapfi.
    EXPECT_EQ(count(text, " ± "), 4u) << lang << ": " << text;
    EXPECT_THAT(text, HasSubstr("Rapfi")) << lang;
    EXPECT_THAT(text, HasSubstr("+229 ± 85")) << lang;
    for (const char* elo : {"+205 ± 50", "+512 ± 107", "+146 ± 46"})
      EXPECT_THAT(text, HasSubstr(elo)) << lang;
    EXPECT_EQ(count(text, "?"), 0u) << lang << ": " << text;
    EXPECT_EQ(text.find('{'), std::string::npos) << lang << ": " << text;
    EXPECT_THAT(home, HasSubstr("aria-describedby=\"level-hint\""));
  }
  auto en = site.handle({"GET", "/en/", "", ""})->body;
  EXPECT_THAT(en, HasSubstr("<option value=\"maximum\">Maximum</option>"));
}

}  // namespace
}  // namespace renju::site
