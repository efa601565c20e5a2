// The HTTP side against a real server: creating and joining games (JSON and form posts), the
// spectator view, security headers, and every kind of bad request leaving the game unchanged.
#include <gtest/gtest.h>

#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

TEST(Http, HealthAndSecurityHeaders) {
  TestServer server;
  auto r = http_call(server.port(), "GET", "/api/health");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.json().at("ok"), true);
  EXPECT_EQ(r.json().at("protocol"), 2);  // the newest version spoken
  EXPECT_EQ(r.header("x-content-type-options"), "nosniff");
  EXPECT_EQ(r.header("x-frame-options"), "DENY");
  EXPECT_EQ(r.header("referrer-policy"), "no-referrer");
  EXPECT_NE(r.header("content-security-policy").find("frame-ancestors 'none'"), std::string::npos);
}

TEST(Http, CreateJoinAndWatchWithJson) {
  TestServer server;
  auto r = http_call(server.port(), "POST", "/api/games",
                     R"({"rule":"taraguchi-10","side":"white"})", "application/json");
  ASSERT_EQ(r.status, 201) << r.body;
  auto o = r.json();
  const std::string id(o.at("id").as_string());
  const std::string secret(o.at("secret").as_string());
  EXPECT_EQ(o.at("seat"), "B") << "White is seat B";
  EXPECT_EQ(o.at("color"), "white");
  EXPECT_EQ(o.at("rule"), "taraguchi-10");
  EXPECT_EQ(secret.size(), 43u);
  EXPECT_EQ(str(o.at("seat_url")), "/game/" + id + "#s=" + secret);
  EXPECT_EQ(str(o.at("invite_url")), "/game/" + id + "/join");
  EXPECT_EQ(str(o.at("ws_url")), "/ws/games/" + id);
  // One device cookie for the browser, not one per game (device_test.cpp has the rest).
  EXPECT_TRUE(r.header("set-cookie").starts_with("rd=")) << r.header("set-cookie");
  EXPECT_NE(r.header("set-cookie").find("HttpOnly"), std::string::npos);

  // Only the hash is stored.
  auto record = server.store().load_game(id);
  ASSERT_TRUE(record);
  EXPECT_FALSE(record->seat_hash[0]);
  EXPECT_NE(*record->seat_hash[1], secret);

  auto j = http_call(server.port(), "POST", "/api/games/" + id + "/join");
  ASSERT_EQ(j.status, 200) << j.body;
  EXPECT_EQ(j.json().at("seat"), "A");
  EXPECT_EQ(j.json().at("color"), "black");
  EXPECT_NE(str(j.json().at("secret")), secret);

  auto again = http_call(server.port(), "POST", "/api/games/" + id + "/join");
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json().at("error").at("code"), "seat_taken");

  auto show = http_call(server.port(), "GET", "/api/games/" + id);
  ASSERT_EQ(show.status, 200);
  EXPECT_EQ(show.json().at("v"), 0);
  EXPECT_EQ(show.json().at("to_move"), "A");
  EXPECT_EQ(show.json().at("seats").at("A").at("claimed"), true);
  EXPECT_FALSE(show.json().contains("legal"));
}

TEST(Http, DefaultsAndOtherRules) {
  TestServer server;
  auto r = http_call(server.port(), "POST", "/api/games");
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.json().at("rule"), "taraguchi-10");
  auto standard =
      http_call(server.port(), "POST", "/api/games", R"({"rule":"standard"})", "application/json");
  EXPECT_EQ(standard.json().at("rule"), "standard");
  auto t7 = http_call(server.port(), "POST", "/api/games", R"({"rule":"taraguchi-7"})",
                      "application/json");
  EXPECT_EQ(t7.json().at("rule"), "taraguchi-7");
}

TEST(Http, FormPostsRedirectWithCookie) {
  TestServer server;
  auto r = http_call(server.port(), "POST", "/api/games", "rule=standard&side=black",
                     "application/x-www-form-urlencoded");
  ASSERT_EQ(r.status, 303) << r.body;
  const auto location = r.header("location");
  ASSERT_TRUE(location.starts_with("/game/")) << location;
  const auto id = location.substr(6, 10);
  const auto secret = location.substr(location.find("#s=") + 3);
  EXPECT_EQ(secret.size(), 43u);
  EXPECT_TRUE(r.header("set-cookie").starts_with("rd=")) << r.header("set-cookie");

  auto j = http_call(server.port(), "POST", "/api/games/" + id + "/join", "",
                     "application/x-www-form-urlencoded");
  ASSERT_EQ(j.status, 303);
  EXPECT_TRUE(j.header("location").starts_with("/game/" + id + "#s="));
  auto late = http_call(server.port(), "POST", "/api/games/" + id + "/join", "",
                        "application/x-www-form-urlencoded");
  EXPECT_EQ(late.status, 303);
  EXPECT_EQ(late.header("location"), "/game/" + id) << "a late joiner watches";
}

