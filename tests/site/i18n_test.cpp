// The catalogs: every language complete and consistent with English, plural forms chosen by
// the CLDR rules of each language, Accept-Language negotiation.
#include "site/i18n.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace renju::site {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;

const Catalogs& catalogs() {
  return Catalogs::embedded();
}

TEST(Catalogs, ShipTheFiveLanguagesEnglishFirst) {
  EXPECT_EQ(catalogs().languages(), (std::vector<std::string>{"en", "el", "de", "es", "pl"}));
}

// The check the issue asks for: a missing key, an extra key, a placeholder that differs from
// English, a wrong set of plural forms or English text left in a translation fails here.
TEST(Catalogs, EveryLanguageIsCompleteAndConsistentWithEnglish) {
  auto problems = catalogs().problems();
  for (const auto& p : problems) ADD_FAILURE() << p;
  EXPECT_TRUE(problems.empty());
}

TEST(Catalogs, TheCheckCatchesMissingKeysPlaceholdersAndPluralForms) {
  auto parsed = Catalogs::parse({
      {"en",
       R"({"a": "Move {n}", "b": "Hello", "c": {"one": "{count} offer", "other": "{count} offers"}})"},
      {"pl",
       R"({"a": "Ruch {m}", "c": {"one": "{count} propozycja", "other": "{count} propozycji"}})"},
      {"de",
       R"({"a": "Zug {n}", "b": "Hello", "c": {"one": "{count} Angebot", "other": "{count} Angebote"}, "d": "x"})"},
  });
  ASSERT_TRUE(std::holds_alternative<Catalogs>(parsed)) << std::get<std::string>(parsed);
  auto problems = std::get<Catalogs>(parsed).problems();
  EXPECT_THAT(problems, Contains("pl: missing key b"));
  EXPECT_THAT(problems, Contains("pl: a has placeholders {m}, English {n}"));
  EXPECT_THAT(problems, Contains("pl: c has plural forms {one,other}, the language needs "
                                 "{few,many,one,other}"));
  EXPECT_THAT(problems, Contains("de: b is still the English text"));
  EXPECT_THAT(problems, Contains("de: key d is not in English"));
  EXPECT_EQ(problems.size(), 5u);
}

TEST(Catalogs, MalformedCatalogIsRefusedWithItsName) {
  auto parsed = Catalogs::parse({{"en", R"({"a": 3})"}});
  ASSERT_TRUE(std::holds_alternative<std::string>(parsed));
  EXPECT_THAT(std::get<std::string>(parsed), HasSubstr("en.json: a"));
}

TEST(Catalogs, PolishHasThreeCountingForms) {
  EXPECT_EQ(catalogs().plural_category("pl", 1), "one");
  EXPECT_EQ(catalogs().plural_category("pl", 2), "few");
  EXPECT_EQ(catalogs().plural_category("pl", 5), "many");
  EXPECT_EQ(catalogs().plural_category("pl", 22), "few");
  EXPECT_EQ(catalogs().plural_category("pl", 25), "many");
  EXPECT_EQ(catalogs().plural_category("en", 1), "one");
  EXPECT_EQ(catalogs().plural_category("en", 5), "other");
  // The same count reads differently by form: the texts must differ for 2 and 5 in Polish.
  EXPECT_NE(catalogs().plural("pl", "game.spectators", 2),
            catalogs().plural("pl", "game.spectators", 5));
  EXPECT_THAT(catalogs().plural("pl", "game.spectators", 22), HasSubstr("22"));
}

TEST(Catalogs, EnglishPluralsAndPlaceholders) {
  EXPECT_EQ(catalogs().plural("en", "game.spectators", 1), "1 spectator");
  EXPECT_EQ(catalogs().plural("en", "game.spectators", 3), "3 spectators");
  EXPECT_EQ(catalogs().text("en", "announce.move", {{"n", "5"}, {"colour", "Black"}, {"at", "h8"}}),
            "Move 5: Black h8.");
  EXPECT_EQ(catalogs().text("en", "no.such.key"), "⟦no.such.key⟧");
}

TEST(Catalogs, NegotiatesAcceptLanguage) {
  EXPECT_EQ(catalogs().negotiate(""), "en");
  EXPECT_EQ(catalogs().negotiate("el-GR,el;q=0.9,en;q=0.8"), "el");
  EXPECT_EQ(catalogs().negotiate("fr-FR, de;q=0.7, en;q=0.5"), "de");
  EXPECT_EQ(catalogs().negotiate("en;q=0.3, PL;q=0.9"), "pl");
  EXPECT_EQ(catalogs().negotiate("es-MX"), "es");
  EXPECT_EQ(catalogs().negotiate("fr, ja"), "en");
  EXPECT_EQ(catalogs().negotiate("de;q=0, es;q=bad, pl;q=0.1"), "pl");
}

TEST(Placeholders, AreSortedAndUnique) {
  EXPECT_EQ(placeholders("{b} and {a} and {b}"), (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(placeholders("no braces").empty());
}

}  // namespace
}  // namespace renju::site
