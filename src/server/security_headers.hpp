// The headers every HTTP answer carries unless its handler set them: no sniffing, no framing,
// no referrer, a strict content security policy.
#pragma once

#include "server/api.hpp"

namespace renju::server {

void add_security_headers(HttpReply& reply);

}  // namespace renju::server
