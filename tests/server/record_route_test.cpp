// Record downloads through the real server and SQLite file: every format with its content type
// and file name, read back by the records layer to the same game; collections; bad queries.
#include <gtest/gtest.h>

#include "records/psq.hpp"
#include "records/renlib.hpp"
#include "records/sgf.hpp"
#include "records/text.hpp"
#include "server_fixture.hpp"

namespace renju::server {
namespace {

using namespace testing;

// A taraguchi-2 game with a swap, offers and a pick, stored as the room would store it.
std::string stored_game(TestServer& server, const std::vector<std::string>& lines) {
  return testing::stored_game(server, "taraguchi-2", lines);
}

const std::vector<std::string> kOpening = {
    "A place h8",  "B swap",     "A place h9",  "B keep",     "B place i9", "A keep",
    "A place j10", "B choose 2", "B offer i10", "B offer g7", "A pick i10", "A place k11"};

TEST(RecordRoute, EveryFormatWithItsTypeAndName) {
  TestServer server;
  const auto id = stored_game(server, kOpening);
  const std::string base = "/api/games/" + id + "/record?format=";

  auto sgf = http_call(server.port(), "GET", base + "sgf");
  ASSERT_EQ(sgf.status, 200) << sgf.body;
  EXPECT_EQ(sgf.header("content-type"), "application/x-go-sgf; charset=utf-8");
  EXPECT_EQ(sgf.header("content-disposition"), "attachment; filename=\"renju-" + id + ".sgf\"");
  auto games = std::get<std::vector<records::Record>>(records::read_sgf(sgf.body));
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].id, id);
  ASSERT_TRUE(games[0].log);
  std::vector<std::string> lines;
  for (const auto& a : *games[0].log) lines.push_back(game::to_text(a));
  EXPECT_EQ(lines, kOpening);  // the swap, the offers and the pick survive

  auto txt = http_call(server.port(), "GET", base + "txt");
  ASSERT_EQ(txt.status, 200);
  EXPECT_EQ(txt.header("content-type"), "text/plain; charset=utf-8");
  EXPECT_EQ(std::get<records::Record>(records::read_text(txt.body)).log, games[0].log);

  auto psq = http_call(server.port(), "GET", base + "psq");
  ASSERT_EQ(psq.status, 200);
  EXPECT_EQ(psq.header("content-disposition"), "attachment; filename=\"renju-" + id + ".psq\"");
  EXPECT_EQ(std::get<records::Record>(records::read_psq(psq.body)).moves, games[0].moves);

  auto lib = http_call(server.port(), "GET", base + "lib");
  ASSERT_EQ(lib.status, 200);
  EXPECT_EQ(lib.header("content-type"), "application/octet-stream");
  auto tree = std::get<records::Library>(records::read_lib(lib.body));
  auto one = std::get<std::vector<records::Record>>(records::lines(tree, 10));
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].moves, games[0].moves);
  EXPECT_NE(one[0].comments.back().find(id), std::string::npos);  // the game's summary

  // The default is SGF, and HEAD answers too.
  EXPECT_EQ(http_call(server.port(), "GET", "/api/games/" + id + "/record").body, sgf.body);
  EXPECT_EQ(http_call(server.port(), "HEAD", base + "lib").status, 200);
}

TEST(RecordRoute, CollectionsMergeIntoOneFile) {
  TestServer server;
  const auto a = stored_game(server, kOpening);
  const auto b = stored_game(server, {"A place h8", "B place h9", "A place j10"});
  auto lib = http_call(server.port(), "GET", "/api/records?ids=" + a + "," + b + "&format=lib");
  ASSERT_EQ(lib.status, 200) << lib.body;
  EXPECT_EQ(lib.header("content-disposition"), "attachment; filename=\"renju-games.lib\"");
  auto tree = std::get<records::Library>(records::read_lib(lib.body));
  EXPECT_EQ(std::get<std::vector<records::Record>>(records::lines(tree, 10)).size(), 2u);
  EXPECT_EQ(tree.nodes[static_cast<std::size_t>(tree.nodes[0].down)].right, -1)
      << "both games start at h8: one shared first node";
  auto sgf = http_call(server.port(), "GET", "/api/records?ids=" + a + "," + b + "&format=sgf");
  ASSERT_EQ(sgf.status, 200);
  auto games = std::get<std::vector<records::Record>>(records::read_sgf(sgf.body));
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[1].id, b);
}

TEST(RecordRoute, BadRequestsAreRefusedClearly) {
  TestServer server;
  auto with_pass = kOpening;
  with_pass.push_back("B pass");
  const auto id = stored_game(server, with_pass);
  auto code = [&](const std::string& target) {
    auto r = http_call(server.port(), "GET", target);
    return std::pair{r.status, std::string(r.json().at("error").at("code").as_string())};
  };
  EXPECT_EQ(code("/api/games/" + id + "/record?format=pgn"),
            std::pair(400, std::string("bad_format")));
  EXPECT_EQ(code("/api/games/" + id + "/record?format=psq"),
            std::pair(422, std::string("record_format")));  // a pass
  EXPECT_EQ(code("/api/games/NoSuchGam1/record"), std::pair(404, std::string("unknown_game")));
  EXPECT_EQ(code("/api/games/" + id + "/record?format=%zz"),
            std::pair(400, std::string("bad_query")));
  EXPECT_EQ(code("/api/records?ids=&format=lib"), std::pair(400, std::string("bad_ids")));
  EXPECT_EQ(code("/api/records?ids=" + id + ",NoSuchGam1"),
            std::pair(404, std::string("unknown_game")));
  EXPECT_EQ(code("/api/records?ids=" + id + "&format=psq"),
            std::pair(400, std::string("bad_format")));
  std::string many;
  for (int i = 0; i <= 50; ++i) many += (many.empty() ? "" : ",") + id;
  EXPECT_EQ(code("/api/records?ids=" + many), std::pair(400, std::string("too_many_ids")));
  auto post = http_call(server.port(), "POST", "/api/games/" + id + "/record");
  EXPECT_EQ(post.status, 405);
}

}  // namespace
}  // namespace renju::server
