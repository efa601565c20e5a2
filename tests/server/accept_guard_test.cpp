// The accept loop's parts without a network: the back-off's waits, the once-per-interval
// report (its clock passed in), and the reserve descriptors lent and given back.
#include "server/accept_guard.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <memory>
#include <vector>

namespace renju::server {
namespace {

using namespace std::chrono_literals;

TEST(AcceptGuard, BackoffDoublesFromTenMillisecondsToOneSecondAndStartsOver) {
  AcceptBackoff b;
  std::vector<long> waits;
  for (int i = 0; i < 10; ++i) waits.push_back(b.next().count());
  EXPECT_EQ(waits, (std::vector<long>{10, 20, 40, 80, 160, 320, 640, 1000, 1000, 1000}));
  b.reset();
  EXPECT_EQ(b.next().count(), 10);
}

TEST(AcceptGuard, ReportIsDueAtFirstThenOncePerIntervalWithTheCount) {
  EventReport report(10s);
  const EventReport::Clock::time_point t0{};
  EXPECT_EQ(report.note(t0 + 1s), 1u) << "the first occurrence is logged at once";
  for (int i = 0; i < 1000; ++i) EXPECT_FALSE(report.note(t0 + 2s));
  EXPECT_FALSE(report.note(t0 + 10s));
  EXPECT_EQ(report.note(t0 + 11s), 1002u) << "everything since the last line";
  EXPECT_EQ(report.note(t0 + 30s), 1u);
}

TEST(AcceptGuard, ResourceErrorsAreTheOnesToWaitFor) {
  using boost::system::error_code;
  using boost::system::system_category;
  for (int e : {EMFILE, ENFILE, ENOBUFS, ENOMEM}) {
    EXPECT_TRUE(is_resource_exhaustion(error_code(e, system_category()))) << e;
  }
  EXPECT_FALSE(is_resource_exhaustion(error_code(ECONNABORTED, system_category())));
  EXPECT_FALSE(is_resource_exhaustion(error_code()));
}

// Lending closes the reserve (the next descriptor opened gets one of its numbers); it is
// lent once at a time, and taken again when the lease ends.
TEST(AcceptGuard, ReserveIsLentOnceAndTakenBack) {
  auto reserve = std::make_shared<ReserveDescriptor>();
  EXPECT_TRUE(reserve->retake()) << "held from the start";
  {
    auto lease = reserve->lend();
    ASSERT_TRUE(lease);
    EXPECT_TRUE(reserve->lent());
    EXPECT_FALSE(reserve->lend()) << "one connection at a time";
    EXPECT_FALSE(reserve->retake()) << "not while lent";
  }
  EXPECT_FALSE(reserve->lent());
  EXPECT_TRUE(reserve->retake());
  auto again = reserve->lend();
  EXPECT_TRUE(again);
}

}  // namespace
}  // namespace renju::server
