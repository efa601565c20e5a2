// The four formats by name: which one a file is (by its name or its first bytes), and reading
// or writing any of them as a list of records (a library as its lines).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "records/record.hpp"

namespace renju::records {

enum class Format { kSgf, kLib, kPsq, kTxt };
std::string_view format_name(Format f);  // "sgf", "lib", "psq", "txt"
std::optional<Format> parse_format(std::string_view name);
std::optional<Format> format_of_path(std::string_view path);  // by the extension
// By the content: RenLib's magic, "Piskvorky", an SGF '(' ; otherwise text.
Format sniff_format(std::string_view bytes);

inline constexpr std::size_t kMaxLines = 10000;  // lines taken from one library

std::variant<std::vector<Record>, ReadError> read_records(Format f, std::string_view bytes);
// A library merges the games; .psq and a single text game need exactly one.
std::variant<std::string, WriteError> write_records(Format f, const std::vector<Record>& games);

}  // namespace renju::records
