// A deliberately simple second implementation of Black's forbidden moves, written straight from
// the RIF definitions, that the fast one (forbidden.cpp) is checked against in tests and benches.
#pragma once

#include <cstdint>
#include <vector>

#include "rules/board.hpp"
#include "rules/forbidden.hpp"

namespace renju::rules::reference {

// Same contract as rules::forbidden_reason: the verdict for Black playing at empty point p of b;
// b is restored before returning. Slow on purpose: every line is enumerated literally and every
// three is judged by trying each completing point and recursing (RIF 9.3).
Forbidden forbidden_reason(Board& b, Point p);

// The same judgement with the RIF 9.3 recursion cut off after `levels` nested checks: at the
// cut, a point that would complete a straight four is assumed not forbidden. Tests use it to
// prove that a position really needs one, two or three levels of recursion.
Forbidden forbidden_reason_limited(Board& b, Point p, int levels);

// Every forbidden empty point of b for Black, ordered by column then row.
std::vector<ForbiddenPoint> forbidden_points(Board& b);

// A deterministic random legal game for tests and benchmarks: up to `moves` moves, Black first,
// each drawn from the square of the given radius around h8 (dense, so forbidden points are
// common). Black never plays a forbidden point and nobody completes a five, so every prefix is
// a legal position of an unfinished game. Stops early when no legal move is found.
std::vector<Point> random_game(std::uint64_t seed, int moves, int radius);

}  // namespace renju::rules::reference
