// The catalogs: every language complete and consistent with English, plural forms chosen by
// the CLDR rules of each language, Accept-Language negotiation.
#include "site/i18n.hpp"

#include "site/catalog_check.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace renju::site {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;

const Catalogs& catalogs() {
  return Catalogs::embedded();
}

std::vector<std::string> texts(const std::vector<CatalogProblem>& problems) {
  std::vector<std::string> out;
  for (const auto& p : problems) out.push_back(p.text);
  return out;
}

Catalogs parsed(const std::vector<EmbeddedCatalog>& input) {
  auto result = Catalogs::parse(input);
  if (auto* error = std::get_if<std::string>(&result)) ADD_FAILURE() << *error;
  return std::move(std::get<Catalogs>(result));
}

// Whatever catalogs are present are offered, each listed once, in their own names' order.
TEST(Catalogs, OfferEveryCatalogPresentSortedByItsOwnName) {
  const auto& langs = catalogs().languages();
  EXPECT_THAT(langs, Contains("en"));
  EXPECT_THAT(langs, Contains("pl"));
  EXPECT_EQ(std::set<std::string>(langs.begin(), langs.end()).size(), langs.size());
  auto pos = [&](std::string_view l) {
    return std::find(langs.begin(), langs.end(), l) - langs.begin();
  };
  // Deutsch < English < Español < Polski < Ελληνικά (Latin before Greek in the root order).
  EXPECT_LT(pos("de"), pos("en"));
  EXPECT_LT(pos("en"), pos("es"));
  EXPECT_LT(pos("es"), pos("pl"));
  EXPECT_LT(pos("pl"), pos("el"));
}

