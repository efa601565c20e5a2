// Text writers for protocol version 2. Field names and encodings are the contract in
// docs/protocol.md ("Version 2"); change both together. Everything is appended to one string.
#include "server/protocol_v2.hpp"

#include <algorithm>
#include <array>

#include "openings/canonical.hpp"
#include "rules/notation.hpp"

namespace renju::server::protocol {
namespace {

using game::ActionKind;
using game::Seat;

constexpr std::string_view kHex = "0123456789abcdef";

// `,"key":` (no comma for the first member of an object).
void key(std::string& out, std::string_view k, bool first = false) {
  if (!first) out += ',';
  out += '"';
  out.append(k);
  out.append("\":");
}
void quoted(std::string& out, std::string_view s) {
  append_json_string(out, s);
}
void number(std::string& out, std::int64_t n) {
  out.append(std::to_string(n));
}
void boolean(std::string& out, bool b) {
  out.append(b ? "true" : "false");
}
void point(std::string& out, rules::Point p) {
  out += '"';
  out.append(rules::to_string(p));
  out += '"';
}

// The value `write` appends, or null.
template <typename Fn>
void or_null(std::string& out, bool present, Fn&& write) {
  if (present) {
    write();
  } else {
    out.append("null");
  }
}

void move_json(std::string& out, int n, const game::Move& m) {
  out.append("{\"n\":");
  number(out, n);
  out.append(",\"at\":");
  point(out, m.at);
  out.append(",\"color\":");
  quoted(out, rules::color_name(m.color));
  out += '}';
}

struct EventWriter {
  std::string& out;
  void open(std::string_view type) {
    out.append("{\"type\":");
    quoted(out, type);
  }
  void by(std::string_view k, Seat s) {
    key(out, k);
    quoted(out, game::seat_name(s));
  }
  void at(rules::Point p) {
    key(out, "at");
    point(out, p);
  }
  void operator()(const game::event::StonePlaced& e) {
    open("stone-placed");
    at(e.at);
    key(out, "color");
    quoted(out, rules::color_name(e.color));
    by("seat", e.seat);
    key(out, "n");
    number(out, e.number);
  }
  void operator()(const game::event::ColorsSwapped& e) {
    open("colors-swapped");
    by("by", e.by);
    by("black", e.black);
  }
  void operator()(const game::event::SwapDeclined& e) {
    open("swap-declined");
    by("by", e.by);
  }
  void operator()(const game::event::ChoiceMade& e) {
    open("choice-made");
    by("by", e.by);
    key(out, "choice");
    number(out, e.choice);
  }
  void operator()(const game::event::CountDeclared& e) {
    open("count-declared");
    by("by", e.by);
    key(out, "count");
    number(out, e.count);
  }
  void operator()(const game::event::OfferAdded& e) {
    open("offer-added");
    by("by", e.by);
    at(e.at);
  }
  void operator()(const game::event::OfferWithdrawn& e) {
    open("offer-withdrawn");
    by("by", e.by);
    at(e.at);
  }
  void operator()(const game::event::OfferPicked& e) {
    open("offer-picked");
    by("by", e.by);
    at(e.at);
  }
  void operator()(const game::event::Passed& e) {
    open("passed");
    by("by", e.by);
  }
  void operator()(const game::event::DrawOffered& e) {
    open("draw-offered");
    by("by", e.by);
  }
  void operator()(const game::event::DrawDeclined& e) {
    open("draw-declined");
    by("by", e.by);
  }
  void operator()(const game::event::Resigned& e) {
    open("resigned");
    by("by", e.by);
  }
  void operator()(const game::event::TurnChanged& e) {
    open("turn");
    key(out, "phase");
    quoted(out, openings::phase_name(e.phase));
    by("seat", e.seat);
    key(out, "color");
    quoted(out, rules::color_name(e.color));
  }
  void operator()(const game::event::Aborted& e) {
    open("aborted");
    by("by", e.by);
  }
  void operator()(const game::event::TakebackRequested& e) {
    open("takeback-requested");
    by("by", e.by);
  }
  void operator()(const game::event::TakebackAccepted& e) {
    open("takeback-accepted");
    by("by", e.by);
    key(out, "undone");
    quoted(out, game::to_text(e.undone));
    key(out, "undone_v");
    number(out, e.undone_version);
  }
  void operator()(const game::event::TakebackDeclined& e) {
    open("takeback-declined");
    by("by", e.by);
  }
  void operator()(const game::event::RematchOffered& e) {
    open("rematch-offered");
    by("by", e.by);
  }
  void operator()(const game::event::RematchAgreed& e) {
    open("rematch-agreed");
    by("by", e.by);
  }
  void operator()(const game::event::RematchDeclined& e) {
    open("rematch-declined");
    by("by", e.by);
  }
  void operator()(const game::event::GameOver& e) {
    open("game-over");
    key(out, "reason");
    quoted(out, game::result_reason_name(e.result.reason));
    key(out, "winner");
    if (e.result.winner) {
      quoted(out, game::seat_name(*e.result.winner));
    } else {
      out.append("null");
    }
  }
};

void action_text(std::string& out, const game::Action& a) {
  out.append("{\"t\":");
  quoted(out, openings::action_kind_name(a.kind));
  if (openings::takes_point(a.kind)) {
    key(out, "at");
    point(out, a.at);
  }
  if (openings::takes_number(a.kind)) {
    key(out, "n");
    number(out, a.choice);
  }
  out += '}';
}

void legal_text(std::string& out, const game::LegalActions& legal) {
  out += '{';
  bool first = true;
  for (auto kind : legal.kinds) {
    key(out, openings::action_kind_name(kind), first);
    first = false;
    switch (kind) {
      case ActionKind::kPlace:
        append_point_set(out, legal.place);
        break;
      case ActionKind::kOffer:
        append_point_set(out, legal.offer);
        break;
      case ActionKind::kWithdraw:
        append_point_set(out, legal.withdraw);
        break;
      case ActionKind::kPick:
        append_point_set(out, legal.pick);
        break;
      case ActionKind::kChoose:
      case ActionKind::kDeclare: {
        out += '[';
        for (std::size_t i = 0; i < legal.choices.size(); ++i) {
          if (i) out += ',';
          number(out, legal.choices[i]);
        }
        out += ']';
        break;
      }
      default:
        out.append("true");
    }
  }
  out += '}';
}

void seat_legal(std::string& out, const game::Game& g, const game::LegalActions* to_move,
                std::optional<Seat> seat) {
  if (!seat) {
    out.append("{}");
  } else if (to_move && !g.over() && *seat == g.turn().seat) {
    legal_text(out, *to_move);
  } else {
    legal_text(out, g.legal_actions(*seat));
  }
}

// Every field of the state an action may change except the stones and the log, each in full:
// what the turn is, the offers, Black's forbidden points, symmetric offers, the draw offer and
// the result. Bounded by the board, never by the game's length.
void turn_fields(std::string& out, const game::Game& g, const game::LegalActions* to_move,
                 bool first, bool with_colors) {
  key(out, "phase", first);
  quoted(out, g.phase_name());
  key(out, "phase_detail");
  quoted(out, g.phase_detail());
  if (with_colors) {
    out.append(",\"colors\":{\"A\":");
    quoted(out, rules::color_name(g.color_of(Seat::kA)));
    out.append(",\"B\":");
    quoted(out, rules::color_name(g.color_of(Seat::kB)));
    out += '}';
  }
  const bool over = g.over();
  const game::Turn turn = g.turn();
  key(out, "to_move");
  or_null(out, !over, [&] { quoted(out, game::seat_name(turn.seat)); });
  key(out, "to_move_color");
  or_null(out, !over, [&] { quoted(out, rules::color_name(turn.color)); });
  key(out, "stone");
  or_null(out, !over, [&] { number(out, turn.stone); });

  const auto offers = g.offers();
  key(out, "offers");
  out += '[';
  for (std::size_t i = 0; i < offers.size(); ++i) {
    if (i) out += ',';
    point(out, offers[i]);
  }
  out += ']';
  const bool offering =
      !over && (turn.phase == game::Phase::kOffer || turn.phase == game::Phase::kPick);
  key(out, "offers_needed");
  number(out, offering ? turn.offers_wanted : 0);
  key(out, "choice");
  or_null(out, g.choice().has_value(), [&] { number(out, *g.choice()); });
  key(out, "declared");
  or_null(out, g.declared().has_value(), [&] { number(out, *g.declared()); });
  const auto* named = openings::recognise_opening(game::opening_stones(g));
  key(out, "opening");
  or_null(out, named != nullptr, [&] {
    out.append("{\"code\":");
    quoted(out, named->code);
    out.append(",\"name\":");
    quoted(out, named->name);
    out += '}';
  });
  key(out, "area");
  if (over || turn.phase != game::Phase::kPlace || turn.area.whole_board()) {
    out.append("null");
  } else {
    const int r = turn.area.radius;
    out.append("{\"from\":");
    point(out, {rules::kCentre.x - r, rules::kCentre.y - r});
    out.append(",\"to\":");
    point(out, {rules::kCentre.x + r, rules::kCentre.y + r});
    out.append(",\"side\":");
    number(out, turn.area.side());
    out += '}';
  }
  key(out, "may_swap");
  boolean(out, !over && turn.phase == game::Phase::kPlace && turn.may_swap);

  // Black's forbidden points by reason, and per earlier offer the points that would repeat it.
  key(out, "forbidden");
  out += '{';
  if (!over && to_move) {
    bool none = true;
    for (auto reason : {rules::Forbidden::kOverline, rules::Forbidden::kDoubleFour,
                        rules::Forbidden::kDoubleThree}) {
      std::vector<rules::Point> points;
      for (const auto& f : to_move->forbidden) {
        if (f.reason == reason) points.push_back(f.at);
      }
      if (points.empty()) continue;
      key(out, rules::forbidden_name(reason), none);
      none = false;
      append_point_set(out, points);
    }
  }
  out += '}';
  key(out, "symmetric");
  out += '{';
  if (!over && turn.phase == game::Phase::kOffer && !offers.empty()) {
    std::vector<std::vector<rules::Point>> repeats(offers.size());
    for (int i = 0; i < rules::kCells; ++i) {
      const auto p = rules::Point::from_index(i);
      if (!g.board().empty(p)) continue;
      const auto other = g.symmetric_offer_for(p);
      if (!other || *other == p) continue;
      for (std::size_t k = 0; k < offers.size(); ++k) {
        if (offers[k] == *other) repeats[k].push_back(p);
      }
    }
    bool none = true;
    for (std::size_t k = 0; k < offers.size(); ++k) {
      if (repeats[k].empty()) continue;
      key(out, rules::to_string(offers[k]), none);
      none = false;
      append_point_set(out, repeats[k]);
    }
  }
  out += '}';
  key(out, "draw_offer");
  or_null(out, g.draw_offer().has_value(), [&] { quoted(out, game::seat_name(*g.draw_offer())); });
  key(out, "takeback");
  or_null(out, g.takeback_request().has_value(),
          [&] { quoted(out, game::seat_name(*g.takeback_request())); });
  key(out, "result");
  if (const auto& r = g.result()) {
    out.append("{\"winner\":");
    or_null(out, r->winner.has_value(), [&] { quoted(out, game::seat_name(*r->winner)); });
    out.append(",\"color\":");
    or_null(out, r->winner.has_value(),
            [&] { quoted(out, rules::color_name(g.color_of(*r->winner))); });
    out.append(",\"reason\":");
    quoted(out, game::result_reason_name(r->reason));
    out += '}';
  } else {
    out.append("null");
  }
}

std::optional<game::LegalActions> mover_legal(const game::Game& g) {
  if (g.over()) return std::nullopt;
  return g.legal_actions(g.turn().seat);
}

}  // namespace

void append_json_string(std::string& out, std::string_view s) {
  out += '"';
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      out.append("\\u00");
      out += kHex[u >> 4];
      out += kHex[u & 15];
    } else {
      out += c;
    }
  }
  out += '"';
}

