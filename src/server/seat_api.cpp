// This browser's seat in one game: shown (GET) and adopted from a seat link (POST).
#include "server/seat_api.hpp"

#include <boost/json.hpp>

#include "server/api_reply.hpp"
#include "server/device.hpp"
#include "server/http_fields.hpp"
#include "server/secret.hpp"

namespace renju::server {
namespace {

namespace json = boost::json;

// What an adoption found: no game, a secret that is no seat of it (-1), or the seat bound.
struct Adopted {
  bool known = false;
  int seat = -1;
};

json::object seat_json(const std::string& id, int seat, std::string_view secret) {
  return {{"id", id},
          {"seat", seat == 0 ? "A" : "B"},
          {"secret", json::string_view(secret.data(), secret.size())},
          {"seat_url", "/game/" + id + "#s=" + std::string(secret)}};
}

HttpReply no_seat(const std::string& id) {
  return json_error(404, "no_seat", "This browser holds no seat in this game.", {{"id", id}});
}

void show_seat(store::AsyncStore& store, const HttpRequest& request, const std::string& id,
               const boost::asio::any_io_executor& executor, ReplyHandler done) {
  Device device = device_of(request, false);
  if (!device) return done(no_seat(id));
  auto job = [device, id](store::Store& s) {
    migrate_legacy(s, device, unix_now());
    return s.device_seat(device.hash, id);
  };
  auto reply = [done = std::move(done), device,
                id](store::Outcome<std::optional<store::DeviceSeat>> outcome) {
    answer(done, "seat " + id, outcome, [&](const std::optional<store::DeviceSeat>& seat) {
      auto secret = seat ? open_sealed(device.key, id, seat->sealed) : std::nullopt;
      HttpReply r = secret ? json_reply(200, seat_json(id, seat->seat, *secret)) : no_seat(id);
      add_device_cookies(r, device);
      return r;
    });
  };
  device_job(store, device, std::move(job), executor, std::move(reply));
}

void adopt_seat(store::AsyncStore& store, const HttpRequest& request, const std::string& id,
                const boost::asio::any_io_executor& executor, ReplyHandler done) {
  std::string secret;
  const auto type = media_type(request.content_type);
  if (type == "application/x-www-form-urlencoded") {
    if (auto bad = form_error(request.body)) return done(json_error(400, "bad_form", *bad));
    secret = form_value(request.body, "secret").value_or("");
  } else if (type == "application/json") {
    boost::system::error_code ec;
    auto v = json::parse(request.body, ec);
    if (ec || !v.is_object()) {
      return done(json_error(400, "bad_json", "The body is not a JSON object."));
    }
    if (const auto* s = v.as_object().if_contains("secret"); s && s->is_string()) {
      secret = std::string(s->get_string());
    }
  } else {
    return done(json_error(415, "bad_content_type",
                           "Send application/json or application/x-www-form-urlencoded."));
  }
  if (!plausible_secret(secret)) {
    return done(json_error(400, "bad_secret", "'secret' must be a seat secret (43 characters)."));
  }
  const Device device = device_of(request, true);
  store.write(
      [device, id, hash = sha256_hex(secret),
       sealed = seal_secret(device.key, id, secret)](store::Store& s) {
        const auto now = unix_now();
        migrate_legacy(s, device, now);
        Adopted adopted;
        const auto record = s.load_game(id);
        if (!record) return adopted;
        adopted.known = true;
        for (int i = 0; i < store::kSeats; ++i) {
          const auto& stored = record->seat_hash[i];
          if (stored && constant_time_equal(*stored, hash)) {
            if (s.bind_device(device.hash, {id, i, sealed, now})) adopted.seat = i;
            break;
          }
        }
        return adopted;
      },
      executor,
      [done = std::move(done), device, id, secret](store::Outcome<Adopted> outcome) {
        answer(done, "adopt " + id, outcome, [&](const Adopted& adopted) {
          HttpReply r = !adopted.known ? unknown_game(id)
                        : adopted.seat < 0
                            ? json_error(403, "wrong_secret",
                                         "That is not a seat link of this game.", {{"id", id}})
                            : json_reply(200, seat_json(id, adopted.seat, secret));
          add_device_cookies(r, device);
          return r;
        });
      });
}

}  // namespace

void seat_route(store::AsyncStore& store, const HttpRequest& request, std::string_view id,
                const boost::asio::any_io_executor& executor, ReplyHandler done) {
  const auto& m = request.method;
  if (m != "GET" && m != "HEAD" && m != "POST") return done(method_not_allowed("GET, HEAD, POST"));
  if (!plausible_game_id(id)) return done(unknown_game(id));
  if (m == "POST") return adopt_seat(store, request, std::string(id), executor, std::move(done));
  show_seat(store, request, std::string(id), executor, std::move(done));
}

}  // namespace renju::server
