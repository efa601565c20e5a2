// Protocol version 2 (server/protocol_v2): point sets, the event text, and over random games of
// each rule: the version-2 state says what version 1's says, and applying each live event to the
// previous state gives exactly the next one (a C++ mirror of web/src/model.ts; the web test
// drives the real client code against the real server).
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "rules/notation.hpp"
#include "server/protocol.hpp"
#include "server/protocol_v2.hpp"

namespace renju::server {
namespace {

namespace json = boost::json;
using rules::Point;

std::set<std::string> names(const std::vector<Point>& points) {
  std::set<std::string> out;
  for (auto p : points) out.insert(rules::to_string(p));
  return out;
}

std::set<std::string> decoded(const json::value& set) {
  auto points = protocol::parse_point_set(std::string_view(set.as_string()));
  EXPECT_TRUE(points.has_value()) << set;
  return points ? names(*points) : std::set<std::string>{};
}

std::set<std::string> listed(const json::value& list) {
  std::set<std::string> out;
  for (const auto& p : list.as_array()) out.insert(std::string(p.as_string()));
  return out;
}

TEST(ProtocolV2, PointSets) {
  std::string text;
  protocol::append_point_set(text, {Point{1, 0}, Point{0, 0}, Point{14, 14}, Point{0, 0}});
  EXPECT_EQ(text, "\"3" + std::string(55, '0') + "1\"");  // a1, b1 and o15
  auto back = protocol::parse_point_set(std::string_view(text).substr(1, text.size() - 2));
  ASSERT_TRUE(back);
  EXPECT_EQ(names(*back), (std::set<std::string>{"a1", "b1", "o15"}));
  std::string all;
  std::vector<Point> board;
  for (int i = 0; i < rules::kCells; ++i) board.push_back(Point::from_index(i));
  protocol::append_point_set(all, board);
  EXPECT_EQ(protocol::parse_point_set(std::string_view(all).substr(1, 57))->size(), 225u);
  EXPECT_FALSE(protocol::parse_point_set(std::string(56, '0')));
  EXPECT_FALSE(protocol::parse_point_set(std::string(56, '0') + "2"));  // point 225
  EXPECT_FALSE(protocol::parse_point_set(std::string(56, '0') + "G"));
  EXPECT_FALSE(protocol::parse_point_set(std::string(56, '0') + "A"));  // lower case only
}

// What a v2 state says, in version 1's spelling: forbidden, symmetric and legal as sets.
void expect_same_as_v1(const json::object& v2, const json::object& v1, const std::string& where) {
  for (const char* field : {"game", "rule", "v", "phase", "phase_detail", "seats", "spectators",
                            "to_move", "to_move_color", "stone", "moves", "offers", "offers_needed",
                            "choice", "area", "may_swap", "draw_offer", "result", "log"}) {
    EXPECT_EQ(v2.at(field), v1.at(field)) << field << " at " << where;
  }
  std::set<std::string> forbidden_v1;
  for (const auto& f : v1.at("forbidden").as_array()) {
    forbidden_v1.insert(std::string(f.at("reason").as_string()) + " " +
                        std::string(f.at("at").as_string()));
  }
  std::set<std::string> forbidden_v2;
  for (const auto& [reason, set] : v2.at("forbidden").as_object()) {
    for (const auto& at : decoded(set)) forbidden_v2.insert(std::string(reason) + " " + at);
  }
  EXPECT_EQ(forbidden_v2, forbidden_v1) << where;
  std::set<std::string> symmetric_v1;
  for (const auto& f : v1.at("symmetric").as_array()) {
    symmetric_v1.insert(std::string(f.at("offer").as_string()) + " " +
                        std::string(f.at("at").as_string()));
  }
  std::set<std::string> symmetric_v2;
  for (const auto& [offer, set] : v2.at("symmetric").as_object()) {
    for (const auto& at : decoded(set)) symmetric_v2.insert(std::string(offer) + " " + at);
  }
  EXPECT_EQ(symmetric_v2, symmetric_v1) << where;
  const auto& legal_v1 = v1.at("legal").as_object();
  const auto& legal_v2 = v2.at("legal").as_object();
  EXPECT_EQ(legal_v2.size(), legal_v1.size()) << where;
  for (const auto& [kind, value] : legal_v1) {
    ASSERT_TRUE(legal_v2.contains(kind)) << kind << " at " << where;
    if (value.is_array() && actions::parse_action_kind(kind) &&
        actions::takes_point(*actions::parse_action_kind(kind))) {
      EXPECT_EQ(decoded(legal_v2.at(kind)), listed(value)) << kind << " at " << where;
    } else {
      EXPECT_EQ(legal_v2.at(kind), value) << kind << " at " << where;
    }
  }
}

// The client's model: the event's moves, set, legal, v and text applied to the last state.
json::object apply(json::object state, const json::object& event) {
  const auto& moves = event.at("moves").as_object();
  auto& list = state.at("moves").as_array();
  list.resize(static_cast<std::size_t>(moves.at("from").as_int64()));
  for (const auto& m : moves.at("add").as_array()) list.push_back(m);
  for (const auto& [k, v] : event.at("set").as_object()) {
    if (k == "colors") {
      for (const auto& [seat, color] : v.as_object())
        state.at("seats").at(seat).at("color") = color;
    } else {
      state[k] = v;
    }
  }
  state["legal"] = event.at("legal");
  state["v"] = event.at("v");
  state.at("log").as_array().push_back(event.at("text"));
  return state;
}

class RandomGames : public ::testing::TestWithParam<std::string> {};

TEST_P(RandomGames, VersionTwoAgreesWithVersionOneAndEventsApply) {
  const std::string rule = GetParam();
  std::mt19937 rng(20261201);
  protocol::Presence presence;
  presence.claimed = {true, true};
  presence.online = {true, false};
  std::size_t largest_event = 0;
  int events_seen = 0;
  for (int game_no = 0; game_no < 2; ++game_no) {
    auto g = std::get<game::Game>(game::Game::create(rule));
    std::array<json::object, 3> model;  // seat A, seat B, a spectator
    const std::array<std::optional<game::Seat>, 3> audiences{game::Seat::kA, game::Seat::kB,
                                                             std::nullopt};
    auto state_for = [&](const game::Game& game, std::int64_t v, std::size_t i) {
      return json::parse(protocol::state_message_v2(game, "Xc3kP9qLm2", v, presence, audiences[i]))
          .at("state")
          .as_object();
    };
    for (std::size_t i = 0; i < 3; ++i) model[i] = state_for(g, 0, i);
    for (std::int64_t v = 1; !g.over() && v <= 150; ++v) {
      const auto seat = g.turn().seat;
      auto options = g.legal_actions(seat).expand();
      std::erase_if(options, [](const game::Action& a) {
        // Games that end or rewind at once would say little: no resignations, draw offers,
        // aborts or takeback requests.
        return a.kind == game::ActionKind::kResign || a.kind == game::ActionKind::kOfferDraw ||
               a.kind == game::ActionKind::kAbort || a.kind == game::ActionKind::kTakeback;
      });
      ASSERT_FALSE(options.empty()) << rule << " v" << v << "\n" << game::describe(g);
      const game::SeatAction sa{
          seat, options[std::uniform_int_distribution<std::size_t>(0, options.size() - 1)(rng)]};
      const auto before = g.moves();
      auto applied = g.apply(sa);
      ASSERT_TRUE(std::holds_alternative<std::vector<game::Event>>(applied));
      const auto& events = std::get<std::vector<game::Event>>(applied);
      const auto open = protocol::event_open(v, sa, events);
      EXPECT_EQ(json::parse(open + "}"), json::value(protocol::event_json(v, sa, events)));
      const protocol::EventV2Messages messages(open, before, g);
      const std::string where = rule + " game " + std::to_string(game_no) + " v" +
                                std::to_string(v) + " " + game::to_text(sa);
      for (std::size_t i = 0; i < 3; ++i) {
        const std::string text = messages.for_seat(audiences[i]);
        largest_event = std::max(largest_event, text.size());
        ++events_seen;
        model[i] = apply(std::move(model[i]), json::parse(text).as_object());
        const auto truth = state_for(g, v, i);
        EXPECT_EQ(json::value(model[i]), json::value(truth)) << where;
        auto v1 = protocol::state_json(g, "Xc3kP9qLm2", v, presence);
        v1["legal"] = audiences[i] ? json::value(protocol::legal_json(g, *audiences[i]))
                                   : json::value(json::object{});
        expect_same_as_v1(truth, v1, where);
      }
    }
  }
  EXPECT_GT(events_seen, 100);
  // An event's size is bounded by the board, not by the game: never more than the turn's
  // fields, three point sets and a few stones, however long the game.
  EXPECT_LT(largest_event, 1500u) << rule;
}

INSTANTIATE_TEST_SUITE_P(Rules, RandomGames,
                         ::testing::Values("standard", "taraguchi-10", "taraguchi-3", "rif",
                                           "yamaguchi", "soosorv-8"),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                           std::string name = param.param;
                           std::erase(name, '-');
                           return name;
                         });

TEST(ProtocolV2, HelloNegotiatesTheVersion) {
  auto version = [](std::string_view frame) {
    auto m = protocol::parse_client_message(frame);
    return std::get<protocol::Hello>(m).protocol;
  };
  EXPECT_EQ(version(R"({"t":"hello"})"), 1);
  EXPECT_EQ(version(R"({"t":"hello","protocol":2})"), 2);
  EXPECT_EQ(version(R"({"t":"hello","protocol":7})"), protocol::kProtocolLatest);
  for (auto bad : {R"({"t":"hello","protocol":0})", R"({"t":"hello","protocol":"2"})",
                   R"({"t":"hello","protocol":2.5})"}) {
    auto m = protocol::parse_client_message(bad);
    ASSERT_TRUE(std::holds_alternative<protocol::BadMessage>(m)) << bad;
    EXPECT_EQ(std::get<protocol::BadMessage>(m).error.params.at("field"), "protocol") << bad;
  }
}

}  // namespace
}  // namespace renju::server
