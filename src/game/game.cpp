// The game model: seats and colours, the opening delegated to its state machine, then normal
// Renju (fives, Black's forbidden moves, passes, full board), resignation and draw offers.
#include "game/game.hpp"

#include <algorithm>

#include "openings/canonical.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"

namespace renju::game {

namespace {
constexpr int index_of(Seat s) {
  return s == Seat::kA ? 0 : 1;
}
}  // namespace

std::variant<Game, Error> Game::create(std::string_view rule, GameOptions options) {
  auto opening = openings::make_opening(rule);
  if (auto* err = std::get_if<Error>(&opening)) return *err;
  Game g;
  g.opening_ = std::move(std::get<std::unique_ptr<openings::Opening>>(opening));
  g.rule_ = g.opening_->name();
  g.options_ = options;
  return g;
}

std::variant<Game, Error> Game::replay(std::string_view rule, const std::vector<SeatAction>& log,
                                       GameOptions options) {
  auto created = create(rule, options);
  if (auto* err = std::get_if<Error>(&created)) return *err;
  Game g = std::move(std::get<Game>(created));
  for (const SeatAction& a : log) {
    auto applied = g.apply(a);
    if (auto* err = std::get_if<Error>(&applied)) {
      Error e = *err;
      e.message =
          "action " + std::to_string(g.log_.size() + 1) + " (" + to_text(a) + "): " + e.message;
      return e;
    }
  }
  return g;
}

Game::Game(const Game& o)
    : rule_(o.rule_),
      opening_(o.opening_ ? o.opening_->clone() : nullptr),
      board_(o.board_),
      moves_(o.moves_),
      black_(o.black_),
      to_move_(o.to_move_),
      passes_(o.passes_),
      draw_offer_(o.draw_offer_),
      draw_blocked_{o.draw_blocked_[0], o.draw_blocked_[1]},
      result_(o.result_),
      last_actor_(o.last_actor_),
      log_(o.log_),
      played_(o.played_),
      options_(o.options_),
      takeback_request_(o.takeback_request_),
      takeback_blocked_{o.takeback_blocked_[0], o.takeback_blocked_[1]},
      rematch_offer_(o.rematch_offer_),
      rematch_agreed_(o.rematch_agreed_) {}

Game& Game::operator=(const Game& o) {
  if (this != &o) {
    Game copy(o);
    *this = std::move(copy);
  }
  return *this;
}

Game::~Game() = default;

bool Game::in_opening() const {
  return opening_->status().phase != Phase::kPlay;
}

Phase Game::phase() const {
  if (over()) return Phase::kOver;
  return opening_->status().phase;
}

std::string Game::phase_detail() const {
  if (over()) return "over";
  return openings::phase_detail(opening_->status());
}

Turn Game::turn() const {
  Turn t;
  if (over()) {
    t.phase = Phase::kOver;
    t.seat = last_actor_;
    t.color = color_of(last_actor_);
    t.stone = static_cast<int>(moves_.size()) + 1;
    return t;
  }
  openings::Status s = opening_->status();
  t.phase = s.phase;
  if (s.phase == Phase::kPlay) {
    t.color = to_move_;
    t.stone = static_cast<int>(moves_.size()) + 1;
    t.area = Area{};
  } else {
    t.color = s.to_act;
    t.stone = s.stone;
    t.area = s.area;
    t.may_swap = s.may_swap;
    t.offers_wanted = s.offers_wanted;
    t.declare_max = s.declare_max;
  }
  t.seat = seat_of(t.color);
  return t;
}

std::vector<Point> Game::offers() const {
  return opening_->offers();
}
std::optional<int> Game::choice() const {
  return opening_->choice();
}
std::optional<int> Game::declared() const {
  return opening_->declared();
}

std::optional<Point> Game::symmetric_offer_for(Point p) const {
  return opening_->symmetric_offer_for(board_, p);
}

std::vector<Event> Game::place_stone(Point p, Color c) {
  std::vector<Event> events;
  Seat seat = seat_of(c);
  bool five = rules::makes_five(board_, p, c);
  board_.set(p, c);
  moves_.push_back({p, c});
  passes_ = 0;
  draw_blocked_[0] = draw_blocked_[1] = false;
  events.push_back(event::StonePlaced{p, c, seat, static_cast<int>(moves_.size())});
  if (five) {
    result_ = Result{seat, ResultReason::kFive};
  } else if (board_.full()) {
    result_ = Result{std::nullopt, ResultReason::kFullBoard};
  }
  return events;
}

std::variant<std::vector<Event>, Error> Game::apply_move(Seat seat, const Action& a) {
  std::vector<Event> events;
  if (in_opening()) {
    auto res = opening_->apply(board_, color_of(seat), a);
    if (auto* err = std::get_if<Error>(&res)) return *err;
    for (const openings::Effect& fx : std::get<std::vector<openings::Effect>>(res)) {
      if (auto* placed = std::get_if<openings::effect::Placed>(&fx)) {
        for (Event& e : place_stone(placed->at, placed->color)) events.push_back(std::move(e));
      } else if (std::get_if<openings::effect::Swapped>(&fx)) {
        black_ = other(black_);
        events.push_back(event::ColorsSwapped{seat, black_});
      } else if (std::get_if<openings::effect::Kept>(&fx)) {
        events.push_back(event::SwapDeclined{seat});
      } else if (auto* chosen = std::get_if<openings::effect::Chosen>(&fx)) {
        events.push_back(event::ChoiceMade{seat, chosen->choice});
      } else if (auto* added = std::get_if<openings::effect::OfferAdded>(&fx)) {
        events.push_back(event::OfferAdded{seat, added->at});
      } else if (auto* gone = std::get_if<openings::effect::OfferWithdrawn>(&fx)) {
        events.push_back(event::OfferWithdrawn{seat, gone->at});
      } else if (auto* picked = std::get_if<openings::effect::Picked>(&fx)) {
        events.push_back(event::OfferPicked{seat, picked->at});
      } else if (auto* declared = std::get_if<openings::effect::Declared>(&fx)) {
        events.push_back(event::CountDeclared{seat, declared->count});
      }
    }
    // Normal play continues with the colour that did not place the last stone.
    if (!in_opening() && !moves_.empty()) to_move_ = rules::opponent(moves_.back().color);
    return events;
  }
  if (seat_of(to_move_) != seat) return openings::not_your_turn();
  switch (a.kind) {
    case ActionKind::kPlace: {
      if (auto err = openings::check_stone(board_, a.at, to_move_, Area{})) return *err;
      events = place_stone(a.at, to_move_);
      to_move_ = rules::opponent(to_move_);
      return events;
    }
    case ActionKind::kPass:
      ++passes_;
      draw_blocked_[0] = draw_blocked_[1] = false;
      events.push_back(event::Passed{seat});
      to_move_ = rules::opponent(to_move_);
      if (passes_ >= 2) result_ = Result{std::nullopt, ResultReason::kTwoPasses};
      return events;
    default:
      return openings::not_allowed(a.kind, std::string(actions::action_kind_name(a.kind)) +
                                               " is an opening action; " + "the opening is over");
  }
}

std::variant<std::vector<Event>, Error> Game::apply(Seat seat, const Action& a) {
  if (is_rematch_action(a.kind)) return apply_rematch(seat, a);
  if (over()) return Error::make(ErrorCode::kGameOver, "the game is over");
  std::vector<Event> events;
  if (is_table_action(a.kind)) {
    if (auto err = apply_table(seat, a, events)) return *err;
  }
  switch (is_table_action(a.kind) ? ActionKind::kAbort : a.kind) {
    case ActionKind::kAbort:
      break;  // done above
    case ActionKind::kResign:
      events.push_back(event::Resigned{seat});
      result_ = Result{other(seat), ResultReason::kResignation};
      draw_offer_.reset();
      break;
    case ActionKind::kTimeOut:
      // Only the server's clock decides this (server/room_clock.hpp): the model takes its word,
      // at any moment before the end, as it takes a resignation.
      result_ = Result{other(seat), ResultReason::kTime};
      draw_offer_.reset();
      break;
    case ActionKind::kOfferDraw:
      if (draw_offer_) {
        return Error::make(ErrorCode::kDrawOfferPending,
                           *draw_offer_ == seat ? "you have already offered a draw"
                                                : "your opponent has offered a draw: accept or "
                                                  "decline it");
      }
      if (draw_blocked_[index_of(seat)]) {
        return Error::make(ErrorCode::kDrawOfferRepeated,
                           "your draw offer was declined; you may offer again after the next move");
      }
      draw_offer_ = seat;
      events.push_back(event::DrawOffered{seat});
      break;
    case ActionKind::kAcceptDraw:
    case ActionKind::kDeclineDraw:
      if (draw_offer_ != other(seat)) {
        return Error::make(ErrorCode::kNoDrawOffer, "your opponent has not offered a draw");
      }
      draw_offer_.reset();
      if (a.kind == ActionKind::kAcceptDraw) {
        result_ = Result{std::nullopt, ResultReason::kDrawAgreed};
      } else {
        draw_blocked_[index_of(other(seat))] = true;
        events.push_back(event::DrawDeclined{seat});
      }
      break;
    default: {
      auto res = apply_move(seat, a);
      if (auto* err = std::get_if<Error>(&res)) return *err;
      // Playing on instead of answering declines the opponent's standing offer.
      if (draw_offer_ == other(seat)) {
        draw_offer_.reset();
        events.push_back(event::DrawDeclined{seat});
        draw_blocked_[index_of(other(seat))] = true;
      }
      for (Event& e : std::get<std::vector<Event>>(res)) events.push_back(std::move(e));
      if (over()) draw_offer_.reset();
    }
  }
  if (!is_table_action(a.kind)) lapse_takeback(seat, a.kind, events);
  last_actor_ = seat;
  log_.push_back({seat, a});
  if (!is_table_action(a.kind)) played_.push_back({seat, a});
  if (over()) {
    events.push_back(event::GameOver{*result_});
  } else {
    Turn t = turn();
    events.push_back(event::TurnChanged{t.phase, t.seat, t.color});
  }
  return events;
}

LegalActions Game::legal_actions(Seat seat) const {
  LegalActions la;
  if (over()) return la;
  Turn t = turn();
  if (t.seat == seat) {
    if (in_opening()) {
      la = opening_->legal(board_);
    } else {
      rules::Board scratch = board_;
      std::vector<rules::ForbiddenPoint> forbidden;
      if (to_move_ == Color::kBlack) forbidden = rules::forbidden_points(scratch);
      std::vector<bool> bad(rules::kCells, false);
      for (const auto& f : forbidden) bad[f.at.index()] = true;
      for (int i = 0; i < rules::kCells; ++i) {
        Point p = Point::from_index(i);
        if (board_.empty(p) && !bad[i]) la.place.push_back(p);
      }
      la.forbidden = std::move(forbidden);
      if (!la.place.empty()) la.kinds.push_back(ActionKind::kPlace);
      la.kinds.push_back(ActionKind::kPass);
    }
  }
  la.kinds.push_back(ActionKind::kResign);
  if (draw_offer_ == other(seat)) {
    la.kinds.push_back(ActionKind::kAcceptDraw);
    la.kinds.push_back(ActionKind::kDeclineDraw);
  } else if (!draw_offer_ && !draw_blocked_[index_of(seat)]) {
    la.kinds.push_back(ActionKind::kOfferDraw);
  }
  add_table_actions(seat, la);
  std::sort(la.kinds.begin(), la.kinds.end());
  return la;
}

bool operator==(const Game& a, const Game& b) {
  return a.rule_ == b.rule_ && a.board_ == b.board_ && a.moves_ == b.moves_ &&
         a.black_ == b.black_ && a.to_move_ == b.to_move_ && a.passes_ == b.passes_ &&
         a.draw_offer_ == b.draw_offer_ && a.draw_blocked_[0] == b.draw_blocked_[0] &&
         a.draw_blocked_[1] == b.draw_blocked_[1] && a.result_ == b.result_ &&
         a.last_actor_ == b.last_actor_ && a.opening_->status() == b.opening_->status() &&
         a.opening_->offers() == b.opening_->offers() &&
         a.opening_->choice() == b.opening_->choice() &&
         a.opening_->declared() == b.opening_->declared() && a.options_ == b.options_ &&
         a.takeback_request_ == b.takeback_request_ &&
         a.takeback_blocked_[0] == b.takeback_blocked_[0] &&
         a.takeback_blocked_[1] == b.takeback_blocked_[1] && a.rematch_offer_ == b.rematch_offer_ &&
         a.rematch_agreed_ == b.rematch_agreed_;
}

std::vector<Point> opening_stones(const Game& g) {
  std::vector<Point> out;
  for (std::size_t i = 0; i < g.moves().size() && i < 3; ++i) out.push_back(g.moves()[i].at);
  return out;
}

std::string describe(const Game& g) {
  std::string s;
  Turn t = g.turn();
  s += "rule: " + g.rule() + "\n";
  if (const auto* named = openings::recognise_opening(opening_stones(g))) {
    s += "opening: " + std::string(named->code) + " " + std::string(named->name) + "\n";
  }
  if (auto d = g.declared()) s += "declared: " + std::to_string(*d) + " fifth moves\n";
  s += "phase: " + g.phase_detail() + "\n";
  s += "colors: A " + std::string(rules::color_name(g.color_of(Seat::kA))) + ", B " +
       std::string(rules::color_name(g.color_of(Seat::kB))) + "\n";
  if (const auto& r = g.result()) {
    s += "result: ";
    s += r->winner ? std::string(seat_name(*r->winner)) + " (" +
                         std::string(rules::color_name(g.color_of(*r->winner))) + ") wins"
                   : std::string("draw");
    s += " by " + std::string(result_reason_name(r->reason)) + "\n";
  } else {
    s += "turn: " + std::string(seat_name(t.seat)) + " (" +
         std::string(rules::color_name(t.color)) + ")";
    switch (t.phase) {
      case Phase::kPlace:
        s += " places stone " + std::to_string(t.stone);
        if (t.area.radius == 0) {
          s += " at " + t.area.describe();
        } else if (!t.area.whole_board()) {
          s += " in " + t.area.describe();
        }
        if (t.may_swap) s += ", or swaps";
        break;
      case Phase::kDeclare:
        s += " declares how many fifth moves will be offered (1 to " +
             std::to_string(t.declare_max) + ")";
        break;
      case Phase::kChoose:
        s += " chooses how stone 5 is made (1 or 2)";
        break;
      case Phase::kOffer:
        s += " offers fifth moves (" + std::to_string(g.offers().size()) + " of " +
             std::to_string(t.offers_wanted) + ")";
        if (t.may_swap) s += ", or swaps";
        break;
      case Phase::kPick:
        s += " picks one of the " + std::to_string(t.offers_wanted) + " offers";
        break;
      default:
        s += " plays move " + std::to_string(t.stone);
    }
    s += "\n";
  }
  if (auto d = g.draw_offer()) s += "draw offered by " + std::string(seat_name(*d)) + "\n";
  std::vector<Point> offers = g.offers();
  if (!offers.empty()) {
    s += "offers:";
    for (Point p : offers) s += " " + rules::to_string(p);
    s += "\n";
  }
  s += "moves:";
  int n = 0;
  for (const Move& m : g.moves()) s += " " + std::to_string(++n) + "." + rules::to_string(m.at);
  s += "\n";
  // Board: X black, O white, * offered fifth move, . empty; row 15 at the top.
  for (int y = rules::kSize - 1; y >= 0; --y) {
    std::string row = std::to_string(y + 1);
    if (row.size() < 2) row = " " + row;
    for (int x = 0; x < rules::kSize; ++x) {
      Point p{x, y};
      char ch = '.';
      if (g.board().at(p) == Color::kBlack) {
        ch = 'X';
      } else if (g.board().at(p) == Color::kWhite) {
        ch = 'O';
      } else if (std::find(offers.begin(), offers.end(), p) != offers.end()) {
        ch = '*';
      }
      row += ' ';
      row += ch;
    }
    s += row + "\n";
  }
  s += "   a b c d e f g h i j k l m n o\n";
  return s;
}

}  // namespace renju::game
