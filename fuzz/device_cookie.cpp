// Fuzz target: the device cookie's parsing and the sealed secrets (server/device.hpp). The input
// is three lines: a Cookie header; a key; a sealed text. Properties: nothing throws; a device
// key is always a plausible secret; every rs_<id> entry found is a plausible game id with its
// secret's hash, at most 200 of them, and an appended valid pair is always found; open_sealed
// gives only plausible secrets, which seal back to exactly the text; sealing round-trips.
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"
#include "server/device.hpp"
#include "server/secret.hpp"

namespace server = renju::server;
using renju::fuzz::require;

namespace {

constexpr std::string_view kGame = "AbCdEfGhIj";
constexpr std::string_view kSecret = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

void check_header(std::string_view header) {
  server::HttpRequest request;
  request.cookie = std::string(header);
  const auto d = server::device_of(request, false);
  if (d) require(server::plausible_secret(d.key), "a device key is a plausible secret");
  require(d.legacy.size() <= 200, "at most 200 rs_<id> cookies are read");
  for (const auto& seat : d.legacy) {
    require(server::plausible_game_id(seat.game_id), "an rs_ entry names a plausible game id");
    require(seat.hash.size() == 64, "with its secret's SHA-256");
  }
  request.cookie = std::string(header) + "; rs_" + std::string(kGame) + "=" + std::string(kSecret);
  const auto with = server::device_of(request, false);
  bool found = false;
  for (const auto& seat : with.legacy) {
    found = found || (seat.game_id == kGame && seat.hash == server::sha256_hex(kSecret));
  }
  require(found || with.legacy.size() == 200, "an appended rs_<id> pair is found");
}

void check_sealed(std::string_view key, std::string_view sealed) {
  if (auto opened = server::open_sealed(key, kGame, sealed)) {
    require(server::plausible_secret(*opened), "only plausible secrets come out");
    require(server::seal_secret(key, kGame, *opened) == sealed, "and they seal back to the text");
  }
  require(server::open_sealed(key, kGame, server::seal_secret(key, kGame, kSecret)) == kSecret,
          "sealing round-trips under any key");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 2 * server::kMaxHttpHeader) return -1;
  std::string_view rest = renju::fuzz::as_text(data, size);
  const auto header = renju::fuzz::take_field(rest);
  const auto key = renju::fuzz::take_field(rest);
  check_header(header);
  check_sealed(key, rest);
  return 0;
}
