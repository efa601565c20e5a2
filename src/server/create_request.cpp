// Reads a create request (the home form or a JSON body) into the new game's settings, checking
// each field in a fixed order so that a request with several faults is told of the first one.
#include "server/create_request.hpp"

#include <openssl/rand.h>

#include <boost/json.hpp>
#include <stdexcept>

#include "game/game.hpp"
#include "server/api_reply.hpp"
#include "server/http_fields.hpp"
#include "server/protocol.hpp"
#include "server/time_field.hpp"

namespace renju::server {

namespace json = boost::json;

namespace {

// The fields as sent, before any is checked against the rules.
struct Fields {
  std::string rule = "taraguchi-10";
  std::string side = "random";
  std::string opponent = "human";
  std::string level = "club";
  std::variant<game::TimeControl, TimeFieldError> time = game::TimeControl::none();
  // Takebacks are allowed unless the creator turns them off: the form's checkbox sends
  // takebacks=off, JSON a boolean.
  bool takebacks = true;
  std::optional<std::string> bad_takebacks;
};

std::optional<HttpReply> read_form(std::string_view body, Fields& f) {
  if (auto bad = form_error(body)) return json_error(400, "bad_form", *bad);
  f.time = time_control_from_form(body);
  if (auto r = form_value(body, "rule"); r && !r->empty()) f.rule = *r;
  if (auto s = form_value(body, "side"); s && !s->empty()) f.side = *s;
  if (auto o = form_value(body, "opponent"); o && !o->empty()) f.opponent = *o;
  if (auto l = form_value(body, "level"); l && !l->empty()) f.level = *l;
  if (auto t = form_value(body, "takebacks"); t && !t->empty()) {
    if (*t == "off" || *t == "on") {
      f.takebacks = *t == "on";
    } else {
      f.bad_takebacks = *t;
    }
  }
  return std::nullopt;
}

// A string member of the body into `out`; a refusal when it is there but not a string.
std::optional<HttpReply> string_member(const json::object& o, std::string_view key,
                                       std::string& out) {
  const auto* v = o.if_contains(key);
  if (!v) return std::nullopt;
  if (!v->is_string()) {
    return json_error(400, "bad_" + std::string(key),
                      "'" + std::string(key) + "' must be a string.");
  }
  out = std::string(v->get_string());
  return std::nullopt;
}

std::optional<HttpReply> read_json(std::string_view body, Fields& f) {
  if (body.empty()) return std::nullopt;
  boost::system::error_code ec;
  auto v = json::parse(body, ec);
  if (ec || !v.is_object()) return json_error(400, "bad_json", "The body is not a JSON object.");
  const auto& o = v.as_object();
  for (auto [key, out] : {std::pair<std::string_view, std::string*>{"rule", &f.rule},
                          {"side", &f.side},
                          {"opponent", &f.opponent},
                          {"level", &f.level}}) {
    if (auto refused = string_member(o, key, *out)) return refused;
  }
  if (const auto* t = o.if_contains("takebacks")) {
    if (t->is_bool()) {
      f.takebacks = t->get_bool();
    } else {
      f.bad_takebacks = json::serialize(*t);
    }
  }
  if (const auto* t = o.if_contains("time")) {
    f.time = t->is_string() ? time_control_from_text(t->get_string())
                            : TimeFieldError{"'time' must be a string.", json::serialize(*t)};
  }
  return std::nullopt;
}

}  // namespace

std::variant<CreateSettings, HttpReply> read_create_request(const HttpRequest& request, bool form) {
  const std::string type = media_type(request.content_type);
  Fields f;
  if (form) {
    if (auto refused = read_form(request.body, f)) return *refused;
  } else if (type == "application/json" || (type.empty() && request.body.empty())) {
    if (auto refused = read_json(request.body, f)) return *refused;
  } else {
    return json_error(415, "bad_content_type",
                      "Send application/json or application/x-www-form-urlencoded.");
  }

  auto created = game::Game::create(f.rule);
  if (auto* err = std::get_if<game::Error>(&created)) {
    return json_error(400, "bad_rule", err->message, {{"rule", f.rule}});
  }
  const auto& g = std::get<game::Game>(created);
  CreateSettings s;
  if (f.side == "black") {
    s.seat = 0;
  } else if (f.side == "white") {
    s.seat = 1;
  } else if (f.side == "random") {
    unsigned char b = 0;
    if (RAND_bytes(&b, 1) != 1) throw std::runtime_error("RAND_bytes failed");
    s.seat = b & 1;
  } else {
    return json_error(400, "bad_side", "'side' must be black, white or random.",
                      {{"side", f.side}});
  }
  if (auto* bad = std::get_if<TimeFieldError>(&f.time)) {
    return json_error(400, "bad_time_control", bad->message, {{"time", bad->value}});
  }
  if (f.bad_takebacks) {
    return json_error(400, "bad_takebacks",
                      "'takebacks' must be true or false (a form: on or off).",
                      {{"takebacks", *f.bad_takebacks}});
  }
  if (f.opponent != "human" && f.opponent != "computer") {
    return json_error(400, "bad_opponent", "'opponent' must be human or computer.",
                      {{"opponent", f.opponent}});
  }
  if (f.opponent == "computer") {
    s.level = ai::parse_level(f.level);
    if (!s.level) {
      return json_error(400, "bad_level", "'level' must be beginner, club, strong or maximum.",
                        {{"level", f.level}});
    }
  }
  s.rule = g.rule();
  s.color = g.color_of(protocol::seat_from_index(s.seat));
  s.time_control = game::to_text(std::get<game::TimeControl>(f.time));
  s.takebacks = f.takebacks;
  s.opponent = f.opponent;
  return s;
}

}  // namespace renju::server
