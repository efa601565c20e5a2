// The pure costs behind one action on the server: applying it through game::Game, turning it
// into the JSON the room broadcasts, and appending it to SQLite with the durability we ship.
#include <benchmark/benchmark.h>

#include <unistd.h>

#include <boost/json.hpp>
#include <filesystem>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "game/game.hpp"
#include "server/protocol.hpp"
#include "server/protocol_v2.hpp"
#include "store/store.hpp"

namespace {

using renju::game::Action;
using renju::game::ActionKind;
using renju::game::Game;
using renju::game::Seat;
using renju::game::SeatAction;
namespace protocol = renju::server::protocol;

Game must_create(const char* rule) {
  auto g = Game::create(rule);
  if (!std::holds_alternative<Game>(g)) std::abort();
  return std::move(std::get<Game>(g));
}

// A whole random Taraguchi-10 game (opening included), the way the load generator plays:
// random legal actions, no resignations or draw offers.
std::vector<SeatAction> random_game(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  Game g = must_create("taraguchi-10");
  std::vector<SeatAction> log;
  while (!g.over() && log.size() < 400) {
    const Seat seat = g.turn().seat;
    std::vector<Action> options;
    for (const Action& a : g.legal_actions(seat).expand()) {
      if (a.kind == ActionKind::kResign || a.kind == ActionKind::kOfferDraw ||
          a.kind == ActionKind::kAcceptDraw || a.kind == ActionKind::kDeclineDraw ||
          a.kind == ActionKind::kWithdraw)
        continue;
      options.push_back(a);
    }
    if (options.empty()) break;
    std::uniform_int_distribution<std::size_t> pick(0, options.size() - 1);
    const Action a = options[pick(rng)];
    if (!std::holds_alternative<std::vector<renju::game::Event>>(g.apply(seat, a))) std::abort();
    log.push_back({seat, a});
  }
  return log;
}

const std::vector<SeatAction>& sample_game() {
  static const std::vector<SeatAction> log = random_game(7);
  return log;
}

// One action applied through Game (legality checks, forbidden-move judgement, events).
void BM_GameApply(benchmark::State& state) {
  const auto& log = sample_game();
  Game g = must_create("taraguchi-10");
  std::size_t i = 0;
  for (auto _ : state) {
    if (i == log.size()) {
      state.PauseTiming();
      g = must_create("taraguchi-10");
      i = 0;
      state.ResumeTiming();
    }
    auto events = g.apply(log[i++]);
    benchmark::DoNotOptimize(events);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["game_length"] = static_cast<double>(log.size());
}
BENCHMARK(BM_GameApply);

// What the server computes for a player deciding: the legal actions of the seat to move.
void BM_GameLegalActions(benchmark::State& state) {
  const auto& log = sample_game();
  Game g = must_create("taraguchi-10");
  for (std::size_t i = 0; i < log.size() / 2; ++i) g.apply(log[i]);
  for (auto _ : state) benchmark::DoNotOptimize(g.legal_actions(g.turn().seat));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_GameLegalActions);

// Replaying a whole game from its log: what loading a room after a restart costs per game.
void BM_GameReplay(benchmark::State& state) {
  const auto& log = sample_game();
  for (auto _ : state) benchmark::DoNotOptimize(Game::replay("taraguchi-10", log));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(log.size()));
}
BENCHMARK(BM_GameReplay);

// Plays the sample game up to move range(0), then times applying that move and building the
// messages it produces for the three audiences (seat A, seat B, spectators) with `build`,
// which returns their total size in bytes.
// Both players connected, one spectator.
protocol::Presence both_online() {
  protocol::Presence p;
  p.claimed = {true, true};
  p.online = {true, true};
  p.spectators = 1;
  return p;
}

template <class Build>
void event_messages(benchmark::State& state, Build build) {
  const auto& log = sample_game();
  const std::size_t at =
      std::min<std::size_t>(static_cast<std::size_t>(state.range(0)), log.size());
  Game g = must_create("taraguchi-10");
  for (std::size_t i = 0; i + 1 < at; ++i) g.apply(log[i]);
  const Game before = g;
  const SeatAction last = log[at - 1];
  const protocol::Presence presence = both_online();
  std::int64_t bytes = 0;
  for (auto _ : state) {
    state.PauseTiming();
    g = before;
    state.ResumeTiming();
    auto applied = g.apply(last);
    const auto event = protocol::event_json(static_cast<std::int64_t>(at), last,
                                            std::get<std::vector<renju::game::Event>>(applied));
    bytes += build(g, event, static_cast<std::int64_t>(at), presence);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(bytes);
  state.counters["bytes_per_action"] =
      benchmark::Counter(static_cast<double>(bytes), benchmark::Counter::kAvgIterations);
}

// Built the first way the room did: one whole object serialised per audience, legal actions
// computed per seat. The baseline for BM_EventSplice.
void BM_EventSerialise(benchmark::State& state) {
  event_messages(state, [](const Game& g, const boost::json::object& event, std::int64_t v,
                           const protocol::Presence& presence) {
    const auto base = protocol::state_json(g, "Xc3kP9qLm2", v, presence);
    std::int64_t bytes = 0;
    for (int audience = 0; audience < 3; ++audience) {
      boost::json::object s = base;
      s["legal"] = audience < 2 ? protocol::legal_json(g, protocol::seat_from_index(audience))
                                : boost::json::object{};
      boost::json::object message = event;
      message["state"] = std::move(s);
      bytes += static_cast<std::int64_t>(boost::json::serialize(message).size());
    }
    return bytes;
  });
}
BENCHMARK(BM_EventSerialise)->Arg(10)->Arg(60)->Arg(120);

// The same messages as the room builds them now (protocol::StateMessages): the mover's legal
// actions computed once, the state serialised once, each audience's `legal` spliced in.
void BM_EventSplice(benchmark::State& state) {
  event_messages(state, [](const Game& g, const boost::json::object& event, std::int64_t v,
                           const protocol::Presence& presence) {
    const protocol::StateMessages messages(event, g, "Xc3kP9qLm2", v, presence);
    std::int64_t bytes = 0;
    for (int audience = 0; audience < 3; ++audience) {
      const auto seat =
          audience < 2 ? std::optional(protocol::seat_from_index(audience)) : std::nullopt;
      bytes += static_cast<std::int64_t>(messages.for_seat(seat).size());
    }
    return bytes;
  });
}
BENCHMARK(BM_EventSplice)->Arg(10)->Arg(60)->Arg(120);

// Everything a room does for one action with clients of one protocol version, all of it timed
// (the game copied as act_now does, the action applied, the event written once for the replay
// buffer, each audience's message): `build` returns the audiences' bytes.
template <class Build>
void room_action(benchmark::State& state, Build build) {
  const auto& log = sample_game();
  const std::size_t at =
      std::min<std::size_t>(static_cast<std::size_t>(state.range(0)), log.size());
  Game before = must_create("taraguchi-10");
  for (std::size_t i = 0; i + 1 < at; ++i) before.apply(log[i]);
  const SeatAction last = log[at - 1];
  const protocol::Presence presence = both_online();
  const auto v = static_cast<std::int64_t>(at);
  std::int64_t bytes = 0;
  for (auto _ : state) {
    Game next = before;
    auto applied = next.apply(last);
    const auto& events = std::get<std::vector<renju::game::Event>>(applied);
    const std::string recent = protocol::event_open(v, last, events) + "}";
    benchmark::DoNotOptimize(recent.data());
    bytes += build(before, next, last, events, recent, v, presence);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["bytes_per_action"] =
      benchmark::Counter(static_cast<double>(bytes), benchmark::Counter::kAvgIterations);
}

std::optional<renju::game::Seat> audience(int i) {
  return i < 2 ? std::optional(protocol::seat_from_index(i)) : std::nullopt;
}

// Version 1: the whole state in every event (protocol::StateMessages, as the room did before).
void BM_RoomActionV1(benchmark::State& state) {
  room_action(state, [](const Game&, const Game& next, const SeatAction& last, const auto& events,
                        const std::string&, std::int64_t v, const protocol::Presence& presence) {
    const protocol::StateMessages messages(protocol::event_json(v, last, events), next,
                                           "Xc3kP9qLm2", v, presence);
    std::int64_t bytes = 0;
    for (int i = 0; i < 3; ++i)
      bytes += static_cast<std::int64_t>(messages.for_seat(audience(i)).size());
    return bytes;
  });
}
BENCHMARK(BM_RoomActionV1)->Arg(10)->Arg(60)->Arg(120);

// Version 2: what changed, written straight to text (protocol::EventV2Messages).
void BM_RoomActionV2(benchmark::State& state) {
  room_action(state, [](const Game& before, const Game& next, const SeatAction&, const auto&,
                        const std::string& recent, std::int64_t, const protocol::Presence&) {
    const std::string_view open(recent.data(), recent.size() - 1);
    const protocol::EventV2Messages messages(open, before.moves(), next);
    std::int64_t bytes = 0;
    for (int i = 0; i < 3; ++i)
      bytes += static_cast<std::int64_t>(messages.for_seat(audience(i)).size());
    return bytes;
  });
}
BENCHMARK(BM_RoomActionV2)->Arg(10)->Arg(60)->Arg(120);

// Appends in our schema through store::Store, with the settings the server ships (WAL,
// synchronous=FULL): each append is its own committed transaction, as in the room.
void BM_SqliteAppend(benchmark::State& state) {
  const auto dir =
      std::filesystem::temp_directory_path() /
      ("renju-bench-" + std::to_string(::getpid()) + "-" + std::to_string(state.range(0)));
  std::filesystem::remove_all(dir);
  {
    auto store = renju::store::open_sqlite_store(dir / "bench.db");
    const int games = static_cast<int>(state.range(0));
    std::vector<std::int64_t> version(static_cast<std::size_t>(games), 0);
    for (int g = 0; g < games; ++g) {
      store->create_game({"bench" + std::to_string(g), "taraguchi-10", 0, 0, std::string(64, 'a')});
    }
    std::int64_t n = 0;
    for (auto _ : state) {
      const auto g = static_cast<std::size_t>(n++ % games);
      const auto r = store->append_action("bench" + std::to_string(g), ++version[g], "A place h8");
      if (r != renju::store::AppendResult::kOk) state.SkipWithError("append refused");
    }
    state.SetItemsProcessed(state.iterations());
  }
  std::filesystem::remove_all(dir);
}
BENCHMARK(BM_SqliteAppend)->Arg(1)->Arg(1000)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
