// One browser identity, against the real server: the device cookie and its attributes, the seat
// it holds over the WebSocket, the own invite link, one winner among simultaneous claims, seat
// links adopted by another browser, rs_<id> cookies migrated and expired, 300 games under one
// cookie, and the "My games" list.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "server/device.hpp"
#include "server/secret.hpp"
#include "server_fixture.hpp"

namespace renju::server {
namespace {

using namespace testing;

// The value of cookie `name` among a reply's Set-Cookie headers ("" when absent), and the whole
// header line in `line`.
std::string set_cookie(const HttpResult& r, const std::string& name, std::string* line = nullptr) {
  for (auto [it, end] = r.headers.equal_range("set-cookie"); it != end; ++it) {
    if (!it->second.starts_with(name + "=")) continue;
    if (line) *line = it->second;
    const auto semi = it->second.find(';');
    return it->second.substr(name.size() + 1, semi - name.size() - 1);
  }
  return "";
}

std::size_t set_cookie_count(const HttpResult& r) {
  return r.headers.count("set-cookie");
}

using Headers = std::vector<std::pair<std::string, std::string>>;

Headers with_cookie(const std::string& cookie) {
  return {{"Cookie", cookie}};
}

HttpResult create(unsigned short port, const Headers& headers, const std::string& side = "black",
                  const std::string& extra = "") {
  return http_call(port, "POST", "/api/games",
                   R"({"rule":"standard","side":")" + side + "\"" + extra + "}", "application/json",
                   headers);
}

// The seat a hello without a secret gets on a socket opened with these headers ("" spectator).
std::string seat_over_ws(unsigned short port, const std::string& id, const Headers& headers) {
  auto c = WsClient::connect(port, "/ws/games/" + id, headers);
  c->send(json::object{{"t", "hello"}});
  auto w = c->expect("welcome");
  return w.at("seat").is_string() ? std::string(w.at("seat").as_string()) : "";
}

TEST(DeviceSeal, OpensOnlyWithItsKeyAndGame) {
  const auto key = new_secret();
  const auto secret = new_secret();
  const auto sealed = seal_secret(key, "AbCdEfGhIj", secret);
  EXPECT_EQ(sealed.size(), 86u);
  EXPECT_EQ(sealed.find(secret), std::string::npos);
  EXPECT_EQ(open_sealed(key, "AbCdEfGhIj", sealed), secret);
  EXPECT_NE(open_sealed(new_secret(), "AbCdEfGhIj", sealed), secret);
  EXPECT_NE(open_sealed(key, "AbCdEfGhIk", sealed), secret);
  EXPECT_FALSE(open_sealed(key, "AbCdEfGhIj", sealed.substr(1)));
  EXPECT_FALSE(open_sealed(key, "AbCdEfGhIj", "zz" + sealed.substr(2)));
  EXPECT_FALSE(open_sealed(key, "AbCdEfGhIj", ""));
}

TEST(Device, CreationSetsOneHttpOnlyLaxCookieAndSecureOnlyOverHttps) {
  TestServer server;
  auto r = create(server.port(), {});
  ASSERT_EQ(r.status, 201) << r.body;
  std::string line;
  const auto key = set_cookie(r, "rd", &line);
  EXPECT_TRUE(plausible_secret(key)) << line;
  EXPECT_EQ(set_cookie_count(r), 1u) << "no rs_<id> cookie any more";
  EXPECT_NE(line.find("HttpOnly"), std::string::npos);
  EXPECT_NE(line.find("SameSite=Lax"), std::string::npos);
  EXPECT_NE(line.find("Max-Age=34560000"), std::string::npos);
  EXPECT_EQ(line.find("Secure"), std::string::npos);

  auto https = create(server.port(), {{"X-Forwarded-Proto", "https"}});
  set_cookie(https, "rd", &line);
  EXPECT_NE(line.find("; Secure"), std::string::npos) << line;

  // A browser that has a key keeps it.
  auto again = create(server.port(), with_cookie("rd=" + key));
  EXPECT_EQ(set_cookie(again, "rd"), key);
}

TEST(Device, TheCookieHoldsTheSeatOnTheSocket) {
  TestServer server;
  auto r = create(server.port(), {}, "white");
  const auto key = set_cookie(r, "rd");
  const std::string id(r.json().at("id").as_string());
  EXPECT_EQ(seat_over_ws(server.port(), id, with_cookie("lang=en; rd=" + key)), "B");
  EXPECT_EQ(seat_over_ws(server.port(), id, {}), "") << "no cookie: a spectator";
  EXPECT_EQ(seat_over_ws(server.port(), id, with_cookie("rd=" + new_secret())), "")
      << "another browser's key: a spectator";
  // The store holds the key's hash and a sealed secret, never the key or the secret.
  const auto seat = server.store().device_seat(sha256_hex(key), id);
  ASSERT_TRUE(seat);
  EXPECT_EQ(seat->seat, 1);
  EXPECT_EQ(seat->sealed.find(std::string(r.json().at("secret").as_string())), std::string::npos);
  EXPECT_FALSE(server.store().device_seat(key, id));
}

TEST(Device, TheOwnInviteLinkKeepsTheSeatAndTakesNothing) {
  TestServer server;
  auto r = create(server.port(), {});
  const auto key = set_cookie(r, "rd");
  const auto o = r.json();
  const std::string id(o.at("id").as_string());
  auto own = http_call(server.port(), "POST", "/api/games/" + id + "/join", "", "",
                       with_cookie("rd=" + key));
  ASSERT_EQ(own.status, 200) << own.body;
  EXPECT_EQ(own.json().at("own"), true);
  EXPECT_EQ(own.json().at("seat"), "A");
  EXPECT_EQ(own.json().at("secret"), o.at("secret")) << "the same seat, the same key";
  EXPECT_EQ(set_cookie(own, "rd"), key) << "the cookie is renewed, not replaced";
  EXPECT_FALSE(server.store().load_game(id)->seat_hash[1]) << "the other seat is still free";
  EXPECT_EQ(seat_over_ws(server.port(), id, with_cookie("rd=" + key)), "A");

  // The form post of a browser without scripts goes back to the game, without a seat link.
  auto form = http_call(server.port(), "POST", "/api/games/" + id + "/join", "",
                        "application/x-www-form-urlencoded", with_cookie("rd=" + key));
  EXPECT_EQ(form.status, 303);
  EXPECT_EQ(form.header("location"), "/game/" + id);

  // Someone else's browser takes the free seat.
  auto friend_join = http_call(server.port(), "POST", "/api/games/" + id + "/join");
  ASSERT_EQ(friend_join.status, 200);
  EXPECT_EQ(friend_join.json().at("seat"), "B");
  EXPECT_FALSE(friend_join.json().contains("own"));
}

TEST(Device, SimultaneousClaimsHaveExactlyOneWinner) {
  TestServer server;
  const std::string id(create(server.port(), {}).json().at("id").as_string());
  constexpr int kClaimers = 8;
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  std::vector<int> statuses(kClaimers);
  std::vector<std::string> keys(kClaimers);
  std::vector<std::thread> threads;
  for (int i = 0; i < kClaimers; ++i) {
    keys[i] = new_secret();
    threads.emplace_back([&, i] {
      ++ready;
      while (!go) std::this_thread::yield();
      statuses[i] = http_call(server.port(), "POST", "/api/games/" + id + "/join", "", "",
                              with_cookie("rd=" + keys[i]))
                        .status;
    });
  }
  while (ready < kClaimers) std::this_thread::yield();
  go = true;
  for (auto& t : threads) t.join();
  int won = -1;
  for (int i = 0; i < kClaimers; ++i) {
    if (statuses[i] == 200) {
      EXPECT_EQ(won, -1) << "two winners";
      won = i;
    } else {
      EXPECT_EQ(statuses[i], 409);
    }
  }
  ASSERT_GE(won, 0);
  for (int i = 0; i < kClaimers; ++i) {
    EXPECT_EQ(seat_over_ws(server.port(), id, with_cookie("rd=" + keys[i])), i == won ? "B" : "");
  }
}

TEST(Device, ASeatLinkIsAdoptedByAnotherBrowser) {
  TestServer server;
  auto r = create(server.port(), {});
  const std::string id(r.json().at("id").as_string());
  const std::string secret(r.json().at("secret").as_string());
  const auto phone = new_secret();
  const auto adopt = [&](const std::string& body, const Headers& h) {
    return http_call(server.port(), "POST", "/api/games/" + id + "/seat", body, "application/json",
                     h);
  };
  auto a = adopt(R"({"secret":")" + secret + "\"}", with_cookie("rd=" + phone));
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(a.json().at("seat"), "A");
  EXPECT_EQ(seat_over_ws(server.port(), id, with_cookie("rd=" + phone)), "A");
  auto shown = http_call(server.port(), "GET", "/api/games/" + id + "/seat", "", "",
                         with_cookie("rd=" + phone));
  ASSERT_EQ(shown.status, 200);
  EXPECT_EQ(str(shown.json().at("secret")), secret);
  EXPECT_EQ(str(shown.json().at("seat_url")), "/game/" + id + "#s=" + secret);
  EXPECT_EQ(shown.header("cache-control"), "no-store");

