// Text from the network may be any bytes; what the server sends as JSON must be UTF-8 (a
// browser's JSON.parse and Boost.JSON's parser both refuse anything else).
#pragma once

#include <string>
#include <string_view>

namespace renju::server {

// `text` with every byte that does not start a well-formed UTF-8 sequence (RFC 3629: no
// overlong forms, no surrogates, nothing above U+10FFFF) replaced by U+FFFD; valid text is
// returned unchanged.
std::string valid_utf8(std::string_view text);

}  // namespace renju::server
