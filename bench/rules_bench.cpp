// Google Benchmark of the forbidden-move judge: a scan of every empty point and single-point
// checks, on fixed positions from deterministic random play, fast against the reference.
// Run: build/release/bench/rules_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>

#include <vector>

#include "rules/forbidden.hpp"
#include "rules/reference.hpp"

namespace {

using renju::rules::Board;
using renju::rules::Color;
using renju::rules::Point;
namespace rules = renju::rules;

struct Fixture {
  std::vector<Board> boards;
  std::vector<std::vector<Point>> near;  // empty points within two of a stone, per board
};

// 200 games of 8 to 47 moves around h8, seeds 1..200: the same set as `renju bench rules`.
const Fixture& fixture() {
  static const Fixture f = [] {
    Fixture out;
    for (int i = 0; i < 200; ++i) {
      auto moves = rules::reference::random_game(static_cast<std::uint64_t>(i) + 1, 8 + i % 40, 5);
      Board b;
      for (std::size_t m = 0; m < moves.size(); ++m) {
        b.set(moves[m], m % 2 == 0 ? Color::kBlack : Color::kWhite);
      }
      std::vector<Point> near;
      for (int j = 0; j < rules::kCells; ++j) {
        Point p = Point::from_index(j);
        if (!b.empty(p)) continue;
        bool close = false;
        for (int d = 0; d < 25 && !close; ++d) {
          Point q{p.x + d % 5 - 2, p.y + d / 5 - 2};
          close = q.on_board() && !b.empty(q);
        }
        if (close) near.push_back(p);
      }
      out.boards.push_back(b);
      out.near.push_back(std::move(near));
    }
    return out;
  }();
  return f;
}

template <auto Scan>
void BM_Scan(benchmark::State& state) {
  std::vector<Board> boards = fixture().boards;
  std::size_t i = 0;
  for (auto _ : state) {
    auto found = Scan(boards[i]);
    benchmark::DoNotOptimize(found.data());
    i = (i + 1) % boards.size();
  }
  state.SetItemsProcessed(state.iterations());  // items = positions
}

template <auto Judge>
void BM_Point(benchmark::State& state) {
  std::vector<Board> boards = fixture().boards;
  const auto& near = fixture().near;
  std::size_t i = 0;
  std::int64_t points = 0;
  for (auto _ : state) {
    for (Point p : near[i]) benchmark::DoNotOptimize(Judge(boards[i], p));
    points += static_cast<std::int64_t>(near[i].size());
    i = (i + 1) % boards.size();
  }
  state.SetItemsProcessed(points);  // items = single-point checks
}

std::vector<rules::ForbiddenPoint> scan_fast(Board& b) {
  return rules::forbidden_points(b);
}
std::vector<rules::ForbiddenPoint> scan_reference(Board& b) {
  return rules::reference::forbidden_points(b);
}
rules::Forbidden point_fast(Board& b, Point p) {
  return rules::forbidden_reason(b, p);
}
rules::Forbidden point_reference(Board& b, Point p) {
  return rules::reference::forbidden_reason(b, p);
}

BENCHMARK(BM_Scan<scan_fast>)->Name("scan_all_empty/fast");
BENCHMARK(BM_Scan<scan_reference>)->Name("scan_all_empty/reference");
BENCHMARK(BM_Point<point_fast>)->Name("single_point/fast");
BENCHMARK(BM_Point<point_reference>)->Name("single_point/reference");

}  // namespace

BENCHMARK_MAIN();
