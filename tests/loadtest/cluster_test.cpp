// The cluster under faults, as `scripts/cluster up` starts it (PostgreSQL, HAProxy, three
// `renju serve` nodes on loopback): games played through HAProxy spread over the nodes; a node
// killed mid-game, a node stopped (SIGSTOP) while its games move and then resumed, and
// PostgreSQL restarted under load lose no acknowledged action, and play goes on each time.
#include <gtest/gtest.h>

#include <signal.h>
#include <stdlib.h>

#include <atomic>
#include <boost/json.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>

#include "background_load.hpp"
#include "loadtest/client.hpp"
#include "loadtest/game_load.hpp"

namespace renju::loadtest {
namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

// A takeover waits for PostgreSQL to end the lost node's session: longer than one server's
// restart.
constexpr std::chrono::seconds kLimit(90);
template <class F>
bool wait_long(F condition) {
  return wait_until(std::move(condition), kLimit);
}

std::optional<json::object> get_json(const Target& t, const std::string& path) {
  const HttpReply r = http_request_sync(t, "GET", path);
  boost::system::error_code ec;
  auto v = json::parse(r.body, ec);
  if (r.status == 0 || ec || !v.is_object()) return std::nullopt;
  // A game's answer is its state object wrapped in {"state": …}.
  if (auto* state = v.get_object().if_contains("state"); state && state->is_object()) {
    v = std::move(*state);
  }
  v.get_object()["http_status"] = r.status;
  return std::move(v.get_object());
}

// scripts/cluster up in a folder of its own, down again at the end of the test.
class Cluster {
 public:
  Cluster() {
    std::string t = (fs::temp_directory_path() / "renju-cluster-XXXXXX").string();
    if (!mkdtemp(t.data())) throw std::runtime_error("mkdtemp");
    // PostgreSQL runs as `nobody` under root: it must reach the folder the script makes.
    fs::permissions(t, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                           fs::perms::others_read | fs::perms::others_exec);
    dir_ = fs::path(t) / "c";  // the script makes its own folder
    up_ = start();
    if (!up_) {
      // Setting up is not what this file tests: a start that fails (a port another test took
      // between the script's check and its bind, say) is shown in full and tried once more.
      std::cerr << "scripts/cluster up failed, trying once more; its log:\n" << script_log();
      script("down");
      up_ = start();
    }
  }
  ~Cluster() {
    script("down");
    std::error_code ignored;
    fs::remove_all(dir_.parent_path(), ignored);
  }
  bool up() const { return up_ && env_.contains("URL_PORT"); }
  // What scripts/cluster printed, every call of this test.
  std::string script_log() const {
    std::ifstream in(log_path());
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }
  int script(const std::string& args) const {
    const std::string cmd = std::string(RENJU_SOURCE_DIR) + "/scripts/cluster " + args + " --dir " +
                            dir_.string() + " >>" + log_path().string() + " 2>&1";
    return std::system(cmd.c_str());
  }
  Target proxy() const { return {"127.0.0.1", port("URL_PORT"), "/"}; }
  Target node(int i) const {
    return {"127.0.0.1", port("NODE" + std::to_string(i) + "_PORT"), "/"};
  }
  // HAProxy's view of node i ("UP", "DOWN", …; "" when it does not answer).
  std::string proxy_status(int i) const {
    const HttpReply r =
        http_request_sync({"127.0.0.1", port("STATS_PORT"), "/"}, "GET", "/stats;csv");
    std::istringstream lines(r.body);
    const std::string prefix = "by_game,n" + std::to_string(i) + ",";
    for (std::string line; std::getline(lines, line);) {
      if (!line.starts_with(prefix)) continue;
      std::istringstream fields(line);
      std::string field;
      for (int f = 0; f <= 17 && std::getline(fields, field, ','); ++f) {
      }
      return field;  // the 18th field is the status
    }
    return "";
  }
  // The end of node i's log, for failure messages.
  std::string log_tail(int i) const {
    std::ifstream in(dir_ / ("node-" + std::to_string(i) + ".log"));
    std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return all.substr(all.size() > 3000 ? all.size() - 3000 : 0);
  }
  int pid(int i) const { return std::stoi(env_.at("NODE" + std::to_string(i) + "_PID")); }
  // The node's /api/health figure (-1 when it does not answer).
  std::int64_t figure(int i, const char* name) const {
    const auto h = get_json(node(i), "/api/health");
    return h && h->contains(name) ? h->at(name).to_number<std::int64_t>() : -1;
  }

