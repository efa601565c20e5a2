// The record type's helpers: building one from a game, replaying it, and the checks every
// reader shares.
#include "records/record.hpp"

#include <array>

#include "rules/notation.hpp"

namespace renju::records {

std::string describe(const ReadError& e) {
  std::string s;
  if (e.line > 0) s += "line " + std::to_string(e.line) + ", ";
  s += "byte " + std::to_string(e.offset);
  if (!e.where.empty()) s += " (" + e.where + ")";
  return s + ": " + e.message;
}

Record from_game(const game::Game& g) {
  Record r;
  r.rule = g.rule();
  r.log = g.played();
  auto fresh = game::Game::create(g.rule(), g.options());
  if (auto* game = std::get_if<game::Game>(&fresh)) {
    for (const auto& action : g.played()) {
      auto applied = game->apply(action);
      if (auto* events = std::get_if<std::vector<game::Event>>(&applied)) {
        for (const auto& e : *events) {
          if (auto* placed = std::get_if<game::event::StonePlaced>(&e))
            r.moves.push_back(placed->at);
          if (std::holds_alternative<game::event::Passed>(e)) r.moves.push_back(std::nullopt);
        }
      }
    }
  }
  r.black = "Player " + std::string(game::seat_name(g.seat_of(Color::kBlack)));
  r.white = "Player " + std::string(game::seat_name(g.seat_of(Color::kWhite)));
  return r;
}

std::variant<game::Game, game::Error> replay(const Record& r) {
  if (!r.log) return game::Error::make(game::ErrorCode::kSyntax, "the record has no action log");
  return game::Game::replay(r.rule, *r.log);
}

std::optional<Outcome> outcome(const Record& r) {
  if (r.log) {
    auto g = replay(r);
    if (auto* game = std::get_if<game::Game>(&g); game && game->result()) {
      const auto& result = *game->result();
      Outcome o;
      if (result.winner) o.winner = game->color_of(*result.winner);
      o.reason = std::string(game::result_reason_name(result.reason));
      return o;
    }
  }
  if (r.abandoned) return Outcome{std::nullopt, "abandoned"};
  return std::nullopt;
}

bool derive_log(Record& r, std::string_view rule) {
  auto created = game::Game::create(rule);
  if (!std::holds_alternative<game::Game>(created)) return false;
  auto& g = std::get<game::Game>(created);
  std::vector<game::SeatAction> log;
  for (const auto& m : r.moves) {
    if (g.over()) return false;
    const game::SeatAction a{g.turn().seat, m ? game::Action::place(*m) : game::Action::pass()};
    if (!std::holds_alternative<std::vector<game::Event>>(g.apply(a))) return false;
    log.push_back(a);
  }
  r.rule = g.rule();
  r.log = std::move(log);
  return true;
}

std::optional<std::string> check_moves(const std::vector<std::optional<Point>>& moves) {
  if (moves.size() > 2 * static_cast<std::size_t>(rules::kCells)) return "too many moves";
  std::array<bool, rules::kCells> taken{};
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!moves[i]) continue;
    const Point p = *moves[i];
    if (!p.on_board()) return "move " + std::to_string(i + 1) + " is off the board";
    if (taken[p.index()]) {
      return "move " + std::to_string(i + 1) + " (" + rules::to_string(p) +
             ") is on an occupied point";
    }
    taken[p.index()] = true;
  }
  return std::nullopt;
}

std::variant<game::SeatAction, game::Error> seat_for(const game::Game& g, const game::Action& a,
                                                     std::optional<Color> by) {
  using game::ActionKind;
  switch (a.kind) {
    case ActionKind::kResign:
    case ActionKind::kOfferDraw:
    case ActionKind::kTimeOut:
      if (!by) return game::Error::make(game::ErrorCode::kSyntax, "who acts is not said");
      return game::SeatAction{g.seat_of(*by), a};
    case ActionKind::kAcceptDraw:
    case ActionKind::kDeclineDraw:
      if (!g.draw_offer()) {
        return game::Error::make(game::ErrorCode::kNoDrawOffer, "there is no draw offer to answer");
      }
      return game::SeatAction{game::other(*g.draw_offer()), a};
    default:
      if (g.over()) return game::Error::make(game::ErrorCode::kGameOver, "the game is over");
      return game::SeatAction{g.turn().seat, a};
  }
}

}  // namespace renju::records
