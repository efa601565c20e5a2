// JSON rendering and parsing for the wire protocol. Field names and value spellings here are
// the contract in docs/protocol.md; change both together.
#include "server/protocol.hpp"

#include <algorithm>
#include <cmath>

#include "openings/canonical.hpp"
#include "rules/notation.hpp"

namespace renju::server::protocol {
namespace {

using game::ActionKind;
using game::Seat;

json::string_view seat_str(Seat s) {
  return s == Seat::kA ? "A" : "B";
}

json::string_view color_str(rules::Color c) {
  return c == rules::Color::kBlack ? "black" : (c == rules::Color::kWhite ? "white" : "empty");
}

json::string_view sv(std::string_view s) {
  return json::string_view(s.data(), s.size());
}

json::array points_json(const std::vector<rules::Point>& points) {
  json::array out;
  out.reserve(points.size());
  for (auto p : points) out.emplace_back(point_name(p));
  return out;
}

json::value area_json(const game::Turn& turn) {
  if (turn.phase != game::Phase::kPlace || turn.area.whole_board()) return nullptr;
  int r = turn.area.radius;
  return json::object{{"from", point_name({rules::kCentre.x - r, rules::kCentre.y - r})},
                      {"to", point_name({rules::kCentre.x + r, rules::kCentre.y + r})},
                      {"side", turn.area.side()}};
}

struct EventVisitor {
  json::object operator()(const game::event::StonePlaced& e) const {
    return {{"type", "stone-placed"},
            {"at", point_name(e.at)},
            {"color", color_str(e.color)},
            {"seat", seat_str(e.seat)},
            {"n", e.number}};
  }
  json::object operator()(const game::event::ColorsSwapped& e) const {
    return {{"type", "colors-swapped"}, {"by", seat_str(e.by)}, {"black", seat_str(e.black)}};
  }
  json::object operator()(const game::event::SwapDeclined& e) const {
    return {{"type", "swap-declined"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::ChoiceMade& e) const {
    return {{"type", "choice-made"}, {"by", seat_str(e.by)}, {"choice", e.choice}};
  }
  json::object operator()(const game::event::CountDeclared& e) const {
    return {{"type", "count-declared"}, {"by", seat_str(e.by)}, {"count", e.count}};
  }
  json::object operator()(const game::event::OfferAdded& e) const {
    return {{"type", "offer-added"}, {"by", seat_str(e.by)}, {"at", point_name(e.at)}};
  }
  json::object operator()(const game::event::OfferWithdrawn& e) const {
    return {{"type", "offer-withdrawn"}, {"by", seat_str(e.by)}, {"at", point_name(e.at)}};
  }
  json::object operator()(const game::event::OfferPicked& e) const {
    return {{"type", "offer-picked"}, {"by", seat_str(e.by)}, {"at", point_name(e.at)}};
  }
  json::object operator()(const game::event::Passed& e) const {
    return {{"type", "passed"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::DrawOffered& e) const {
    return {{"type", "draw-offered"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::DrawDeclined& e) const {
    return {{"type", "draw-declined"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::Resigned& e) const {
    return {{"type", "resigned"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::TurnChanged& e) const {
    return {{"type", "turn"},
            {"phase", sv(openings::phase_name(e.phase))},
            {"seat", seat_str(e.seat)},
            {"color", color_str(e.color)}};
  }
  json::object operator()(const game::event::Aborted& e) const {
    return {{"type", "aborted"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::TakebackRequested& e) const {
    return {{"type", "takeback-requested"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::TakebackAccepted& e) const {
    return {{"type", "takeback-accepted"},
            {"by", seat_str(e.by)},
            {"undone", game::to_text(e.undone)},
            {"undone_v", e.undone_version}};
  }
  json::object operator()(const game::event::TakebackDeclined& e) const {
    return {{"type", "takeback-declined"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::RematchOffered& e) const {
    return {{"type", "rematch-offered"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::RematchAgreed& e) const {
    return {{"type", "rematch-agreed"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::RematchDeclined& e) const {
    return {{"type", "rematch-declined"}, {"by", seat_str(e.by)}};
  }
  json::object operator()(const game::event::GameOver& e) const {
    json::object o{{"type", "game-over"},
                   {"reason", sv(game::result_reason_name(e.result.reason))}};
    o["winner"] = e.result.winner ? json::value(seat_str(*e.result.winner)) : json::value(nullptr);
    return o;
  }
};

}  // namespace

std::string point_name(rules::Point p) {
  return rules::to_string(p);
}
int seat_index(Seat s) {
  return s == Seat::kA ? 0 : 1;
}
Seat seat_from_index(int i) {
  return i == 0 ? Seat::kA : Seat::kB;
}

json::object presence_json(const Presence& p) {
  json::object seats;
  for (int i = 0; i < 2; ++i) {
    json::object seat{
        {"claimed", p.claimed[i]}, {"online", p.online[i]}, {"computer", p.computer[i]}};
    if (!p.level[i].empty()) seat["level"] = p.level[i];
    seats[seat_str(seat_from_index(i))] = std::move(seat);
  }
  return {{"seats", std::move(seats)}, {"spectators", p.spectators}};
}

json::object state_json(const game::Game& g, std::string_view game_id, std::int64_t version,
                        const Presence& presence, const game::LegalActions* to_move) {
  json::object s;
  s["game"] = sv(game_id);
  s["rule"] = g.rule();
  s["v"] = version;
  s["phase"] = sv(g.phase_name());
  s["phase_detail"] = g.phase_detail();
  json::object seats;
  for (int i = 0; i < 2; ++i) {
    Seat seat = seat_from_index(i);
    json::object info{{"color", color_str(g.color_of(seat))},
                      {"claimed", presence.claimed[i]},
                      {"computer", presence.computer[i]},
                      {"online", presence.online[i]}};
    if (!presence.level[i].empty()) info["level"] = presence.level[i];
    seats[seat_str(seat)] = std::move(info);
  }
  s["seats"] = std::move(seats);
  s["spectators"] = presence.spectators;

  const bool over = g.over();
  const game::Turn turn = g.turn();
  s["to_move"] = over ? json::value(nullptr) : json::value(seat_str(turn.seat));
  s["to_move_color"] = over ? json::value(nullptr) : json::value(color_str(turn.color));
  s["stone"] = over ? json::value(nullptr) : json::value(turn.stone);

  json::array moves;
  int n = 0;
  for (const auto& m : g.moves()) {
    moves.push_back(
        json::object{{"n", ++n}, {"at", point_name(m.at)}, {"color", color_str(m.color)}});
  }
  s["moves"] = std::move(moves);

  const auto offers = g.offers();
  s["offers"] = points_json(offers);
  const bool offering =
      !over && (turn.phase == game::Phase::kOffer || turn.phase == game::Phase::kPick);
  s["offers_needed"] = offering ? turn.offers_wanted : 0;
  s["choice"] = g.choice() ? json::value(*g.choice()) : json::value(nullptr);
  s["declared"] = g.declared() ? json::value(*g.declared()) : json::value(nullptr);
  const auto* named = openings::recognise_opening(game::opening_stones(g));
  s["opening"] =
      named ? json::value(json::object{{"code", sv(named->code)}, {"name", sv(named->name)}})
            : json::value(nullptr);
  s["area"] = over ? json::value(nullptr) : area_json(turn);
  s["may_swap"] = !over && turn.phase == game::Phase::kPlace && turn.may_swap;

  // Black's forbidden points and, while offering, which earlier offer each point repeats: both
  // are for everyone to see (spectators too), so they live in the shared state.
  json::array forbidden;
  json::array symmetric;
  if (!over) {
    const auto computed = to_move ? game::LegalActions{} : g.legal_actions(turn.seat);
    const auto& legal = to_move ? *to_move : computed;
    for (const auto& f : legal.forbidden) {
      forbidden.push_back(
          json::object{{"at", point_name(f.at)}, {"reason", sv(rules::forbidden_name(f.reason))}});
    }
    if (turn.phase == game::Phase::kOffer && !offers.empty()) {
      for (int i = 0; i < rules::kCells; ++i) {
        auto p = rules::Point::from_index(i);
        if (!g.board().empty(p)) continue;
        if (auto other = g.symmetric_offer_for(p); other && !(*other == p)) {
          symmetric.push_back(json::object{{"at", point_name(p)}, {"offer", point_name(*other)}});
        }
      }
    }
  }
  s["forbidden"] = std::move(forbidden);
  s["symmetric"] = std::move(symmetric);
  s["draw_offer"] = g.draw_offer() ? json::value(seat_str(*g.draw_offer())) : json::value(nullptr);

  if (const auto& r = g.result()) {
    json::object res;
    res["winner"] = r->winner ? json::value(seat_str(*r->winner)) : json::value(nullptr);
    res["color"] =
        r->winner ? json::value(color_str(g.color_of(*r->winner))) : json::value(nullptr);
    res["reason"] = sv(game::result_reason_name(r->reason));
    s["result"] = std::move(res);
  } else {
    s["result"] = nullptr;
  }

  s["takeback"] =
      g.takeback_request() ? json::value(seat_str(*g.takeback_request())) : json::value(nullptr);
  s["takebacks"] = g.options().takebacks;
  json::array log;
  log.reserve(g.log().size());
  for (const auto& a : g.log()) log.emplace_back(game::to_text(a));
  s["log"] = std::move(log);
  return s;
}

namespace {
// `o` serialised without its final '}' (o is never empty here), to append members to.
std::string open_object(const json::object& o) {
  std::string text = json::serialize(o);
  text.pop_back();
  return text;
}
}  // namespace

StateMessages::StateMessages(const json::object& envelope, const game::Game& g,
                             std::string_view game_id, std::int64_t version,
                             const Presence& presence)
    : game_(g), open_envelope_(open_object(envelope)) {
  if (!g.over()) to_move_ = g.legal_actions(g.turn().seat);
  open_state_ =
      open_object(state_json(g, game_id, version, presence, to_move_ ? &*to_move_ : nullptr));
}

std::string StateMessages::for_seat(std::optional<Seat> seat) const {
  json::object legal;
  if (seat && to_move_ && *seat == game_.turn().seat) {
    legal = legal_json(*to_move_);
  } else if (seat) {
    legal = legal_json(game_, *seat);
  }
  const std::string legal_text = json::serialize(legal);
  std::string text;
  text.reserve(open_envelope_.size() + open_state_.size() + legal_text.size() + 24);
  text.append(open_envelope_).append(R"(,"state":)").append(open_state_);
  text.append(R"(,"legal":)").append(legal_text).append("}}");
  return text;
}

json::object legal_json(const game::Game& g, Seat seat) {
  return legal_json(g.legal_actions(seat));
}

json::object legal_json(const game::LegalActions& legal) {
  json::object out;
  for (auto kind : legal.kinds) {
    auto name = sv(actions::action_kind_name(kind));
    switch (kind) {
      case ActionKind::kPlace:
        out[name] = points_json(legal.place);
        break;
      case ActionKind::kOffer:
        out[name] = points_json(legal.offer);
        break;
      case ActionKind::kWithdraw:
        out[name] = points_json(legal.withdraw);
        break;
      case ActionKind::kPick:
        out[name] = points_json(legal.pick);
        break;
      case ActionKind::kChoose:
      case ActionKind::kDeclare: {
        json::array choices;
        for (int c : legal.choices) choices.emplace_back(c);
        out[name] = std::move(choices);
        break;
      }
      default:
        out[name] = true;
    }
  }
  return out;
}

json::object action_json(const game::Action& a) {
  json::object o{{"t", sv(actions::action_kind_name(a.kind))}};
  if (actions::takes_point(a.kind)) o["at"] = point_name(a.at);
  if (actions::takes_number(a.kind)) o["n"] = a.choice;
  return o;
}

json::array events_json(const std::vector<game::Event>& events) {
  json::array out;
  for (const auto& e : events) out.push_back(std::visit(EventVisitor{}, e));
  return out;
}

json::object event_json(std::int64_t version, const game::SeatAction& a,
                        const std::vector<game::Event>& events) {
  return {{"t", "event"},
          {"v", version},
          {"seat", seat_str(a.seat)},
          {"action", action_json(a.action)},
          {"text", game::to_text(a)},
          {"events", events_json(events)}};
}

json::object error_json(const json::value& id, std::string_view code, std::string_view message,
                        json::object params) {
  return {{"t", "error"},
          {"id", id},
          {"code", sv(code)},
          {"message", sv(message)},
          {"params", std::move(params)}};
}

json::object error_json(const json::value& id, const ProtocolError& e) {
  return error_json(id, e.code, e.message, e.params);
}

json::object game_error_json(const json::value& id, const game::Error& e) {
  json::object params;
  if (e.at) params["at"] = point_name(*e.at);
  if (e.other) params["other"] = point_name(*e.other);
  if (e.action) params["action"] = sv(actions::action_kind_name(*e.action));
  if (e.forbidden != rules::Forbidden::kNone)
    params["reason"] = sv(rules::forbidden_name(e.forbidden));
  if (e.area_side) params["side"] = e.area_side;
  if (e.count) params["count"] = e.count;
  return error_json(id, actions::error_code_name(e.code), e.message, std::move(params));
}

bool is_action_type(std::string_view type) {
  const auto kind = actions::parse_action_kind(type);
  return kind && *kind != actions::ActionKind::kTimeOut;
}

std::variant<game::Action, ProtocolError> action_from_json(const json::object& message) {
  const auto* t = message.if_contains("t");
  if (!t || !t->is_string()) {
    return ProtocolError{"bad_message", "The message has no type field 't'.", {{"field", "t"}}};
  }
  std::string_view type(t->get_string());
  auto kind = actions::parse_action_kind(type);
  // A time-out is the server's clock's to record, never a client's to send.
  if (!kind || *kind == actions::ActionKind::kTimeOut) {
    return ProtocolError{
        "unknown_type", "Unknown message type '" + std::string(type) + "'.", {{"type", sv(type)}}};
  }
  game::Action a;
  a.kind = *kind;
  if (actions::takes_point(*kind)) {
    const auto* at = message.if_contains("at");
    if (!at || !at->is_string()) {
      return ProtocolError{
          "bad_message", "'" + std::string(type) + "' needs a point 'at'.", {{"field", "at"}}};
    }
    auto p = rules::parse_point(std::string_view(at->get_string()));
    if (auto* err = std::get_if<rules::ParseError>(&p)) {
      return ProtocolError{"bad_message", err->message, {{"field", "at"}}};
    }
    a.at = std::get<rules::Point>(p);
  }
  if (actions::takes_number(*kind)) {
    const auto* n = message.if_contains("n");
    if (!n || !n->is_int64()) {
      return ProtocolError{
          "bad_message", "'" + std::string(type) + "' needs a number 'n'.", {{"field", "n"}}};
    }
    auto v = n->get_int64();
    if (v < -1000 || v > 1000) v = 0;  // keeps the narrowing below well defined
    a.choice = static_cast<int>(v);
  }
  return a;
}

namespace {

// A number too large for a double (1e400) parses as infinity, which Boost.JSON then writes as
// `Infinity`: echoed in an `id`, it would make the server's own answer invalid JSON.
bool finite_numbers(const json::value& v) {
  if (v.is_double()) return std::isfinite(v.get_double());
  if (v.is_array()) return std::all_of(v.get_array().begin(), v.get_array().end(), finite_numbers);
  if (v.is_object()) {
    for (const auto& member : v.get_object()) {
      if (!finite_numbers(member.value())) return false;
    }
  }
  return true;
}

}  // namespace

std::variant<json::object, ProtocolError> parse_message(std::string_view frame,
                                                        json::storage_ptr storage) {
  boost::system::error_code ec;
  json::value v = json::parse(json::string_view(frame.data(), frame.size()), ec, storage);
  if (ec || !v.is_object()) {
    return ProtocolError{"bad_json", "The message is not a JSON object.", {}};
  }
  if (!finite_numbers(v)) {
    return ProtocolError{"bad_json", "A number in the message is out of range.", {}};
  }
  return std::move(v.as_object());
}

ClientMessage parse_client_message(std::string_view frame) {
  // Every frame is parsed into this arena and dropped with it; what the message keeps (its id,
  // the secret, the action) is copied out into storage of its own.
  std::array<unsigned char, 2 * kMaxMessageBytes> buffer;
  json::monotonic_resource arena(buffer.data(), buffer.size());
  auto parsed = parse_message(frame, &arena);
  if (auto* err = std::get_if<ProtocolError>(&parsed)) return BadMessage{nullptr, std::move(*err)};
  const auto& msg = std::get<json::object>(parsed);
  json::value id = nullptr;
  if (const auto* v = msg.if_contains("id")) id = *v;
  auto bad = [&](std::string message, std::string_view field) {
    return BadMessage{id, ProtocolError{"bad_message", std::move(message), {{"field", sv(field)}}}};
  };
  const auto* t = msg.if_contains("t");
  if (!t || !t->is_string()) return bad("The message has no type field 't'.", "t");
  const std::string_view type(t->get_string());
  if (type == "hello") {
    Hello hello{id, std::nullopt, std::nullopt};
    if (const auto* s = msg.if_contains("secret"); s && !s->is_null()) {
      if (!s->is_string()) return bad("'secret' must be a string.", "secret");
      hello.secret = std::string(s->get_string());
    }
    if (const auto* v = msg.if_contains("v"); v && v->is_int64() && v->get_int64() >= 0) {
      hello.version = v->get_int64();
    }
    if (const auto* p = msg.if_contains("protocol")) {
      if (!p->is_int64() || p->get_int64() < 1) {
        return bad("'protocol' must be a version number (1 or 2).", "protocol");
      }
      hello.protocol = static_cast<int>(std::min<std::int64_t>(p->get_int64(), kProtocolLatest));
    }
    return hello;
  }
  if (type == "ping") return Ping{id};
  if (type == "resync") {
    const auto* v = msg.if_contains("v");
    if (!v || !v->is_int64()) return bad("'resync' needs your last version 'v'.", "v");
    return Resync{id, v->get_int64()};
  }
  auto action = action_from_json(msg);
  if (auto* err = std::get_if<ProtocolError>(&action)) return BadMessage{id, std::move(*err)};
  return ActionMessage{id, std::get<game::Action>(action)};
}

}  // namespace renju::server::protocol
