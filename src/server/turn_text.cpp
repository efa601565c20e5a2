// The turn's fields and the legal actions as text (turn_text.hpp). Field names and encodings are
// the contract in docs/protocol.md ("Version 2"); change both together.
#include "server/turn_text.hpp"

#include "openings/canonical.hpp"
#include "server/json_text.hpp"

namespace renju::server::protocol::writer {
namespace {

using game::ActionKind;
using game::Seat;

void legal_text(std::string& out, const game::LegalActions& legal) {
  out += '{';
  bool first = true;
  for (auto kind : legal.kinds) {
    key(out, actions::action_kind_name(kind), first);
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

}  // namespace

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

}  // namespace renju::server::protocol::writer
