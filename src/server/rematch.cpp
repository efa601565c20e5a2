// The rematch's id is SHA-256 of the old id, read as base-62 digits by rejection sampling (as
// new_game_id reads random bytes); the new game is created with both seats already held.
#include "server/rematch.hpp"

#include "server/secret.hpp"

namespace renju::server {
namespace {

constexpr std::string_view kAlnum =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

int hex_digit(char c) {
  return c <= '9' ? c - '0' : c - 'a' + 10;
}

}  // namespace

std::string rematch_game_id(std::string_view game_id) {
  std::string out;
  // Each round hashes the previous digest, in the unlikely case that one had too few bytes
  // under 248 (= 4 * 62, so every character stays equally likely).
  std::string digest = sha256_hex("renju rematch of " + std::string(game_id));
  while (out.size() < 10) {
    for (std::size_t i = 0; i + 1 < digest.size() && out.size() < 10; i += 2) {
      const int b = hex_digit(digest[i]) * 16 + hex_digit(digest[i + 1]);
      if (b < 248) out += kAlnum[static_cast<std::size_t>(b % 62)];
    }
    digest = sha256_hex(digest);
  }
  return out;
}

bool make_rematch(store::Store& s, const RematchOf& old, std::int64_t now) {
  if (!old.seat_hash[0] || !old.seat_hash[1]) return false;
  const std::string id = rematch_game_id(old.id);
  // The old game's seat B becomes the new seat A: whoever was the tentative Black is now White.
  const store::NewGame game{id,           old.rule, now, 0, *old.seat_hash[1], old.time_control,
                            old.takebacks};
  if (s.create_game(game)) {
    if (!s.claim_seat(id, 1, *old.seat_hash[0])) {
      throw store::StoreError("could not seat the rematch's second player in " + id);
    }
    return true;
  }
  // Made by an earlier try whose agreement was never stored: the same game, or someone else's.
  const auto existing = s.load_game(id);
  return existing && existing->rule == old.rule && existing->seat_hash[0] == old.seat_hash[1] &&
         existing->seat_hash[1] == old.seat_hash[0];
}

std::string rematch_json_field(const game::Game& g, std::string_view game_id) {
  if (!g.over()) return "";
  std::string out = ",\"rematch\":{\"offer\":";
  if (const auto offer = g.rematch_offer()) {
    out.append("\"").append(game::seat_name(*offer)).append("\"");
  } else {
    out.append("null");
  }
  out.append(",\"game\":");
  if (g.rematch_agreed()) {
    out.append("\"").append(rematch_game_id(game_id)).append("\"");
  } else {
    out.append("null");
  }
  out += '}';
  return out;
}

}  // namespace renju::server
