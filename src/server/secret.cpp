// OpenSSL supplies the random bytes (RAND_bytes, seeded from the kernel) and SHA-256.
#include "server/secret.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <array>
#include <stdexcept>

namespace renju::server {
namespace {

template <std::size_t N>
std::array<unsigned char, N> random_bytes() {
  std::array<unsigned char, N> bytes{};
  if (RAND_bytes(bytes.data(), static_cast<int>(N)) != 1) {
    throw std::runtime_error("RAND_bytes failed: no secure randomness available");
  }
  return bytes;
}

constexpr std::string_view kBase64Url =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::string_view kAlnum =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

}  // namespace

std::string new_secret() {
  auto bytes = random_bytes<32>();
  std::string out;
  unsigned bits = 0;
  int have = 0;
  for (unsigned char b : bytes) {
    bits = (bits << 8) | b;
    have += 8;
    while (have >= 6) {
      have -= 6;
      out += kBase64Url[(bits >> have) & 0x3f];
    }
  }
  if (have > 0) out += kBase64Url[(bits << (6 - have)) & 0x3f];
  return out;
}

std::string new_game_id() {
  // Rejection sampling keeps every character equally likely (248 = 4 * 62).
  std::string out;
  while (out.size() < 10) {
    for (unsigned char b : random_bytes<16>()) {
      if (b < 248 && out.size() < 10) out += kAlnum[b % 62];
    }
  }
  return out;
}

std::string sha256_hex(std::string_view text) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> md{};
  unsigned int len = 0;
  if (EVP_Digest(text.data(), text.size(), md.data(), &len, EVP_sha256(), nullptr) != 1) {
    throw std::runtime_error("SHA-256 failed");
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned i = 0; i < len; ++i) {
    out += kHex[md[i] >> 4];
    out += kHex[md[i] & 0xf];
  }
  return out;
}

bool constant_time_equal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

bool plausible_secret(std::string_view s) {
  if (s.size() != 43) return false;
  for (char c : s) {
    if (kBase64Url.find(c) == std::string_view::npos) return false;
  }
  return true;
}

bool plausible_game_id(std::string_view s) {
  if (s.size() != 10) return false;
  for (char c : s) {
    if (kAlnum.find(c) == std::string_view::npos) return false;
  }
  return true;
}

}  // namespace renju::server
