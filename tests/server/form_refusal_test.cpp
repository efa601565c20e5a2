// The home page's new-game form posts without script: a refusal comes back as a 303 to the
// home page in the form's language with the refusal's code, which the page says in words,
// instead of a JSON body the browser would show raw. JSON clients, and programs posting a form
// without asking for a page, keep their JSON errors.
#include <gtest/gtest.h>

#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

// As a browser's form submission: it asks for a page.
HttpResult post_form(unsigned short port, const std::string& body) {
  return http_call(port, "POST", "/api/games", body, "application/x-www-form-urlencoded",
                   {{"Accept", "text/html,application/xhtml+xml,*/*;q=0.8"}});
}

TEST(FormRefusals, ComeBackToTheHomePageWithTheirCode) {
  ServerConfig config;
  config.create_rate = RateLimit{1, std::chrono::seconds(3600)};
  TestServer server(config);
  const auto port = server.port();
  auto first = post_form(port, "rule=standard&side=black&lang=fr");
  ASSERT_EQ(first.status, 303) << first.body;
  EXPECT_TRUE(first.header("location").starts_with("/game/")) << first.header("location");
  EXPECT_EQ(server.store().game_count(), 1);

  auto limited = post_form(port, "rule=standard&side=black&lang=fr");
  EXPECT_EQ(limited.status, 303);
  EXPECT_EQ(limited.header("location"), "/fr/?refused=rate_limited");
  // A JSON client is told in JSON, as before.
  auto json_client =
      http_call(port, "POST", "/api/games", R"({"rule":"standard"})", "application/json");
  EXPECT_EQ(json_client.status, 429);
  EXPECT_EQ(str(json_client.json().at("error").at("code")), "rate_limited");
  // A program posting the form without asking for a page gets the JSON error too.
  auto program =
      http_call(port, "POST", "/api/games", "rule=standard", "application/x-www-form-urlencoded");
  EXPECT_EQ(program.status, 429);
  EXPECT_EQ(str(program.json().at("error").at("code")), "rate_limited");
  EXPECT_EQ(server.store().game_count(), 1) << "refusals create nothing";
}

TEST(FormRefusals, EveryRefusalOfTheFormIsACodeNeverItsInput) {
  TestServer server;
  const auto port = server.port();
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"rule=standard&time=fischer+1%2B0&lang=de", "/de/?refused=bad_time_control"},
      {"rule=nonsense&lang=pt", "/pt/?refused=bad_rule"},
      {"rule=standard&side=purple&lang=zh-Hant", "/zh-Hant/?refused=bad_side"},
      {"rule=standard&opponent=computer&level=godlike&lang=en", "/en/?refused=bad_level"},
      // No language, or one that is not a language tag: the root, which picks one.
      {"rule=standard&side=purple", "/?refused=bad_side"},
      {"rule=standard&side=purple&lang=%2F%2Fevil.example", "/?refused=bad_side"},
      {"rule=%ZZ", "/?refused=bad_form"},
  };
  for (const auto& [body, location] : cases) {
    auto r = post_form(port, body);
    EXPECT_EQ(r.status, 303) << body << ": " << r.body;
    EXPECT_EQ(r.header("location"), location) << body;
  }
  EXPECT_EQ(server.store().game_count(), 0);
}

}  // namespace
}  // namespace renju::server::testing
