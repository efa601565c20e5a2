// Fuzz target: text through records::read_psq. Properties: no crash, an error says what and
// where; the stones read write back to a file that reads as the same stones.
#include <cstdint>
#include <string_view>
#include <variant>

#include "fuzz_support.hpp"
#include "records/psq.hpp"

namespace records = renju::records;
using renju::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto read = records::read_psq(text);
  if (auto* err = std::get_if<records::ReadError>(&read)) {
    require(!err->message.empty() && err->offset <= size && records::has_known_code(*err),
            "an error says what, where and its code");
    return 0;
  }
  const auto& r = std::get<records::Record>(read);
  require(!records::check_moves(r.moves), "the stones read are on distinct points");
  auto written = records::write_psq(r);
  require(std::holds_alternative<std::string>(written), "stones from .psq write to .psq");
  auto again = records::read_psq(std::get<std::string>(written));
  require(std::holds_alternative<records::Record>(again) &&
              std::get<records::Record>(again).moves == r.moves,
          "read_psq(write_psq(r)).moves == r.moves");
  return 0;
}