 private:
  std::uint16_t port(const std::string& key) const {
    return static_cast<std::uint16_t>(std::stoi(env_.at(key)));
  }
  fs::path log_path() const { return dir_.parent_path() / "script.log"; }
  // scripts/cluster up, then what it wrote to cluster.env.
  bool start() {
    if (script("up --nodes 3 --bin " RENJU_BINARY) != 0) return false;
    env_.clear();
    std::ifstream env(dir_ / "cluster.env");
    for (std::string line; std::getline(env, line);) {
      if (auto eq = line.find('='); eq != std::string::npos) {
        env_[line.substr(0, eq)] = line.substr(eq + 1);
      }
    }
    return true;
  }
  fs::path dir_;
  bool up_ = false;
  std::map<std::string, std::string> env_;
};

TEST(Cluster, NodeKilledNodeStoppedAndDatabaseRestartedLoseNothing) {
  Cluster cluster;
  ASSERT_TRUE(cluster.up()) << "scripts/cluster up failed twice; its log:\n"
                            << cluster.script_log();

  GameLoadOptions o;
  o.target = cluster.proxy();
  o.games = 9;
  o.move_interval = 0.02;
  o.seconds = 600;  // ended through BackgroundLoad::finish
  o.setup_parallel = 9;
  o.record_acks = true;
  std::atomic<std::uint64_t> unavailable{0};
  o.unavailable = &unavailable;
  BackgroundLoad load(o, kLimit);
  auto play_on = [&load](std::uint64_t n) { return load.play_on(n); };
  // The live node holding the most games (0: none holds any).
  auto busiest = [&](std::initializer_list<int> nodes) {
    int best = 0;
    std::int64_t most = 0;
    for (int i : nodes) {
      if (const auto n = cluster.figure(i, "games_loaded"); n > most) best = i, most = n;
    }
    return best;
  };

  // Consistent hashing spreads the games: nine games on one node of three would be 1 in 3^8.
  ASSERT_TRUE(play_on(30)) << "no play through HAProxy";
  ASSERT_TRUE(wait_long([&] {
    int holding = 0;
    for (int i = 1; i <= 3; ++i) holding += cluster.figure(i, "games_loaded") > 0;
    return holding >= 2;
  })) << "the games did not spread over the nodes";

  // SIGKILL the busiest node: its games load on the others, their players reconnect.
  const int killed = busiest({1, 2, 3});
  ASSERT_NE(killed, 0);
  ASSERT_EQ(kill(cluster.pid(killed), SIGKILL), 0);
  ASSERT_TRUE(play_on(60)) << "play did not go on after node " << killed << " was killed";

  // SIGSTOP the busiest survivor until its games have moved and been played on, then resume it:
  // it hears that they were taken over and closes them; nothing it held is written.
  std::vector<int> alive;
  for (int i = 1; i <= 3; ++i)
    if (i != killed) alive.push_back(i);
  const int stopped = busiest({alive[0], alive[1]}) != 0 ? busiest({alive[0], alive[1]}) : alive[0];
  const int other = alive[0] == stopped ? alive[1] : alive[0];
  const std::int64_t moved_before = cluster.figure(stopped, "games_moved");
  ASSERT_EQ(kill(cluster.pid(stopped), SIGSTOP), 0);
  // HAProxy marks it down and closes its sockets; its players reconnect to the other node,
  // which takes their games over (after PostgreSQL ended the stopped node's open transaction).
  const bool moved_on =
      wait_long([&] { return cluster.proxy_status(stopped).starts_with("DOWN"); }) && play_on(200);
  ASSERT_EQ(kill(cluster.pid(stopped), SIGCONT), 0);
  ASSERT_TRUE(moved_on) << "play did not go on while node " << stopped << " was stopped";
  ASSERT_TRUE(wait_long([&] { return cluster.figure(stopped, "games_moved") > moved_before; }))
      << "the resumed node kept games another node took over:\n"
      << cluster.log_tail(stopped);
  ASSERT_TRUE(play_on(30)) << "play did not go on after node " << stopped << " resumed";

  // PostgreSQL stopped under load: the nodes say so and refuse actions; restarted, play resumes.
  ASSERT_EQ(cluster.script("pg stop"), 0);
  const int probe = other;
  ASSERT_TRUE(wait_long([&] {
    const auto h = get_json(cluster.node(probe), "/api/health?store=1");
    return h && h->at("http_status").as_int64() == 503 && !h->at("store_reachable").as_bool();
  })) << "node "
      << probe << " did not say that its store is out of reach";
  const auto refused_before = unavailable.load();
  ASSERT_TRUE(wait_long([&] { return unavailable.load() > refused_before; }))
      << "no action was refused while PostgreSQL was down";
  ASSERT_EQ(cluster.script("pg start"), 0);
  ASSERT_TRUE(play_on(60)) << "play did not resume after PostgreSQL restarted";
  const GameLoadReport& report = load.finish();

  // Every acknowledged action is in its game's log at its version, read back through HAProxy.
  std::size_t acked = 0;
  for (const AckedGame& g : report.games) {
    if (g.acked.empty()) continue;
    // The node the game hashes to may be taking it over again just now: wait for its answer.
    std::optional<json::object> state;
    wait_long([&] {
      state = get_json(cluster.proxy(), "/api/games/" + g.id);
      return state && state->contains("log");
    });
    ASSERT_TRUE(state && state->contains("log"))
        << "game " << g.id << " cannot be read back: "
        << http_request_sync(cluster.proxy(), "GET", "/api/games/" + g.id).body;
    const auto& log = state->at("log").as_array();
    EXPECT_EQ(state->at("v").to_number<std::int64_t>(), static_cast<std::int64_t>(log.size()));
    for (const auto& [v, text] : g.acked) {
      ASSERT_GE(v, 1);
      ASSERT_LE(v, static_cast<std::int64_t>(log.size()))
          << g.id << ": acknowledged v" << v << " '" << text << "' is missing";
      EXPECT_EQ(log[static_cast<std::size_t>(v - 1)].as_string(), text) << g.id << " v" << v;
      ++acked;
    }
  }
  EXPECT_GE(acked, 150u);
}

}  // namespace
}  // namespace renju::loadtest