void append_point_set(std::string& out, const std::vector<rules::Point>& points) {
  std::array<unsigned char, kPointSetDigits> digits{};
  for (auto p : points) {
    if (!p.on_board()) continue;
    const int i = p.index();
    digits[static_cast<std::size_t>(i / 4)] |= static_cast<unsigned char>(1U << (i % 4));
  }
  out += '"';
  for (auto d : digits) out += kHex[d];
  out += '"';
}

std::optional<std::vector<rules::Point>> parse_point_set(std::string_view text) {
  if (text.size() != kPointSetDigits) return std::nullopt;
  std::vector<rules::Point> points;
  for (std::size_t k = 0; k < text.size(); ++k) {
    const auto d = kHex.find(text[k]);
    if (d == std::string_view::npos) return std::nullopt;
    for (int bit = 0; bit < 4; ++bit) {
      if (!(d & (1U << bit))) continue;
      const int i = static_cast<int>(k) * 4 + bit;
      if (i >= rules::kCells) return std::nullopt;
      points.push_back(rules::Point::from_index(i));
    }
  }
  return points;
}

std::string event_open(std::int64_t version, const game::SeatAction& a,
                       const std::vector<game::Event>& events) {
  std::string out;
  out.reserve(160 + 64 * events.size());
  out.append("{\"t\":\"event\",\"v\":");
  number(out, version);
  out.append(",\"seat\":");
  quoted(out, game::seat_name(a.seat));
  out.append(",\"action\":");
  action_text(out, a.action);
  out.append(",\"text\":");
  quoted(out, game::to_text(a));
  out.append(",\"events\":[");
  EventWriter writer{out};
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (i) out += ',';
    std::visit(writer, events[i]);
    out += '}';
  }
  out += ']';
  return out;
}

