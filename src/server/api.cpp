// /api/ routes: the router (create in api_create.cpp, health in api_health.cpp), join and show,
// and the device routes of seat_api and my_games. Seat secrets are generated on the io threads and
// handed out once; the store gets their hashes, the browser's device a sealed copy (device.hpp).
#include "server/api.hpp"

#include <boost/json.hpp>

#include "server/analysis_route.hpp"
#include "server/api_reply.hpp"
#include "server/device.hpp"
#include "server/evaluations.hpp"
#include "server/log.hpp"
#include "server/metrics.hpp"
#include "server/my_games.hpp"
#include "server/protocol.hpp"
#include "server/record_route.hpp"
#include "server/review_route.hpp"
#include "server/seat_api.hpp"
#include "server/secret.hpp"

namespace renju::server {

namespace json = boost::json;

namespace {

// What a join found and did, on the store's write thread.
struct Joined {
  std::optional<store::GameRecord> record;  // nullopt: no such game
  int seat = -1;       // the seat claimed (or held, when own); -1: both were taken
  bool own = false;    // the device already held `seat`: nothing was claimed
  std::string sealed;  // own: the device's sealed secret for it
};

// The answer to a join: the seat taken, the device's own seat, or why there is none.
HttpReply join_reply(Rooms& rooms, const std::string& id, const Joined& joined,
                     const std::string& secret, const std::string& hash, bool form,
                     const Device& device) {
  if (!joined.record) return unknown_game(id);
  if (joined.seat < 0) {
    if (form) return see_other("/game/" + id);
    return json_error(409, "seat_taken", "Both seats are taken; you can watch this game.",
                      {{"id", id}});
  }
  const int seat = joined.seat;
  std::string seat_secret = secret;
  if (joined.own) {
    // The seat stays the device's; the answer carries its secret so the page can use it.
    auto opened = open_sealed(device.key, id, joined.sealed);
    if (!opened) throw std::runtime_error("the device's seat in " + id + " does not open");
    seat_secret = *opened;
  } else {
    rooms.seat_claimed(id, seat, hash);
    log_event(LogLevel::kInfo, "seat_claimed", id, {{"seat", seat ? "B" : "A"}},
              "game " + id + ": seat " + (seat ? "B" : "A") + " claimed");
  }
  auto g = replay(*joined.record);
  auto color = g ? g->color_of(protocol::seat_from_index(seat))
                 : (seat == 0 ? rules::Color::kBlack : rules::Color::kWhite);
  auto answer = seat_answer(id, joined.record->rule, seat, color, seat_secret);
  answer.erase("invite_url");
  if (joined.own) answer["own"] = true;
  if (form)
    return see_other(joined.own ? "/game/" + id : std::string(answer["seat_url"].get_string()));
  return json_reply(200, answer);
}

}  // namespace

HttpReply json_error(int status, std::string_view code, std::string_view message,
                     json::object params) {
  return json_reply(
      status,
      {{"error", json::object{{"code", json::string_view(code.data(), code.size())},
                              {"message", json::string_view(message.data(), message.size())},
                              {"params", std::move(params)}}}});
}

Api::Api(store::AsyncStore& store, Rooms& rooms, ApiConfig config)
    : store_(store),
      rooms_(rooms),
      config_(std::move(config)),
      create_limiter_(config_.create_rate, config_.clock),
      join_limiter_(config_.join_rate, config_.clock),
      evaluations_(std::make_unique<Evaluations>(store, rooms.engine())) {}

Api::~Api() = default;

void Api::prune_limits() {
  create_limiter_.prune();
  join_limiter_.prune();
}

bool Api::handle(const HttpRequest& request, const boost::asio::any_io_executor& executor,
                 ReplyHandler done) {
  const auto path = path_of(request.target);
  if (path != "/api" && !path.starts_with("/api/")) return false;
  const auto parts = split_path(path);
  const auto& m = request.method;
  try {
    if (parts.size() == 2 && parts[1] == "health") {
      if (m != "GET" && m != "HEAD") return done(method_not_allowed("GET, HEAD")), true;
      const auto query = request.target.find('?');
      if (query != std::string::npos &&
          form_value(std::string_view(request.target).substr(query + 1), "store") == "1") {
        return probe_store(executor, std::move(done)), true;
      }
      return done(health()), true;
    }
    if (parts.size() == 2 && parts[1] == "games") {
      if (m != "POST") return done(method_not_allowed("POST")), true;
      return create_game(request, executor, std::move(done)), true;
    }
    if (parts.size() == 3 && parts[1] == "games") {
      if (m != "GET" && m != "HEAD") return done(method_not_allowed("GET, HEAD")), true;
      return show_game(parts[2], executor, std::move(done)), true;
    }
    if ((parts.size() == 4 && parts[1] == "games" && parts[3] == "record") ||
        (parts.size() == 2 && parts[1] == "records")) {
      if (m != "GET" && m != "HEAD") return done(method_not_allowed("GET, HEAD")), true;
      if (parts.size() == 2) return serve_records(store_, request, executor, std::move(done)), true;
      return serve_game_record(store_, request, parts[2], executor, std::move(done)), true;
    }
    if (parts.size() == 3 && parts[1] == "analysis") {
      const bool post = parts[2] == "import" || parts[2] == "engine";
      if (post && m != "POST") return done(method_not_allowed("POST")), true;
      if (parts[2] == "import") return serve_import(request, std::move(done)), true;
      if (parts[2] == "engine")
        return serve_engine(rooms_.engine(), request, executor, std::move(done)), true;
      if (parts[2] == "position") {
        if (m != "GET" && m != "HEAD") return done(method_not_allowed("GET, HEAD")), true;
        return serve_position(request, std::move(done)), true;
      }
    }
    if (parts.size() == 4 && parts[1] == "games" && parts[3] == "review") {
      if (m != "GET" && m != "HEAD") return done(method_not_allowed("GET, HEAD")), true;
      return serve_game_review(store_, parts[2], executor, std::move(done)), true;
    }
    if (parts.size() == 4 && parts[1] == "games" && parts[3] == "evaluation") {
      if (m != "GET" && m != "HEAD") return done(method_not_allowed("GET, HEAD")), true;
      const auto q = request.target.find('?');
      const bool peek = q != std::string::npos &&
                        form_value(std::string_view(request.target).substr(q + 1), "peek") == "1";
      return evaluations_->serve(parts[2], peek, executor, std::move(done)), true;
    }
    if (parts.size() == 4 && parts[1] == "games" && parts[3] == "seat") {
      return seat_route(store_, request, parts[2], executor, std::move(done)), true;
    }
    if (parts.size() == 2 && parts[1] == "my-games") {
      if (m != "GET" && m != "HEAD") return done(method_not_allowed("GET, HEAD")), true;
      return my_games(store_, request, executor, std::move(done)), true;
    }
    if (parts.size() == 4 && parts[1] == "games" && parts[3] == "join") {
      if (m != "POST") return done(method_not_allowed("POST")), true;
      return join_game(request, parts[2], executor, std::move(done)), true;
    }
  } catch (const std::exception& e) {
    // Only the parts before a store call can throw (a store call is always the last step).
    log_error(std::string("api ") + m + " " + std::string(path) + ": " + e.what());
    done(internal_error());
    return true;
  }
  done(json_error(404, "not_found", "No such API path."));
  return true;
}

void Api::join_game(const HttpRequest& request, std::string_view id,
                    const boost::asio::any_io_executor& executor, ReplyHandler done) {
  const bool form = media_type(request.content_type) == "application/x-www-form-urlencoded";
  if (auto bad = form ? form_error(request.body) : std::nullopt) {
    return done(json_error(400, "bad_form", *bad));
  }
  if (!plausible_game_id(id)) return done(unknown_game(id));
  if (auto wait = join_limiter_.take(request.peer)) {
    count_rate_limited("join");
    return done(rate_limited(*wait, "joins"));
  }
  const std::string secret = new_secret();
  const std::string hash = sha256_hex(secret);
  const Device device = device_of(request, true);
  const std::string sealed = seal_secret(device.key, id, secret);
  // The load and the claim run together on the write thread: no other write of ours comes
  // between them, and the claim itself is atomic in the store. A device that already holds a
  // seat here (its own game's invite link) keeps it and claims nothing.
  store_.write(
      [id = std::string(id), hash, device, sealed](store::Store& s) {
        const auto now = unix_now();
        migrate_legacy(s, device, now);
        Joined joined;
        joined.record = s.load_game(id);
        if (!joined.record) return joined;
        if (auto mine = s.device_seat(device.hash, id)) {
          joined.seat = mine->seat;
          joined.own = true;
          joined.sealed = mine->sealed;
          return joined;
        }
        const auto& seats = joined.record->seat_hash;
        const int seat = !seats[0] ? 0 : (!seats[1] ? 1 : -1);
        if (seat >= 0 && s.claim_seat(id, seat, hash)) {
          joined.seat = seat;
          s.bind_device(device.hash, {id, seat, sealed, now});
        }  // else someone was faster
        return joined;
      },
      executor,
      [this, done = std::move(done), id = std::string(id), secret, hash, form,
       device](store::Outcome<Joined> outcome) {
        answer(done, "join " + id, outcome, [&](const Joined& joined) {
          HttpReply reply = join_reply(rooms_, id, joined, secret, hash, form, device);
          add_device_cookies(reply, device);
          return reply;
        });
      });
}

void Api::show_game(std::string_view id, const boost::asio::any_io_executor& executor,
                    ReplyHandler done) {
  if (!plausible_game_id(id)) return done(unknown_game(id));
  store_.read(
      [id = std::string(id)](store::Store& s) { return s.load_game(id); }, executor,
      [this, done = std::move(done),
       id = std::string(id)](store::Outcome<std::optional<store::GameRecord>> outcome) {
        answer(done, "show " + id, outcome, [&](const std::optional<store::GameRecord>& record) {
          if (!record) return unknown_game(id);
          auto g = replay(*record);
          if (!g) throw std::runtime_error("game " + id + " does not replay");
          protocol::Presence presence;
          for (int i = 0; i < 2; ++i) {
            presence.claimed[i] = record->seat_hash[i].has_value();
            const auto level =
                record->seat_hash[i] ? computer_seat_level(*record->seat_hash[i]) : std::nullopt;
            presence.computer[i] = level.has_value();
            if (level) presence.level[i] = ai::level_name(*level);
          }
          // Who is connected is known only to the loaded room (none loaded: nobody is).
          if (auto live = rooms_.live_presence(id)) {
            presence.online = live->online;
            presence.spectators = live->spectators;
          }
          auto state = protocol::state_json(
              *g, id, static_cast<std::int64_t>(record->actions.size()), presence);
          if (record->closed_at && !g->over()) {
            // Closed by the sweep before it had a result: it ended as abandoned, nobody is to
            // move.
            state["phase"] = "over";
            state["phase_detail"] = "over";
            state["to_move"] = nullptr;
            state["to_move_color"] = nullptr;
            state["forbidden"] = json::array();
            state["symmetric"] = json::array();
            state["result"] = {{"winner", nullptr}, {"color", nullptr}, {"reason", "abandoned"}};
          }
          return json_reply(200, state);
        });
      });
}

}  // namespace renju::server
