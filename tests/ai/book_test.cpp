// The opening book: keys that do not depend on the board's orientation, moves mapped back to
// the board asked about and refused when illegal there, a builder that gives the same book for
// any number of jobs, the engine's book well formed (every entry canonical, legal and reachable
// from one of the 26 openings), and the strong levels playing from it through decide() and
// the Gomocup side while the lower levels and `--no-book` search.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <variant>

#include "ai/ai.hpp"
#include "ai/book.hpp"
#include "ai/book_build.hpp"
#include "ai/gomocup.hpp"
#include "openings/canonical.hpp"
#include "rules/forbidden.hpp"
#include "rules/notation.hpp"
#include "rules/symmetry.hpp"

namespace renju::ai {
namespace {

using rules::Board;
using rules::Point;

Point pt(std::string_view s) {
  return std::get<Point>(rules::parse_point(s));
}

Board board_of(std::initializer_list<std::string_view> moves) {
  Board b;
  Color c = Color::kBlack;
  for (auto m : moves) {
    b.set(pt(m), c);
    c = rules::opponent(c);
  }
  return b;
}

// The position a key describes, and its side to move.
std::pair<Board, Color> parse_key(std::string_view key) {
  Board b;
  const Color to_move = key.substr(0, 2) == "b:" ? Color::kBlack : Color::kWhite;
  std::string rest(key.substr(2));
  std::replace(rest.begin(), rest.end(), ',', ' ');
  std::istringstream in(rest);
  for (std::string s; in >> s;) {
    const Color c = s.back() == 'b' ? Color::kBlack : Color::kWhite;
    s.pop_back();
    b.set(pt(s), c);
  }
  return {b, to_move};
}

std::vector<BuiltEntry> small_book(int jobs) {
  BookBuildOptions o;
  o.plies = 3;
  o.replies = 2;
  o.nodes = 3000;
  o.reply_nodes = 3000;
  o.jobs = jobs;
  return build_book({{pt("h8"), pt("h9"), pt("j10")}, {pt("h8"), pt("i9"), pt("j8")}}, o);
}

TEST(BookKey, IsTheSameInEverySymmetry) {
  const Board b = board_of({"h8", "h9", "j10", "i10"});
  const CanonicalKey k = canonical_book_key(b, Color::kBlack);
  EXPECT_EQ(k.key, book_key(b, Color::kBlack, k.symmetry));
  for (int s = 0; s < 8; ++s) {
    const Board t = rules::transform(b, s);
    EXPECT_EQ(canonical_book_key(t, Color::kBlack).key, k.key) << "symmetry " << s;
    EXPECT_NE(canonical_book_key(t, Color::kWhite).key, k.key);
  }
  EXPECT_EQ(book_key(board_of({"h8", "h9", "j10"}), Color::kWhite, 0), "w:h8b,h9w,j10b");
}

TEST(BookMove, IsMappedBackToTheBoardAskedAbout) {
  const Board b = board_of({"h8", "h9", "j10"});
  const CanonicalKey k = canonical_book_key(b, Color::kWhite);
  // The book stores i10's image in the canonical symmetry.
  const std::string move = rules::to_string(rules::transform(pt("i10"), k.symmetry));
  const std::array<BookEntry, 1> book{{{k.key, move, 42}}};
  for (int s = 0; s < 8; ++s) {
    const auto hit = book_move(book, rules::transform(b, s), Color::kWhite);
    ASSERT_TRUE(hit) << "symmetry " << s;
    EXPECT_EQ(hit->move, rules::transform(pt("i10"), s)) << "symmetry " << s;
    EXPECT_EQ(hit->score, 42);
  }
  EXPECT_FALSE(book_move(book, b, Color::kBlack));  // the same stones, the other side to move
  EXPECT_FALSE(book_move(book, board_of({"h8", "h9", "j11"}), Color::kWhite));
  EXPECT_FALSE(book_move(std::span<const BookEntry>{}, b, Color::kWhite));
}

TEST(BookMove, RefusesAMoveThatIsIllegalOnTheBoard) {
  // An occupied point.
  const Board b = board_of({"h8", "h9", "j10"});
  const CanonicalKey k = canonical_book_key(b, Color::kWhite);
  const std::string onto_h8 = rules::to_string(rules::transform(pt("h8"), k.symmetry));
  const std::array<BookEntry, 1> occupied{{{k.key, onto_h8, 0}}};
  EXPECT_FALSE(book_move(occupied, b, Color::kWhite));
  // A double-three for Black: h8 i8 and j9 j10 make two open threes through j8.
  Board f;
  for (auto s : {"h8", "i8", "j9", "j10"}) f.set(pt(s), Color::kBlack);
  for (auto s : {"a1", "a3", "a5", "a7"}) f.set(pt(s), Color::kWhite);
  ASSERT_TRUE(rules::is_forbidden(f, pt("j8")));
  const CanonicalKey fk = canonical_book_key(f, Color::kBlack);
  const std::string onto_j8 = rules::to_string(rules::transform(pt("j8"), fk.symmetry));
  const std::array<BookEntry, 1> forbidden{{{fk.key, onto_j8, 0}}};
  EXPECT_FALSE(book_move(forbidden, f, Color::kBlack));
}

TEST(BookBuild, GivesTheSameBookForAnyNumberOfJobs) {
  const auto one = small_book(1);
  const auto two = small_book(2);
  ASSERT_EQ(one.size(), two.size());
  for (std::size_t i = 0; i < one.size(); ++i) {
    EXPECT_EQ(one[i].key, two[i].key);
    EXPECT_EQ(one[i].move, two[i].move);
    EXPECT_EQ(one[i].score, two[i].score);
  }
  // Two starts, each followed through its move and two replies for two plies: more than the
  // starts, at most 2 + 2·3 + 2·3·3 positions.
  EXPECT_GT(one.size(), 2u);
  EXPECT_LE(one.size(), 26u);
  EXPECT_TRUE(std::is_sorted(one.begin(), one.end(),
                             [](const auto& a, const auto& b) { return a.key < b.key; }));
  // Each entry's move comes back from its own position, in the position's coordinates.
  for (const BuiltEntry& e : one) {
    Board b;
    Color c = Color::kBlack;
    for (int m : e.line) {
      b.set(Point::from_index(m), c);
      c = rules::opponent(c);
    }
    std::vector<BookEntry> book{{e.key, e.move, e.score}};
    const auto hit = book_move(book, b, c);
    ASSERT_TRUE(hit) << e.key;
    const CanonicalKey k = canonical_book_key(b, c);
    EXPECT_EQ(rules::to_string(rules::transform(hit->move, k.symmetry)), e.move);
  }
  // The written header names the command and holds every entry.
  const std::string text = book_header(one, "renju book --test");
  EXPECT_NE(text.find("renju book --test"), std::string::npos);
  EXPECT_NE(text.find("std::array<BookEntry, " + std::to_string(one.size()) + ">"),
            std::string::npos);
  for (const BuiltEntry& e : one) EXPECT_NE(text.find('"' + e.key + '"'), std::string::npos);
}

TEST(EngineBook, EveryEntryIsCanonicalLegalAndSorted) {
  const auto book = engine_book();
  for (std::size_t i = 0; i + 1 < book.size(); ++i) EXPECT_LT(book[i].key, book[i + 1].key);
  for (const BookEntry& e : book) {
    auto [board, to_move] = parse_key(e.key);
    EXPECT_EQ(canonical_book_key(board, to_move).key, e.key);
    const auto stones = rules::stones_of(board);
    const auto black = std::count_if(stones.begin(), stones.end(), [](const rules::Stone& s) {
      return s.color == Color::kBlack;
    });
    const auto white = static_cast<std::ptrdiff_t>(stones.size()) - black;
    EXPECT_EQ(black - white, to_move == Color::kBlack ? 0 : 1) << e.key;
    const auto hit = book_move(board, to_move);
    ASSERT_TRUE(hit) << e.key << " " << e.move;
    EXPECT_EQ(rules::to_string(hit->move), e.move) << e.key;
  }
}

Board opening_board(const openings::CanonicalOpening& o) {
  Board b;
  b.set(rules::kCentre, Color::kBlack);
  b.set(o.direct() ? Point{7, 8} : Point{8, 8}, Color::kWhite);
  b.set(o.third, Color::kBlack);
  return b;
}

TEST(EngineBook, HasWhitesFourthMoveInEveryOpening) {
  for (const openings::CanonicalOpening& o : openings::canonical_openings()) {
    EXPECT_TRUE(book_move(opening_board(o), Color::kWhite)) << o.code;
  }
}

TEST(EngineBook, TheStrongLevelsPlayFromItInAGame) {
  game::Game g = std::get<game::Game>(game::Game::create("standard"));
  for (auto [seat, at] :
       {std::pair{game::Seat::kA, "h8"}, {game::Seat::kB, "h9"}, {game::Seat::kA, "j10"}})
    ASSERT_TRUE(std::holds_alternative<std::vector<game::Event>>(
        g.apply(seat, game::Action::place(pt(at)))));
  const auto hit = book_move(g.board(), Color::kWhite);
  ASSERT_TRUE(hit);
  for (Level level : {Level::kStrong, Level::kMaximum}) {
    Options o;
    o.level = level;
    o.time_limit_s = 0.05;
    const auto d = decide(g, game::Seat::kB, o);
    ASSERT_TRUE(d);
    EXPECT_EQ(d->reason, "book");
    EXPECT_EQ(d->action.at, hit->move);
  }
  Options club;
  club.level = Level::kClub;
  club.time_limit_s = 0.05;
  const auto d = decide(g, game::Seat::kB, club);
  ASSERT_TRUE(d);
  EXPECT_NE(d->reason, "book");
}

// The log line of the one move a Gomocup session plays on the board of 2D Keigetsu.
std::string gomocup_move_log(Level level, bool book) {
  std::istringstream in(
      "START 15\nINFO rule 4\nINFO timeout_turn 100\nBOARD\n7,7,2\n7,6,1\n9,5,2\nDONE\nEND\n");
  std::ostringstream out, log;
  GomocupSession s(out, level);
  s.set_log(&log);
  s.set_book(book);
  s.run(in);
  return log.str();
}

TEST(EngineBook, TheGomocupSideAnswersFromItUnlessTold) {
  EXPECT_NE(gomocup_move_log(Level::kStrong, true).find("reason book"), std::string::npos);
  EXPECT_NE(gomocup_move_log(Level::kMaximum, true).find("reason book"), std::string::npos);
  EXPECT_EQ(gomocup_move_log(Level::kStrong, false).find("reason book"), std::string::npos);
  EXPECT_EQ(gomocup_move_log(Level::kClub, true).find("reason book"), std::string::npos);
}

}  // namespace
}  // namespace renju::ai
