// `renju ai-match --engine "CMD" [--engine "CMD2" | --level strong] --openings FILE`: a match
// between Gomocup-protocol engines, refereed by our rules core (src/ai/match/referee.hpp). Each
// opening is played twice, the engines exchanging colours; the report gives W/D/L by colour,
// the Elo difference with its 95 % margin by games and by pairs, and every game lost by a rule;
// with --sprt the match stops once it has decided between two Elo hypotheses (docs/engine.md).
#include <unistd.h>
#include <atomic>
#include <cctype>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ai/ai.hpp"
#include "ai/match/pairs.hpp"
#include "ai/match/referee.hpp"
#include "ai/match/stats.hpp"
#include "cli/ai_match_files.hpp"
#include "cli/command.hpp"

namespace renju::cli {
namespace {

namespace m = ai::match;
using match::Opening;
using match::Played;
using match::points_of_1;
using match::read_openings;
using match::result_text;
using match::tally;
using match::write_record;

struct MatchOptions {
  std::vector<std::string> engines;
  std::string level = "strong";
  std::string openings;
  std::vector<int> time_ms{1000};
  std::vector<long long> nodes{0};
  std::vector<int> depth{0};
  std::vector<int> settle{-1};  // -1: kRapfiSettleMs for a command naming Rapfi, else 0
  int threads = 1;
  int grace_ms = 1000;
  int max_openings = 0;  // 0: every opening in the file
  int concurrency = 1;
  int rounds = 1;    // the openings played this many times over
  std::string sprt;  // "ELO0,ELO1": stop when the SPRT decides; empty: play every game
  std::string records;
};

std::string self_command(const std::string& level) {
  char buf[4096];
  const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  std::string exe = n > 0 ? std::string(buf, static_cast<std::size_t>(n)) : "renju";
  std::string quoted = "'";
  for (char c : exe) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "' gomocup --level " + level;
}

// Rapfi misreads a TURN sent within a few hundred milliseconds of an early answer of its own
// (docs/engine.md, "Rapfi and TURN"); this wait removed the fault in the measured match.
constexpr int kRapfiSettleMs = 300;

bool names_rapfi(const std::string& command) {
  std::string lower = command;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower.find("rapfi") != std::string::npos;
}

template <class T>
T pick(const std::vector<T>& v, int engine) {
  return v.size() > static_cast<std::size_t>(engine) ? v[static_cast<std::size_t>(engine)]
                                                     : v.front();
}

// The most games one match may plan (each holds its record until the report).
constexpr long long kMaxGames = 1000000;

int run_match(const MatchOptions& opt) {
  if (opt.engines.empty() || opt.engines.size() > 2) {
    std::cerr << "error: give --engine once (against --level) or twice\n";
    return 2;
  }
  std::string error;
  m::Sprt test;
  const bool sequential = !opt.sprt.empty();
  if (sequential && !m::parse_sprt_bounds(opt.sprt, test, error)) {
    std::cerr << "error: " << error << "\n";
    return 2;
  }
  std::vector<Opening> openings;
  if (!read_openings(opt.openings, openings, error)) {
    std::cerr << "error: " << error << "\n";
    return 2;
  }
  if (opt.max_openings > 0 && static_cast<std::size_t>(opt.max_openings) < openings.size())
    openings.resize(static_cast<std::size_t>(opt.max_openings));
  if (!opt.records.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(opt.records, ec);
    if (ec) {
      std::cerr << "error: cannot create " << opt.records << ": " << ec.message() << "\n";
      return 2;
    }
  }
  std::signal(SIGPIPE, SIG_IGN);  // an engine that exits mid-write is reported, not fatal

  std::vector<m::PlayerSpec> players(2);
  for (int e = 0; e < 2; ++e) {
    players[e].command =
        e < static_cast<int>(opt.engines.size()) ? opt.engines[e] : self_command(opt.level);
    players[e].limits = {pick(opt.time_ms, e), pick(opt.nodes, e), pick(opt.depth, e), opt.threads};
    const int settle = pick(opt.settle, e);
    players[e].settle_ms =
        settle >= 0 ? settle : (names_rapfi(players[e].command) ? kRapfiSettleMs : 0);
  }
  if (static_cast<long long>(openings.size()) * 2 * opt.rounds > kMaxGames) {
    std::cerr << "error: " << openings.size() << " openings x 2 colours x " << opt.rounds
              << " rounds is more than " << kMaxGames << " games\n";
    return 2;
  }
  const int per_round = static_cast<int>(openings.size()) * 2;
  const int total = per_round * opt.rounds;
  if (opt.rounds == 1)
    std::printf("match: %zu openings x 2 colours = %d games, concurrency %d\n", openings.size(),
                total, opt.concurrency);
  else
    std::printf("match: %zu openings x 2 colours x %d rounds = %d games, concurrency %d\n",
                openings.size(), opt.rounds, total, opt.concurrency);
  if (sequential)
    std::printf("sprt: H0 elo %g, H1 elo %g, alpha %g, beta %g: stops at LLR <= %.2f or >= %.2f\n",
                test.elo0, test.elo1, test.alpha, test.beta, test.lower(), test.upper());
  for (int e = 0; e < 2; ++e) {
    const auto& l = players[e].limits;
    std::printf("engine %d: %s (time %d ms, nodes %lld, depth %d, settle %d ms)\n", e + 1,
                players[e].command.c_str(), l.time_ms, l.max_nodes, l.max_depth,
                players[e].settle_ms);
  }
  std::fflush(stdout);

  std::vector<Played> games(static_cast<std::size_t>(total));
  std::atomic<int> next{0};
  std::atomic<bool> stop{false};  // the SPRT has decided: no new game starts
  std::mutex mu;
  int finished = 0;
  m::Score running;
  m::PairScore pairs;
  m::Verdict decided = m::Verdict::kNone;
  double decided_llr = 0;
  int decided_pairs = 0;
  m::RefereeOptions ro;
  ro.grace_ms = opt.grace_ms;
  auto worker = [&] {
    for (int k; !stop.load() && (k = next.fetch_add(1)) < total;) {
      Played p;
      p.opening = (k % per_round) / 2;
      p.black = k % 2;  // engine 1 has Black in the first game of each pair
      p.result = m::play_game(openings[static_cast<std::size_t>(p.opening)].moves, players[p.black],
                              players[1 - p.black], ro);
      p.done = true;
      std::lock_guard lock(mu);
      tally(running, p);
      ++finished;
      if (!opt.records.empty()) write_record(opt.records, players, k, total, p);
      const Played& partner = games[static_cast<std::size_t>(k ^ 1)];
      if (partner.done) pairs.add(points_of_1(p), points_of_1(partner));
      games[static_cast<std::size_t>(k)] = std::move(p);
      const Played& g = games[static_cast<std::size_t>(k)];
      std::string sprt_text;
      if (sequential) {
        const double value = m::llr(pairs, test);
        if (decided == m::Verdict::kNone && partner.done) {
          decided = m::verdict(value, test);
          if (decided != m::Verdict::kNone) {
            decided_llr = value;
            decided_pairs = pairs.pairs();
            stop.store(true);
          }
        }
        char buf[48];
        std::snprintf(buf, sizeof buf, ", LLR %.2f", value);
        sprt_text = buf;
      }
      std::fprintf(stderr,
                   "game %d/%d (opening %d, engine %d black): %s %s after %zu moves; "
                   "engine 1: +%d =%d -%d%s\n",
                   finished, total, g.opening + 1, g.black + 1, result_text(g.result),
                   std::string(m::end_name(g.result.end)).c_str(), g.result.moves.size(),
                   running.wins, running.draws, running.losses, sprt_text.c_str());
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < opt.concurrency; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();

  // Engine 1's score by the colour it had; losses by a rule for each engine.
  m::Score as[2];  // [0] engine 1 as Black, [1] as White
  int faults[2][m::kEndCount] = {};
  int ends[m::kEndCount] = {};
  for (int k = 0; k < total; ++k) {
    const Played& p = games[static_cast<std::size_t>(k)];
    if (!p.done) continue;  // never started: the SPRT stopped the match
    tally(as[p.black], p);  // p.black is 0 when engine 1 had Black
    const int end = static_cast<int>(p.result.end);
    ++ends[end];
    if (m::is_fault(p.result.end)) {
      const int loser = p.result.winner == rules::Color::kBlack ? 1 - p.black : p.black;
      ++faults[loser][end];
      std::printf("fault: game %d engine %d (%s) lost by %s: %s\n", k + 1, loser + 1,
                  loser == p.black ? "black" : "white",
                  std::string(m::end_name(p.result.end)).c_str(), p.result.detail.c_str());
    }
  }
  m::Score all{as[0].wins + as[1].wins, as[0].draws + as[1].draws, as[0].losses + as[1].losses};
  std::printf("engine 1 as black: +%d =%d -%d\n", as[0].wins, as[0].draws, as[0].losses);
  std::printf("engine 1 as white: +%d =%d -%d\n", as[1].wins, as[1].draws, as[1].losses);
  std::printf("engine 1 total: +%d =%d -%d, score %.1f %%\n", all.wins, all.draws, all.losses,
              100 * all.fraction());
  std::printf("elo (engine 1 - engine 2): %s\n", m::elo_text(all).c_str());
  std::printf("pairs (engine 1's points of 2): %s\n", pairs.text().c_str());
  std::printf("elo by pairs (engine 1 - engine 2): %s over %d pairs\n", m::elo_text(pairs).c_str(),
              pairs.pairs());
  if (sequential) {
    if (decided == m::Verdict::kNone)
      std::printf("sprt: no verdict after %d pairs (LLR %.2f); play more --rounds\n", pairs.pairs(),
                  m::llr(pairs, test));
    else if (decided == m::Verdict::kH1)
      std::printf(
          "sprt: H1 accepted after %d pairs (LLR %.2f): engine 1 is better than %+g Elo "
          "(wrongly at most %g of the time); %d of %d games played\n",
          decided_pairs, decided_llr, test.elo0, test.alpha, finished, total);
    else
      std::printf(
          "sprt: H0 accepted after %d pairs (LLR %.2f): engine 1 is worse than %+g Elo "
          "(wrongly at most %g of the time); %d of %d games played\n",
          decided_pairs, decided_llr, test.elo1, test.beta, finished, total);
  }
  std::printf("ends:");
  for (int e = 0; e < m::kEndCount; ++e)
    std::printf("%s %s %d", e ? "," : "", std::string(m::end_name(static_cast<m::End>(e))).c_str(),
                ends[e]);
  std::printf("\n");
  for (int e = 0; e < 2; ++e) {
    std::printf(
        "engine %d losses by rule: forbidden %d, occupied %d, time-out %d, "
        "protocol error %d\n",
        e + 1, faults[e][static_cast<int>(m::End::kForbidden)],
        faults[e][static_cast<int>(m::End::kOccupied)],
        faults[e][static_cast<int>(m::End::kTimeout)],
        faults[e][static_cast<int>(m::End::kProtocol)]);
  }
  return 0;
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "ai-match", "Refereed match between Gomocup engines (ours or others) over fixed openings");
  auto opt = std::make_shared<MatchOptions>();
  cmd->add_option("--engine", opt->engines,
                  "Shell command of a Gomocup brain; give it twice, or once against --level")
      ->required()
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->add_option("--level", opt->level, "Our level as the second engine (renju gomocup)")
      ->check(CLI::IsMember(ai::level_names()))
      ->capture_default_str();
  cmd->add_option("--openings", opt->openings, "Openings file: a move list a line")->required();
  auto two = [](CLI::Option* o) {
    return o->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  };
  two(cmd->add_option("--time", opt->time_ms,
                      "Milliseconds per move (INFO timeout_turn); twice: engine 1, engine 2")
          ->check(CLI::Range(1, 3600000))
          ->capture_default_str());
  two(cmd->add_option("--nodes", opt->nodes, "INFO max_node (0: none); once or per engine")
          ->check(CLI::Range(0LL, 1000000000000LL)));
  two(cmd->add_option("--depth", opt->depth, "INFO max_depth (0: none); once or per engine")
          ->check(CLI::Range(0, 225)));
  two(cmd->add_option("--settle", opt->settle,
                      "Least milliseconds from an engine's answer to its next TURN (default 300 "
                      "for a command naming Rapfi, else 0); once or per engine")
          ->check(CLI::Range(0, 60000)));
  cmd->add_option("--threads", opt->threads, "INFO thread_num for both engines")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--grace", opt->grace_ms, "Milliseconds an answer may come late")
      ->check(CLI::Range(0, 600000))
      ->capture_default_str();
  cmd->add_option("--max-openings", opt->max_openings, "Play only the first N openings")
      ->check(CLI::Range(0, 100000));
  cmd->add_option("--concurrency", opt->concurrency, "Games played at the same time")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--rounds", opt->rounds, "Play the openings this many times over")
      ->check(CLI::Range(1, 10000))
      ->capture_default_str();
  cmd->add_option("--sprt", opt->sprt,
                  "ELO0,ELO1: stop once a sequential test accepts 'engine 1 is ELO0 stronger' "
                  "or 'ELO1 stronger' (alpha = beta = 0.05)");
  cmd->add_option("--records", opt->records, "Folder for one text record per game");
  cmd->callback([cmd, opt, &exit_code] {
    for (const char* name : {"--time", "--nodes", "--depth", "--settle"})
      if (cmd->count(name) > 2) {
        std::cerr << "error: " << name << " takes one value, or one per engine\n";
        exit_code = 2;
        return;
      }
    exit_code = run_match(*opt);
  });
});

}  // namespace
}  // namespace renju::cli