TEST(Http, BadRequestsChangeNothing) {
  TestServer server;
  const auto port = server.port();
  auto code = [](const HttpResult& r) {
    return std::string(r.json().at("error").at("code").as_string());
  };

  auto bad_rule =
      http_call(port, "POST", "/api/games", R"({"rule":"yamaguchi-3"})", "application/json");
  EXPECT_EQ(bad_rule.status, 400);
  EXPECT_EQ(code(bad_rule), "bad_rule");
  auto bad_n =
      http_call(port, "POST", "/api/games", R"({"rule":"taraguchi-13"})", "application/json");
  EXPECT_EQ(code(bad_n), "bad_rule");
  auto bad_side = http_call(port, "POST", "/api/games", R"({"side":"green"})", "application/json");
  EXPECT_EQ(bad_side.status, 400);
  EXPECT_EQ(code(bad_side), "bad_side");
  auto bad_json = http_call(port, "POST", "/api/games", R"({"rule":)", "application/json");
  EXPECT_EQ(bad_json.status, 400);
  EXPECT_EQ(code(bad_json), "bad_json");
  auto not_object = http_call(port, "POST", "/api/games", "[]", "application/json");
  EXPECT_EQ(code(not_object), "bad_json");
  auto bad_type = http_call(port, "POST", "/api/games", "<x/>", "application/xml");
  EXPECT_EQ(bad_type.status, 415);
  EXPECT_EQ(code(bad_type), "bad_content_type");
  auto huge = http_call(port, "POST", "/api/games", std::string(5000, ' '), "application/json");
  EXPECT_EQ(huge.status, 413);
  EXPECT_EQ(code(huge), "too_large");
  auto cross = http_call(port, "POST", "/api/games", "{}", "application/json",
                         {{"Origin", "http://evil.example"}});
  EXPECT_EQ(cross.status, 403);
  EXPECT_EQ(code(cross), "bad_origin");
  EXPECT_EQ(server.store().game_count(), 0) << "no refused request created a game";

  auto game = create_game(port);
  auto method = http_call(port, "DELETE", "/api/games/" + game.id);
  EXPECT_EQ(method.status, 405);
  EXPECT_EQ(code(method), "bad_method");
  EXPECT_EQ(method.header("allow"), "GET, HEAD");
  auto get_create = http_call(port, "GET", "/api/games");
  EXPECT_EQ(get_create.status, 405);
  auto unknown = http_call(port, "GET", "/api/games/AAAAAAAAAA");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(code(unknown), "unknown_game");
  auto junk_id = http_call(port, "POST", "/api/games/..%2F..%2Fx/join");
  EXPECT_EQ(junk_id.status, 404);
  auto no_path = http_call(port, "GET", "/api/nothing/here");
  EXPECT_EQ(no_path.status, 404);
  EXPECT_EQ(code(no_path), "not_found");
  auto ws_plain = http_call(port, "GET", "/ws/games/" + game.id);
  EXPECT_EQ(ws_plain.status, 426);
  auto page = http_call(port, "GET", "/no/such/page");
  EXPECT_EQ(page.status, 404) << "no page handler configured";
  EXPECT_EQ(page.header("x-content-type-options"), "nosniff");
  auto garbage = raw_http(port, "THIS IS NOT HTTP\r\n\r\n");
  EXPECT_TRUE(garbage.starts_with("HTTP/1.1 400")) << garbage;

  auto show = http_call(port, "GET", "/api/games/" + game.id);
  EXPECT_EQ(show.json().at("v"), 0);
  EXPECT_EQ(show.json().at("seats").at("B").at("claimed"), false);
  EXPECT_EQ(server.store().game_count(), 1);
}