// The check the issue asks for: a missing key, an extra key, a placeholder that differs from
// English, a wrong set of plural forms or English text left in a translation fails here.
TEST(Catalogs, EveryLanguageIsCompleteAndConsistentWithEnglish) {
  auto problems = failures(catalogs(), check_catalogs(catalogs()));
  for (const auto& p : problems) ADD_FAILURE() << p.text;
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
  auto problems = texts(check_catalogs(std::get<Catalogs>(parsed)));
  EXPECT_THAT(problems, Contains("pl: missing key b"));
  EXPECT_THAT(problems, Contains("pl: a has placeholders {m}, English {n}"));
  EXPECT_THAT(problems, Contains("pl: c lacks the plural forms {few,many} (pl needs "
                                 "{few,many,one,other})"));
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

// A fixed set of languages (the embedded ones grow): seven offered and a draft.
const Catalogs& negotiation_catalogs() {
  static const Catalogs c = parsed({{"de", R"({"lang.name": "Deutsch"})"},
                                    {"el", R"({"lang.name": "Ελληνικά"})"},
                                    {"en", R"({"lang.name": "English"})"},
                                    {"es", R"({"lang.name": "Español"})"},
                                    {"fr", R"({"lang.name": "Français", "lang.complete": false})"},
                                    {"pl", R"({"lang.name": "Polski"})"},
                                    {"pt", R"({"lang.name": "Português"})"},
                                    {"zh-Hans", R"({"lang.name": "简体中文"})"},
                                    {"zh-Hant", R"({"lang.name": "繁體中文"})"}});
  return c;
}

TEST(Catalogs, NegotiatesAcceptLanguageByIcuLocaleMatcher) {
  const auto& c = negotiation_catalogs();
  EXPECT_EQ(c.negotiate(""), "en");
  EXPECT_EQ(c.negotiate("el-GR,el;q=0.9,en;q=0.8"), "el");
  EXPECT_EQ(c.negotiate("ja-JP, de;q=0.7, en;q=0.5"), "de");
  EXPECT_EQ(c.negotiate("en;q=0.3, PL;q=0.9"), "pl");
  EXPECT_EQ(c.negotiate("es-MX"), "es");
  EXPECT_EQ(c.negotiate("pt-BR,pt;q=0.9"), "pt");
  // Scripts: a region implies one (zh-TW writes Traditional, zh-CN and zh-SG Simplified).
  EXPECT_EQ(c.negotiate("zh-TW"), "zh-Hant");
  EXPECT_EQ(c.negotiate("zh-HK,zh;q=0.9"), "zh-Hant");
  EXPECT_EQ(c.negotiate("zh-CN"), "zh-Hans");
  EXPECT_EQ(c.negotiate("zh"), "zh-Hans");
  // Nothing offered: English. A draft is not offered, whatever the browser prefers.
  EXPECT_EQ(c.negotiate("ja, ko"), "en");
  EXPECT_EQ(c.negotiate("fr-FR, fr"), "en");
  EXPECT_EQ(c.negotiate("fr-FR, de;q=0.5"), "de");
  EXPECT_FALSE(c.has_language("fr"));
  EXPECT_EQ(c.languages().size(), 8u);
  EXPECT_EQ(c.all_languages().size(), 9u);
}

TEST(Catalogs, NegotiationOfBadHeadersIsEnglishOrTheirValidPart) {
  const auto& c = negotiation_catalogs();
  // ICU refuses a list with a malformed weight as a whole; q=0 means "not this one".
  EXPECT_EQ(c.negotiate("de;q=0, es;q=bad, pl;q=0.1"), "en");
  EXPECT_EQ(c.negotiate("de;q=0, pl;q=0.1"), "pl");
  EXPECT_EQ(c.negotiate(";;;,,,==="), "en");
  EXPECT_EQ(c.negotiate(std::string(5000, 'a')), "en");
  EXPECT_EQ(c.negotiate("*"), "en");
  EXPECT_EQ(c.negotiate("x-klingon, pl;q=0.5"), "pl");
}

TEST(Catalogs, FileNamesMustBeCanonicalLanguageTags) {
  for (const char* bad : {"zh_Hant", "EN", "zh-hant", "english", "", "en-", "xx"}) {
    auto result = Catalogs::parse({{"en", R"({"lang.name": "English"})"}, {bad, "{}"}});
    ASSERT_TRUE(std::holds_alternative<std::string>(result)) << bad;
    EXPECT_THAT(std::get<std::string>(result), HasSubstr("BCP 47")) << bad;
  }
}

TEST(Catalogs, MetaKeysAreCheckedAndAreNotMessages) {
  auto bad = Catalogs::parse({{"en", R"({"a": "x"})"}, {"de", R"({"lang.complete": "no"})"}});
  ASSERT_TRUE(std::holds_alternative<std::string>(bad));
  EXPECT_THAT(std::get<std::string>(bad), HasSubstr("de.json: lang.complete"));
  auto draft_en = Catalogs::parse({{"en", R"({"lang.complete": false})"}});
  ASSERT_TRUE(std::holds_alternative<std::string>(draft_en));
  auto c = parsed({{"en", R"({"a": "x"})"}, {"de", R"({"a": "y", "lang.complete": true})"}});
  EXPECT_EQ(c.messages("de")->count("lang.complete"), 0u);
}

TEST(CatalogCheck, PluralFormsMissingAndExtraAgainstIcu) {
  auto c = parsed({
      {"en", R"({"n": {"one": "{count} move", "other": "{count} moves"}})"},
      {"ja", R"({"n": {"one": "{count} 手", "other": "{count} 手"}})"},
      {"lv", R"({"n": {"one": "{count} gājiens", "other": "{count} gājieni"}})"},
      {"ru", R"({"n": "{count} ходов"})"},
  });
  auto problems = texts(check_catalogs(c));
  EXPECT_THAT(problems, Contains("ja: n has plural forms {one} that ja does not use"));
  EXPECT_THAT(problems,
              Contains("lv: n lacks the plural forms {zero} (lv needs {one,other,zero})"));
  EXPECT_THAT(problems, Contains("ru: n must have plural forms"));
  EXPECT_EQ(problems.size(), 3u);
}

TEST(CatalogCheck, MarkupAndBraces) {
  auto c = parsed({
      {"en", R"({"a": "Move {n}", "b": "Hello", "c": "Bye", "d": "Yes", "e": "{a} – {b}"})"},
      {"de",
       R"({"a": "Zug {n", "b": "<b>Hallo</b>", "c": "Tschüss }", "d": "Ja {}", "e": "{a} – {b}"})"},
  });
  auto problems = texts(check_catalogs(c));
  EXPECT_THAT(problems, Contains("de: a has a { that is not a {name}"));
  EXPECT_THAT(problems, Contains("de: b has markup that English does not"));
  EXPECT_THAT(problems, Contains("de: c has a } that closes nothing"));
  EXPECT_THAT(problems, Contains("de: d has a { that is not a {name}"));
  // "e" is a pure format: identical to English and rightly so.
  for (const auto& p : problems) EXPECT_THAT(p, ::testing::Not(HasSubstr("de: e")));
}

TEST(CatalogCheck, SameAsEnglishAllowedPerLanguageAndDraftsFailOnlyOnWrongTexts) {
  auto c = parsed({
      {"en", R"({"a": "Renju", "b": "Start {x}", "c": "Stop"})"},
      {"de", R"({"a": "Renju", "b": "Start {x}", "c": "Halt", "lang.sameAsEnglish": ["b", "zz"]})"},
      {"sv", R"({"a": "Renju", "b": "Starta {y}", "lang.complete": false})"},
  });
  const auto problems = check_catalogs(c);
  EXPECT_THAT(texts(problems), Contains("de: a is still the English text"));
  EXPECT_THAT(texts(problems), Contains("de: lang.sameAsEnglish names zz, not in English"));
  EXPECT_THAT(texts(problems), Contains("sv: missing key c"));
  EXPECT_THAT(texts(problems), Contains("sv: b has placeholders {y}, English {x}"));
  EXPECT_EQ(problems.size(), 5u);  // and sv: a is still the English text
  // The draft's missing key and English text do not fail; its wrong placeholder does.
  auto failed = texts(failures(c, problems));
  std::sort(failed.begin(), failed.end());
  EXPECT_EQ(failed, (std::vector<std::string>{"de: a is still the English text",
                                              "de: lang.sameAsEnglish names zz, not in English",
                                              "sv: b has placeholders {y}, English {x}"}));
}

TEST(Placeholders, AreSortedAndUnique) {
  EXPECT_EQ(placeholders("{b} and {a} and {b}"), (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(placeholders("no braces").empty());
}

}  // namespace
}  // namespace renju::site
