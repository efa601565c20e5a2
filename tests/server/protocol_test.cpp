// Unit tests of the pieces under the network: secrets, HTTP helpers and the JSON the protocol
// sends for a game state (checked on a position a Renju player can read).
#include <gtest/gtest.h>

#include <set>

#include "server/api.hpp"
#include "server/protocol.hpp"
#include "server/secret.hpp"

namespace renju::server {
namespace {

namespace json = boost::json;

game::Game play(const std::string& rule, const std::vector<std::string>& lines) {
  auto created = game::Game::create(rule);
  auto g = std::get<game::Game>(std::move(created));
  for (const auto& line : lines) {
    auto a = std::get<game::SeatAction>(game::parse_action_line(line));
    auto r = g.apply(a);
    EXPECT_TRUE(std::holds_alternative<std::vector<game::Event>>(r)) << line;
  }
  return g;
}

TEST(Secret, LongRandomAndUrlSafe) {
  std::set<std::string> seen;
  for (int i = 0; i < 50; ++i) {
    auto s = new_secret();
    EXPECT_EQ(s.size(), 43u);
    EXPECT_TRUE(plausible_secret(s)) << s;
    seen.insert(s);
  }
  EXPECT_EQ(seen.size(), 50u);
  EXPECT_FALSE(plausible_secret("short"));
  EXPECT_FALSE(plausible_secret(std::string(42, 'a') + "!"));
}

TEST(Secret, GameIds) {
  auto id = new_game_id();
  EXPECT_TRUE(plausible_game_id(id)) << id;
  EXPECT_NE(id, new_game_id());
  EXPECT_FALSE(plausible_game_id("../etc/pas"));
  EXPECT_FALSE(plausible_game_id("abc"));
}

TEST(Secret, Sha256KnownVectorAndCompare) {
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_TRUE(constant_time_equal("abcdef", "abcdef"));
  EXPECT_FALSE(constant_time_equal("abcdef", "abcdeg"));
  EXPECT_FALSE(constant_time_equal("abc", "abcd"));
}

TEST(HttpHelpers, Cookies) {
  EXPECT_EQ(cookie_value("a=1; rs_X=secret; b=2", "rs_X"), "secret");
  EXPECT_EQ(cookie_value("rs_X=s", "rs_X"), "s");
  EXPECT_FALSE(cookie_value("rs_XY=s", "rs_X"));
  EXPECT_FALSE(cookie_value("", "rs_X"));
}

TEST(HttpHelpers, Forms) {
  EXPECT_EQ(form_value("rule=taraguchi-10&side=black", "side"), "black");
  EXPECT_EQ(form_value("rule=taraguchi%2D7&x", "rule"), "taraguchi-7");
  EXPECT_EQ(form_value("a=b+c", "a"), "b c");
  EXPECT_FALSE(form_value("a=%zz", "a"));
  EXPECT_FALSE(form_value("rule=x", "side"));
}

// A malformed escape anywhere (name or value, at the end, cut by '&') makes the whole form bad;
// well-formed ones, '+' and bare '%'-free text do not.
TEST(HttpHelpers, FormErrors) {
  EXPECT_FALSE(form_error(""));
  EXPECT_FALSE(form_error("rule=taraguchi%2D7&side=black+x&flag"));
  EXPECT_FALSE(form_error("a=%41%7e"));
  const auto zz = form_error("rule=%zz&side=black");
  ASSERT_TRUE(zz);
  EXPECT_NE(zz->find("'%zz'"), std::string::npos) << *zz;
  EXPECT_TRUE(form_error("side=black&rule=taraguchi%2"));
  EXPECT_TRUE(form_error("rule=%"));
  EXPECT_TRUE(form_error("a=%4&b=1"));
  EXPECT_TRUE(form_error("ru%le=standard"));
  EXPECT_TRUE(form_error("a=%G1"));
}

// The Origin must be this server as the browser reached it: scheme, host and port.
TEST(HttpHelpers, Origin) {
  EXPECT_TRUE(origin_allowed("", "example.org"));
  EXPECT_TRUE(origin_allowed("http://example.org:8080", "example.org:8080"));
  EXPECT_TRUE(origin_allowed("HTTP://Example.org", "example.ORG"));
  EXPECT_TRUE(origin_allowed("http://example.org", "example.org:80")) << "default port";
  EXPECT_TRUE(origin_allowed("http://example.org:80", "example.org"));
  EXPECT_TRUE(origin_allowed("http://[::1]:8080", "[::1]:8080"));
  EXPECT_FALSE(origin_allowed("http://evil.example", "example.org"));
  EXPECT_FALSE(origin_allowed("null", "example.org"));
  EXPECT_FALSE(origin_allowed("http://example.org:9999", "example.org:8080"));
  EXPECT_FALSE(origin_allowed("http://example.org:8080", "example.org")) << "port 80 is meant";
  EXPECT_FALSE(origin_allowed("http://example.org.evil:8080", "example.org:8080"));
  EXPECT_FALSE(origin_allowed("http://example.org:8080/", "example.org:8080")) << "a path";
  EXPECT_FALSE(origin_allowed("http://user@example.org", "example.org"));
  EXPECT_FALSE(origin_allowed("http://example.org:x", "example.org:x"));
  EXPECT_FALSE(origin_allowed("http://example.org", "")) << "no Host to compare with";

  // We serve plain http: an https page elsewhere on the same host and port is another origin.
  EXPECT_FALSE(origin_allowed("https://example.org:8080", "example.org:8080"));
  EXPECT_FALSE(origin_allowed("ws://example.org:8080", "example.org:8080"));
  // Behind a proxy that says it served https, https is the scheme (default port 443).
  EXPECT_TRUE(origin_allowed("https://example.org", "example.org", "https"));
  EXPECT_TRUE(origin_allowed("https://example.org", "example.org:443", "HTTPS"));
  EXPECT_TRUE(origin_allowed("https://example.org", "example.org", "https, http")) << "first hop";
  EXPECT_FALSE(origin_allowed("http://example.org", "example.org", "https"));
  EXPECT_FALSE(origin_allowed("https://example.org", "example.org", "gopher"));
}

TEST(HttpHelpers, WebSocketPaths) {
  EXPECT_EQ(websocket_game_id("/ws/games/abcdefghij"), "abcdefghij");
  EXPECT_EQ(websocket_game_id("/ws/games/abcdefghij?x=1"), "abcdefghij");
  EXPECT_FALSE(websocket_game_id("/ws/games"));
  EXPECT_FALSE(websocket_game_id("/ws/games/a/b"));
  EXPECT_FALSE(websocket_game_id("/api/games/a"));
}

TEST(Protocol, ParsesActions) {
  auto place =
      protocol::action_from_json(json::parse(R"({"t":"place","at":"h9","id":1})").as_object());
  ASSERT_TRUE(std::holds_alternative<game::Action>(place));
  EXPECT_EQ(std::get<game::Action>(place), game::Action::place({7, 8}));

  auto choose = protocol::action_from_json(json::parse(R"({"t":"choose","n":2})").as_object());
  EXPECT_EQ(std::get<game::Action>(choose), game::Action::choose(2));

  auto draw = protocol::action_from_json(json::parse(R"({"t":"offer-draw"})").as_object());
  EXPECT_EQ(std::get<game::Action>(draw), game::Action::offer_draw());

  auto unknown = protocol::action_from_json(json::parse(R"({"t":"teleport"})").as_object());
  EXPECT_EQ(std::get<protocol::ProtocolError>(unknown).code, "unknown_type");

  auto no_point = protocol::action_from_json(json::parse(R"({"t":"place"})").as_object());
  EXPECT_EQ(std::get<protocol::ProtocolError>(no_point).code, "bad_message");

  auto bad_point =
      protocol::action_from_json(json::parse(R"({"t":"place","at":"z99"})").as_object());
  EXPECT_EQ(std::get<protocol::ProtocolError>(bad_point).code, "bad_message");

  auto bad_choice =
      protocol::action_from_json(json::parse(R"({"t":"choose","n":"two"})").as_object());
  EXPECT_EQ(std::get<protocol::ProtocolError>(bad_choice).code, "bad_message");
}

TEST(Protocol, ParsesFrames) {
  EXPECT_TRUE(std::holds_alternative<json::object>(protocol::parse_message(R"({"t":"ping"})")));
  EXPECT_EQ(std::get<protocol::ProtocolError>(protocol::parse_message("{nope")).code, "bad_json");
  EXPECT_EQ(std::get<protocol::ProtocolError>(protocol::parse_message("[1,2]")).code, "bad_json");
  EXPECT_EQ(std::get<protocol::ProtocolError>(protocol::parse_message("")).code, "bad_json");
}

// One parser for every client frame: each message type as a typed value with its id, and each
// malformed shape as a refusal with the code and field docs/protocol.md gives.
TEST(Protocol, ParsesClientMessages) {
  using namespace protocol;
  auto parse = [](std::string_view frame) { return parse_client_message(frame); };

  const auto hello = std::get<Hello>(parse(R"({"t":"hello","secret":"s3","v":12,"id":4})"));
  EXPECT_EQ(hello.secret, "s3");
  EXPECT_EQ(hello.version, 12);
  EXPECT_EQ(hello.id, 4);
  const auto bare = std::get<Hello>(parse(R"({"t":"hello","secret":null,"v":-1})"));
  EXPECT_FALSE(bare.secret);
  EXPECT_FALSE(bare.version) << "-1 is the first load";
  EXPECT_TRUE(bare.id.is_null());
  EXPECT_FALSE(std::get<Hello>(parse(R"({"t":"hello","v":"12"})")).version);

  EXPECT_EQ(std::get<Ping>(parse(R"({"t":"ping","id":"p"})")).id, "p");
  const auto resync = std::get<Resync>(parse(R"({"t":"resync","v":7})"));
  EXPECT_EQ(resync.version, 7);
  const auto action = std::get<ActionMessage>(parse(R"({"t":"place","at":"h9","id":17})"));
  EXPECT_EQ(action.action, game::Action::place({7, 8}));
  EXPECT_EQ(action.id, 17);
  EXPECT_EQ(std::get<ActionMessage>(parse(R"({"t":"resign"})")).action, game::Action::resign());

  auto refused = [&](std::string_view frame) { return std::get<BadMessage>(parse(frame)); };
  EXPECT_EQ(refused("{nope").error.code, "bad_json");
  EXPECT_EQ(refused("[1]").error.code, "bad_json");
  EXPECT_EQ(refused("").error.code, "bad_json");
  const auto no_type = refused(R"({"id":6})");
  EXPECT_EQ(no_type.error.code, "bad_message");
  EXPECT_EQ(no_type.error.params.at("field"), "t");
  EXPECT_EQ(no_type.id, 6) << "the id is echoed even when the rest is wrong";
  EXPECT_EQ(refused(R"({"t":5})").error.params.at("field"), "t");
  const auto secret = refused(R"({"t":"hello","secret":42,"id":1})");
  EXPECT_EQ(secret.error.code, "bad_message");
  EXPECT_EQ(secret.error.params.at("field"), "secret");
  EXPECT_EQ(refused(R"({"t":"resync"})").error.params.at("field"), "v");
  EXPECT_EQ(refused(R"({"t":"resync","v":1.5})").error.params.at("field"), "v");
  const auto unknown = refused(R"({"t":"teleport","id":5})");
  EXPECT_EQ(unknown.error.code, "unknown_type");
  EXPECT_EQ(unknown.error.params.at("type"), "teleport");
  EXPECT_EQ(unknown.id, 5);
  EXPECT_EQ(refused(R"({"t":"place","id":7})").error.params.at("field"), "at");
  EXPECT_EQ(refused(R"({"t":"place","at":"z99"})").error.code, "bad_message");
  EXPECT_EQ(refused(R"({"t":"choose","n":"two"})").error.params.at("field"), "n");
}

// After 1.h8 (A) 2.B swaps 3.h9 by A (now White) — B holds Black and may swap before stone 3:
//
//    10 . . . . .
//     9 . . o . .      o = h9 (White, seat A)
//     8 . . x . .      x = h8 (Black, seat B)
//     7 . . . . .
//       f g h i j
TEST(Protocol, StateAfterASwap) {
  auto g = play("taraguchi-10", {"A place h8", "B swap", "A place h9"});
  protocol::Presence presence;
  presence.claimed = {true, true};
  presence.online = {true, false};
  presence.spectators = 3;
  auto s = protocol::state_json(g, "Xc3kP9qLm2", 3, presence);
  EXPECT_EQ(s.at("game"), "Xc3kP9qLm2");
  EXPECT_EQ(s.at("v"), 3);
  EXPECT_EQ(s.at("rule"), "taraguchi-10");
  EXPECT_EQ(s.at("phase"), "place");
  EXPECT_EQ(s.at("phase_detail"), "swap-3");
  EXPECT_EQ(s.at("seats").at("A").at("color"), "white");
  EXPECT_EQ(s.at("seats").at("B").at("color"), "black");
  EXPECT_EQ(s.at("seats").at("A").at("online"), true);
  EXPECT_EQ(s.at("seats").at("B").at("online"), false);
  EXPECT_EQ(s.at("spectators"), 3);
  EXPECT_EQ(s.at("to_move"), "B");
  EXPECT_EQ(s.at("to_move_color"), "black");
  EXPECT_EQ(s.at("may_swap"), true);
  EXPECT_EQ(s.at("area"), json::parse(R"({"from":"f6","to":"j10","side":5})"));
  EXPECT_EQ(s.at("moves"), json::parse(R"([{"n":1,"at":"h8","color":"black"},
                                           {"n":2,"at":"h9","color":"white"}])"));
  EXPECT_EQ(s.at("log"), json::parse(R"(["A place h8","B swap","A place h9"])"));
  EXPECT_TRUE(s.at("result").is_null());

  auto legal_b = protocol::legal_json(g, game::Seat::kB);
  EXPECT_EQ(legal_b.at("swap"), true);
  EXPECT_EQ(legal_b.at("keep"), true);
  // The 5×5 square has 25 points, two are taken.
  EXPECT_EQ(legal_b.at("place").as_array().size(), 23u);
  EXPECT_EQ(legal_b.at("resign"), true);
  auto legal_a = protocol::legal_json(g, game::Seat::kA);
  EXPECT_FALSE(legal_a.contains("place"));
  EXPECT_FALSE(legal_a.contains("swap"));
}

// A broadcast serialises the state once and splices each audience's `legal` into the text:
// the result must parse to exactly the message built as one object.
TEST(Protocol, SplicedMessageEqualsTheWholeObject) {
  auto g = play("standard", {"A place h8", "B place h9", "A place g7"});
  protocol::Presence presence;
  presence.claimed = {true, true};
  const auto state = protocol::state_json(g, "Xc3kP9qLm2", 3, presence);
  // The mover's legal actions, passed in by a broadcast that already has them, change nothing.
  const auto mover = g.legal_actions(g.turn().seat);
  EXPECT_EQ(protocol::state_json(g, "Xc3kP9qLm2", 3, presence, &mover), state);
  EXPECT_EQ(protocol::legal_json(mover), protocol::legal_json(g, g.turn().seat));
  const auto sa = std::get<game::SeatAction>(game::parse_action_line("A place g7"));
  const auto event = protocol::event_json(3, sa, {});
  const protocol::StateMessages messages(event, g, "Xc3kP9qLm2", 3, presence);
  for (auto seat : {game::Seat::kA, game::Seat::kB}) {
    const auto legal = protocol::legal_json(g, seat);
    json::object whole = event;
    json::object with_legal = state;
    with_legal["legal"] = legal;
    whole["state"] = std::move(with_legal);
    EXPECT_EQ(json::parse(messages.for_seat(seat)), json::value(whole));
  }
  const auto spectator =
      protocol::StateMessages(json::object{{"t", "state"}}, g, "Xc3kP9qLm2", 3, presence)
          .for_seat(std::nullopt);
  EXPECT_EQ(json::parse(spectator).at("state").at("legal"), json::object{});
  EXPECT_EQ(json::parse(spectator).at("state").at("log"), state.at("log"));
}

// Standard Renju, Black (A) to move; i8 would make two open threes (g8-h8-i8 and i8-i9-i10),
// a forbidden double-three. White's stones are far away on the a-file.
//
//    11 . . . . . .
//    10 . . . x . .
//     9 . . . x . .
//     8 . x x * . .      * = i8, forbidden for Black
//     7 . . . . . .
//       f g h i j k
TEST(Protocol, ForbiddenPointsForBlack) {
  auto g = play("standard", {"A place g8", "B place a1", "A place h8", "B place a3", "A place i9",
                             "B place a5", "A place i10", "B place a7"});
  auto s = protocol::state_json(g, "Xc3kP9qLm2", 8, {});
  const auto& forbidden = s.at("forbidden").as_array();
  bool found = false;
  for (const auto& f : forbidden) {
    if (f.at("at") == "i8") {
      found = true;
      EXPECT_EQ(f.at("reason"), "double-three");
    }
  }
  EXPECT_TRUE(found) << json::serialize(forbidden);
  // Exactly the rules layer's verdict, no more, no less.
  auto board = g.board();
  EXPECT_EQ(forbidden.size(), rules::forbidden_points(board).size());
  // White to move: nothing is forbidden.
  auto g2 = play("standard", {"A place g8", "B place a1", "A place h8", "B place a3", "A place i9",
                              "B place a5", "A place i10"});
  EXPECT_TRUE(protocol::state_json(g2, "Xc3kP9qLm2", 7, {}).at("forbidden").as_array().empty());
}

TEST(Protocol, ResultAndErrors) {
  auto g = play("standard", {"A place h8", "B resign"});
  auto s = protocol::state_json(g, "Xc3kP9qLm2", 2, {});
  EXPECT_EQ(s.at("phase"), "over");
  EXPECT_TRUE(s.at("to_move").is_null());
  EXPECT_EQ(s.at("result"), json::parse(R"({"winner":"A","color":"black","reason":"resign"})"));

  auto g2 = play("taraguchi-10", {"A place h8"});
  auto refused = g2.apply(game::Seat::kB, game::Action::place({0, 0}));
  auto e = protocol::game_error_json(17, std::get<game::Error>(refused));
  EXPECT_EQ(e.at("t"), "error");
  EXPECT_EQ(e.at("id"), 17);
  EXPECT_EQ(e.at("code"), "outside_area");
  EXPECT_EQ(e.at("params").at("at"), "a1");
  EXPECT_EQ(e.at("params").at("side"), 3);
  EXPECT_FALSE(e.at("message").as_string().empty());
}

}  // namespace
}  // namespace renju::server
