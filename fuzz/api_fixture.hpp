// What the HTTP fuzz targets share: one real API (a SQLite store in a fresh temporary folder,
// the rooms, the router) that lives for the whole run, and the properties every reply must
// have whatever the request was.
#pragma once

#include <string_view>

#include "server/api.hpp"

namespace renju::fuzz {

// A game that exists from the start, so that show and join reach the store and the replay.
inline constexpr std::string_view kKnownGame = "fuzzgame01";

server::Api& fuzz_api();

// A well-formed status; never 500 (bad input is the client's fault, and the store is healthy);
// a JSON body parses and an error names its code.
void check_reply(const server::HttpReply& reply);

}  // namespace renju::fuzz
