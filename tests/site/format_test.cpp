// ICU formatting for the pages: numbers, lists, durations and dates follow each language's
// CLDR conventions (the expected texts are those conventions, written out).
#include "site/format.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace renju::site {
namespace {

using ::testing::HasSubstr;

TEST(Format, NumbersGroupDigitsPerLanguage) {
  EXPECT_EQ(format_number("en", 1234567), "1,234,567");
  EXPECT_EQ(format_number("de", 1234567), "1.234.567");
  EXPECT_EQ(format_number("fr", 1234567), "1\u202f234\u202f567");  // narrow no-break space
  EXPECT_EQ(format_number("ru", 1234567), "1\u00a0234\u00a0567");  // no-break space
  EXPECT_EQ(format_number("pl", 1234), "1234");  // Polish groups from five digits on
  EXPECT_EQ(format_number("ja", -42), "-42");
}

TEST(Format, ListsUseTheLanguagesConjunction) {
  EXPECT_EQ(format_list("en", {"Black", "White", "spectators"}), "Black, White, and spectators");
  EXPECT_EQ(format_list("de", {"Schwarz", "Weiß", "Zuschauer"}), "Schwarz, Weiß und Zuschauer");
  EXPECT_EQ(format_list("ja", {"黒", "白", "観戦者"}), "黒、白、観戦者");
  EXPECT_EQ(format_list("en", {"one"}), "one");
  EXPECT_EQ(format_list("en", {}), "");
}

TEST(Format, DurationsInTheirLargestUnitsWithPluralUnitNames) {
  EXPECT_EQ(format_duration("en", 3 * 86400), "3 days");
  EXPECT_EQ(format_duration("en", 86400 + 2 * 3600 + 3 * 60 + 4),
            "1 day, 2 hours, 3 minutes, 4 seconds");
  EXPECT_EQ(format_duration("en", 0), "0 seconds");
  EXPECT_EQ(format_duration("en", -5), "0 seconds");
  EXPECT_EQ(format_duration("ru", 2 * 86400), "2 дня");
  EXPECT_EQ(format_duration("ru", 5 * 86400), "5 дней");
  EXPECT_EQ(format_duration("pl", 90), "1 minuta i 30 sekund");
}

TEST(Format, DatesInTheLanguageAndTimeZone) {
  const std::int64_t moment = 1767225600000;  // 2026-01-01 00:00 UTC
  EXPECT_THAT(format_date_time("en", moment), HasSubstr("Jan 1, 2026"));
  EXPECT_THAT(format_date_time("de", moment), HasSubstr("01.01.2026"));
  EXPECT_THAT(format_date_time("ja", moment), HasSubstr("2026/01/01"));
  // Two hours east of UTC in winter: already 02:00 in Tallinn.
  EXPECT_THAT(format_date_time("et", moment, "Europe/Tallinn"), HasSubstr("02:00"));
  EXPECT_THAT(format_date_time("en", moment, "No/Such_Zone"), HasSubstr("12:00"));
}

}  // namespace
}  // namespace renju::site
