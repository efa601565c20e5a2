// The small HTTP helpers the API and the sessions share: paths, cookies, forms and the Origin
// check. No I/O: plain functions over the request's text.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::server {

// ASCII lower case.
std::string ascii_lower(std::string_view s);
// The path of a request target (without its query).
std::string_view path_of(std::string_view target);
// A path's non-empty segments ("/api//games/x" → api, games, x).
std::vector<std::string_view> split_path(std::string_view path);
// Requests without Origin are allowed (non-browser clients); otherwise it must be exactly this
// server as the browser reached it: the scheme (http, or what `forwarded_proto` names: a proxy
// in front serving https), and Host's host and port (default ports made explicit).
bool origin_allowed(std::string_view origin, std::string_view host,
                    std::string_view forwarded_proto = {});
std::optional<std::string> cookie_value(std::string_view cookie_header, std::string_view name);
// application/x-www-form-urlencoded: the value of `name`, percent- and plus-decoded (nullopt
// when absent). Check the body with form_error first: in a malformed body a field whose name
// or value is malformed reads as absent.
std::optional<std::string> form_value(std::string_view body, std::string_view name);
// What is wrong with a form body (its first bad percent-escape), or nullopt when every name
// and value decodes. A form with one is refused as a whole (400 bad_form), not read in part.
std::optional<std::string> form_error(std::string_view body);
std::string seat_cookie_name(std::string_view game_id);
// The game id of "/ws/games/<id>" (nullopt for any other path).
std::optional<std::string> websocket_game_id(std::string_view target);

}  // namespace renju::server
