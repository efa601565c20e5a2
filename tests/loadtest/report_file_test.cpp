// The load report files of `loadtest --processes`: histograms and reports survive the text
// form exactly, anything else is refused with the line that breaks it, and merging adds the
// children's figures up.
#include "loadtest/report_file.hpp"

#include <gtest/gtest.h>

#include "loadtest/processes.hpp"

namespace renju::loadtest {
namespace {

Histogram sample(std::uint64_t from, int n) {
  Histogram h;
  for (int i = 0; i < n; ++i) h.record(from + static_cast<std::uint64_t>(i) * 7919);
  return h;
}

void expect_same(const Histogram& a, const Histogram& b) {
  EXPECT_EQ(a.count(), b.count());
  EXPECT_EQ(a.min(), b.min());
  EXPECT_EQ(a.max(), b.max());
  for (double q : {0.0, 0.1, 0.5, 0.9, 0.99, 1.0}) EXPECT_EQ(a.quantile(q), b.quantile(q)) << q;
}

TEST(ReportFile, HistogramsRoundTrip) {
  for (const Histogram& h : {Histogram{}, sample(5, 1), sample(1000, 500), sample(1u << 30, 64)}) {
    auto back = Histogram::from_text(h.to_text());
    ASSERT_TRUE(back.has_value()) << h.to_text();
    expect_same(h, *back);
  }
}

TEST(ReportFile, HistogramTextThatIsNotOneIsRefused) {
  for (const char* bad : {"", "1", "1 2", "x 0 0", "1 5 5", "1 5 5 3:2", "1 5 5 3:1 ", "2 5 5 3:1",
                          "1 5 5 99999:1", "1 5 5 3:0", "1 9 5 3:1", "1 5 5 3-1"}) {
    EXPECT_FALSE(Histogram::from_text(bad).has_value()) << bad;
  }
}

GameLoadReport child_report(std::uint64_t completed, double seconds) {
  GameLoadReport r;
  r.connections_open = 20;
  r.games_live = 10;
  r.seconds = seconds;
  r.metrics.sent = completed + 3;
  r.metrics.completed = completed;
  r.metrics.games_finished = 2;
  r.metrics.errors["not_your_turn"] = 1;
  r.metrics.errors["connect refused"] = 2;
  r.metrics.ack = sample(200000, static_cast<int>(completed));
  r.metrics.peer = sample(300000, 7);
  r.server_cpu_seconds = 1.25;
  r.own_cpu_seconds = 0.5;
  r.commit_batches = 40;
  r.commit_actions = 400;
  return r;
}

TEST(ReportFile, ReportsRoundTrip) {
  const GameLoadReport r = child_report(123, 3.5);
  auto back = report_from_text(report_to_text(r));
  ASSERT_TRUE(std::holds_alternative<GameLoadReport>(back)) << std::get<std::string>(back);
  const auto& b = std::get<GameLoadReport>(back);
  EXPECT_EQ(b.connections_open, 20);
  EXPECT_EQ(b.games_live, 10);
  EXPECT_DOUBLE_EQ(b.seconds, 3.5);
  EXPECT_EQ(b.metrics.sent, 126u);
  EXPECT_EQ(b.metrics.completed, 123u);
  EXPECT_EQ(b.metrics.errors, r.metrics.errors);
  expect_same(b.metrics.ack, r.metrics.ack);
  expect_same(b.metrics.peer, r.metrics.peer);
  EXPECT_DOUBLE_EQ(b.server_cpu_seconds, 1.25);
  EXPECT_DOUBLE_EQ(b.own_cpu_seconds, 0.5);
  EXPECT_EQ(b.commit_actions, 400);
}

TEST(ReportFile, TextThatIsNotAReportIsRefusedWithItsLine) {
  const auto error = [](std::string_view text) {
    auto r = report_from_text(text);
    return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : std::string();
  };
  EXPECT_EQ(error(""), "empty: not a load report");
  EXPECT_EQ(error("hello\n"), "line 1: not a load report");
  const std::string good = report_to_text(child_report(5, 1));
  EXPECT_EQ(error(good + "colour blue\n"), "line 18: unknown key 'colour'");
  EXPECT_EQ(error(good + "sent -4\n"), "line 18: bad value for sent");
  EXPECT_EQ(error(good + "ack 1 2\n"), "line 18: bad value for ack");
  EXPECT_EQ(error(good + "seconds\n"), "line 18: no value");
  EXPECT_EQ(error(good + "error 3\n"), "line 18: bad value for error");
}

TEST(ReportFile, MergingAddsTheChildrenUp) {
  const GameLoadReport merged = merge_reports({child_report(100, 3.0), child_report(50, 3.2)});
  EXPECT_EQ(merged.metrics.completed, 150u);
  EXPECT_EQ(merged.metrics.ack.count(), 150u);
  EXPECT_EQ(merged.connections_open, 40);
  EXPECT_EQ(merged.games_live, 20);
  EXPECT_EQ(merged.metrics.errors.at("connect refused"), 4u);
  EXPECT_DOUBLE_EQ(merged.seconds, 3.1);
  EXPECT_DOUBLE_EQ(merged.own_cpu_seconds, 1.0);      // the generators add up
  EXPECT_DOUBLE_EQ(merged.server_cpu_seconds, 1.25);  // one server, seen by the first child
  EXPECT_EQ(merged.commit_batches, 40);
}

TEST(ReportFile, GamesAreSharedOutWithNoneLost) {
  for (int total : {1, 7, 100, 101}) {
    for (int n : {1, 2, 3, 8}) {
      int sum = 0;
      for (int k = 0; k < n; ++k) {
        EXPECT_LE(share_of(total, n, k), total / n + 1);
        sum += share_of(total, n, k);
      }
      EXPECT_EQ(sum, total) << total << " over " << n;
    }
  }
}

}  // namespace
}  // namespace renju::loadtest
