// Fuzz target: text through records::read_text. Properties: no crash, an error says what and
// where; a record read writes back to text that reads as the same record.
#include <cstdint>
#include <string_view>
#include <variant>

#include "fuzz_support.hpp"
#include "records/text.hpp"

namespace records = renju::records;
using renju::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto read = records::read_text(text);
  if (auto* err = std::get_if<records::ReadError>(&read)) {
    require(!err->message.empty() && err->offset <= size && records::has_known_code(*err),
            "an error says what, where and its code");
    return 0;
  }
  const auto& r = std::get<records::Record>(read);
  auto again = records::read_text(records::write_text(r));
  require(std::holds_alternative<records::Record>(again) && std::get<records::Record>(again) == r,
          "read_text(write_text(r)) == r");
  return 0;
}
