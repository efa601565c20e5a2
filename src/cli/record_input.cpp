// Reading a record file: at most one byte past the limit, so an oversized file is refused
// without being read to its end.
#include "cli/record_input.hpp"

#include <fstream>
#include <iostream>

#include "records/record.hpp"

namespace renju::cli {

bool read_record_input(const std::string& path, std::string& bytes, std::string& error) {
  std::istream* in = &std::cin;
  std::ifstream file;
  if (path != "-") {
    file.open(path, std::ios::binary);
    if (!file) {
      error = "cannot open " + path;
      return false;
    }
    in = &file;
  }
  bytes.resize(records::kMaxRecordBytes + 1);
  in->read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  bytes.resize(static_cast<std::size_t>(in->gcount()));
  if (bytes.size() > records::kMaxRecordBytes) {
    error = path + ": larger than 1 MiB";
    return false;
  }
  return true;
}

}  // namespace renju::cli
