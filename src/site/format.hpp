// Locale-aware formatting for server-rendered pages, by ICU: numbers, lists, durations and
// dates, in the language of a page (a BCP 47 tag). The browser does the same with Intl
// (web/src/format.ts); both follow CLDR, so a page and its script agree.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace renju::site {

// 1234567 → "1,234,567" (en), "1.234.567" (de), "1 234 567" (fr, with a narrow no-break space).
std::string format_number(std::string_view lang, std::int64_t n);
// {"a", "b", "c"} → "a, b, and c" (en), "a, b und c" (de), "a、b、c" (ja).
std::string format_list(std::string_view lang, const std::vector<std::string>& items);
// A duration in its largest units, zero parts left out: 93784 s → "1 day, 2 hours, 3 minutes,
// and 4 seconds" (en, full unit names); 0 → "0 seconds".
std::string format_duration(std::string_view lang, std::int64_t seconds);
// A moment (milliseconds since 1970, UTC) as a medium date and short time in the time zone
// named ("UTC", "Europe/Tallinn"; an unknown name is UTC).
std::string format_date_time(std::string_view lang, std::int64_t epoch_ms,
                             std::string_view time_zone = "UTC");

}  // namespace renju::site
