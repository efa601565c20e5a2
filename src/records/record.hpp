// A game record as the file formats see it: the stones in order (every format keeps them), the
// full action log when the format keeps it (SGF with our private properties, the text form),
// and the facts around the game. Pure; the readers and writers live beside it, one per format.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "game/game.hpp"

namespace renju::records {

using rules::Color;
using rules::Point;

// Where and why a file could not be read. `offset` is a 0-based byte offset, `line` 1-based
// (0 for binary formats); `where` names the part (a property, a node, a token) when known.
struct ReadError {
  std::string message;
  std::size_t offset = 0;
  int line = 0;
  std::string where;
  // The same reason for pages that translate it: one of kReadErrorCodes (catalog key
  // "record.<code>") and its parameters by name; `message` says it in English.
  std::string code;
  std::vector<std::pair<std::string, std::string>> args = {};
};
// Every code a reader gives (docs/records.md "Refusals").
inline constexpr std::string_view kReadErrorCodes[] = {
    "too_large",     "not_format",   "board_size", "not_renju",    "setup_stones",
    "bad_value",     "unknown_rule", "bad_point",  "illegal_move", "cut_off",
    "trailing_data", "too_many",     "syntax",     "version"};
inline bool has_known_code(const ReadError& e) {
  for (auto c : kReadErrorCodes)
    if (c == e.code) return true;
  return false;
}
// A reason with its code: what the readers' fail helpers take.
struct Why {
  std::string code;
  std::vector<std::pair<std::string, std::string>> args = {};
};
inline ReadError read_error(Why why, std::string message, std::size_t offset, int line,
                            std::string where = "") {
  return ReadError{std::move(message), offset, line, std::move(where), std::move(why.code),
                   std::move(why.args)};
}
// "line 3, byte 41 (property SZ): board size 19 is not 15"
std::string describe(const ReadError& e);

// Why a record could not be written in a format (a pass in .psq, many games in one .psq).
struct WriteError {
  std::string message;
};

struct Record {
  std::string rule;  // a rule game::Game knows; empty when the file did not say
  std::vector<std::optional<Point>> moves;           // stones and passes (nullopt), Black first
  std::optional<std::vector<game::SeatAction>> log;  // every accepted action, when known
  std::string id;                                    // our game id (empty: none)
  std::string black;  // who held Black at the end ("Player A", "computer (club)")
  std::string white;
  std::optional<std::int64_t> created_at;  // unix seconds, UTC
  std::optional<int> main_time_s;          // time control: main time in seconds (none: no clock)
  std::string overtime;                    // time control beyond the main time, free text
  bool abandoned = false;                  // closed by the server before it had a result
  std::vector<std::string> comments;       // per move i (may be shorter than moves); RenLib, SGF C
  friend bool operator==(const Record&, const Record&) = default;
};

// The record of a game: its log, its stones, "Player A"/"Player B" as who held each colour.
Record from_game(const game::Game& g);

// The game the record's log rebuilds (nullopt without a log or a known rule), with the error
// of the first refused action otherwise.
std::variant<game::Game, game::Error> replay(const Record& r);

// How a finished game ended, in the words of docs/protocol.md: the winner's colour (nullopt:
// draw) and the reason ("five", "resign", …, "abandoned"); nullopt while it is not over.
struct Outcome {
  std::optional<Color> winner;
  std::string reason;
};
std::optional<Outcome> outcome(const Record& r);

// Builds a log from stones alone when every stone is simply the turn of the seat to move (the
// standard rule has no opening decisions): on success sets r.log and r.rule. False otherwise.
bool derive_log(Record& r, std::string_view rule);

// Checks that the stones can be on a board in that order: on the board, never on an occupied
// point, at most 225 stones.
std::optional<std::string> check_moves(const std::vector<std::optional<Point>>& moves);

// Applies one action whose seat the game decides: the seat to move for turn actions; for
// resign and draws `by` (the colour acting) picks it. Used by the readers that keep actions
// without seats (SGF, text).
std::variant<game::SeatAction, game::Error> seat_for(const game::Game& g, const game::Action& a,
                                                     std::optional<Color> by);

// Limits for every reader: bigger inputs are refused before parsing.
inline constexpr std::size_t kMaxRecordBytes = 1 << 20;  // 1 MiB
inline constexpr std::size_t kMaxGames = 1000;           // games in one collection

}  // namespace renju::records