// A form with a bad escape is refused as a whole (it used to create a default game); so is
// a cross-origin post whose Origin differs from this server only in scheme or port.
TEST(Http, BadFormsAndOriginsAreRefused) {
  TestServer server;
  const auto port = server.port();
  const std::string form = "application/x-www-form-urlencoded";
  auto code = [](const HttpResult& r) {
    return std::string(r.json().at("error").at("code").as_string());
  };
  auto bad = http_call(port, "POST", "/api/games", "rule=%zz&side=black", form);
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(code(bad), "bad_form");
  EXPECT_NE(bad.json().at("error").at("message").as_string().find("%zz"), std::string::npos);
  EXPECT_EQ(code(http_call(port, "POST", "/api/games", "side=black&rule=standard%", form)),
            "bad_form");
  EXPECT_EQ(server.store().game_count(), 0) << "no game from a bad form";

  const std::string self = "127.0.0.1:" + std::to_string(port);
  auto https = http_call(port, "POST", "/api/games", "{}", "application/json",
                         {{"Origin", "https://" + self}});
  EXPECT_EQ(https.status, 403) << "we serve http";
  auto other_port = http_call(port, "POST", "/api/games", "{}", "application/json",
                              {{"Origin", "http://127.0.0.1:" + std::to_string(port + 1)}});
  EXPECT_EQ(other_port.status, 403);
  EXPECT_EQ(server.store().game_count(), 0);
  auto proxied = http_call(port, "POST", "/api/games", R"({"side":"black"})", "application/json",
                           {{"Origin", "https://" + self}, {"X-Forwarded-Proto", "https"}});
  EXPECT_EQ(proxied.status, 201) << "a proxy serving https in front";
  auto same =
      http_call(port, "POST", "/api/games", "rule=standard", form, {{"Origin", "http://" + self}});
  EXPECT_EQ(same.status, 303);
  ASSERT_EQ(server.store().game_count(), 2);

  const auto id = std::string(proxied.json().at("id").as_string());
  auto bad_join = http_call(port, "POST", "/api/games/" + id + "/join", "x=%%", form);
  EXPECT_EQ(bad_join.status, 400);
  EXPECT_EQ(code(bad_join), "bad_form");
  EXPECT_EQ(http_call(port, "GET", "/api/games/" + id).json().at("seats").at("B").at("claimed"),
            false)
      << "the seat is still free";
  EXPECT_EQ(WsClient::upgrade_status(port, "/ws/games/" + id, {{"Origin", "https://" + self}}),
            403);
}

TEST(Http, ConcurrentJoinsHaveOneWinner) {
  TestServer server;
  auto game = create_game(server.port());
  std::atomic<int> ok{0}, taken{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 6; ++i) {
    threads.emplace_back([&] {
      auto r = http_call(server.port(), "POST", "/api/games/" + game.id + "/join");
      if (r.status == 200) ++ok;
      if (r.status == 409) ++taken;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(ok.load(), 1);
  EXPECT_EQ(taken.load(), 5);
}

TEST(Http, UnclaimedGamesExpireStartedOnesStay) {
  ServerConfig config;
  config.unclaimed_ttl = std::chrono::seconds(0);
  config.sweep_interval = std::chrono::milliseconds(100);
  TestServer server(config);
  auto lonely = create_game(server.port());
  auto started = create_game(server.port());
  join_game(server.port(), started.id);
  // Creation times have a resolution of one second.
  auto deadline = std::chrono::steady_clock::now() + 5s;
  while (server.store().load_game(lonely.id) && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(50ms);
  }
  EXPECT_EQ(http_call(server.port(), "GET", "/api/games/" + lonely.id).status, 404);
  EXPECT_EQ(http_call(server.port(), "POST", "/api/games/" + lonely.id + "/join").status, 404);
  EXPECT_EQ(http_call(server.port(), "GET", "/api/games/" + started.id).status, 200);
}

TEST(Http, PagesComeFromTheSiteHandler) {
  ServerConfig config;
  config.pages = [](const HttpRequest& r) -> std::optional<HttpReply> {
    if (r.target != "/hello") return std::nullopt;
    return HttpReply{200, "text/html; charset=utf-8", "<p>hi " + r.accept_language + "</p>", {}};
  };
  TestServer server(config);
  auto r = http_call(server.port(), "GET", "/hello", "", "", {{"Accept-Language", "el"}});
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.body, "<p>hi el</p>");
  EXPECT_EQ(r.header("x-frame-options"), "DENY");
  EXPECT_EQ(http_call(server.port(), "GET", "/other").status, 404);
  auto head = http_call(server.port(), "HEAD", "/hello");
  EXPECT_EQ(head.status, 200);
  EXPECT_EQ(head.header("content-length"), "10") << "the body of GET, not sent";
  EXPECT_TRUE(head.body.empty());
}

}  // namespace
}  // namespace renju::server::testing
