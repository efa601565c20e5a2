// The plain text form people paste into chats: "taraguchi-10: 1. h8 2. h9 (swap) 3. i9 …".
// Lossless for our games (every opening decision is written); see docs/records.md.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "records/record.hpp"

namespace renju::records {

std::string write_text(const Record& r);
std::variant<Record, ReadError> read_text(std::string_view text);

}  // namespace renju::records
