// What the HTTP fuzz targets share: one real API (a SQLite store in a fresh temporary folder,
// its threads, the rooms, the router) that lives for the whole run, and the properties every
// reply must have whatever the request was.
#pragma once

#include <optional>
#include <string_view>

#include "server/api.hpp"

namespace renju::fuzz {

// A game that exists from the start, so that show and join reach the store and the replay.
inline constexpr std::string_view kKnownGame = "fuzzgame01";

// The API's answer to `request` (nullopt: not an /api/ path), waited for: the router answers
// store calls later, on the fixture's io_context, which this runs until the answer is there.
std::optional<server::HttpReply> call_api(const server::HttpRequest& request);

// A well-formed status; never 500 (bad input is the client's fault, and the store is healthy);
// a JSON body parses and an error names its code.
void check_reply(const server::HttpReply& reply);

}  // namespace renju::fuzz
