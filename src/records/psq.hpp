// Piskvork's .psq game file (the Gomocup tools' format): a header line, then one "x,y,time"
// line per stone, 1-based, y counted from the top. Keeps the stones only; see docs/records.md.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "records/record.hpp"

namespace renju::records {

// Fails (with the reason) when the record has a pass, which .psq cannot say.
std::variant<std::string, WriteError> write_psq(const Record& r);
// The stones; the log too when they make a game of the standard rule.
std::variant<Record, ReadError> read_psq(std::string_view text);

}  // namespace renju::records
