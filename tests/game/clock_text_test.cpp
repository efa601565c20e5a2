// The stored clock line and the time-out the server's clock records in the game log.
#include <gtest/gtest.h>

#include "game/clock_text.hpp"
#include "play.hpp"

namespace renju::game {
namespace {

using namespace testing;

TEST(ClockText, RoundTripsEveryRunningState) {
  for (const ClockSnapshot& s : {ClockSnapshot{{180000, 178500}, Seat::kA},
                                 ClockSnapshot{{0, 1}, Seat::kB}, ClockSnapshot{{5, 7}, {}}}) {
    const auto text = to_text(s);
    auto parsed = parse_clock_text(text);
    ASSERT_TRUE(std::holds_alternative<ClockSnapshot>(parsed)) << text;
    EXPECT_EQ(std::get<ClockSnapshot>(parsed), s) << text;
  }
  EXPECT_EQ(to_text(ClockSnapshot{{180000, 178500}, Seat::kB}), "A=180000 B=178500 run=B");
  EXPECT_EQ(to_text(ClockSnapshot{{1, 2}, {}}), "A=1 B=2 run=-");
}

TEST(ClockText, MalformedLinesAreRefusedWithAReason) {
  for (const char* bad :
       {"", "A=1 B=2", "A=1 B=2 run=C", "A=-1 B=2 run=A", "A=1  B=2 run=A", "B=1 A=2 run=A",
        "A=1 B=2 run=A extra", "A=99999999999999 B=2 run=A", "A=1x B=2 run=A", "A= B=2 run=A"}) {
    auto parsed = parse_clock_text(bad);
    ASSERT_TRUE(std::holds_alternative<std::string>(parsed)) << bad;
    EXPECT_FALSE(std::get<std::string>(parsed).empty()) << bad;
  }
}

TEST(TimeOut, EndsTheGameAsALossOnTimeAndReplays) {
  Game g = make("standard");
  play(g, {"A place h8", "B place h9"});
  auto events = g.apply(line("A time-out"));
  ASSERT_TRUE(std::holds_alternative<std::vector<Event>>(events));
  ASSERT_TRUE(g.result().has_value());
  EXPECT_EQ(g.result()->winner, Seat::kB);
  EXPECT_EQ(g.result()->reason, ResultReason::kTime);
  EXPECT_EQ(result_reason_name(ResultReason::kTime), "time");
  const Event over = event::GameOver{Result{Seat::kB, ResultReason::kTime}};
  EXPECT_EQ(std::get<std::vector<Event>>(events).back(), over);
  // Never offered to a player: only the server's clock records it.
  Game fresh = make("standard");
  EXPECT_FALSE(fresh.legal_actions(Seat::kA).allows(ActionKind::kTimeOut));
  auto replayed = Game::replay("standard", g.log());
  ASSERT_TRUE(std::holds_alternative<Game>(replayed));
  EXPECT_EQ(std::get<Game>(replayed), g);
  // A finished game takes no more time-outs.
  EXPECT_TRUE(std::holds_alternative<Error>(g.apply(line("B time-out"))));
}

}  // namespace
}  // namespace renju::game
