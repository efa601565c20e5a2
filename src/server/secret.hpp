// Seat secrets and game ids: unguessable random strings, stored only as SHA-256 hashes and
// compared in constant time so that response timing reveals nothing about a stored hash.
#pragma once

#include <string>
#include <string_view>

namespace renju::server {

// 256 random bits as 43 characters of unpadded URL-safe base64.
std::string new_secret();
// 10 characters [a-zA-Z0-9] (about 59 bits): public, only needs to be hard to enumerate.
std::string new_game_id();
// Lower-case hex SHA-256 of the text.
std::string sha256_hex(std::string_view text);
// Constant-time comparison for equal lengths (length itself is not secret).
bool constant_time_equal(std::string_view a, std::string_view b);
// Whether the text looks like something new_secret / new_game_id could have produced; lets
// callers refuse junk before hashing or touching the store.
bool plausible_secret(std::string_view s);
bool plausible_game_id(std::string_view s);

}  // namespace renju::server
