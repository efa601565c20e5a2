// Small helpers the text readers share: the line of a byte offset, and Latin-1 fallback for
// bytes that are not UTF-8.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace renju::records {

// 1-based line of byte `offset` in `s`.
int line_of(std::string_view s, std::size_t offset);
bool is_utf8(std::string_view s);
// UTF-8 unchanged; anything else read as Latin-1 (RenLib writes its Windows code page).
std::string to_utf8(std::string_view s);

}  // namespace renju::records
