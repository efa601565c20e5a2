// The analysis board's API through the real server: a position's forbidden points and the
// explanation of a double-three, record imports (good, foreign, broken, too large), and the
// engine's answer from the engine pool with its computer_busy refusal.
#include <gtest/gtest.h>

#include <thread>

#include "engine_gate.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

// The review test's double-three: Black h8 i8 j9 j10, White on the a file; j8 makes two threes.
const std::string kDoubleThree = "h8,a1,i8,a3,j9,a5,j10,a7";

std::string code(const HttpResult& r) {
  return str(r.json().at("error").at("code"));
}

TEST(AnalysisRoute, ForbiddenPointsAndTheExplanationOfADoubleThree) {
  TestServer server;
  auto r = http_call(server.port(), "GET",
                     "/api/analysis/position?moves=" + kDoubleThree + "&explain=j8");
  ASSERT_EQ(r.status, 200) << r.body;
  const auto body = r.json();
  EXPECT_EQ(body.at("to_move"), "black");
  EXPECT_EQ(body.at("stones"), 8);
  bool listed = false;
  for (const auto& f : body.at("forbidden").as_array())
    listed = listed || (f.at("at") == "j8" && f.at("reason") == "double-three");
  EXPECT_TRUE(listed);
  const auto e = body.at("explain").as_object();
  EXPECT_EQ(e.at("verdict"), "double-three");
  const auto threes = e.at("threes").as_array();
  ASSERT_EQ(threes.size(), 2u);
  EXPECT_EQ(threes[0].at("line"), "row");
  EXPECT_EQ(json::serialize(threes[0].at("stones")), R"(["h8","i8","j8"])");
  EXPECT_EQ(threes[0].at("counts"), true);
  EXPECT_EQ(threes[1].at("line"), "column");
  EXPECT_EQ(json::serialize(threes[1].at("stones")), R"(["j8","j9","j10"])");
  for (const auto& p : threes[1].at("points").as_array()) EXPECT_TRUE(p.at("forbidden").is_null());

  // An allowed point is explained too: one three only.
  auto one = http_call(server.port(), "GET", "/api/analysis/position?moves=h8,a1,i8&explain=j8");
  EXPECT_TRUE(one.json().at("explain").at("verdict").is_null());
  // The empty board: White is never to move first, nothing is forbidden.
  auto empty = http_call(server.port(), "GET", "/api/analysis/position");
  EXPECT_EQ(empty.json().at("to_move"), "black");
  EXPECT_TRUE(empty.json().at("forbidden").as_array().empty());
}

TEST(AnalysisRoute, BadPositionsAreRefusedWithWhere) {
  TestServer server;
  auto get = [&](const std::string& q) {
    return http_call(server.port(), "GET", "/api/analysis/position?" + q);
  };
  auto taken = get("moves=h8,h9,h8");
  EXPECT_EQ(taken.status, 400);
  EXPECT_EQ(code(taken), "bad_moves");
  EXPECT_EQ(taken.json().at("error").at("params").at("index"), 3);
  EXPECT_EQ(taken.json().at("error").at("params").at("token"), "h8");
  EXPECT_EQ(code(get("moves=h8,z99")), "bad_moves");
  EXPECT_EQ(code(get("moves=h8,,h9")), "bad_moves");
  EXPECT_EQ(code(get("moves=h8,a1,i8,a2,j8,a3,k8,a4,l8,b1")), "bad_moves");  // after the five
  EXPECT_EQ(code(get("moves=h8&explain=h8")), "bad_point");
  EXPECT_EQ(code(get("moves=h8&explain=q1")), "bad_point");
  EXPECT_EQ(code(get("moves=%zz")), "bad_query");
  std::string many = "moves=";
  for (int i = 0; i < 451; ++i) many += "pass,";
  EXPECT_EQ(code(get(many + "pass")), "bad_moves");
  EXPECT_EQ(http_call(server.port(), "POST", "/api/analysis/position").status, 405);
}

