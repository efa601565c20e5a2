// POST /api/games: a new game from the home form or a JSON body. The creator's seat secret is
// drawn here and handed out once; the store gets its hash, the device a sealed copy.
#include <array>
#include <boost/json.hpp>
#include <stdexcept>

#include "server/api.hpp"
#include "server/api_reply.hpp"
#include "server/create_request.hpp"
#include "server/device.hpp"
#include "server/log.hpp"
#include "server/metrics.hpp"
#include "server/my_games.hpp"
#include "server/secret.hpp"

namespace renju::server {

void Api::create_game(const HttpRequest& request, const boost::asio::any_io_executor& executor,
                      ReplyHandler done) {
  const bool form = media_type(request.content_type) == "application/x-www-form-urlencoded";
  // A browser's form post (it navigates, asking for a page) is sent back to the home page
  // with the refusal's code; a program posting a form keeps the JSON error.
  if (form && request.accept.find("text/html") != std::string::npos) {
    done = form_refusals(std::move(done), request.body);
  }
  auto read = read_create_request(request, form);
  if (auto* refused = std::get_if<HttpReply>(&read)) return done(std::move(*refused));
  const auto& settings = std::get<CreateSettings>(read);
  const bool computer_opponent = settings.level.has_value();

  if (computer_opponent && rooms_.engine_busy()) {
    // Better a clear no now than a computer that takes minutes to answer every move.
    auto busy = json_error(503, "computer_busy",
                           "The computer is busy with other games; try again in a minute.");
    busy.headers.emplace_back("Retry-After", "30");
    return done(std::move(busy));
  }
  if (auto wait = create_limiter_.take(request.peer)) {
    count_rate_limited("create");
    return done(rate_limited(*wait, "new games"));
  }

  const std::string secret = new_secret();
  const Device device = device_of(request, true);
  std::optional<std::string> computer;
  if (computer_opponent) computer = computer_seat_marker(*settings.level);
  const store::NewGame game{"",
                            settings.rule,
                            unix_now(),
                            settings.seat,
                            sha256_hex(secret),
                            settings.time_control,
                            settings.takebacks};
  // Drawn here, not on the store's thread: randomness (OpenSSL's per-thread state) stays on the
  // io threads, and the store's threads only do store work.
  std::array<std::string, 5> ids;
  std::array<std::string, 5> sealed;  // the secret sealed with the device key, per id
  for (std::size_t i = 0; i < ids.size(); ++i) {
    ids[i] = new_game_id();
    sealed[i] = seal_secret(device.key, ids[i], secret);
  }
  store_.write(
      [game, computer, ids, sealed, device](store::Store& s) {
        migrate_legacy(s, device, game.created_at);
        store::NewGame candidate = game;
        for (std::size_t i = 0; i < ids.size(); ++i) {
          candidate.id = ids[i];
          if (!s.create_game(candidate)) continue;  // the id was taken: try the next
          if (computer && !s.claim_seat(candidate.id, 1 - candidate.creator_seat, *computer)) {
            throw std::runtime_error("could not seat the computer in " + candidate.id);
          }
          s.bind_device(device.hash,
                        {candidate.id, candidate.creator_seat, sealed[i], game.created_at});
          return candidate.id;
        }
        throw std::runtime_error("could not find a free game id");
      },
      executor,
      [done = std::move(done), settings, secret, form,
       device](store::Outcome<std::string> outcome) {
        answer(done, "create", outcome, [&](const std::string& id) {
          const std::string_view seat = settings.seat ? "B" : "A";
          log_event(LogLevel::kInfo, "game_created", id,
                    {{"rule", settings.rule}, {"seat", seat}, {"opponent", settings.opponent}},
                    "game " + id + ": created (" + settings.rule + ", creator seat " +
                        std::string(seat) + ")");
          auto answer = seat_answer(id, settings.rule, settings.seat, settings.color, secret);
          answer["opponent"] = settings.opponent;
          answer["time"] = settings.time_control;
          answer["takebacks"] = settings.takebacks;
          if (settings.level) answer.erase("invite_url");
          HttpReply reply = form ? see_other(std::string(answer["seat_url"].get_string()))
                                 : json_reply(201, answer);
          add_device_cookies(reply, device);
          return reply;
        });
      });
}

}  // namespace renju::server
