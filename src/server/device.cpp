// The device cookie, sealed seat secrets and the migration of rs_<id> cookies (device.hpp).
#include "server/device.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>
#include <stdexcept>

#include "server/http_fields.hpp"
#include "server/secret.hpp"

namespace renju::server {
namespace {

constexpr std::size_t kMaxLegacyCookies = 200;  // more than an 8 KiB Cookie header can hold

// 64 bytes of key stream for one game: two HMAC-SHA256 blocks.
std::array<unsigned char, 64> key_stream(std::string_view key, std::string_view game_id) {
  std::array<unsigned char, 64> out{};
  for (int block = 0; block < 2; ++block) {
    const std::string label =
        std::string("renju seat ") + char('0' + block) + " " + std::string(game_id);
    unsigned int len = 0;
    if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
              reinterpret_cast<const unsigned char*>(label.data()), label.size(),
              out.data() + 32 * block, &len) ||
        len != 32) {
      throw std::runtime_error("HMAC-SHA256 failed");
    }
  }
  return out;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::string cookie(std::string_view name, std::string_view value, std::int64_t max_age,
                   bool secure) {
  return std::string(name) + "=" + std::string(value) +
         "; Path=/; Max-Age=" + std::to_string(max_age) + "; HttpOnly; SameSite=Lax" +
         (secure ? "; Secure" : "");
}

}  // namespace

std::string seal_secret(std::string_view key, std::string_view game_id, std::string_view secret) {
  const auto stream = key_stream(key, game_id);
  if (secret.size() > stream.size()) throw std::invalid_argument("secret too long to seal");
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < secret.size(); ++i) {
    const auto b = static_cast<unsigned char>(static_cast<unsigned char>(secret[i]) ^ stream[i]);
    out += kHex[b >> 4];
    out += kHex[b & 0xf];
  }
  return out;
}

std::optional<std::string> open_sealed(std::string_view key, std::string_view game_id,
                                       std::string_view sealed) {
  const auto stream = key_stream(key, game_id);
  if (sealed.size() % 2 != 0 || sealed.size() / 2 > stream.size()) return std::nullopt;
  std::string secret;
  for (std::size_t i = 0; i < sealed.size(); i += 2) {
    const int hi = hex_digit(sealed[i]);
    const int lo = hex_digit(sealed[i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    secret += static_cast<char>((hi << 4 | lo) ^ stream[i / 2]);
  }
  if (!plausible_secret(secret)) return std::nullopt;
  return secret;
}

Device device_of(const HttpRequest& request, bool make) {
  Device d;
  d.secure = ascii_lower(request.forwarded_proto) == "https";
  if (auto key = cookie_value(request.cookie, kDeviceCookie); key && plausible_secret(*key)) {
    d.key = *key;
  }
  // Every rs_<id>=<secret> pair of the header (cookie_value finds one name at a time).
  std::string_view header = request.cookie;
  std::vector<std::pair<std::string, std::string>> legacy;
  while (!header.empty() && legacy.size() < kMaxLegacyCookies) {
    const auto semi = header.find(';');
    auto item = header.substr(0, semi);
    header = semi == std::string_view::npos ? std::string_view{} : header.substr(semi + 1);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos || !item.starts_with("rs_")) continue;
    const auto id = item.substr(3, eq - 3);
    const auto secret = item.substr(eq + 1);
    if (plausible_game_id(id) && plausible_secret(secret)) legacy.emplace_back(id, secret);
  }
  if (d.key.empty() && (make || !legacy.empty())) {
    d.key = new_secret();
    d.fresh = true;
  }
  if (d.key.empty()) return d;
  d.hash = sha256_hex(d.key);
  for (const auto& [id, secret] : legacy) {
    d.legacy.push_back({id, sha256_hex(secret), seal_secret(d.key, id, secret)});
  }
  return d;
}

void add_device_cookies(HttpReply& reply, const Device& device) {
  if (!device) return;
  reply.headers.emplace_back(
      "Set-Cookie", cookie(kDeviceCookie, device.key, kDeviceCookieSeconds, device.secure));
  reply.headers.emplace_back("Cache-Control", "no-store");
  for (const auto& seat : device.legacy) {
    reply.headers.emplace_back("Set-Cookie",
                               cookie(seat_cookie_name(seat.game_id), "", 0, device.secure));
  }
}

int migrate_legacy(store::Store& store, const Device& device, std::int64_t now) {
  int bound = 0;
  for (const auto& seat : device.legacy) {
    if (store.device_seat(device.hash, seat.game_id)) continue;  // the device's own seat stays
    const auto record = store.load_game(seat.game_id);
    if (!record) continue;  // deleted: the cookie is only expired
    for (int i = 0; i < store::kSeats; ++i) {
      const auto& stored = record->seat_hash[i];
      if (stored && constant_time_equal(*stored, seat.hash)) {
        bound += store.bind_device(device.hash, {seat.game_id, i, seat.sealed, now}) ? 1 : 0;
        break;
      }
    }
  }
  return bound;
}

void cookie_seat_secret(store::AsyncStore& store, const boost::asio::any_io_executor& executor,
                        std::string_view cookie_header, const std::string& id,
                        std::function<void(std::optional<std::string>)> done) {
  if (auto legacy = cookie_value(cookie_header, seat_cookie_name(id))) {
    return done(std::move(legacy));
  }
  auto key = cookie_value(cookie_header, kDeviceCookie);
  if (!key || !plausible_secret(*key)) return done(std::nullopt);
  store.read([hash = sha256_hex(*key), id](store::Store& s) { return s.device_seat(hash, id); },
             executor,
             [key = *key, id,
              done = std::move(done)](store::Outcome<std::optional<store::DeviceSeat>> outcome) {
               // A failed read leaves the visitor a spectator; the seat link still opens the seat.
               if (!outcome.value) return done(std::nullopt);
               done(open_sealed(key, id, outcome.value->sealed));
             });
}

}  // namespace renju::server
