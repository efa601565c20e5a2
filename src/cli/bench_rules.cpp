// `renju bench rules`: the forbidden-move judge on a fixed set of positions, fast against the
// reference implementation in the same run, plus a check that both agree on every point.
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/bench.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"
#include "rules/reference.hpp"

namespace renju::cli {

namespace {

using rules::Board;
using rules::Color;
using rules::Point;

struct Position {
  Board board;
  std::vector<Point> near;  // empty points within two of a stone: what single checks ask about
};

// Random play near h8, 8 to 47 moves, one game per seed: the same positions on every machine.
std::vector<Position> fixed_positions(int count) {
  std::vector<Position> out;
  for (int i = 0; i < count; ++i) {
    auto moves = rules::reference::random_game(static_cast<std::uint64_t>(i) + 1, 8 + i % 40, 5);
    Position pos;
    for (std::size_t m = 0; m < moves.size(); ++m) {
      pos.board.set(moves[m], m % 2 == 0 ? Color::kBlack : Color::kWhite);
    }
    for (int j = 0; j < rules::kCells; ++j) {
      Point p = Point::from_index(j);
      if (!pos.board.empty(p)) continue;
      bool close = false;
      for (int dy = -2; dy <= 2 && !close; ++dy) {
        for (int dx = -2; dx <= 2 && !close; ++dx) {
          Point q{p.x + dx, p.y + dy};
          close = q.on_board() && !pos.board.empty(q);
        }
      }
      if (close) pos.near.push_back(p);
    }
    out.push_back(std::move(pos));
  }
  return out;
}

// CPU time of this thread: on a shared, busy machine wall-clock rates mostly measure the
// neighbours, and CPU time is also what Google Benchmark reports.
double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Runs `work(i)` over positions 0, 1, … (wrapping) for at least `seconds` of CPU time,
// `repetitions` times, and returns the median rate in units of work per CPU second (work(i)
// returns its units).
template <typename Work>
double median_rate(std::size_t count, const BenchOptions& opt, Work&& work) {
  std::vector<double> rates;
  for (int r = 0; r < opt.repetitions; ++r) {
    double start = cpu_seconds();
    double units = 0;
    double elapsed = 0;
    std::size_t i = 0;
    do {
      units += static_cast<double>(work(i % count));
      ++i;
      elapsed = cpu_seconds() - start;
    } while (elapsed < opt.seconds);
    rates.push_back(units / elapsed);
  }
  std::sort(rates.begin(), rates.end());
  return rates[rates.size() / 2];
}

bool run_rules(std::ostream& os, const BenchOptions& opt) {
  int count = opt.positions > 0 ? opt.positions : 500;
  std::vector<Position> positions = fixed_positions(count);
  std::size_t empty_points = 0, near_points = 0, forbidden = 0, disagreements = 0;
  for (Position& pos : positions) {
    near_points += pos.near.size();
    for (int j = 0; j < rules::kCells; ++j) {
      Point p = Point::from_index(j);
      if (!pos.board.empty(p)) continue;
      ++empty_points;
      rules::Forbidden fast = rules::forbidden_reason(pos.board, p);
      rules::Forbidden slow = rules::reference::forbidden_reason(pos.board, p);
      forbidden += fast != rules::Forbidden::kNone;
      if (fast != slow && ++disagreements <= 5) {
        os << "  DISAGREEMENT at " << rules::to_string(p) << ": fast "
           << rules::forbidden_name(fast) << ", reference " << rules::forbidden_name(slow) << "\n";
      }
    }
  }
  std::size_t n = positions.size();
  auto scan = [&](auto judge_all) {
    return median_rate(n, opt, [&](std::size_t i) {
      volatile std::size_t sink = judge_all(positions[i].board).size();
      (void)sink;
      return 1;
    });
  };
  auto single = [&](auto judge) {
    return median_rate(n, opt, [&](std::size_t i) {
      int hits = 0;
      for (Point p : positions[i].near)
        hits += judge(positions[i].board, p) != rules::Forbidden::kNone;
      volatile int sink = hits;
      (void)sink;
      return positions[i].near.size();
    });
  };
  double scan_fast = scan([](Board& b) { return rules::forbidden_points(b); });
  double scan_ref = scan([](Board& b) { return rules::reference::forbidden_points(b); });
  double one_fast = single([](Board& b, Point p) { return rules::forbidden_reason(b, p); });
  double one_ref =
      single([](Board& b, Point p) { return rules::reference::forbidden_reason(b, p); });

  char line[256];
  os << "rules: " << n << " positions from random play near h8 (8-47 moves, seeds 1-" << n << "), "
     << empty_points << " empty points, " << forbidden << " forbidden for black\n";
  os << "  rates per CPU second, median of " << opt.repetitions << " runs of at least "
     << opt.seconds << " s each\n";
  std::snprintf(line, sizeof line,
                "  scan all empty points  fast %12.0f positions/s  reference %10.1f positions/s  "
                "ratio %.1fx\n",
                scan_fast, scan_ref, scan_fast / scan_ref);
  os << line;
  std::snprintf(line, sizeof line,
                "  single-point check     fast %12.0f points/s     reference %10.1f points/s     "
                "ratio %.1fx  (%zu points near stones)\n",
                one_fast, one_ref, one_fast / one_ref, near_points);
  os << line;
  if (disagreements == 0) {
    os << "  self-check: fast and reference agree on all " << empty_points << " points\n";
  } else {
    os << "  self-check FAILED: " << disagreements << " disagreements\n";
  }
  return disagreements == 0;
}

const RegisterBenchSection registered{
    {"rules", "forbidden-move judge, fast vs reference", run_rules}};

}  // namespace

}  // namespace renju::cli
