// The action's hot path without JSON trees: the ack written as text says exactly what Boost.JSON
// would serialise for every kind of id a client may send, and a client frame parsed into the
// stack arena keeps what it needs (id, secret, action) after the arena is gone, also when the
// frame is too big for the arena and the parser falls back to the heap.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <string>

#include "rules/notation.hpp"
#include "server/protocol.hpp"
#include "server/protocol_v2.hpp"

namespace renju::server {
namespace {

namespace json = boost::json;

TEST(HotPath, AckTextIsWhatBoostJsonWouldWrite) {
  const json::value ids[] = {7,
                             -3,
                             std::int64_t{9007199254740993},
                             std::uint64_t{18446744073709551615ULL},
                             2.5,
                             "a\"quoted\\id",
                             nullptr,
                             true,
                             json::array{1, "x"},
                             json::object{{"k", 1}}};
  for (const auto& id : ids) {
    const auto text = protocol::ack_message(id, 42);
    EXPECT_EQ(json::parse(text), (json::object{{"t", "ack"}, {"id", id}, {"v", 42}})) << text;
    EXPECT_EQ(text, json::serialize(json::object{{"t", "ack"}, {"id", id}, {"v", 42}}));
  }
}

TEST(HotPath, AParsedFrameOutlivesItsArena) {
  // An id of 3 000 characters and a secret of 900: the message's copies must not point into
  // the parser's arena (AddressSanitizer reports a use after its scope if they do).
  const std::string long_id(3000, 'i');
  const std::string secret(900, 's');
  const std::string hello = json::serialize(
      json::object{{"t", "hello"}, {"id", long_id}, {"secret", secret}, {"protocol", 2}});
  ASSERT_LE(hello.size(), protocol::kMaxMessageBytes);
  auto parsed = protocol::parse_client_message(hello);
  auto* h = std::get_if<protocol::Hello>(&parsed);
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(h->id, json::value(long_id));
  EXPECT_EQ(h->secret, secret);
  EXPECT_EQ(h->protocol, 2);

  // Many small nodes, more than the arena holds (each value takes 16 bytes or more): still the
  // same message, read whole.
  json::array padding;
  for (int i = 0; i < 1200; ++i) padding.emplace_back(i % 10);
  const std::string place = json::serialize(json::object{
      {"t", "place"}, {"id", json::array{long_id.substr(0, 100)}}, {"at", "h8"}, {"x", padding}});
  ASSERT_LE(place.size(), protocol::kMaxMessageBytes);
  parsed = protocol::parse_client_message(place);
  auto* action = std::get_if<protocol::ActionMessage>(&parsed);
  ASSERT_NE(action, nullptr);
  EXPECT_EQ(action->id, (json::array{long_id.substr(0, 100)}));
  EXPECT_EQ(action->action, game::Action::place(rules::kCentre));

  // And a frame that is no message still names its id.
  parsed = protocol::parse_client_message(R"({"id":"x-1","t":"fly"})");
  auto* bad = std::get_if<protocol::BadMessage>(&parsed);
  ASSERT_NE(bad, nullptr);
  EXPECT_EQ(bad->id, "x-1");
}

}  // namespace
}  // namespace renju::server
