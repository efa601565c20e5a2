// The API's shared replies (api_reply.hpp).
#include "server/api_reply.hpp"

#include <chrono>
#include <variant>
#include <vector>

#include "server/http_fields.hpp"
#include "server/utf8.hpp"

namespace renju::server {

namespace json = boost::json;

HttpReply json_reply(int status, const json::object& body) {
  return HttpReply{status, std::string(kJsonType), valid_utf8(json::serialize(body)), {}};
}

HttpReply method_not_allowed(std::string_view allow) {
  auto r = json_error(405, "bad_method", "This path only accepts " + std::string(allow) + ".",
                      {{"allow", json::string_view(allow.data(), allow.size())}});
  r.headers.emplace_back("Allow", std::string(allow));
  return r;
}

HttpReply unknown_game(std::string_view id) {
  return json_error(404, "unknown_game", "No game with id '" + std::string(id) + "'.",
                    {{"id", json::string_view(id.data(), id.size())}});
}

HttpReply internal_error() {
  return json_error(500, "internal", "The server failed; please try again.");
}

HttpReply see_other(std::string location) {
  HttpReply r{303, "text/plain; charset=utf-8", "See " + location + "\n", {}};
  r.headers.emplace_back("Location", std::move(location));
  return r;
}

ReplyHandler form_refusals(ReplyHandler done, std::string_view form_body) {
  std::string lang = form_value(form_body, "lang").value_or("");
  const bool plausible =
      lang.size() >= 2 && lang.size() <= 12 &&
      lang.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-") ==
          std::string::npos;
  const std::string home = plausible ? "/" + lang + "/" : "/";
  return [done = std::move(done), home](HttpReply r) {
    if (r.status < 400 || !r.content_type.starts_with("application/json"))
      return done(std::move(r));
    boost::system::error_code ec;
    const auto body = boost::json::parse(r.body, ec);
    // {"error": {"code": …, "message": …, "params": …}}, as json_error writes it.
    const auto* error = !ec && body.is_object() ? body.as_object().if_contains("error") : nullptr;
    const auto* code =
        error && error->is_object() ? error->as_object().if_contains("code") : nullptr;
    std::string text = code && code->is_string() ? std::string(code->get_string()) : "";
    // Codes are [a-z_]; anything else is not put in a URL.
    if (text.empty() ||
        text.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") != std::string::npos) {
      text = "internal";
    }
    HttpReply back = see_other(home + "?refused=" + text);
    for (auto& h : r.headers) {
      if (h.first == "Set-Cookie") back.headers.push_back(std::move(h));
    }
    done(std::move(back));
  };
}

std::string media_type(std::string_view content_type) {
  auto semi = content_type.find(';');
  auto t = content_type.substr(0, semi);
  while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
  while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
  return ascii_lower(t);
}

std::int64_t unix_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::optional<game::Game> replay(const store::GameRecord& record) {
  std::vector<game::SeatAction> log;
  for (const auto& line : record.actions) {
    auto parsed = game::parse_action_line(line);
    if (!std::holds_alternative<game::SeatAction>(parsed)) return std::nullopt;
    log.push_back(std::get<game::SeatAction>(parsed));
  }
  auto g = game::Game::replay(record.rule, log, game::GameOptions{record.takebacks});
  if (!std::holds_alternative<game::Game>(g)) return std::nullopt;
  return std::move(std::get<game::Game>(g));
}

boost::json::object seat_answer(std::string_view id, const std::string& rule, int seat,
                                rules::Color color, std::string_view secret) {
  const std::string sid(id);
  return {{"id", sid},
          {"rule", rule},
          {"seat", seat == 0 ? "A" : "B"},
          {"color", color == rules::Color::kBlack ? "black" : "white"},
          {"secret", boost::json::string_view(secret.data(), secret.size())},
          {"seat_url", "/game/" + sid + "#s=" + std::string(secret)},
          {"invite_url", "/game/" + sid + "/join"},
          {"watch_url", "/game/" + sid},
          {"ws_url", "/ws/games/" + sid}};
}

HttpReply rate_limited(std::chrono::seconds retry_after, std::string_view what) {
  const auto seconds = retry_after.count();
  auto r = json_error(429, "rate_limited",
                      "Too many " + std::string(what) + " from your address; try again in " +
                          std::to_string(seconds) + " s.",
                      {{"retry_after", seconds}});
  r.headers.emplace_back("Retry-After", std::to_string(seconds));
  return r;
}

}  // namespace renju::server