  // A browser without a cookie gets one with the seat.
  auto fresh = adopt(R"({"secret":")" + secret + "\"}", {});
  ASSERT_EQ(fresh.status, 200);
  EXPECT_EQ(seat_over_ws(server.port(), id, with_cookie("rd=" + set_cookie(fresh, "rd"))), "A");

  // Refusals change nothing.
  const auto other = new_secret();
  EXPECT_EQ(adopt(R"({"secret":")" + new_secret() + "\"}", with_cookie("rd=" + other)).status, 403);
  EXPECT_EQ(adopt(R"({"secret":"short"})", with_cookie("rd=" + other)).status, 400);
  EXPECT_EQ(adopt("[1]", with_cookie("rd=" + other)).status, 400);
  EXPECT_EQ(http_call(server.port(), "POST", "/api/games/AAAAAAAAAA/seat",
                      R"({"secret":")" + secret + "\"}", "application/json")
                .status,
            404);
  EXPECT_FALSE(server.store().device_seat(sha256_hex(other), id));
  EXPECT_EQ(http_call(server.port(), "GET", "/api/games/" + id + "/seat", "", "",
                      with_cookie("rd=" + other))
                .status,
            404);
  EXPECT_EQ(http_call(server.port(), "DELETE", "/api/games/" + id + "/seat").status, 405);
}

