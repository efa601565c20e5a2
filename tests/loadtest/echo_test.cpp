// The echo baseline end to end in one process: the server echoes, the load client times the
// round trips and stops by itself at its message budget.
#include <gtest/gtest.h>

#include <thread>

#include "loadtest/echo_load.hpp"
#include "loadtest/echo_server.hpp"

namespace renju::loadtest {
namespace {

struct RunningEcho {
  EchoServer server{"127.0.0.1", 0, 1};
  std::thread thread{[this] { server.run(); }};
  ~RunningEcho() {
    server.stop();
    thread.join();
  }
  Target target() const { return Target{"127.0.0.1", server.port(), "/"}; }
};

TEST(EchoLoad, ClosedLoopStopsAtItsMessageBudget) {
  RunningEcho echo;
  EchoLoadOptions o;
  o.target = echo.target();
  o.connections = 20;
  o.rate = 0;
  o.window = 2;
  o.seconds = 30;  // the budget ends it long before
  o.max_messages = 2000;
  o.threads = 2;
  const LoadReport r = run_echo_load(o);
  EXPECT_EQ(r.connections_open, 20);
  EXPECT_EQ(r.metrics.error_count(), 0u) << r.metrics.errors_text();
  EXPECT_GE(r.metrics.completed, 2000u);
  EXPECT_LE(r.metrics.sent, 2000u);
  EXPECT_EQ(r.metrics.ack.count(), r.metrics.completed);
  EXPECT_GT(r.metrics.ack.quantile(0.5), 0u);
  EXPECT_TRUE(r.ended_early) << "the message budget, not the 30 s limit, ended the run";
}

TEST(EchoLoad, OpenLoopSendsAtTheRequestedRate) {
  RunningEcho echo;
  EchoLoadOptions o;
  o.target = echo.target();
  o.connections = 10;
  o.rate = 20;  // 10 × 20 = 200 messages a second
  o.seconds = 1.0;
  std::vector<std::string> lines;
  o.progress = [&lines](const std::string& l) { lines.push_back(l); };
  const LoadReport r = run_echo_load(o);
  EXPECT_EQ(r.metrics.error_count(), 0u) << r.metrics.errors_text();
  // Open loop: never faster than asked, however long the run took on this machine (each
  // connection may send one more at each end of the phase, for its random phase).
  EXPECT_LE(r.metrics.sent, static_cast<std::uint64_t>(10 * 20 * r.seconds) + 2 * 10);
  EXPECT_GE(r.metrics.sent, 10u) << "every connection sent";
  ASSERT_GE(lines.size(), 2u);
  EXPECT_NE(lines.front().find("connected 10/10"), std::string::npos) << lines.front();
  EXPECT_NE(lines.back().find("open=10"), std::string::npos) << lines.back();
}

TEST(EchoLoad, ConnectionsToADeadPortAreCountedAsErrors) {
  std::uint16_t port = 0;
  {
    EchoServer probe("127.0.0.1", 0, 1);
    port = probe.port();
  }  // closed again: nothing listens there now
  EchoLoadOptions o;
  o.target = Target{"127.0.0.1", port, "/"};
  o.connections = 5;
  o.seconds = 0.2;
  const LoadReport r = run_echo_load(o);
  EXPECT_EQ(r.connections_open, 0);
  EXPECT_EQ(r.metrics.errors.at("connect"), 5u);
  EXPECT_EQ(r.metrics.completed, 0u);
}

}  // namespace
}  // namespace renju::loadtest
