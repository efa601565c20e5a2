// ICU formatters behind format.hpp. Each call builds its formatter: pages are few and small,
// and a formatter per call needs no locking between the server's threads.
#include "site/format.hpp"

#include <unicode/datefmt.h>
#include <unicode/listformatter.h>
#include <unicode/locid.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>
#include <unicode/timezone.h>
#include <unicode/unistr.h>

#include <memory>

namespace renju::site {

namespace {

icu::Locale locale_of(std::string_view lang) {
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale locale = icu::Locale::forLanguageTag(
      icu::StringPiece(lang.data(), static_cast<int32_t>(lang.size())), status);
  return U_FAILURE(status) ? icu::Locale::getRoot() : locale;
}

std::string utf8(const icu::UnicodeString& s) {
  std::string out;
  s.toUTF8String(out);
  return out;
}

std::string format_unit(const icu::Locale& locale, std::int64_t n, const icu::MeasureUnit& unit) {
  UErrorCode status = U_ZERO_ERROR;
  auto text = icu::number::NumberFormatter::withLocale(locale)
                  .unit(unit)
                  .unitWidth(UNUM_UNIT_WIDTH_FULL_NAME)
                  .formatInt(n, status)
                  .toString(status);
  return U_FAILURE(status) ? std::to_string(n) : utf8(text);
}

std::string join_list(const icu::Locale& locale, const std::vector<std::string>& items,
                      UListFormatterType type) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::ListFormatter> list(
      icu::ListFormatter::createInstance(locale, type, ULISTFMT_WIDTH_WIDE, status));
  if (U_FAILURE(status) || !list) {
    std::string out;
    for (const auto& s : items) out += (out.empty() ? "" : ", ") + s;
    return out;
  }
  std::vector<icu::UnicodeString> parts;
  parts.reserve(items.size());
  for (const auto& s : items) parts.push_back(icu::UnicodeString::fromUTF8(s));
  icu::UnicodeString out;
  list->format(parts.data(), static_cast<int32_t>(parts.size()), out, status);
  return utf8(out);
}

}  // namespace

std::string format_number(std::string_view lang, std::int64_t n) {
  UErrorCode status = U_ZERO_ERROR;
  auto text = icu::number::NumberFormatter::withLocale(locale_of(lang))
                  .formatInt(n, status)
                  .toString(status);
  return U_FAILURE(status) ? std::to_string(n) : utf8(text);
}

std::string format_list(std::string_view lang, const std::vector<std::string>& items) {
  return join_list(locale_of(lang), items, ULISTFMT_TYPE_AND);
}

std::string format_duration(std::string_view lang, std::int64_t seconds) {
  const icu::Locale locale = locale_of(lang);
  if (seconds < 0) seconds = 0;
  struct Part {
    std::int64_t size;
    icu::MeasureUnit unit;
  };
  const Part parts[] = {{86400, icu::MeasureUnit::getDay()},
                        {3600, icu::MeasureUnit::getHour()},
                        {60, icu::MeasureUnit::getMinute()},
                        {1, icu::MeasureUnit::getSecond()}};
  std::vector<std::string> items;
  for (const auto& [size, unit] : parts) {
    if (seconds >= size) items.push_back(format_unit(locale, seconds / size, unit));
    seconds %= size;
  }
  if (items.empty()) return format_unit(locale, 0, icu::MeasureUnit::getSecond());
  return join_list(locale, items, ULISTFMT_TYPE_UNITS);
}

std::string format_date_time(std::string_view lang, std::int64_t epoch_ms,
                             std::string_view time_zone) {
  std::unique_ptr<icu::DateFormat> format(icu::DateFormat::createDateTimeInstance(
      icu::DateFormat::kMedium, icu::DateFormat::kShort, locale_of(lang)));
  if (!format) return std::to_string(epoch_ms);
  format->adoptTimeZone(icu::TimeZone::createTimeZone(icu::UnicodeString::fromUTF8(
      icu::StringPiece(time_zone.data(), static_cast<int32_t>(time_zone.size())))));
  icu::UnicodeString out;
  format->format(static_cast<UDate>(epoch_ms), out);
  return utf8(out);
}

}  // namespace renju::site
