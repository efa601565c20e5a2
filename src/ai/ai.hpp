// The engine as the server and tools see it: given a game and a seat, decide one legal action —
// a stone, or an opening decision (swap/keep, choice, offers, pick) judged by the same search.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/search.hpp"
#include "game/game.hpp"

namespace renju::ai {

// The computer's levels, weakest first. Beginner and club are set by depth, width and short
// threat searches (they miss long threats and prefer natural moves, without random blunders);
// strong searches deeply for at most 3 s a move; maximum is strong with all of the time it is
// given (10 s a move when nobody says).
enum class Level : std::uint8_t { kBeginner, kClub, kStrong, kMaximum };
inline constexpr std::array<Level, 4> kLevels{Level::kBeginner, Level::kClub, Level::kStrong,
                                              Level::kMaximum};
std::string_view level_name(Level l);  // "beginner", "club", "strong", "maximum"
std::optional<Level> parse_level(std::string_view name);
std::vector<std::string> level_names();  // every level's name, weakest first (for option checks)

struct Options {
  Level level = Level::kClub;
  // Seconds for this decision; <= 0 takes the level's default. Callers pass what the game
  // clock allows.
  double time_limit_s = 0;
  const std::atomic<bool>* stop = nullptr;  // set from another thread to cut the search short
};

// Whether the level plays from the opening book (src/ai/book.hpp): strong and maximum.
inline bool uses_book(Level level) {
  return level == Level::kStrong || level == Level::kMaximum;
}

// The search settings of a level for a given time budget (also used by `renju gomocup`).
SearchOptions search_options(Level level, double time_limit_s);

struct Decision {
  game::Action action;
  int score = 0;  // from the deciding side's point of view, search units
  std::string reason;
  std::uint64_t nodes = 0;
};

// Taraguchi's fifth-move decision (src/ai/fifth.cpp), in search units for Black: each fifth move
// is worth Black's value after White's best stone 6 (searches with White to move, VCF checks
// for both sides). Option 1 is worth the 9×9 fifth move nearest to even, min(v, -v), as White
// may swap after it; option 2 the n-th best fifth move over the whole board, one per symmetry
// class, as White picks the worst of the n offers. The engine takes the option worth more.
struct FifthChoice {
  int option = 1;
  int in_square = 0;  // option 1
  int offers = 0;     // option 2
};
FifthChoice judge_fifth_choice(const game::Game& game, int n, Level level, double seconds);

// One legal action for `seat`, or nullopt when the seat has nothing to decide (not its turn,
// or the game is over). Thread-safe: each call works on its own copies.
std::optional<Decision> decide(const game::Game& game, game::Seat seat, const Options& options);

}  // namespace renju::ai
