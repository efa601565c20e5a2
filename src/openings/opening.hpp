// An opening rule as an explicit state machine over colours: its phase, which colour acts, the
// legal actions and the transitions. A new RIF rule is one new .cpp plus one line in the factory.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "actions/action.hpp"
#include "rules/board.hpp"

namespace renju::openings {

// The vocabulary of play (actions/) as the rules use it: they refuse and list actions in its terms.
using actions::Action;
using actions::ActionKind;
using actions::Error;
using actions::ErrorCode;
using actions::LegalActions;
using rules::Color;
using rules::Point;

// kPlace: an opening stone (swap may be open); kChoose: Black picks choice 1 or 2; kOffer:
// Black offers fifth moves (a swap may be open before them); kPick: White picks one; kPlay:
// normal Renju; kOver: game ended (the opening never reports kOver; the game model does);
// kDeclare: a player declares how many fifth moves will be offered.
enum class Phase : std::uint8_t { kPlace, kChoose, kOffer, kPick, kPlay, kOver, kDeclare };
// "place", "choose", "offer", "pick", "play", "over", "declare"
std::string_view phase_name(Phase p);

// A centred square: radius 0 is h8 alone, 1 the 3×3 g7–i9, 2 the 5×5 f6–j10, … 7 the board.
struct Area {
  int radius = 7;
  bool contains(Point p) const;
  int side() const { return 2 * radius + 1; }
  bool whole_board() const { return radius >= 7; }
  std::string describe() const;  // "the 5×5 square (f6–j10)", "h8", "the board"
  friend bool operator==(const Area&, const Area&) = default;
};

// What the opening asks for now.
struct Status {
  Phase phase = Phase::kPlay;
  Color to_act = Color::kBlack;  // the colour whose holder acts (kPlay: set by the game)
  int stone = 1;                 // number of the next stone (kPlace)
  Area area{};                   // kPlace: where that stone may go
  bool may_swap = false;         // kPlace, kOffer: a swap (or keep) is still open before it
  int offers_wanted = 0;         // kOffer/kPick: N
  int declare_max = 0;           // kDeclare: the count declared is 1 to this
  friend bool operator==(const Status&, const Status&) = default;
};
// The step's stable name: "stone-N" (a stone, no swap open), "swap-N" (swap open before stone
// N, or before the offers of stone 5), "choose-5", "declare", "offer", "pick", "play".
std::string phase_detail(const Status& s);

// What an accepted opening action does; the game maps colours to seats and turns these into
// events. kPlace of stone 5 by pick is reported as Picked followed by Placed.
namespace effect {
struct Placed {
  Point at;
  Color color;
};
struct Swapped {};
struct Kept {};
struct Chosen {
  int choice;
};
struct OfferAdded {
  Point at;
};
struct OfferWithdrawn {
  Point at;
};
struct Picked {
  Point at;
};
struct Declared {
  int count;
};
}  // namespace effect
using Effect =
    std::variant<effect::Placed, effect::Swapped, effect::Kept, effect::Chosen, effect::OfferAdded,
                 effect::OfferWithdrawn, effect::Picked, effect::Declared>;

class Opening {
 public:
  virtual ~Opening() = default;
  virtual std::unique_ptr<Opening> clone() const = 0;
  virtual std::string name() const = 0;  // the rule id: "standard", "taraguchi-10", "rif"
  // After the opening, status().phase is kPlay for good.
  virtual Status status() const = 0;
  virtual std::vector<Point> offers() const { return {}; }
  virtual std::optional<int> choice() const { return std::nullopt; }
  // Yamaguchi, Soosõrv-N: the number of fifth moves declared, once it is.
  virtual std::optional<int> declared() const { return std::nullopt; }
  // The opening actions legal for status().to_act on `board` (pass, resign and draws are the
  // game's business). Empty once the opening is over.
  virtual LegalActions legal(const rules::Board& board) const = 0;
  // Validates and applies one opening action by the holder of colour `by` (it checks the turn
  // itself, so that e.g. an 11th offer is reported as such); on error nothing changes.
  // `board` is the position before the action (the game places the stones itself).
  virtual std::variant<std::vector<Effect>, Error> apply(const rules::Board& board, Color by,
                                                         const Action& action) = 0;
  // Which earlier offer a new offer at p would duplicate (itself, or by symmetry).
  virtual std::optional<Point> symmetric_offer_for(const rules::Board&, Point) const {
    return std::nullopt;
  }
};

// Any rule id of the registry (openings/registry.hpp): "standard", "taraguchi-10" (alias
// "taraguchi"), "taraguchi-N", "rif", "yamaguchi", "soosorv-8" (alias "soosorv"), "soosorv-N".
std::variant<std::unique_ptr<Opening>, Error> make_opening(std::string_view rule);

// Shared checks for a stone of `color` at p inside `area` (order: board, occupied, area,
// forbidden for Black). nullopt when the stone may go there.
std::optional<Error> check_stone(const rules::Board& board, Point p, Color color, Area area);
// kNotAllowedNow for action kind k, with a message saying why.
Error not_allowed(ActionKind k, std::string message);
Error not_your_turn();

}  // namespace renju::openings
