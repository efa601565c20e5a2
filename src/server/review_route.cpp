// The review route: the game loaded on the store's read thread, its log replayed one action at
// a time, each step's board judged for Black's forbidden points (once per board: a decision
// that places no stone leaves the board and its verdicts as they were).
#include "server/review_route.hpp"

#include <boost/json.hpp>
#include <stdexcept>

#include "rules/forbidden.hpp"
#include "server/api_reply.hpp"
#include "server/protocol.hpp"
#include "server/secret.hpp"

namespace renju::server {

namespace json = boost::json;

namespace {

json::array forbidden_json(const rules::Board& board) {
  rules::Board b = board;
  json::array out;
  for (const auto& f : rules::forbidden_points(b)) {
    out.push_back(json::object{{"at", protocol::point_name(f.at)},
                               {"reason", rules::forbidden_name(f.reason)}});
  }
  return out;
}

json::array offers_json(const game::Game& g) {
  json::array out;
  const auto phase = g.phase();
  if (phase == game::Phase::kOffer || phase == game::Phase::kPick) {
    for (auto p : g.offers()) out.push_back(json::string(protocol::point_name(p)));
  }
  return out;
}

// One step: who did what with which colour (null for the start), then the position it leaves.
// `placed`: the step put a stone on the board (the last of g.moves()); a takeback removes some.
json::object step_json(const game::Game& g, const game::SeatAction* done, rules::Color colour,
                       bool placed, const json::array& forbidden) {
  json::object s;
  s["seat"] = done ? json::value(game::seat_name(done->seat)) : json::value(nullptr);
  s["color"] = done ? json::value(rules::color_name(colour)) : json::value(nullptr);
  s["action"] = done ? json::value(protocol::action_json(done->action)) : json::value(nullptr);
  s["stones"] = g.moves().size();
  s["placed"] =
      placed ? json::value(json::object{{"at", protocol::point_name(g.moves().back().at)},
                                        {"color", rules::color_name(g.moves().back().color)}})
             : json::value(nullptr);
  s["to_move"] = g.over() ? json::value(nullptr) : json::value(game::seat_name(g.turn().seat));
  s["offers"] = offers_json(g);
  s["forbidden"] = forbidden;
  return s;
}

}  // namespace

HttpReply review_reply(const store::GameRecord& record) {
  auto created = game::Game::create(record.rule);
  if (!std::holds_alternative<game::Game>(created)) {
    throw std::runtime_error("game " + record.id + " has an unknown rule '" + record.rule + "'");
  }
  auto g = std::get<game::Game>(std::move(created));
  json::array steps;
  json::array forbidden = forbidden_json(g.board());
  steps.push_back(step_json(g, nullptr, rules::Color::kBlack, false, forbidden));
  for (const auto& line : record.actions) {
    auto parsed = game::parse_action_line(line);
    auto* a = std::get_if<game::SeatAction>(&parsed);
    const auto colour = a ? g.color_of(a->seat) : rules::Color::kBlack;
    const auto before = g.moves().size();
    if (!a || !std::holds_alternative<std::vector<game::Event>>(g.apply(*a))) {
      throw std::runtime_error("game " + record.id + " does not replay at '" + line + "'");
    }
    if (before != g.moves().size()) forbidden = forbidden_json(g.board());
    steps.push_back(step_json(g, a, colour, g.moves().size() == before + 1, forbidden));
  }
  json::array moves;
  for (std::size_t i = 0; i < g.moves().size(); ++i) {
    const auto& m = g.moves()[i];
    moves.push_back(json::object{
        {"n", i + 1}, {"at", protocol::point_name(m.at)}, {"color", rules::color_name(m.color)}});
  }
  return json_reply(200, {{"id", record.id},
                          {"rule", record.rule},
                          {"moves", std::move(moves)},
                          {"steps", std::move(steps)}});
}

void serve_game_review(store::AsyncStore& store, std::string_view id,
                       const boost::asio::any_io_executor& executor, ReplyHandler done) {
  if (!plausible_game_id(id)) return done(unknown_game(id));
  const std::string sid(id);
  store.read(
      [sid](store::Store& s) { return s.load_game(sid); }, executor,
      [sid, done = std::move(done)](store::Outcome<std::optional<store::GameRecord>> outcome) {
        answer(done, "review " + sid, outcome, [&](const std::optional<store::GameRecord>& record) {
          if (!record) return unknown_game(sid);
          return review_reply(*record);
        });
      });
}

}  // namespace renju::server
