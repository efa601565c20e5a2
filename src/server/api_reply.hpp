// The replies the API's route files share: JSON bodies and errors, a seat's answer, the
// rate-limit refusal, the answer to a request once the store has answered (busy, failed or
// done), and a game rebuilt from its record.
#pragma once

#include <boost/json.hpp>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/game.hpp"
#include "server/api.hpp"
#include "server/log.hpp"
#include "store/async_store.hpp"

namespace renju::server {

inline constexpr std::string_view kJsonType = "application/json; charset=utf-8";

// Errors echo what the client sent (a path segment, a form value), which may be any bytes:
// the body is made valid UTF-8 so that it stays JSON.
HttpReply json_reply(int status, const boost::json::object& body);
HttpReply method_not_allowed(std::string_view allow);
HttpReply unknown_game(std::string_view id);
HttpReply internal_error();
HttpReply see_other(std::string location);
// For the site's forms (no script): `done`, except that a JSON refusal becomes a 303 back to
// the home page in the form's `lang`, `/<lang>/?refused=<code>`, where the page says why in
// words (site/pages.cpp) instead of the browser showing the JSON.
ReplyHandler form_refusals(ReplyHandler done, std::string_view form_body);
// The media type of a Content-Type value, lower case, without parameters.
std::string media_type(std::string_view content_type);
std::int64_t unix_now();
// What a creator or a joiner is told of their seat: the game, the seat and its colour, the
// secret (shown once) and the addresses to play, invite and watch.
boost::json::object seat_answer(std::string_view id, const std::string& rule, int seat,
                                rules::Color color, std::string_view secret);
// 429 `rate_limited` with Retry-After: too many `what` (e.g. "new games") from one address.
HttpReply rate_limited(std::chrono::seconds retry_after, std::string_view what);
// The game rebuilt from a record (nullopt: its log does not replay).
std::optional<game::Game> replay(const store::GameRecord& record);

// The answer to a request once the store has answered: `reply(value)`, or 503 `busy` when the
// store refused the job (its queue is full, or the server is stopping), or 500 when the
// database or the reply failed (logged as `what`).
template <class T, class Reply>
void answer(const ReplyHandler& done, const std::string& what, store::Outcome<T>& outcome,
            Reply reply) {
  if (outcome.busy) {
    auto r = json_error(503, "busy", "The server is busy; nothing changed. Try again.");
    r.headers.emplace_back("Retry-After", "1");
    return done(std::move(r));
  }
  if (!outcome.error.empty()) {
    log_error("api " + what + ": " + outcome.error);
    return done(internal_error());
  }
  HttpReply r;
  try {
    r = reply(std::move(outcome.value));
  } catch (const std::exception& e) {
    log_error("api " + what + ": " + e.what());
    r = internal_error();
  }
  done(std::move(r));
}

}  // namespace renju::server
