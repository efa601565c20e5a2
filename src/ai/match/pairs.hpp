// A match counted by game pairs: each opening is played twice with the colours exchanged, and
// the pair's two results together (engine 1's points out of 2: 0, ½, 1, 1½ or 2) say more than
// the games one by one, because an opening that favours one colour cancels out within its pair.
// The pairs' Elo margin and the sequential probability ratio test that stops a match once it
// has decided between two Elo hypotheses (formulas in docs/engine.md, "Pairs and the SPRT").
#pragma once

#include <array>
#include <string>

#include "ai/match/stats.hpp"

namespace renju::ai::match {

struct PairScore {
  // counts[k]: pairs in which engine 1 scored k half-points (k = 0 … 4).
  std::array<int, 5> counts{};
  int pairs() const;
  void add(double first_game, double second_game);  // engine 1's points (0, 0.5 or 1) in each
  // "0: 3, ½: 10, 1: 40, 1½: 12, 2: 2"
  std::string text() const;
};

// The Elo difference and its 95 % margin from the pairs' mean scores: the same difference as
// the games give when every pair is complete, a margin from the variance between pairs.
Elo elo(const PairScore& p);
std::string elo_text(const PairScore& p);

// H0: engine 1 is elo0 stronger than engine 2; H1: elo1 stronger (elo1 > elo0, logistic Elo).
// alpha: the chance of accepting H1 when H0 holds; beta: of accepting H0 when H1 holds.
struct Sprt {
  double elo0 = 0, elo1 = 10, alpha = 0.05, beta = 0.05;
  double lower() const;  // log(beta / (1 - alpha)): at or below it H0 is accepted
  double upper() const;  // log((1 - beta) / alpha): at or above it H1 is accepted
};

// The log-likelihood ratio of H1 against H0 for these pairs, in the normal approximation of
// the pairs' mean score (a generalised SPRT). Half a pseudo-pair at each of the five outcomes
// keeps the variance above zero when every pair so far ended alike.
double llr(const PairScore& p, const Sprt& test);

enum class Verdict { kNone, kH0, kH1 };
Verdict verdict(double llr, const Sprt& test);

// Parses "ELO0,ELO1" (e.g. "0,10"); false with `error` set when it is not two numbers with
// ELO0 < ELO1, both within ±1 000.
bool parse_sprt_bounds(const std::string& text, Sprt& out, std::string& error);

}  // namespace renju::ai::match
