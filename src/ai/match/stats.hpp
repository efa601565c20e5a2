// A match's score from the first engine's side: wins, draws and losses, the Elo difference they
// imply and its 95 % error margin (formulas in docs/engine.md, "Elo").
#pragma once

#include <string>

namespace renju::ai::match {

struct Score {
  int wins = 0, draws = 0, losses = 0;
  int games() const { return wins + draws + losses; }
  double fraction() const;  // (wins + draws / 2) / games; 0.5 for no games
};

struct Elo {
  double diff = 0;    // ±infinity when every game was won or lost
  double margin = 0;  // half the width of the 95 % interval; infinity when unbounded
};

Elo elo(const Score& s);

// The Elo of a mean score, with the 95 % margin from that mean's standard error.
Elo elo_of_mean(double mean, double standard_error);

// "+35 ± 60", "+inf (every game won)", "-inf (every game lost)".
std::string elo_text(const Score& s);
// The same for any estimate; `unit` names what was all won or lost ("game", "pair").
std::string elo_text(const Elo& e, const char* unit);

}  // namespace renju::ai::match
