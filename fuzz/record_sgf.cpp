// Fuzz target: SGF bytes through records::read_sgf. Properties: no crash, an error always says
// what; what was read writes back to SGF that reads as the same records.
#include <cstdint>
#include <string_view>
#include <variant>

#include "fuzz_support.hpp"
#include "records/sgf.hpp"

namespace records = renju::records;
using renju::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto read = records::read_sgf(text);
  if (auto* err = std::get_if<records::ReadError>(&read)) {
    require(!err->message.empty() && err->offset <= size && records::has_known_code(*err),
            "an error says what, where and its code");
    return 0;
  }
  const auto& games = std::get<std::vector<records::Record>>(read);
  auto again = records::read_sgf(records::write_sgf(games));
  require(std::holds_alternative<std::vector<records::Record>>(again) &&
              std::get<std::vector<records::Record>>(again) == games,
          "read_sgf(write_sgf(records)) == records");
  return 0;
}
