// The game model shared by the server, the AI and the tools: two seats, the colours they hold,
// the opening state machine, normal Renju play, draws and results. Pure; rebuilt from its log.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "game/action.hpp"
#include "game/event.hpp"
#include "openings/opening.hpp"
#include "rules/board.hpp"

namespace renju::game {

using openings::Area;

struct Move {
  Point at;
  Color color;
  friend bool operator==(const Move&, const Move&) = default;
};

// Whose turn it is and what they are to do.
struct Turn {
  Phase phase = Phase::kPlay;
  Seat seat = Seat::kA;
  Color color = Color::kBlack;  // the colour `seat` holds
  int stone = 1;                // number of the next stone
  Area area{};                  // kPlace: where the next stone may go
  bool may_swap = false;        // kPlace: swap still open
  int offers_wanted = 0;        // kOffer / kPick: N
  int declare_max = 0;          // kDeclare: the count declared is 1 to this
  friend bool operator==(const Turn&, const Turn&) = default;
};

// Chosen when the game is created; stored with it.
struct GameOptions {
  bool takebacks = true;  // whether a player may ask to take back an action
  friend bool operator==(const GameOptions&, const GameOptions&) = default;
};

class Game {
 public:
  // Any rule id of the registry (openings/registry.hpp), e.g. "taraguchi-10", "rif".
  static std::variant<Game, Error> create(std::string_view rule, GameOptions options = {});
  // Rebuilds a game from its log; the first refused action is returned as the error.
  static std::variant<Game, Error> replay(std::string_view rule, const std::vector<SeatAction>& log,
                                          GameOptions options = {});

  Game(const Game& other);
  Game& operator=(const Game& other);
  Game(Game&&) noexcept = default;
  Game& operator=(Game&&) noexcept = default;
  ~Game();

  // Events on success; on error nothing changes.
  std::variant<std::vector<Event>, Error> apply(Seat seat, const Action& action);
  std::variant<std::vector<Event>, Error> apply(const SeatAction& a) {
    return apply(a.seat, a.action);
  }

  // Everything `seat` may do now: opening/play actions when it is their turn, plus resign and
  // draw actions at any time before the end. Empty once the game is over (the rematch
  // actions, which only a finished game takes, follow from rematch_offer/rematch_agreed).
  LegalActions legal_actions(Seat seat) const;

  const std::string& rule() const { return rule_; }
  Phase phase() const;
  std::string_view phase_name() const { return openings::phase_name(phase()); }
  std::string phase_detail() const;  // "swap-2", "stone-3", "choose-5", "offer", "play", "over"
  Turn turn() const;  // meaningless once over() (phase kOver, seat of the last mover)
  bool over() const { return result_.has_value(); }
  Seat seat_of(Color c) const { return c == Color::kBlack ? black_ : other(black_); }
  Color color_of(Seat s) const { return s == black_ ? Color::kBlack : Color::kWhite; }
  const rules::Board& board() const { return board_; }
  const std::vector<Move>& moves() const { return moves_; }
  std::vector<Point> offers() const;
  std::optional<int> choice() const;
  std::optional<int> declared() const;  // Yamaguchi, Soosõrv-N: fifth moves declared
  std::optional<Seat> draw_offer() const { return draw_offer_; }
  const std::optional<Result>& result() const { return result_; }
  int consecutive_passes() const { return passes_; }
  // Which earlier offer an offer at p would duplicate (the same point or a symmetric one).
  std::optional<Point> symmetric_offer_for(Point p) const;
  // Every accepted action in order; replay(rule(), log(), options()) rebuilds this game.
  const std::vector<SeatAction>& log() const { return log_; }
  // The game as played: log() without takeback requests and answers, the actions taken back,
  // aborts and claims. What records export; replaying it rebuilds the board and the turn.
  const std::vector<SeatAction>& played() const { return played_; }
  const GameOptions& options() const { return options_; }
  std::optional<Seat> takeback_request() const { return takeback_request_; }
  // After the end: the seat whose rematch offer stands, and whether a rematch was agreed.
  std::optional<Seat> rematch_offer() const { return rematch_offer_; }
  bool rematch_agreed() const { return rematch_agreed_; }

  // Compares the whole observable state (log excluded).
  friend bool operator==(const Game& a, const Game& b);

 private:
  Game() = default;
  bool in_opening() const;
  // Places a stone of colour c and settles five / full board; returns its event.
  std::vector<Event> place_stone(Point p, Color c);
  // Opening and play actions (everything but resign and draws).
  std::variant<std::vector<Event>, Error> apply_move(Seat seat, const Action& a);
  // game/table.cpp: abort, takebacks and claims; on error nothing changed.
  std::optional<Error> apply_table(Seat seat, const Action& a, std::vector<Event>& events);
  // After any other accepted action: a standing takeback request lapses (its event first).
  void lapse_takeback(Seat seat, ActionKind kind, std::vector<Event>& events);
  void add_table_actions(Seat seat, LegalActions& la) const;
  // game/rematch.cpp: offers and answers after the end; on error nothing changed.
  std::variant<std::vector<Event>, Error> apply_rematch(Seat seat, const Action& a);
  bool may_abort() const;
  std::optional<Error> takeback_refusal(Seat seat) const;

  std::string rule_;
  std::unique_ptr<openings::Opening> opening_;
  rules::Board board_;
  std::vector<Move> moves_;
  Seat black_ = Seat::kA;
  Color to_move_ = Color::kBlack;  // after the opening
  int passes_ = 0;
  std::optional<Seat> draw_offer_;
  bool draw_blocked_[2] = {false, false};  // declined offer not yet renewable, per seat
  std::optional<Result> result_;
  Seat last_actor_ = Seat::kA;
  std::vector<SeatAction> log_;
  std::vector<SeatAction> played_;
  GameOptions options_;
  std::optional<Seat> takeback_request_;
  bool takeback_blocked_[2] = {false, false};  // declined request not yet renewable, per seat
  std::optional<Seat> rematch_offer_;
  bool rematch_agreed_ = false;
};

// Opening and play actions: what a takeback can undo and what counts for abort.
bool is_board_action(ActionKind k);
// Abort, takebacks and claims: actions on the table, not the board.
bool is_table_action(ActionKind k);
// Rematch offers and answers: the only actions a finished game takes.
bool is_rematch_action(ActionKind k);

// A multi-line text picture of the state: rule, phase, colours, turn, offers, result and the
// board as ASCII art (used by `renju replay` and by tests).
std::string describe(const Game& g);
// Stones 1–3 of the game, in order (fewer before they are down): what names its opening.
std::vector<Point> opening_stones(const Game& g);

}  // namespace renju::game
