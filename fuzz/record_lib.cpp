// Fuzz target: bytes through records::read_lib. Properties: no crash, an error says what; a
// library that reads writes back to bytes that read to a library writing the same bytes, and
// its lines (bounded) are stones on distinct points or the reader's checks say why not.
#include <cstdint>
#include <string_view>
#include <variant>

#include "fuzz_support.hpp"
#include "records/renlib.hpp"

namespace records = renju::records;
using renju::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto read = records::read_lib(bytes);
  if (auto* err = std::get_if<records::ReadError>(&read)) {
    require(!err->message.empty() && err->offset <= size && records::has_known_code(*err),
            "an error says what, where and its code");
    return 0;
  }
  const auto& lib = std::get<records::Library>(read);
  const auto written = records::write_lib(lib);
  auto again = records::read_lib(written);
  require(std::holds_alternative<records::Library>(again), "what we write reads");
  require(records::write_lib(std::get<records::Library>(again)) == written,
          "write_lib(read_lib(write_lib(lib))) is stable");
  (void)records::lines(lib, 100);
  return 0;
}
