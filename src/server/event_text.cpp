// The `event` message's opening, the same in both protocol versions: the version, the seat, the
// action, its log text and the game events it caused, written straight into text.
#include <boost/json/serialize.hpp>
#include <variant>

#include "openings/canonical.hpp"
#include "server/json_text.hpp"
#include "server/protocol_v2.hpp"

namespace renju::server::protocol {
namespace {

using game::Seat;
using namespace writer;

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
  quoted(out, actions::action_kind_name(a.kind));
  if (actions::takes_point(a.kind)) {
    key(out, "at");
    point(out, a.at);
  }
  if (actions::takes_number(a.kind)) {
    key(out, "n");
    number(out, a.choice);
  }
  out += '}';
}

}  // namespace

std::string ack_message(const boost::json::value& id, std::int64_t version) {
  std::string out("{\"t\":\"ack\",\"id\":");
  if (id.is_int64()) {
    number(out, id.get_int64());  // what every client sends; anything else as JSON
  } else {
    out.append(boost::json::serialize(id));
  }
  out.append(",\"v\":");
  number(out, version);
  out += '}';
  return out;
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

}  // namespace renju::server::protocol
