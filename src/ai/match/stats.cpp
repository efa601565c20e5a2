// Elo from a match score (see stats.hpp): the logistic model, with the standard error of the
// mean per-game score (trinomial: win 1, draw ½, loss 0) and a normal 95 % interval.
#include "ai/match/stats.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

namespace renju::ai::match {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

double elo_of(double score) {
  if (score <= 0) return -kInf;
  if (score >= 1) return kInf;
  return -400.0 * std::log10(1.0 / score - 1.0);
}

}  // namespace

double Score::fraction() const {
  const int n = games();
  return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
}

Elo elo_of_mean(double mean, double standard_error) {
  Elo e;
  e.diff = elo_of(mean);
  const double lo = elo_of(mean - 1.96 * standard_error), hi = elo_of(mean + 1.96 * standard_error);
  e.margin = std::isinf(lo) || std::isinf(hi) ? kInf : (hi - lo) / 2;
  return e;
}

Elo elo(const Score& s) {
  const int n = s.games();
  if (n == 0) return {};
  const double mu = s.fraction();
  const double var =
      (s.wins * (1 - mu) * (1 - mu) + s.draws * (0.5 - mu) * (0.5 - mu) + s.losses * mu * mu) / n;
  return elo_of_mean(mu, std::sqrt(var / n));
}

std::string elo_text(const Elo& e, const char* unit) {
  if (std::isinf(e.diff))
    return std::string(e.diff > 0 ? "+inf (every " : "-inf (every ") + unit +
           (e.diff > 0 ? " won)" : " lost)");
  char buf[64];
  if (std::isinf(e.margin))
    std::snprintf(buf, sizeof buf, "%+.0f ± inf", e.diff + 0.0);  // no "-0"
  else
    std::snprintf(buf, sizeof buf, "%+.0f ± %.0f", std::round(e.diff) + 0.0, e.margin);
  return buf;
}

std::string elo_text(const Score& s) {
  return elo_text(elo(s), "game");
}

}  // namespace renju::ai::match
