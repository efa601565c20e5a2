// Pair counts, their Elo margin and the SPRT (see pairs.hpp; formulas in docs/engine.md).
#include "ai/match/pairs.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace renju::ai::match {
namespace {

constexpr double kPseudoPairs = 0.5;  // added to each outcome by llr()

double score_of(double elo) {
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

// Mean and variance of the pairs' mean scores (k / 4 for k half-points), each outcome counted
// `extra` more times.
void moments(const PairScore& p, double extra, double& n, double& mean, double& var) {
  n = 0;
  mean = 0;
  for (int k = 0; k < 5; ++k) {
    const double c = p.counts[static_cast<std::size_t>(k)] + extra;
    n += c;
    mean += c * (k / 4.0);
  }
  if (n <= 0) {
    mean = 0.5;
    var = 0;
    return;
  }
  mean /= n;
  var = 0;
  for (int k = 0; k < 5; ++k) {
    const double d = k / 4.0 - mean;
    var += (p.counts[static_cast<std::size_t>(k)] + extra) * d * d;
  }
  var /= n;
}

}  // namespace

int PairScore::pairs() const {
  int n = 0;
  for (int c : counts) n += c;
  return n;
}

void PairScore::add(double first_game, double second_game) {
  const int half_points = static_cast<int>(std::lround(2 * (first_game + second_game)));
  ++counts[static_cast<std::size_t>(std::clamp(half_points, 0, 4))];
}

std::string PairScore::text() const {
  static constexpr const char* kNames[] = {"0", "½", "1", "1½", "2"};
  std::string s;
  for (int k = 0; k < 5; ++k)
    s += (k ? ", " : "") + std::string(kNames[k]) + ": " +
         std::to_string(counts[static_cast<std::size_t>(k)]);
  return s;
}

Elo elo(const PairScore& p) {
  double n, mean, var;
  moments(p, 0, n, mean, var);
  if (n == 0) return {};
  return elo_of_mean(mean, std::sqrt(var / n));
}

std::string elo_text(const PairScore& p) {
  return elo_text(elo(p), "pair");
}

double Sprt::lower() const {
  return std::log(beta / (1 - alpha));
}

double Sprt::upper() const {
  return std::log((1 - beta) / alpha);
}

double llr(const PairScore& p, const Sprt& test) {
  double n, mean, var;
  moments(p, kPseudoPairs, n, mean, var);
  const double s0 = score_of(test.elo0), s1 = score_of(test.elo1);
  // Σ over pairs of [(x − s0)² − (x − s1)²] / (2σ²) = n (s1 − s0)(2 x̄ − s0 − s1) / (2σ²)
  return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
}

Verdict verdict(double value, const Sprt& test) {
  if (value >= test.upper()) return Verdict::kH1;
  if (value <= test.lower()) return Verdict::kH0;
  return Verdict::kNone;
}

bool parse_sprt_bounds(const std::string& text, Sprt& out, std::string& error) {
  const auto comma = text.find(',');
  auto number = [](const std::string& s, double& v) {
    if (s.empty()) return false;
    char* end = nullptr;
    v = std::strtod(s.c_str(), &end);
    return end == s.c_str() + s.size() && std::isfinite(v) && std::fabs(v) <= 1000;
  };
  double a = 0, b = 0;
  if (comma == std::string::npos || !number(text.substr(0, comma), a) ||
      !number(text.substr(comma + 1), b)) {
    error = "--sprt takes ELO0,ELO1: two numbers within ±1000, such as 0,10 (got \"" + text + "\")";
    return false;
  }
  if (a >= b) {
    error = "--sprt: ELO0 must be below ELO1 (got " + text + ")";
    return false;
  }
  out.elo0 = a;
  out.elo1 = b;
  return true;
}

}  // namespace renju::ai::match
