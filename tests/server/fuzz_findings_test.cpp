// What fuzzing the network edge found (fuzz/), each reproduced here against the real server:
// answers that echo client bytes which are not UTF-8, and numbers too large for a double, must
// still be JSON a client can parse.
#include <gtest/gtest.h>

#include "server/utf8.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

constexpr std::string_view kFffd = "\xEF\xBF\xBD";

TEST(Utf8, ValidTextIsUnchanged) {
  for (std::string_view s : {"", "h8 taraguchi-10", "\xC3\xA9t\xC3\xA9", "\xE2\x82\xAC",
                             "\xF0\x9D\x84\x9E", "\xF4\x8F\xBF\xBF", "\xED\x9F\xBF"}) {
    EXPECT_EQ(valid_utf8(s), s);
  }
}

TEST(Utf8, EveryBadByteBecomesOneReplacement) {
  const std::string r(kFffd);
  EXPECT_EQ(valid_utf8("a\xC2\xC2"
                       "b"),
            "a" + r + r + "b");                              // lead bytes without a tail
  EXPECT_EQ(valid_utf8("\x87"), r);                          // a lone continuation
  EXPECT_EQ(valid_utf8("\xC0\xAF"), r + r);                  // overlong '/'
  EXPECT_EQ(valid_utf8("\xE0\x80\xAF"), r + r + r);          // overlong, three bytes
  EXPECT_EQ(valid_utf8("\xED\xA0\x80"), r + r + r);          // a UTF-16 surrogate
  EXPECT_EQ(valid_utf8("\xF4\x90\x80\x80"), r + r + r + r);  // above U+10FFFF
  EXPECT_EQ(valid_utf8("x\xE2\x82"), "x" + r + r);           // cut short at the end
  EXPECT_EQ(valid_utf8("\xFF\xC3\xA9"), r + "\xC3\xA9");     // resynchronises
}

// Found by fuzz_api and fuzz_http_request: the 404 echoed the id's raw bytes.
TEST(FuzzFindings, AGameIdThatIsNotUtf8GetsAJsonError) {
  TestServer server;
  for (const std::string method : {"GET", "POST"}) {
    const std::string path =
        "/api/games/fuzz\xC2\xC2\xFFgame" + std::string(method == "POST" ? "/join" : "");
    auto r = http_call(server.port(), method, path);
    EXPECT_EQ(r.status, 404);
    ASSERT_NO_THROW(r.json()) << r.body;
    EXPECT_EQ(r.json().at("error").at("code"), "unknown_game");
    const std::string r3 = std::string(kFffd) + std::string(kFffd) + std::string(kFffd);
    EXPECT_EQ(str(r.json().at("error").at("params").at("id")), "fuzz" + r3 + "game");
  }
}

// The same through a form value, which is percent-decoded first: %C2 is one byte, not text.
TEST(FuzzFindings, AFormValueThatIsNotUtf8GetsAJsonError) {
  TestServer server;
  auto r = http_call(server.port(), "POST", "/api/games", "rule=x%C2%C2",
                     "application/x-www-form-urlencoded");
  EXPECT_EQ(r.status, 400);
  ASSERT_NO_THROW(r.json()) << r.body;
  EXPECT_EQ(r.json().at("error").at("code"), "bad_rule");
  EXPECT_EQ(server.store().game_count(), 0) << "nothing was created";
}

// Found by fuzz_client_message: 1e400 parsed as infinity and an error echoing it as its id was
// written `"id":Infinity`, which no JSON parser accepts (the test client's reader among them).
TEST(FuzzFindings, NumbersBeyondADoubleAreRefusedAsBadJson) {
  for (std::string_view frame :
       {R"({"t":"place","at":"h8","id":1e400})", R"({"t":"ping","x":[-1e999]})",
        R"({"t":"pass","x":{"y":{"z":1E+309}}})"}) {
    auto parsed = protocol::parse_message(frame);
    ASSERT_TRUE(std::holds_alternative<protocol::ProtocolError>(parsed)) << frame;
    EXPECT_EQ(std::get<protocol::ProtocolError>(parsed).code, "bad_json");
  }
  EXPECT_TRUE(std::holds_alternative<json::object>(protocol::parse_message(R"({"id":1e308})")));

  TestServer server;
  auto ticket = create_game(server.port(), "standard");
  auto a = connect_game(server.port(), ticket.id, ticket.secret);
  a->send(R"({"t":"place","at":"h8","id":1e400})");
  auto error = a->expect("error");
  EXPECT_EQ(error.at("code"), "bad_json");
  EXPECT_EQ(error.at("id"), nullptr);
  EXPECT_EQ(act(*a, action_message("A place h8", 2)).at("t"), "ack") << "the game goes on";
}

// Found by fuzz_http_request: a chunked body whose final chunk arrives split across reads trips
// an assertion in Beast 1.81's parser (beast#2861), aborting a build with assertions. Chunked
// request bodies are refused after the header, before the parser reads any of the body.
TEST(FuzzFindings, ChunkedRequestBodiesAreRefusedWithLengthRequired) {
  TestServer server;
  const std::string answer =
      raw_http(server.port(),
               "POST /api/games HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n"
               "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
  EXPECT_TRUE(answer.starts_with("HTTP/1.1 411")) << answer;
  EXPECT_NE(answer.find("length_required"), std::string::npos) << answer;
  EXPECT_EQ(server.store().game_count(), 0);
  EXPECT_EQ(http_call(server.port(), "POST", "/api/games", "{}", "application/json").status, 201)
      << "the same body with a length is taken";
}

}  // namespace
}  // namespace renju::server::testing
