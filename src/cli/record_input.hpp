// Reading a record file for the record commands: a path or "-" (standard input), refused
// beyond the readers' 1 MiB limit without reading it all.
#pragma once

#include <string>

namespace renju::cli {

// False, with `error` set in plain words, when the file cannot be opened or is too large.
bool read_record_input(const std::string& path, std::string& bytes, std::string& error);

}  // namespace renju::cli
