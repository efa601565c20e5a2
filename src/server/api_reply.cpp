// The API's shared replies (api_reply.hpp).
#include "server/api_reply.hpp"

#include <chrono>
#include <variant>
#include <vector>

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

}  // namespace renju::server
