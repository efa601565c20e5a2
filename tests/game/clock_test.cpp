// Time controls, the game clock and lag compensation, on an injected clock (plain numbers).
#include <gtest/gtest.h>

#include "game/clock.hpp"
#include "game/lag_quota.hpp"
#include "game/time_control.hpp"

namespace renju::game {
namespace {

constexpr Millis kSecond = 1000;
constexpr Millis kDay = 24 * 3600 * kSecond;

TEST(TimeControl, TextFormRoundTripsForPresetsAndCustomValues) {
  for (const auto& preset : time_presets()) {
    EXPECT_EQ(std::get<TimeControl>(parse_time_control(preset.name)), preset.control);
    EXPECT_EQ(std::get<TimeControl>(parse_time_control(to_text(preset.control))), preset.control);
  }
  const auto custom = TimeControl::fischer(7 * 60, 0);
  EXPECT_EQ(to_text(custom), "fischer 420+0");
  EXPECT_EQ(std::get<TimeControl>(parse_time_control("fischer 420+0")), custom);
  EXPECT_EQ(std::get<TimeControl>(parse_time_control("days 3")), TimeControl::correspondence(3));
  EXPECT_EQ(std::get<TimeControl>(parse_time_control("none")), TimeControl::none());
  EXPECT_EQ(std::get<TimeControl>(parse_time_control("15+5")), TimeControl::fischer(900, 5));
}

TEST(TimeControl, OutOfRangeAndMalformedTextIsRefusedWithAReason) {
  for (const char* bad :
       {"", "fischer", "fischer 900", "fischer +5", "fischer 900+", "fischer 59+0",
        "fischer 10801+0", "fischer 900+181", "fischer -900+5", "fischer 9e2+5", "days 0",
        "days 15", "days", "days 3 ", "blitz", "fischer 1234567+0"}) {
    const auto parsed = parse_time_control(bad);
    ASSERT_TRUE(std::holds_alternative<std::string>(parsed)) << bad;
    EXPECT_FALSE(std::get<std::string>(parsed).empty());
  }
}

TEST(Clock, UntimedGameNeverRunsOrFlags) {
  Clock c(TimeControl::none());
  c.start(Seat::kA, 0);
  EXPECT_FALSE(c.running());
  EXPECT_EQ(c.record(Seat::kA, Seat::kB, 1'000'000'000), Clock::Outcome::kCharged);
  EXPECT_FALSE(c.deadline());
  EXPECT_FALSE(c.out_of_time(1'000'000'000'000));
}

TEST(Clock, FischerChargesTheActorAndAddsTheIncrementWhenTheTurnPasses) {
  Clock c(TimeControl::fischer(60, 5));
  c.start(Seat::kA, 1000);
  EXPECT_EQ(c.running(), Seat::kA);
  EXPECT_EQ(c.remaining(Seat::kA, 11'000), 50 * kSecond);
  EXPECT_EQ(c.remaining(Seat::kB, 11'000), 60 * kSecond);  // B's clock is still
  EXPECT_EQ(c.record(Seat::kA, Seat::kB, 11'000), Clock::Outcome::kCharged);
  EXPECT_EQ(c.remaining(Seat::kA, 11'000), 55 * kSecond);
  EXPECT_EQ(c.running(), Seat::kB);
  EXPECT_EQ(c.deadline(), 11'000 + 60 * kSecond);
  EXPECT_EQ(c.remaining(Seat::kA, 40'000), 55 * kSecond);  // A's clock stopped
  EXPECT_EQ(c.remaining(Seat::kB, 40'000), 31 * kSecond);
}

TEST(Clock, OneTurnOfManyActionsEarnsOneIncrement) {
  // Taraguchi-10's ten offers: ten actions by Black, then White picks.
  Clock c(TimeControl::fischer(60, 5));
  c.start(Seat::kA, 0);
  Millis now = 0;
  for (int i = 0; i < 9; ++i) {
    now += kSecond;
    c.record(Seat::kA, Seat::kA, now);
    EXPECT_EQ(c.running(), Seat::kA);
  }
  now += kSecond;
  c.record(Seat::kA, Seat::kB, now);
  EXPECT_EQ(c.remaining(Seat::kA, now), 60 * kSecond - 10 * kSecond + 5 * kSecond);
}

TEST(Clock, AnActionAfterTheDeadlineLosesOnTimeAndStopsTheClock) {
  Clock c(TimeControl::fischer(60, 5));
  c.start(Seat::kA, 0);
  EXPECT_FALSE(c.out_of_time(60 * kSecond - 1));
  EXPECT_EQ(c.out_of_time(60 * kSecond), Seat::kA);
  EXPECT_EQ(c.record(Seat::kA, Seat::kB, 61 * kSecond), Clock::Outcome::kOutOfTime);
  EXPECT_EQ(c.remaining(Seat::kA, 61 * kSecond), 0);
  EXPECT_FALSE(c.running());
  EXPECT_FALSE(c.deadline());
}

TEST(Clock, CompensationIsGivenBackButNeverMoreThanTheTimeSpent) {
  Clock c(TimeControl::fischer(60, 0));
  c.start(Seat::kA, 0);
  c.record(Seat::kA, Seat::kB, 2 * kSecond, 300);
  EXPECT_EQ(c.remaining(Seat::kA, 2 * kSecond), 58 * kSecond + 300);
  c.record(Seat::kB, Seat::kA, 2 * kSecond + 100, 5000);  // 100 ms spent, 5 s claimed
  EXPECT_EQ(c.remaining(Seat::kB, 2 * kSecond + 100), 60 * kSecond);
  // A move that arrives after the deadline is saved by the lag it is compensated for.
  Clock d(TimeControl::fischer(60, 0));
  d.start(Seat::kA, 0);
  EXPECT_EQ(d.record(Seat::kA, Seat::kB, 60 * kSecond + 200, 300), Clock::Outcome::kCharged);
  EXPECT_EQ(d.remaining(Seat::kA, 60 * kSecond + 200), 100);
}

TEST(Clock, ActionsOutOfTurnDoNotTouchTheClock) {
  Clock c(TimeControl::fischer(60, 5));
  c.start(Seat::kA, 0);
  c.record(Seat::kB, std::nullopt, 5 * kSecond);  // e.g. B offers a draw while A thinks
  EXPECT_EQ(c.running(), Seat::kA);
  EXPECT_EQ(c.remaining(Seat::kA, 5 * kSecond), 55 * kSecond);
  EXPECT_EQ(c.remaining(Seat::kB, 5 * kSecond), 60 * kSecond);
}

TEST(Clock, CorrespondenceGivesEveryTurnTheFullDays) {
  Clock c(TimeControl::correspondence(3));
  c.start(Seat::kA, 0);
  EXPECT_EQ(c.deadline(), 3 * kDay);
  c.record(Seat::kA, Seat::kB, 2 * kDay);
  EXPECT_EQ(c.remaining(Seat::kB, 2 * kDay), 3 * kDay);
  EXPECT_EQ(c.deadline(), 5 * kDay);
  c.record(Seat::kB, Seat::kA, 2 * kDay + kSecond);
  EXPECT_EQ(c.remaining(Seat::kA, 2 * kDay + kSecond), 3 * kDay);  // reset, not what was left
  EXPECT_EQ(c.out_of_time(5 * kDay + kSecond), Seat::kA);
}

TEST(Clock, TheGameEndingStopsTheClock) {
  Clock c(TimeControl::fischer(60, 5));
  c.start(Seat::kA, 0);
  c.record(Seat::kA, std::nullopt, 10 * kSecond);  // a winning five
  EXPECT_FALSE(c.running());
  EXPECT_EQ(c.remaining(Seat::kA, 100 * kSecond), 50 * kSecond);  // no increment after the end
  Clock d(TimeControl::fischer(60, 5));
  d.start(Seat::kB, 0);
  d.stop(7 * kSecond);  // A resigned while B was thinking
  EXPECT_FALSE(d.running());
  EXPECT_EQ(d.remaining(Seat::kB, 100 * kSecond), 53 * kSecond);
}

TEST(Clock, ARestoredClockChargesNothingForTheTimeTheServerWasDown) {
  Clock c(TimeControl::fischer(60, 5));
  c.start(Seat::kA, 0);
  c.record(Seat::kA, Seat::kB, 10 * kSecond);
  const ClockSnapshot saved = c.snapshot(10 * kSecond);
  EXPECT_EQ(saved, (ClockSnapshot{{55 * kSecond, 60 * kSecond}, Seat::kB}));
  // The server died and came back an hour later, on a clock with another origin.
  Clock reloaded(TimeControl::fischer(60, 5));
  reloaded.restore(saved, 7);
  EXPECT_EQ(reloaded.remaining(Seat::kB, 7), 60 * kSecond);
  EXPECT_EQ(reloaded.deadline(), 7 + 60 * kSecond);
  EXPECT_EQ(reloaded.snapshot(7), saved);
}

TEST(LagQuota, AnHonestSlowConnectionIsRepaidInFull) {
  LagQuota lag;
  for (int i = 0; i < 5; ++i) lag.observe_round_trip(400);
  EXPECT_EQ(lag.estimate(), 200);
  for (int move = 0; move < 200; ++move) EXPECT_EQ(lag.grant(), 200) << move;
  // Slower than the quota grows: repaid in full at first, then by the gain per action.
  LagQuota slow;
  slow.observe_round_trip(1000);
  EXPECT_EQ(slow.grant(), 500);  // quota 1000 -> 700 (500 given, 200 gained)
  EXPECT_EQ(slow.grant(), 500);  // 700 -> 400
  EXPECT_EQ(slow.grant(), 400);  // 400 -> 200
  for (int move = 0; move < 100; ++move) EXPECT_EQ(slow.grant(), 200) << move;
}

TEST(LagQuota, ALyingClientRecoversAtMostTheInitialQuotaPlusTheGainPerAction) {
  LagQuota lag;
  Millis total = 0;
  constexpr int kActions = 60;
  for (int move = 0; move < kActions; ++move) {
    lag.observe_round_trip(1'000'000);  // pongs held back as long as it likes
    const Millis given = lag.grant();
    EXPECT_LE(given, LagQuota::Limits{}.per_action);  // the per-action cap
    total += given;
  }
  const LagQuota::Limits limits;
  EXPECT_LE(total, limits.initial + kActions * limits.gain);
  EXPECT_GE(total, kActions * limits.gain);  // and it does get what the quota allows
}

TEST(LagQuota, OfferingChargesNothingAndSpendingWhatWasOfferedIsAGrant) {
  LagQuota granted, offered;
  granted.observe_round_trip(3000);
  offered.observe_round_trip(3000);
  for (int move = 0; move < 10; ++move) {
    const Millis quota = offered.quota();
    const Millis offer = offered.offer();
    EXPECT_EQ(offered.quota(), quota) << move;  // an offer alone charges nothing
    EXPECT_EQ(offer, granted.grant()) << move;
    offered.spend(offer);
    EXPECT_EQ(offered.quota(), granted.quota()) << move;
  }
  // Spending more than the quota holds (a bug upstream) empties it, never below zero.
  offered.spend(1'000'000);
  EXPECT_EQ(offered.quota(), LagQuota::Limits{}.gain);
}

TEST(LagQuota, NoSampleMeansNoCompensation) {
  LagQuota lag;
  EXPECT_EQ(lag.grant(), 0);
  EXPECT_EQ(lag.quota(), 1200);  // it still grows
}

}  // namespace
}  // namespace renju::game
