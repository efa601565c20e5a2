// `renju ai-match --engine "CMD" [--engine "CMD2" | --level strong] --openings FILE`: a match
// between Gomocup-protocol engines, refereed by our rules core (src/ai/match/referee.hpp). Each
// opening is played twice, the engines exchanging colours; the report gives W/D/L by colour,
// the Elo difference with its 95 % margin, and every game lost by a rule (docs/engine.md).
#include <unistd.h>
#include <atomic>
#include <cctype>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "ai/ai.hpp"
#include "ai/match/referee.hpp"
#include "ai/match/stats.hpp"
#include "cli/command.hpp"
#include "openings/canonical.hpp"
#include "rules/notation.hpp"

namespace renju::cli {
namespace {

namespace m = ai::match;

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
  std::string records;
};

struct Opening {
  int line = 0;
  std::vector<rules::Point> moves;
};

// The openings file: one move list a line ("h8 h9 j10"); blank lines and '#' comments skipped.
bool read_openings(const std::string& path, std::vector<Opening>& out, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read the openings file " + path;
    return false;
  }
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    const auto hash = text.find('#');
    if (hash != std::string::npos) text.resize(hash);
    if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
    auto parsed = rules::parse_moves(text);
    if (auto* e = std::get_if<rules::ParseError>(&parsed)) {
      error = path + ":" + std::to_string(n) + ": " + e->message;
      return false;
    }
    Opening o{n, std::get<std::vector<rules::Point>>(parsed)};
    const std::string why = m::check_opening(o.moves);
    if (!why.empty()) {
      error = path + ":" + std::to_string(n) + ": " + why;
      return false;
    }
    out.push_back(std::move(o));
  }
  if (out.empty()) error = "no openings in " + path;
  return !out.empty();
}

std::string moves_text(const std::vector<rules::Point>& moves) {
  std::string s;
  for (auto p : moves) s += (s.empty() ? "" : " ") + rules::to_string(p);
  return s;
}

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

struct Played {
  bool done = false;
  int opening = 0;
  int black = 0;  // engine index (0 or 1) that had Black
  m::GameResult result;
};

const char* result_text(const m::GameResult& r) {
  return r.winner == rules::Color::kBlack ? "1-0"
                                          : (r.winner == rules::Color::kWhite ? "0-1" : "1/2-1/2");
}

// " (4D Kagetsu)" when the game's first three stones make one of the 26 openings, else "".
std::string opening_name(const std::vector<rules::Point>& moves) {
  if (moves.size() < 3) return "";
  const auto* named = openings::recognise_opening(std::span(moves.data(), 3));
  return named ? " (" + std::string(named->code) + " " + std::string(named->name) + ")" : "";
}

void write_record(const MatchOptions& opt, const std::vector<m::PlayerSpec>& players, int game,
                  int total, const Played& p) {
  char name[32];
  std::snprintf(name, sizeof name, "game-%03d.txt", game + 1);
  std::ofstream out(std::filesystem::path(opt.records) / name);
  out << "# renju ai-match game " << game + 1 << " of " << total << "\n"
      << "# black: engine " << p.black + 1 << ": " << players[p.black].command << "\n"
      << "# white: engine " << 2 - p.black << ": " << players[1 - p.black].command << "\n"
      << "# rule: renju (Gomocup INFO rule 4: the RIF forbidden moves for Black; the opening\n"
      << "#   stones come from the openings file, so no opening rule is played)\n"
      << "# opening: " << p.opening + 1 << opening_name(p.result.moves) << "\n"
      << "# result: " << result_text(p.result) << " (" << m::end_name(p.result.end) << ": "
      << p.result.detail << ")\n"
      << moves_text(p.result.moves) << "\n";
}

int run_match(const MatchOptions& opt) {
  if (opt.engines.empty() || opt.engines.size() > 2) {
    std::cerr << "error: give --engine once (against --level) or twice\n";
    return 2;
  }
  std::vector<Opening> openings;
  std::string error;
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
  const int total = static_cast<int>(openings.size()) * 2;
  std::printf("match: %zu openings x 2 colours = %d games, concurrency %d\n", openings.size(),
              total, opt.concurrency);
  for (int e = 0; e < 2; ++e) {
    const auto& l = players[e].limits;
    std::printf("engine %d: %s (time %d ms, nodes %lld, depth %d, settle %d ms)\n", e + 1,
                players[e].command.c_str(), l.time_ms, l.max_nodes, l.max_depth,
                players[e].settle_ms);
  }
  std::fflush(stdout);

  std::vector<Played> games(static_cast<std::size_t>(total));
  std::atomic<int> next{0};
  std::mutex mu;
  int finished = 0;
  m::Score running;
  m::RefereeOptions ro;
  ro.grace_ms = opt.grace_ms;
  auto worker = [&] {
    for (int k; (k = next.fetch_add(1)) < total;) {
      Played p;
      p.opening = k / 2;
      p.black = k % 2;  // engine 1 has Black in the first game of each pair
      p.result = m::play_game(openings[static_cast<std::size_t>(p.opening)].moves, players[p.black],
                              players[1 - p.black], ro);
      p.done = true;
      std::lock_guard lock(mu);
      const rules::Color first = p.black == 0 ? rules::Color::kBlack : rules::Color::kWhite;
      if (p.result.winner == rules::Color::kEmpty)
        ++running.draws;
      else if (p.result.winner == first)
        ++running.wins;
      else
        ++running.losses;
      ++finished;
      std::fprintf(stderr,
                   "game %d/%d (opening %d, engine %d black): %s %s after %zu moves; "
                   "engine 1: +%d =%d -%d\n",
                   finished, total, p.opening + 1, p.black + 1, result_text(p.result),
                   std::string(m::end_name(p.result.end)).c_str(), p.result.moves.size(),
                   running.wins, running.draws, running.losses);
      if (!opt.records.empty()) write_record(opt, players, k, total, p);
      games[static_cast<std::size_t>(k)] = std::move(p);
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
    const int colour_of_1 = p.black == 0 ? 0 : 1;
    const rules::Color c1 = colour_of_1 == 0 ? rules::Color::kBlack : rules::Color::kWhite;
    m::Score& s = as[colour_of_1];
    if (p.result.winner == rules::Color::kEmpty)
      ++s.draws;
    else if (p.result.winner == c1)
      ++s.wins;
    else
      ++s.losses;
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
