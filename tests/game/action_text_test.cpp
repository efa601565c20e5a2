// The one-line action text form: it is the stored game log, so it must round-trip exactly and
// refuse anything ambiguous.
#include <gtest/gtest.h>

#include "play.hpp"

namespace renju::game {
namespace {

using namespace testing;

TEST(ActionText, EveryKindRoundTrips) {
  for (std::string_view text :
       {"A place h9", "B swap", "A keep", "A choose 2", "B choose 1", "A offer j10",
        "A withdraw j10", "B pick j10", "A pass", "B resign", "A offer-draw", "B accept-draw",
        "B decline-draw", "A place a1", "B place o15", "B time-out"}) {
    auto parsed = parse_action_line(text);
    ASSERT_TRUE(std::holds_alternative<SeatAction>(parsed)) << text;
    EXPECT_EQ(to_text(std::get<SeatAction>(parsed)), text);
  }
}

TEST(ActionText, ParsesFieldsAndTolerantSpacing) {
  auto parsed = parse_action_line("  B\tplace   H10 \r");
  ASSERT_TRUE(std::holds_alternative<SeatAction>(parsed));
  const auto& a = std::get<SeatAction>(parsed);
  EXPECT_EQ(a.seat, Seat::kB);
  EXPECT_EQ(a.action, Action::place(Point{7, 9}));
  EXPECT_EQ(to_text(a), "B place h10");
  auto choose = std::get<SeatAction>(parse_action_line("A choose 2"));
  EXPECT_EQ(choose.action.choice, 2);
}

TEST(ActionText, AllPointsRoundTrip) {
  for (int i = 0; i < rules::kCells; ++i) {
    SeatAction a{i % 2 ? Seat::kA : Seat::kB, Action::offer(Point::from_index(i))};
    auto back = parse_action_line(to_text(a));
    ASSERT_TRUE(std::holds_alternative<SeatAction>(back)) << to_text(a);
    EXPECT_EQ(std::get<SeatAction>(back), a);
  }
}

TEST(ActionText, RefusesMalformedLines) {
  for (std::string_view text :
       {"", "   ", "C place h8", "a place h8", "A", "A jump", "A place", "A place p3",
        "A place h16", "A place h0", "A place h8 h9", "A swap now", "A choose", "A choose 3",
        "A choose 02", "A offer-draw please", "A PLACE h8", "AB place h8"}) {
    auto parsed = parse_action_line(text);
    ASSERT_TRUE(std::holds_alternative<Error>(parsed)) << "'" << text << "'";
    EXPECT_EQ(std::get<Error>(parsed).code, ErrorCode::kSyntax);
    EXPECT_FALSE(std::get<Error>(parsed).message.empty());
  }
  EXPECT_EQ(std::get<Error>(parse_action_line("A place p3")).message,
            "'p3': column must be a letter a–o");
  EXPECT_TRUE(std::holds_alternative<Error>(parse_action_line(std::string(300, 'A'))));
}

TEST(ActionText, ReplayRebuildsFromTheLog) {
  Game g = make("taraguchi-10");
  play(g,
       {"A place h8", "B swap",     "A place h9",  "B place i9",    "A keep",        "A place j10",
        "B choose 2", "B offer a1", "B offer b2",  "B withdraw a1", "B offer c5",    "B offer d1",
        "B offer e3", "B offer f2", "B offer o15", "B offer n14",   "B offer m13",   "B offer k3",
        "B offer b9", "A pick c5",  "A place g7",  "B offer-draw",  "A decline-draw"});
  std::vector<SeatAction> log;
  for (const SeatAction& a : g.log())
    log.push_back(std::get<SeatAction>(parse_action_line(to_text(a))));
  auto rebuilt = Game::replay("taraguchi-10", log);
  ASSERT_TRUE(std::holds_alternative<Game>(rebuilt));
  EXPECT_TRUE(std::get<Game>(rebuilt) == g);
  EXPECT_EQ(describe(std::get<Game>(rebuilt)), describe(g));
  // A log with a refused action names it.
  log.insert(log.begin() + 1, line("A place i9"));
  auto bad = Game::replay("taraguchi-10", log);
  ASSERT_TRUE(std::holds_alternative<Error>(bad));
  EXPECT_EQ(std::get<Error>(bad).code, ErrorCode::kNotYourTurn);
  EXPECT_EQ(std::get<Error>(bad).message, "action 2 (A place i9): not your turn");
}

}  // namespace
}  // namespace renju::game
