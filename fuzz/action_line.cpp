// Fuzz target: the game log's text form and the game model behind it. The first line is a rule
// name for Game::create, every further line an action line ("A place h8") that is parsed and,
// when it parses, applied. Properties: parse(to_text(a)) == a; an action is accepted exactly
// when legal_actions offered it (claims: whenever the game is on; a time-out: whenever the game
// is live); a refused one changes nothing; replaying the log rebuilds the game.
#include <algorithm>
#include <cstdint>
#include <variant>

#include "fuzz_support.hpp"
#include "game/game.hpp"

namespace game = renju::game;
using renju::fuzz::require;

namespace {

constexpr int kMaxLines = 300;  // a long game has ~230 actions; more only slows the search

bool offered(const game::LegalActions& legal, const game::Action& a) {
  const auto all = legal.expand();
  return std::find(all.begin(), all.end(), a) != all.end();
}

void check_text_round_trip(const game::SeatAction& a) {
  const auto text = game::to_text(a);
  auto again = game::parse_action_line(text);
  require(std::holds_alternative<game::SeatAction>(again) && std::get<game::SeatAction>(again) == a,
          "parse_action_line(to_text(a)) == a");
}

void apply_checked(game::Game& g, const game::SeatAction& a) {
  const game::Game before = g;
  // Claims are never offered (the server judges them from presence), nor is a time-out (only the
  // server's clock records one): the model takes either whenever the game is on.
  const bool unoffered = a.action.kind == game::ActionKind::kClaimWin ||
                         a.action.kind == game::ActionKind::kClaimDraw ||
                         a.action.kind == game::ActionKind::kTimeOut;
  // Rematch actions follow from the state once the game is over (legal_actions is empty then).
  const bool rematch = game::is_rematch_action(a.action.kind);
  const bool rematch_allowed =
      g.over() && !g.rematch_agreed() &&
      (a.action.kind == game::ActionKind::kRematch ? g.rematch_offer() != a.seat
                                                   : g.rematch_offer() == game::other(a.seat));
  const bool legal = rematch     ? rematch_allowed
                     : unoffered ? !g.over()
                                 : offered(g.legal_actions(a.seat), a.action);
  auto applied = g.apply(a);
  if (auto* err = std::get_if<game::Error>(&applied)) {
    require(!legal, "an action legal_actions offers is accepted");
    require(!err->message.empty(), "a refusal says why");
    require(g == before && g.log().size() == before.log().size(),
            "a refused action changes nothing");
    return;
  }
  require(legal, "only an action legal_actions offers is accepted");
  require(g.log().size() == before.log().size() + 1 && g.log().back() == a,
          "an accepted action is logged");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view rest = renju::fuzz::as_text(data, size);
  auto created = game::Game::create(renju::fuzz::take_field(rest));
  if (auto* err = std::get_if<game::Error>(&created)) {
    require(err->code == game::ErrorCode::kUnknownRule, "an unknown rule is refused as such");
    return 0;
  }
  auto& g = std::get<game::Game>(created);
  for (int line = 0; line < kMaxLines && !rest.empty(); ++line) {
    auto parsed = game::parse_action_line(renju::fuzz::take_field(rest));
    if (auto* err = std::get_if<game::Error>(&parsed)) {
      require(err->code == game::ErrorCode::kSyntax && !err->message.empty(),
              "a bad line is a syntax error that says why");
      continue;
    }
    const auto& a = std::get<game::SeatAction>(parsed);
    check_text_round_trip(a);
    apply_checked(g, a);
  }
  auto replayed = game::Game::replay(g.rule(), g.log());
  require(std::holds_alternative<game::Game>(replayed) && std::get<game::Game>(replayed) == g,
          "replaying the log rebuilds the game");
  return 0;
}
