// /api/ routes: create, join, show, health (and the device routes of seat_api and my_games).
// Seat secrets are generated here and handed out once; the store gets their hashes, and the
// browser's device a copy sealed with its key (device.hpp).
#include "server/api.hpp"

#include <openssl/rand.h>

#include <algorithm>
#include <array>
#include <boost/json.hpp>
#include <cctype>
#include <chrono>

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
#include "server/time_field.hpp"

namespace renju::server {

namespace json = boost::json;

namespace {

json::object seat_answer(std::string_view id, const std::string& rule, int seat, rules::Color color,
                         std::string_view secret) {
  const std::string sid(id);
  return {{"id", sid},
          {"rule", rule},
          {"seat", seat == 0 ? "A" : "B"},
          {"color", color == rules::Color::kBlack ? "black" : "white"},
          {"secret", json::string_view(secret.data(), secret.size())},
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

HttpReply Api::health() const {
  return json_reply(200, health_figures());
}

void Api::probe_store(const boost::asio::any_io_executor& executor, ReplyHandler done) {
  store_.read(
      [](store::Store& s) {
        s.ping();
        return true;
      },
      executor,
      [this, done = std::move(done)](store::Outcome<bool> outcome) {
        auto figures = health_figures();
        figures["ok"] = outcome.ok();
        figures["store_reachable"] = outcome.ok();
        if (!outcome.ok()) figures["store_error"] = outcome.busy ? "busy" : outcome.error;
        done(json_reply(outcome.ok() ? 200 : 503, figures));
      });
}

json::object Api::health_figures() const {
  // Figures kept in memory, never a store call: health answers while the database is stuck.
  // How many appends each fsync carried (for `renju loadtest`), and what waits for the store.
  const auto stats = store_.stats();
  const auto& commits = stats.commits;
  const auto engine = rooms_.engine_stats();
  const auto graphs = evaluations_->stats();
  json::object health{
      {"ok", true},
      {"version", config_.version},
      {"commit", config_.commit},
      {"protocol", protocol::kProtocolLatest},
      {"games_loaded", rooms_.loaded()},
      {"games_moved", rooms_.moved()},
      {"spectators", rooms_.spectators()},
      {"engine",
       {{"threads", engine.threads},
        {"running", engine.running},
        {"waiting", engine.waiting_games},
        {"searches", engine.finished},
        {"busy", rooms_.engine_busy()}}},
      {"evaluations",
       {{"running", graphs.running},
        {"started", graphs.started},
        {"positions", graphs.positions},
        {"refused", graphs.refused}}},
      {"commits",
       {{"batches", commits.batches},
        {"actions", commits.appends},
        {"largest_batch", commits.largest_batch},
        {"pending", commits.pending}}},
      {"store",
       {{"reads_pending", stats.reads_pending}, {"writes_pending", stats.writes_pending}}}};
  if (config_.health_figures) {
    for (auto& [key, value] : config_.health_figures()) health[key] = std::move(value);
  }
  return health;
}

void Api::create_game(const HttpRequest& request, const boost::asio::any_io_executor& executor,
                      ReplyHandler done) {
  const std::string type = media_type(request.content_type);
  const bool form = type == "application/x-www-form-urlencoded";
  // A browser's form post (it navigates, asking for a page) is sent back to the home page
  // with the refusal's code; a program posting a form keeps the JSON error.
  if (form && request.accept.find("text/html") != std::string::npos) {
    done = form_refusals(std::move(done), request.body);
  }
  std::string rule = "taraguchi-10";
  std::string side = "random";
  std::string opponent = "human";
  std::string level = "club";
  std::variant<game::TimeControl, TimeFieldError> time = game::TimeControl::none();
  // Takebacks are allowed unless the creator turns them off: the form's checkbox sends
  // takebacks=off, JSON a boolean.
  std::optional<std::string> bad_takebacks;
  bool takebacks = true;
  if (form) {
    if (auto bad = form_error(request.body)) return done(json_error(400, "bad_form", *bad));
    time = time_control_from_form(request.body);
    if (auto r = form_value(request.body, "rule"); r && !r->empty()) rule = *r;
    if (auto s = form_value(request.body, "side"); s && !s->empty()) side = *s;
    if (auto o = form_value(request.body, "opponent"); o && !o->empty()) opponent = *o;
    if (auto l = form_value(request.body, "level"); l && !l->empty()) level = *l;
    if (auto t = form_value(request.body, "takebacks"); t && !t->empty()) {
      if (*t == "off" || *t == "on") {
        takebacks = *t == "on";
      } else {
        bad_takebacks = *t;
      }
    }
  } else if (type == "application/json" || (type.empty() && request.body.empty())) {
    if (!request.body.empty()) {
      boost::system::error_code ec;
      auto v = json::parse(request.body, ec);
      if (ec || !v.is_object())
        return done(json_error(400, "bad_json", "The body is not a JSON object."));
      const auto& o = v.as_object();
      if (const auto* r = o.if_contains("rule")) {
        if (!r->is_string()) return done(json_error(400, "bad_rule", "'rule' must be a string."));
        rule = std::string(r->get_string());
      }
      if (const auto* s = o.if_contains("side")) {
        if (!s->is_string()) return done(json_error(400, "bad_side", "'side' must be a string."));
        side = std::string(s->get_string());
      }
      if (const auto* op = o.if_contains("opponent")) {
        if (!op->is_string()) {
          return done(json_error(400, "bad_opponent", "'opponent' must be a string."));
        }
        opponent = std::string(op->get_string());
      }
      if (const auto* l = o.if_contains("level")) {
        if (!l->is_string()) return done(json_error(400, "bad_level", "'level' must be a string."));
        level = std::string(l->get_string());
      }
      if (const auto* t = o.if_contains("takebacks")) {
        if (t->is_bool()) {
          takebacks = t->get_bool();
        } else {
          bad_takebacks = json::serialize(*t);
        }
      }
      if (const auto* t = o.if_contains("time")) {
        time = t->is_string() ? time_control_from_text(t->get_string())
                              : TimeFieldError{"'time' must be a string.", json::serialize(*t)};
      }
    }
  } else {
    return done(json_error(415, "bad_content_type",
                           "Send application/json or application/x-www-form-urlencoded."));
  }

  auto created = game::Game::create(rule);
  if (auto* err = std::get_if<game::Error>(&created)) {
    return done(json_error(400, "bad_rule", err->message, {{"rule", rule}}));
  }
  const auto& g = std::get<game::Game>(created);
  int seat = 0;
  if (side == "black") {
    seat = 0;
  } else if (side == "white") {
    seat = 1;
  } else if (side == "random") {
    unsigned char b = 0;
    if (RAND_bytes(&b, 1) != 1) throw std::runtime_error("RAND_bytes failed");
    seat = b & 1;
  } else {
    return done(
        json_error(400, "bad_side", "'side' must be black, white or random.", {{"side", side}}));
  }

  if (auto* bad = std::get_if<TimeFieldError>(&time)) {
    return done(json_error(400, "bad_time_control", bad->message, {{"time", bad->value}}));
  }
  const std::string time_control = game::to_text(std::get<game::TimeControl>(time));
  if (bad_takebacks) {
    return done(json_error(400, "bad_takebacks",
                           "'takebacks' must be true or false (a form: on or off).",
                           {{"takebacks", *bad_takebacks}}));
  }
  if (opponent != "human" && opponent != "computer") {
    return done(json_error(400, "bad_opponent", "'opponent' must be human or computer.",
                           {{"opponent", opponent}}));
  }
  const auto engine_level = ai::parse_level(level);
  if (opponent == "computer" && !engine_level) {
    return done(json_error(400, "bad_level", "'level' must be beginner, club, strong or maximum.",
                           {{"level", level}}));
  }

  if (opponent == "computer" && rooms_.engine_busy()) {
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
  if (opponent == "computer") computer = computer_seat_marker(*engine_level);
  const store::NewGame game{"",           g.rule(), unix_now(), seat, sha256_hex(secret),
                            time_control, takebacks};
  const auto color = g.color_of(protocol::seat_from_index(seat));
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
      [done = std::move(done), rule = game.rule, seat, color, secret, opponent, form, device,
       time_control, takebacks](store::Outcome<std::string> outcome) {
        answer(done, "create", outcome, [&](const std::string& id) {
          log_event(
              LogLevel::kInfo, "game_created", id,
              {{"rule", rule}, {"seat", seat ? "B" : "A"}, {"opponent", opponent}},
              "game " + id + ": created (" + rule + ", creator seat " + (seat ? "B" : "A") + ")");
          auto answer = seat_answer(id, rule, seat, color, secret);
          answer["opponent"] = opponent;
          answer["time"] = time_control;
          answer["takebacks"] = takebacks;
          if (opponent == "computer") answer.erase("invite_url");
          HttpReply reply = form ? see_other(std::string(answer["seat_url"].get_string()))
                                 : json_reply(201, answer);
          add_device_cookies(reply, device);
          return reply;
        });
      });
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