TEST(Device, OldSeatCookiesStillWorkAndAreMigratedThenExpired) {
  TestServer server;
  // Seats as the previous build handed them out: a secret per game, in rs_<id>.
  auto g1 = create_game(server.port(), "standard", "black");
  auto g2 = create_game(server.port(), "standard", "white");
  const std::string legacy = "rs_" + g1.id + "=" + g1.secret + "; rs_" + g2.id + "=" + g2.secret +
                             "; rs_AAAAAAAAAA=" + new_secret();
  EXPECT_EQ(seat_over_ws(server.port(), g1.id, with_cookie(legacy)), "A");

  auto list = http_call(server.port(), "GET", "/api/my-games", "", "", with_cookie(legacy));
  ASSERT_EQ(list.status, 200) << list.body;
  const auto key = set_cookie(list, "rd");
  ASSERT_TRUE(plausible_secret(key));
  std::string line;
  for (const auto& id : {g1.id, g2.id, std::string("AAAAAAAAAA")}) {
    EXPECT_EQ(set_cookie(list, "rs_" + id, &line), "") << id;
    EXPECT_NE(line.find("Max-Age=0"), std::string::npos) << line;
  }
  EXPECT_EQ(list.json().at("games").as_array().size(), 2u);
  // From now on the device cookie alone holds both seats.
  EXPECT_EQ(seat_over_ws(server.port(), g1.id, with_cookie("rd=" + key)), "A");
  EXPECT_EQ(seat_over_ws(server.port(), g2.id, with_cookie("rd=" + key)), "B");
}