EventV2Messages::EventV2Messages(std::string_view event_open, const std::vector<game::Move>& before,
                                 const game::Game& after)
    : game_(after), to_move_(mover_legal(after)) {
  const auto& moves = after.moves();
  // The stones kept: all of `before` unless stones were taken from its end (an action here only
  // adds stones, but the wire format allows taking back).
  std::size_t from = std::min(before.size(), moves.size());
  while (from > 0 && !(moves[from - 1] == before[from - 1])) --from;
  open_.reserve(event_open.size() + 900);
  open_.append(event_open);
  open_.append(",\"moves\":{\"from\":");
  number(open_, static_cast<std::int64_t>(from));
  open_.append(",\"add\":[");
  for (std::size_t i = from; i < moves.size(); ++i) {
    if (i > from) open_ += ',';
    move_json(open_, static_cast<int>(i) + 1, moves[i]);
  }
  open_.append("]},\"set\":{");
  turn_fields(open_, after, to_move_ ? &*to_move_ : nullptr, true, true);
  open_.append("}");
}

std::string EventV2Messages::for_seat(std::optional<Seat> seat) const {
  std::string out;
  out.reserve(open_.size() + 200);
  out.append(open_);
  out.append(",\"legal\":");
  seat_legal(out, game_, to_move_ ? &*to_move_ : nullptr, seat);
  out += '}';
  return out;
}

