// Google Benchmark for the engine: incremental play/undo, static evaluation, VCF and a
// fixed-depth search on a middle-game position.
#include <benchmark/benchmark.h>

#include "ai/search.hpp"
#include "ai/threats.hpp"
#include "rules/notation.hpp"

namespace {

using renju::ai::Position;
using renju::rules::Color;

Position middle_game() {
  const auto moves = std::get<std::vector<renju::rules::Point>>(
      renju::rules::parse_moves("h8 h7 g9 i9 j7 g7 i10 f8 h10 g10"));
  renju::rules::Board b;
  Color c = Color::kBlack;
  for (auto m : moves) {
    b.set(m, c);
    c = renju::rules::opponent(c);
  }
  return Position(b);
}

void BM_PlayUndo(benchmark::State& state) {
  Position pos = middle_game();
  const int i = renju::rules::Point{9, 9}.index();
  for (auto _ : state) {
    pos.play(i, Color::kBlack);
    pos.undo();
  }
}
BENCHMARK(BM_PlayUndo);

void BM_Evaluate(benchmark::State& state) {
  Position pos = middle_game();
  for (auto _ : state) benchmark::DoNotOptimize(renju::ai::evaluate(pos, Color::kBlack));
}
BENCHMARK(BM_Evaluate);

void BM_Vcf(benchmark::State& state) {
  Position pos = middle_game();
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    renju::ai::ThreatSearch ts(pos, {30, 20000});
    benchmark::DoNotOptimize(ts.vcf(Color::kBlack));
    nodes += ts.nodes();
  }
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Vcf);

void BM_SearchDepth4(benchmark::State& state) {
  Position pos = middle_game();
  renju::ai::SearchOptions o;
  o.time_limit_s = 0;
  o.max_depth = 4;
  o.vct_depth = 0;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    const auto r = renju::ai::search(pos, Color::kBlack, o);
    nodes += r.nodes + r.threat_nodes;
  }
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SearchDepth4)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