TEST(Device, ThreeHundredGamesKeepOneCookieAndAllAreListed) {
  ServerConfig config;
  config.create_rate = RateLimit{};  // a person is not that fast; the limit is not under test
  TestServer server(config);
  auto first = create(server.port(), {});
  const auto key = set_cookie(first, "rd");
  const auto cookie = with_cookie("lang=en; rd=" + key);
  for (int i = 1; i < 300; ++i) {
    auto r = create(server.port(), cookie);
    ASSERT_EQ(r.status, 201) << i;
    ASSERT_EQ(set_cookie_count(r), 1u);
    ASSERT_EQ(set_cookie(r, "rd"), key);
  }
  auto list = http_call(server.port(), "GET", "/api/my-games", "", "", cookie);
  ASSERT_EQ(list.status, 200);
  const auto body = list.json();
  const auto& games = body.at("games").as_array();
  EXPECT_EQ(games.size(), 300u);
  for (const auto& g : games) EXPECT_EQ(g.at("your_turn"), true) << "Black opens each";
  // The request that carries the cookie is as small as it was with one game.
  EXPECT_EQ(seat_over_ws(server.port(), std::string(games[0].at("id").as_string()), cookie), "A");
}

TEST(Device, MyGamesSaysWhoseTurnTheOpponentAndPutsOngoingFirst) {
  TestServer server;
  auto r = create(server.port(), {}, "white");
  const auto key = set_cookie(r, "rd");
  const auto cookie = with_cookie("rd=" + key);
  const std::string waiting(r.json().at("id").as_string());
  const std::string vs_computer(
      create(server.port(), cookie, "black", R"(,"opponent":"computer","level":"beginner")")
          .json()
          .at("id")
          .as_string());
  auto played = create(server.port(), cookie, "black");
  const std::string over(played.json().at("id").as_string());
  join_game(server.port(), over);
  auto c = connect_game(server.port(), over, std::string(played.json().at("secret").as_string()));
  c->send(json::object{{"t", "resign"}, {"id", 1}});
  ASSERT_EQ(c->expect("ack").at("t"), "ack");

  auto list = http_call(server.port(), "GET", "/api/my-games", "", "", cookie);
  ASSERT_EQ(list.status, 200);
  const auto body = list.json();
  const auto& games = body.at("games").as_array();
  ASSERT_EQ(games.size(), 3u);
  EXPECT_EQ(str(games[2].at("id")), over) << "finished games last";
  for (const auto& v : games) {
    const auto& g = v.as_object();
    const auto id = str(g.at("id"));
    EXPECT_EQ(str(g.at("url")), "/game/" + id);
    EXPECT_EQ(g.at("rule"), "standard");
    EXPECT_TRUE(g.at("last_activity").is_int64());
    if (id == waiting) {
      EXPECT_EQ(g.at("color"), "white");
      EXPECT_EQ(g.at("your_turn"), false);
      EXPECT_EQ(g.at("to_move"), "A");
      EXPECT_EQ(g.at("opponent").at("kind"), "nobody");
    } else if (id == vs_computer) {
      EXPECT_EQ(g.at("your_turn"), true);
      EXPECT_EQ(g.at("opponent").at("kind"), "computer");
      EXPECT_EQ(g.at("opponent").at("level"), "beginner");
    } else {
      EXPECT_EQ(g.at("ongoing"), false);
      EXPECT_EQ(g.at("your_turn"), false);
      EXPECT_EQ(g.at("opponent").at("kind"), "human");
      EXPECT_EQ(g.at("result").at("winner"), "B");
      EXPECT_EQ(g.at("result").at("reason"), "resign");
    }
  }
  // A browser without a device has no games, and gets no cookie for asking.
  auto none = http_call(server.port(), "GET", "/api/my-games");
  EXPECT_EQ(none.body, R"({"games":[]})");
  EXPECT_EQ(set_cookie_count(none), 0u);
}

}  // namespace
}  // namespace renju::server
