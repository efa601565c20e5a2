// Piskvork .psq: exact output, round trip of stones, Gomocup trailers ignored, bad boards and
// coordinates refused.
#include <gtest/gtest.h>

#include "records/psq.hpp"

namespace renju::records {
namespace {

TEST(Psq, WritesOneBasedFromTheTop) {
  Record r;
  r.moves = {Point{7, 7}, Point{0, 14}, Point{14, 0}};
  EXPECT_EQ(std::get<std::string>(write_psq(r)),
            "Piskvorky 15x15, 11:11, 0\n8,8,0\n1,1,0\n15,15,0\n");
  r.moves.push_back(std::nullopt);
  ASSERT_TRUE(std::holds_alternative<WriteError>(write_psq(r)));
  EXPECT_NE(std::get<WriteError>(write_psq(r)).message.find("pass"), std::string::npos);
}

TEST(Psq, ReadsAGomocupFileAndItsTrailer) {
  auto r = read_psq(
      "Piskvorky 15x15, 11:11, 0\r\n8,8,120\r\n9,7,300\r\n8,9,0\r\npbrain-a.exe\r\n"
      "pbrain-b.exe\r\n-1\r\n");
  ASSERT_TRUE(std::holds_alternative<Record>(r)) << describe(std::get<ReadError>(r));
  const auto& rec = std::get<Record>(r);
  ASSERT_EQ(rec.moves.size(), 3u);
  EXPECT_EQ(rec.moves[1], (Point{8, 8}));  // x 9 = i, y 7 from the top = row 9
  EXPECT_EQ(rec.rule, "standard");
  ASSERT_TRUE(rec.log.has_value());
  // Round trip of the stones.
  auto back = std::get<Record>(read_psq(std::get<std::string>(write_psq(rec))));
  EXPECT_EQ(back.moves, rec.moves);
}

TEST(Psq, RefusesOtherBoardsAndBadStones) {
  auto e = std::get<ReadError>(read_psq("Piskvorky 20x20, 11:11, 0\n10,10,0\n"));
  EXPECT_NE(e.message.find("20x20"), std::string::npos);
  EXPECT_EQ(std::get<ReadError>(read_psq("hello\n")).where, "header");
  e = std::get<ReadError>(read_psq("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0\n"));
  EXPECT_EQ(e.line, 3);
  e = std::get<ReadError>(read_psq("Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n"));
  EXPECT_NE(e.message.find("occupied"), std::string::npos);
}

}  // namespace
}  // namespace renju::records
