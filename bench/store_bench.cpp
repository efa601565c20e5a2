// What durability costs: appending one action to a game (one committed SQLite transaction,
// WAL, synchronous=FULL) and loading a game's whole log, on a temporary file.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "store/store.hpp"

namespace {

std::filesystem::path temp_db(const char* name) {
  auto dir = std::filesystem::temp_directory_path() /
             ("renju-bench-" + std::to_string(::getpid()) + "-" + name);
  std::filesystem::remove_all(dir);
  return dir / "renju.db";
}

void BM_AppendAction(benchmark::State& state) {
  auto path = temp_db("append");
  {
    auto store = renju::store::open_sqlite_store(path);
    store->create_game({"bench00000", "standard", 0, 0, "hash"});
    std::int64_t v = 0;
    for (auto _ : state) {
      auto r = store->append_action("bench00000", ++v, "A place h8");
      benchmark::DoNotOptimize(r);
    }
    state.SetItemsProcessed(state.iterations());
  }
  std::filesystem::remove_all(path.parent_path());
}
BENCHMARK(BM_AppendAction)->Unit(benchmark::kMicrosecond)->UseRealTime();

// What the server's group committer does: N actions from N different games in one
// transaction. Items are actions, so items/s compares directly with BM_AppendAction.
void BM_AppendBatch(benchmark::State& state) {
  auto path = temp_db("batch");
  {
    auto store = renju::store::open_sqlite_store(path);
    const auto n = static_cast<int>(state.range(0));
    std::vector<renju::store::Append> batch;
    for (int g = 0; g < n; ++g) {
      const std::string id = "bench" + std::to_string(10000 + g);
      store->create_game({id, "standard", 0, 0, "hash"});
      batch.push_back({id, 0, "A place h8"});
    }
    for (auto _ : state) {
      for (auto& e : batch) ++e.version;
      auto r = store->append_batch(batch);
      benchmark::DoNotOptimize(r);
    }
    state.SetItemsProcessed(state.iterations() * n);
  }
  std::filesystem::remove_all(path.parent_path());
}
BENCHMARK(BM_AppendBatch)->Arg(1)->Arg(16)->Arg(256)->Unit(benchmark::kMicrosecond)->UseRealTime();

void BM_LoadGame(benchmark::State& state) {
  auto path = temp_db("load");
  {
    auto store = renju::store::open_sqlite_store(path);
    store->create_game({"bench00000", "standard", 0, 0, "hash"});
    for (std::int64_t v = 1; v <= state.range(0); ++v) {
      store->append_action("bench00000", v, v % 2 ? "A place h8" : "B place h9");
    }
    for (auto _ : state) {
      auto g = store->load_game("bench00000");
      benchmark::DoNotOptimize(g);
    }
  }
  std::filesystem::remove_all(path.parent_path());
}
BENCHMARK(BM_LoadGame)->Arg(20)->Arg(120)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