std::string state_message_v2(const game::Game& g, std::string_view game_id, std::int64_t version,
                             const Presence& presence, std::optional<Seat> seat) {
  const auto to_move = mover_legal(g);
  const auto* legal = to_move ? &*to_move : nullptr;
  std::string out;
  out.reserve(1500 + 40 * g.log().size());
  out.append("{\"t\":\"state\",\"state\":{\"game\":");
  quoted(out, game_id);
  out.append(",\"rule\":");
  quoted(out, g.rule());
  out.append(",\"v\":");
  number(out, version);
  out.append(",\"seats\":{");
  for (int i = 0; i < 2; ++i) {
    const Seat s = seat_from_index(i);
    key(out, game::seat_name(s), i == 0);
    out.append("{\"color\":");
    quoted(out, rules::color_name(g.color_of(s)));
    out.append(",\"claimed\":");
    boolean(out, presence.claimed[i]);
    out.append(",\"computer\":");
    boolean(out, presence.computer[i]);
    out.append(",\"online\":");
    boolean(out, presence.online[i]);
    if (!presence.level[i].empty()) {
      out.append(",\"level\":");
      quoted(out, presence.level[i]);
    }
    out += '}';
  }
  out.append("},\"spectators\":");
  number(out, presence.spectators);
  out.append(",\"takebacks\":");
  boolean(out, g.options().takebacks);
  turn_fields(out, g, legal, false, false);
  out.append(",\"moves\":[");
  const auto& moves = g.moves();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i) out += ',';
    move_json(out, static_cast<int>(i) + 1, moves[i]);
  }
  out.append("],\"log\":[");
  const auto& log = g.log();
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (i) out += ',';
    quoted(out, game::to_text(log[i]));
  }
  out.append("],\"legal\":");
  seat_legal(out, g, legal, seat);
  out.append("}}");
  return out;
}

}  // namespace renju::server::protocol
