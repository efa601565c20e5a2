// Plural forms per language: for the counts 0 1 2 5 11 21 22 25 101 111, the CLDR category as
// written down here from the CLDR plural rules, against what ICU selects, and the catalog's
// text for each count against the form of that category. Every catalog present is tested; a
// catalog for a language missing from the table fails, so a new language brings its row.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <map>

#include "site/i18n.hpp"

namespace renju::site {
namespace {

constexpr std::array<long, 10> kCounts = {0, 1, 2, 5, 11, 21, 22, 25, 101, 111};
using Row = std::array<const char*, 10>;

// The category of each count above, from the CLDR rules (one/few/many/other/zero).
const std::map<std::string, Row>& expected() {
  static const Row one_is_one = {"other", "one",   "other", "other", "other",
                                 "other", "other", "other", "other", "other"};
  static const Row zero_and_one = {"one",   "one",   "other", "other", "other",
                                   "other", "other", "other", "other", "other"};
  static const Row east_slavic = {"many", "one", "few",  "many", "many",
                                  "one",  "few", "many", "one",  "many"};
  static const Row only_other = {"other", "other", "other", "other", "other",
                                 "other", "other", "other", "other", "other"};
  static const std::map<std::string, Row> table = {
      {"en", one_is_one},
      {"de", one_is_one},
      {"el", one_is_one},
      {"es", one_is_one},
      {"it", one_is_one},
      {"sv", one_is_one},
      {"fi", one_is_one},
      {"et", one_is_one},
      {"hu", one_is_one},
      {"tr", one_is_one},
      // French and Brazilian Portuguese count 0 with 1.
      {"fr", zero_and_one},
      {"pt", zero_and_one},
      {"ru", east_slavic},
      {"uk", east_slavic},
      {"pl", {"many", "one", "few", "many", "many", "many", "few", "many", "many", "many"}},
      {"cs",
       {"other", "one", "few", "other", "other", "other", "other", "other", "other", "other"}},
      {"lt", {"other", "one", "few", "few", "other", "one", "few", "few", "one", "other"}},
      {"lv", {"zero", "one", "other", "other", "zero", "one", "other", "other", "one", "zero"}},
      {"ja", only_other},
      {"ko", only_other},
      {"vi", only_other},
      {"zh-Hans", only_other},
      {"zh-Hant", only_other},
  };
  return table;
}

TEST(Plurals, IcuSelectsTheCldrCategoryForEveryLanguageInTheTable) {
  // ICU is asked for every language of the table, catalog or not, so the table itself is
  // checked against ICU's data even before a translation exists.
  std::vector<EmbeddedCatalog> input = {{"en", R"({"lang.name": "English"})"}};
  for (const auto& [lang, _] : expected()) {
    if (lang != "en") input.push_back({lang, R"({"lang.name": "x"})"});
  }
  auto parsed = Catalogs::parse(input);
  ASSERT_TRUE(std::holds_alternative<Catalogs>(parsed)) << std::get<std::string>(parsed);
  const auto& c = std::get<Catalogs>(parsed);
  for (const auto& [lang, row] : expected()) {
    for (std::size_t i = 0; i < kCounts.size(); ++i) {
      EXPECT_EQ(c.plural_category(lang, kCounts[i]), row[i]) << lang << " " << kCounts[i];
    }
  }
}

TEST(Plurals, EveryCatalogPicksTheFormOfItsCategory) {
  const Catalogs& c = Catalogs::embedded();
  for (const auto& lang : c.all_languages()) {
    auto row = expected().find(lang);
    if (row == expected().end()) {
      ADD_FAILURE() << lang << ": no row in the plural table of this test";
      continue;
    }
    const auto& messages = *c.messages(lang);
    for (const auto& [key, message] : messages) {
      if (!message.is_plural()) continue;
      for (std::size_t i = 0; i < kCounts.size(); ++i) {
        auto form = message.forms.find(row->second[i]);
        if (form == message.forms.end()) continue;  // the checker reports the missing form
        const std::string got = c.plural(lang, key, kCounts[i]);
        // The form with {count} filled: the text must be that form's, not another category's.
        std::string want = form->second;
        const std::string number = std::to_string(kCounts[i]);
        for (std::size_t at; (at = want.find("{count}")) != std::string::npos;) {
          want.replace(at, 7, number);
        }
        // Other placeholders stay as they are in both (the caller's to fill).
        EXPECT_EQ(got, want) << lang << " " << key << " " << kCounts[i];
      }
    }
  }
}

}  // namespace
}  // namespace renju::site