TEST(AnalysisRoute, RecordsAreImportedOrRefusedWithLineBytePropertyAndSize) {
  TestServer server;
  const auto port = server.port();
  auto import = [&](const std::string& body, const std::string& query = "") {
    return http_call(port, "POST", "/api/analysis/import" + query, body,
                     "application/octet-stream");
  };
  auto sgf = import("(;FF[4]GM[4]SZ[15];B[hh];W[hg];B[ig])");
  ASSERT_EQ(sgf.status, 200) << sgf.body;
  EXPECT_EQ(sgf.json().at("format"), "sgf");
  EXPECT_EQ(json::serialize(sgf.json().at("games").as_array().at(0).at("moves")),
            R"(["h8","h9","i9"])");
  auto text = import("1. h8 2. pass 3. j10", "?format=txt");
  ASSERT_EQ(text.status, 200) << text.body;
  EXPECT_EQ(json::serialize(text.json().at("games").as_array().at(0).at("moves")),
            R"(["h8","pass","j10"])");

  auto go = import("(;FF[4]GM[1]SZ[19];B[dd])");
  EXPECT_EQ(go.status, 400);
  EXPECT_EQ(code(go), "bad_record");
  const auto params = go.json().at("error").at("params");
  EXPECT_EQ(params.at("format"), "sgf");
  EXPECT_EQ(params.at("line"), 1);
  EXPECT_EQ(params.at("where"), "GM");
  EXPECT_GT(params.at("byte").as_int64(), 0);
  // The reason as a code with its parameters, for the page to translate.
  EXPECT_EQ(params.at("reason_code"), "not_renju");
  EXPECT_EQ(json::serialize(params.at("reason_params")), R"({"gm":"1"})");
  auto lib = import(std::string("\xFFRenLib\xFF\x03\x00", 10) + std::string(10, '\xFF') + "\x78",
                    "?format=lib");
  EXPECT_EQ(lib.json().at("error").at("params").at("reason_code"), "cut_off");
  auto broken = import("(;FF[4]GM[4]SZ[15];B[hh]\n;W[hg", "?format=sgf");
  EXPECT_EQ(code(broken), "bad_record");
  EXPECT_EQ(broken.json().at("error").at("params").at("line"), 2);
  EXPECT_EQ(code(import("")), "empty_record");
  EXPECT_EQ(code(import("h8", "?format=pgn")), "bad_format");
  // Bigger than the upload limit: refused by the session before the body is read, saying it.
  auto big = import(std::string(300 * 1024, ' '));
  EXPECT_EQ(big.status, 413);
  EXPECT_EQ(big.json().at("error").at("params").at("max"), 256 * 1024);
  // The limit is the analysis import's only: other routes keep theirs.
  EXPECT_EQ(
      http_call(port, "POST", "/api/games", std::string(5000, ' '), "application/json").status,
      413);
  EXPECT_EQ(http_call(port, "GET", "/api/analysis/import").status, 405);
}

TEST(AnalysisRoute, TheEngineAnswersThroughThePoolAndSaysWhenBusy) {
  auto gate = std::make_shared<Gate>();
  ServerConfig config;
  config.rooms.engine_threads = 1;
  config.rooms.engine_queue = 1;
  config.rooms.engine_hook = [gate](const std::string& game) {
    if (game.starts_with("analysis")) gate->hold();
  };
  TestServer server(config);
  OpenOnExit open_on_exit{gate};  // before the server stops, even when an assertion fails
  const auto port = server.port();
  // Black h8-k8 open four, Black to move: a five at once, so a VCF for Black.
  const std::string four = "/api/analysis/engine?moves=h8,a1,i8,a3,j8,a5,k8,a7";
  HttpResult first, second;
  std::thread a([&] { first = http_call(port, "POST", four); });
  ASSERT_TRUE(gate->wait_held(1));
  std::thread b([&] { second = http_call(port, "POST", four); });
  for (int i = 0;
       i < 3000 && !http_call(port, "GET", "/api/health").json().at("engine").at("busy").as_bool();
       ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  auto refused = http_call(port, "POST", four);
  EXPECT_EQ(refused.status, 503);
  EXPECT_EQ(code(refused), "computer_busy");
  EXPECT_EQ(refused.header("retry-after"), "2");
  gate->open();
  a.join();
  b.join();
  for (const auto* r : {&first, &second}) {
    ASSERT_EQ(r->status, 200) << r->body;
    const auto body = r->json();
    EXPECT_EQ(body.at("to_move"), "black");
    EXPECT_EQ(body.at("vcf").at("black").at("win"), true);
    const auto best = str(body.at("best").as_array().at(0).at("move"));
    EXPECT_TRUE(best == "g8" || best == "l8") << best;
    EXPECT_EQ(body.at("best").as_array().at(0).at("proven"), "win");
  }
  auto over = http_call(port, "POST", "/api/analysis/engine?moves=h8,a1,i8,a3,j8,a5,k8,a7,l8");
  EXPECT_EQ(code(over), "game_over");
  EXPECT_EQ(code(http_call(port, "POST", "/api/analysis/engine?moves=h8,h8")), "bad_moves");
}

}  // namespace
}  // namespace renju::server::testing
