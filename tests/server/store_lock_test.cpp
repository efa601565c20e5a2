// A database locked by another connection (issue 11, hole 3): while it holds SQLite's write lock
// and a player's action waits for its commit, health and pages still answer, and so do the io
// threads for everyone whose request needs no store; once the lock goes, every waiting request
// is answered and nothing acknowledged is lost.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <functional>
#include <thread>

#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

// BEGIN IMMEDIATE on a connection of the test's own: what another process holding the write
// lock looks like to the server.
class ExternalWriteLock {
 public:
  explicit ExternalWriteLock(const std::filesystem::path& db) {
    if (sqlite3_open(db.c_str(), &db_) != SQLITE_OK) throw std::runtime_error("open failed");
    exec("BEGIN IMMEDIATE");
  }
  ~ExternalWriteLock() {
    release();
    sqlite3_close(db_);
  }
  void release() {
    if (held_) exec("ROLLBACK");
    held_ = false;
  }

 private:
  void exec(const char* sql) {
    if (sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) != SQLITE_OK) {
      throw std::runtime_error(std::string(sql) + ": " + sqlite3_errmsg(db_));
    }
  }
  sqlite3* db_ = nullptr;
  bool held_ = true;
};

json::object health(unsigned short port) {
  auto r = http_call(port, "GET", "/api/health");
  EXPECT_EQ(r.status, 200) << r.body;
  return r.json();
}

std::int64_t figure(const json::object& health, const char* group, const char* name) {
  return health.at(group).at(name).to_number<std::int64_t>();
}

// Health until `ready` holds (each answer is immediate: the server exposes these figures
// without touching the store).
json::object health_when(unsigned short port,
                         const std::function<bool(const json::object&)>& ready) {
  const auto deadline = std::chrono::steady_clock::now() + 20s;
  for (;;) {
    auto h = health(port);
    if (ready(h)) return h;
    if (std::chrono::steady_clock::now() > deadline) {
      throw std::runtime_error("health never showed the expected state: " + json::serialize(h));
    }
    std::this_thread::sleep_for(5ms);
  }
}

TEST(StoreLock, HealthAndPagesAnswerWhileAnotherConnectionHoldsTheWriteLock) {
  ServerConfig config;
  config.threads = 2;
  config.pages = [](const HttpRequest& r) -> std::optional<HttpReply> {
    if (r.target != "/app.js") return std::nullopt;
    return HttpReply{200, "text/javascript; charset=utf-8", "// the client\n", {}};
  };
  TestServer server(config);
  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "standard");
  const auto unloaded = create_game(port, "standard");  // nobody connected: not in memory

  ExternalWriteLock lock(server.db_path());
  a->send(action_message("A place h8", 1));
  health_when(port, [](const json::object& h) { return figure(h, "commits", "pending") == 1; });

  // Visitors whose requests need the store, more of them than the server has io threads: a
  // server that called the store on its io threads would now have none left for anyone.
  constexpr int kShows = 4;
  std::vector<HttpResult> shows(kShows);
  HttpResult created;
  std::unique_ptr<WsClient> watcher;
  std::vector<std::thread> visitors;
  for (int i = 0; i < kShows; ++i) {
    visitors.emplace_back(
        [&, i] { shows[i] = http_call(port, "GET", "/api/games/" + a_ticket.id); });
  }
  visitors.emplace_back(
      [&] { created = http_call(port, "POST", "/api/games", "{}", "application/json"); });
  visitors.emplace_back([&] { watcher = connect_game(port, unloaded.id, std::nullopt); });
  struct JoinOnExit {
    std::vector<std::thread>& threads;
    ExternalWriteLock& lock;
    ~JoinOnExit() {
      lock.release();  // a failed assertion must not leave the visitors waiting for ever
      for (auto& t : threads)
        if (t.joinable()) t.join();
    }
  } join_on_exit{visitors, lock};

  // Every one of them is waiting at the store (the shows and the load of the unloaded game
  // for the read thread, the creation for the write thread), and the action still waits for
  // its commit: health answered all the same.
  const auto during = health_when(port, [](const json::object& h) {
    return figure(h, "store", "reads_pending") == kShows + 1 &&
           figure(h, "store", "writes_pending") == 1;
  });
  EXPECT_EQ(figure(during, "commits", "pending"), 1);
  EXPECT_EQ(figure(during, "commits", "batches"), 0);

  // A page answers too, and the action was still unanswered after it had.
  auto page = http_call(port, "GET", "/app.js");
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.body, "// the client\n");
  EXPECT_EQ(http_call(port, "GET", "/api/nothing-here").status, 404);
  const auto after_page = health(port);
  EXPECT_EQ(figure(after_page, "commits", "pending"), 1) << "the lock was released too early";
  EXPECT_EQ(figure(after_page, "commits", "batches"), 0);
  EXPECT_EQ(figure(after_page, "store", "reads_pending"), kShows + 1);

  lock.release();
  for (auto& t : visitors) t.join();

  // The action: acknowledged, or (had the lock outlasted SQLite's busy timeout) refused
  // cleanly with nothing stored; either way the game is where its players were told it is.
  auto answer = answer_to(*a, 1, 10s);
  std::vector<std::string> expected_log;
  if (answer.at("t") == "ack") {
    EXPECT_EQ(answer.at("v"), 1);
    expected_log = {"A place h8"};
    wait_version(*b, 1);
  } else {
    EXPECT_EQ(answer.at("code"), "unavailable") << json::serialize(answer);
  }
  EXPECT_EQ(server.store().load_game(a_ticket.id)->actions, expected_log);

  for (const auto& show : shows) {
    EXPECT_EQ(show.status, 200) << show.body;
    EXPECT_EQ(str(show.json().at("game")), a_ticket.id);
  }
  ASSERT_TRUE(watcher) << "the unloaded game's socket got no state";
  if (created.status == 201) {
    EXPECT_TRUE(server.store().load_game(std::string(created.json().at("id").as_string())));
  } else {
    EXPECT_EQ(created.status, 500) << created.body;
    EXPECT_EQ(created.json().at("error").at("code"), "internal");
  }

  // And the game goes on.
  const auto v = static_cast<std::int64_t>(expected_log.size());
  const auto next =
      v == 0 ? act(*a, action_message("A place h8", 2)) : act(*b, action_message("B place h9", 2));
  EXPECT_EQ(next.at("t"), "ack") << json::serialize(next);
  EXPECT_EQ(next.at("v"), v + 1);
}

}  // namespace
}  // namespace renju::server::testing
