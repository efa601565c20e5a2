// Durability: `renju serve` is killed with SIGKILL in the middle of a game and restarted on the
// same database; every acknowledged action must be there and the game must go on from it. Run
// on a SQLite file and on a PostgreSQL database (the test server of tests/store/pg_server.hpp).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include "child_server.hpp"
#include "server_fixture.hpp"
#include "store/pg_server.hpp"

namespace renju::server::testing {
namespace {

class Crash : public ::testing::TestWithParam<std::string> {
 protected:
  Crash() {
    if (GetParam() == "postgresql") pg_.emplace();
  }
  // The SQLite file under `dir` (its folder is created by serve), or the PostgreSQL URL.
  std::filesystem::path database(const TempDir& dir) const {
    return pg_ ? std::filesystem::path(pg_->url()) : dir.path() / "data" / "renju.db";
  }
  std::optional<store::TempPgDb> pg_;
};

INSTANTIATE_TEST_SUITE_P(Stores, Crash, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& p) { return p.param; });

TEST_P(Crash, SigkillKeepsEveryAcknowledgedAction) {
  TempDir dir;
  const auto db = database(dir);
  const std::vector<std::string> moves = {"A place h8",  "B swap",     "A place h9", "B keep",
                                          "B place j10", "A place g7", "B choose 1", "B swap"};
  std::vector<std::string> acked;
  std::string a_secret, b_secret, id;
  {
    ChildServer child(db);
    auto a_ticket = create_game(child.port(), "taraguchi-10", "black");
    auto b_ticket = join_game(child.port(), a_ticket.id);
    id = a_ticket.id;
    a_secret = a_ticket.secret;
    b_secret = b_ticket.secret;
    auto a = connect_game(child.port(), id, a_secret);
    auto b = connect_game(child.port(), id, b_secret);
    int n = 0;
    for (std::size_t i = 0; i + 1 < moves.size(); ++i) {
      auto reply = act(moves[i][0] == 'A' ? *a : *b, action_message(moves[i], ++n));
      ASSERT_EQ(reply.at("t"), "ack") << moves[i] << " " << json::serialize(reply);
      acked.push_back(moves[i]);
    }
    // One more action in flight when the process dies: it may or may not have been stored.
    b->send(action_message(moves.back(), ++n));
    child.signal_and_wait(SIGKILL);
  }

  ChildServer restarted(db);
  json::object state;
  auto a = connect_game(restarted.port(), id, a_secret, std::nullopt, &state);
  auto b = connect_game(restarted.port(), id, b_secret);
  std::vector<std::string> log;
  for (const auto& line : state.at("log").as_array()) log.emplace_back(line.as_string());
  ASSERT_GE(log.size(), acked.size());
  EXPECT_TRUE(std::equal(acked.begin(), acked.end(), log.begin())) << "acknowledged prefix";
  ASSERT_LE(log.size(), moves.size());
  if (log.size() == moves.size()) {
    EXPECT_EQ(log.back(), moves.back());
  }
  EXPECT_EQ(state.at("v").as_int64(), static_cast<std::int64_t>(log.size()));

  // The game goes on: the in-flight swap is resent only if it is missing, then A (Black
  // again) plays stone 5 in the 9×9 square; versions continue without a gap.
  int n = 100;
  if (log.size() < moves.size()) {
    ASSERT_EQ(act(*b, action_message(moves.back(), ++n)).at("t"), "ack");
  }
  auto reply = act(*a, action_message("A place d4", ++n));
  ASSERT_EQ(reply.at("t"), "ack") << json::serialize(reply);
  EXPECT_EQ(reply.at("v"), static_cast<std::int64_t>(moves.size()) + 1);

  // SIGTERM: a goodbye to the client and a clean exit.
  int status = restarted.signal_and_wait(SIGTERM);
  EXPECT_TRUE(WIFEXITED(status)) << restarted.log();
  EXPECT_EQ(WEXITSTATUS(status), 0) << restarted.log();
  EXPECT_EQ(a->expect("bye").at("reason"), "shutdown");
  EXPECT_NE(restarted.log().find("shutting down"), std::string::npos) << restarted.log();
}

}  // namespace
}  // namespace renju::server::testing
