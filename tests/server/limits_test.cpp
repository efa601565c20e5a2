// The network edge's limits against a real server on real sockets: open connections per
// address (refused with a 503, counted once, released on every path) and the write timeout that
// cuts off a WebSocket peer that stopped reading.
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include "rules/notation.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

// TestServer keeps its Server to itself; these tests read Server::connections_from.
class EdgeServer {
 public:
  explicit EdgeServer(ServerConfig config) {
    set_log_level(LogLevel::kError);  // refusals and cut-offs are expected here
    config.bind = "127.0.0.1";
    config.port = 0;
    store_ = store::open_sqlite_store(dir_.path() / "renju.db");
    server_ = std::make_unique<Server>(std::move(config), *store_);
    thread_ = std::thread([this] { server_->run(); });
  }
  ~EdgeServer() {
    server_->stop();
    thread_.join();
    set_log_level(LogLevel::kWarn);
  }
  EdgeServer(const EdgeServer&) = delete;
  EdgeServer& operator=(const EdgeServer&) = delete;

  unsigned short port() const { return server_->port(); }
  std::size_t open_from(const std::string& address = "127.0.0.1") const {
    return server_->connections_from(address);
  }
  Server::Counters counters() const { return server_->counters(); }
  // The server works asynchronously: poll its state rather than sleep (5 s: a broken server).
  template <typename Condition>
  bool eventually(Condition&& condition) const {
    const auto deadline = std::chrono::steady_clock::now() + 5s;
    while (std::chrono::steady_clock::now() < deadline) {
      if (condition()) return true;
      std::this_thread::sleep_for(5ms);
    }
    return condition();
  }
  bool eventually_open(std::size_t n, const std::string& address = "127.0.0.1") const {
    return eventually([&] { return open_from(address) == n; });
  }

 private:
  TempDir dir_;
  std::unique_ptr<store::Store> store_;
  std::unique_ptr<Server> server_;
  std::thread thread_;
};

ServerConfig with_limit(std::size_t limit) {
  ServerConfig c;
  c.max_connections_per_address = limit;
  return c;
}

// A TCP connection whose source is `source`: any address in 127/8 reaches the loopback server,
// which lets one test play two different clients.
tcp::socket connect_from(net::io_context& io, unsigned short port,
                         const std::string& source = "127.0.0.1") {
  tcp::socket s(io);
  s.open(tcp::v4());
  s.bind(tcp::endpoint(net::ip::make_address(source), 0));
  s.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  return s;
}

const std::string kHealth = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

// Reads one HTTP answer (headers and a Content-Length body), or whatever came before the
// connection ended.
std::string read_answer(tcp::socket& s) {
  std::string out;
  char buf[4096];
  for (;;) {
    beast::error_code ec;
    const auto n = s.read_some(net::buffer(buf), ec);
    if (ec) return out;
    out.append(buf, n);
    const auto end = out.find("\r\n\r\n");
    if (end == std::string::npos) continue;
    const auto cl = out.find("Content-Length: ");
    if (cl == std::string::npos || cl > end) return out;
    if (out.size() >= end + 4 + std::stoul(out.substr(cl + 16))) return out;
  }
}

std::string exchange(tcp::socket& s, const std::string& request) {
  net::write(s, net::buffer(request));
  return read_answer(s);
}

// True once the server has closed its end (a read returns end of file or a reset).
bool server_closed(tcp::socket& s) {
  char c;
  beast::error_code ec;
  s.read_some(net::buffer(&c, 1), ec);
  return ec == net::error::eof || ec == net::error::connection_reset;
}

// The first moves of Taraguchi-10 (A Black, B swaps twice, then keeps):
//
//     9 . . . . . . . o x . . . . . .      x = Black, o = White
//     8 . . . . . . . x . . . . . . .
//       a b c d e f g h i j k l m n o
const std::vector<std::string> kOpening = {"A place h8", "B swap",      "A place h9",
                                           "B swap",     "A place j10", "B keep"};

TEST(Limits, ConnectionOverTheLimitIsRefusedAndAFreedSlotIsReused) {
  EdgeServer server(with_limit(8));
  const auto port = server.port();
  auto [a_ticket, b_ticket, a, b] = seat_two(port, "taraguchi-10");
  // The HTTP calls above have ended; each upgraded socket counts once, not twice.
  ASSERT_TRUE(server.eventually_open(2)) << server.open_from();
  int id = 0;
  ASSERT_EQ(act(*a, action_message(kOpening[0], ++id)).at("t"), "ack");
  ASSERT_EQ(act(*b, action_message(kOpening[1], ++id)).at("t"), "ack");

  // Six idle connections fill the limit of eight.
  net::io_context io;
  std::vector<tcp::socket> idle;
  for (int i = 0; i < 6; ++i) idle.push_back(connect_from(io, port));
  ASSERT_TRUE(server.eventually_open(8)) << server.open_from();

  // The ninth: a short 503 that says when to retry, then the server hangs up.
  auto ninth = connect_from(io, port);
  const auto answer = exchange(ninth, kHealth);
  EXPECT_EQ(answer.rfind("HTTP/1.1 503 ", 0), 0u) << answer;
  EXPECT_NE(answer.find("\r\nRetry-After: 10\r\n"), std::string::npos) << answer;
  EXPECT_NE(answer.find("\r\nConnection: close\r\n"), std::string::npos) << answer;
  EXPECT_NE(answer.find("Too many connections"), std::string::npos) << answer;
  EXPECT_TRUE(server_closed(ninth));
  // A browser's HTTP request and a WebSocket upgrade are refused alike.
  const auto refused = http_call(port, "GET", "/api/health");
  EXPECT_EQ(refused.status, 503);
  EXPECT_EQ(refused.header("retry-after"), "10");
  EXPECT_EQ(WsClient::upgrade_status(port, "/ws/games/" + a_ticket.id), 503);
  EXPECT_EQ(server.open_from(), 8u) << "a refused connection must not be counted";

  // Another address is not held back by this one's connections.
  auto other = connect_from(io, port, "127.0.0.2");
  EXPECT_EQ(exchange(other, kHealth).rfind("HTTP/1.1 200 ", 0), 0u);
  EXPECT_EQ(server.open_from("127.0.0.2"), 1u);

  // The game already playing is unaffected.
  for (std::size_t i = 2; i < kOpening.size(); ++i) {
    const auto& line = kOpening[i];
    auto reply = act(line[0] == 'A' ? *a : *b, action_message(line, ++id));
    EXPECT_EQ(reply.at("t"), "ack") << line << " " << json::serialize(reply);
  }
  EXPECT_EQ(str(wait_version(*a, 6).at("text")), "B keep");

  // Closing one connection frees its slot for a newcomer.
  idle.pop_back();
  ASSERT_TRUE(server.eventually_open(7)) << server.open_from();
  EXPECT_EQ(http_call(port, "GET", "/api/health").status, 200);

  // And everything comes back to zero.
  idle.clear();
  a->close();
  b->close();
  EXPECT_TRUE(server.eventually_open(0)) << server.open_from();
  other.close();
  EXPECT_TRUE(server.eventually_open(0, "127.0.0.2"));
}

TEST(Limits, CountIsReleasedOnEveryPath) {
  EdgeServer server(with_limit(8));
  const auto port = server.port();
  net::io_context io;

  // HTTP keep-alive: one connection, two requests, counted once; released when the client
  // hangs up.
  {
    auto s = connect_from(io, port);
    EXPECT_EQ(exchange(s, kHealth).rfind("HTTP/1.1 200 ", 0), 0u);
    EXPECT_EQ(exchange(s, kHealth).rfind("HTTP/1.1 200 ", 0), 0u);
    EXPECT_EQ(server.open_from(), 1u);
  }
  EXPECT_TRUE(server.eventually_open(0)) << "keep-alive connection closed by the client";

  // HTTP "Connection: close": released when the server hangs up, while the client still holds
  // its socket.
  auto held = connect_from(io, port);
  EXPECT_EQ(exchange(held, "GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                .rfind("HTTP/1.1 200 ", 0),
            0u);
  EXPECT_TRUE(server.eventually_open(0)) << "connection closed by the server";

  // An unparsable request: answered 400 and closed.
  auto bad = connect_from(io, port);
  EXPECT_EQ(exchange(bad, "NONSENSE\r\n\r\n").rfind("HTTP/1.1 400 ", 0), 0u);
  EXPECT_TRUE(server.eventually_open(0)) << "bad request";

  // A WebSocket closed properly.
  auto ticket = create_game(port, "standard", "black");
  {
    auto c = connect_game(port, ticket.id, ticket.secret);
    EXPECT_TRUE(server.eventually_open(1));
    c->close();
  }
  EXPECT_TRUE(server.eventually_open(0)) << "WebSocket closing handshake";

  // A WebSocket that ends in an error: the peer resets the connection without a close frame.
  {
    websocket::stream<tcp::socket> ws(io);
    ws.next_layer() = connect_from(io, port);
    ws.handshake("127.0.0.1", "/ws/games/" + ticket.id);
    ws.write(net::buffer(std::string(R"({"t":"hello"})")));
    EXPECT_TRUE(server.eventually_open(1));
    ws.next_layer().set_option(net::socket_base::linger(true, 0));
    ws.next_layer().close();
  }
  EXPECT_TRUE(server.eventually_open(0)) << "WebSocket reset by the peer";

  // An upgrade refused by the server (no such game).
  EXPECT_EQ(WsClient::upgrade_status(port, "/ws/games/nosuchgame0"), 404);
  EXPECT_TRUE(server.eventually_open(0)) << "refused upgrade";

  // An upgrade whose handshake never completes, abandoned by the client.
  {
    auto s = connect_from(io, port);
    net::write(s, net::buffer(std::string("GET /ws/games/" + ticket.id +
                                          " HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n")));
    EXPECT_TRUE(server.eventually_open(1));
  }
  EXPECT_TRUE(server.eventually_open(0)) << "unfinished request";
}

// 0 means no limit: far more connections than the default limit, all served.
TEST(Limits, ZeroMeansUnlimited) {
  EdgeServer server(with_limit(0));
  net::io_context io;
  std::vector<tcp::socket> open;
  for (int i = 0; i < 100; ++i) open.push_back(connect_from(io, server.port()));
  ASSERT_TRUE(server.eventually_open(100)) << server.open_from();
  auto last = connect_from(io, server.port());
  EXPECT_EQ(exchange(last, kHealth).rfind("HTTP/1.1 200 ", 0), 0u);
  open.clear();
  last.close();
  EXPECT_TRUE(server.eventually_open(0));
}

// Listening on "::" the server sees IPv4 clients as ::ffff:a.b.c.d; they must be counted as
// the IPv4 address they are, or the limit and the accessor would disagree.
TEST(Limits, IPv4MappedClientsCountAsTheirIPv4Address) {
  ServerConfig config = with_limit(1);
  set_log_level(LogLevel::kError);
  config.bind = "::";
  config.port = 0;
  TempDir dir;
  auto store = store::open_sqlite_store(dir.path() / "renju.db");
  std::unique_ptr<Server> server;
  try {
    server = std::make_unique<Server>(config, *store);
  } catch (const std::system_error& e) {
    GTEST_SKIP() << "no IPv6 on this machine: " << e.what();
  }
  std::thread thread([&] { server->run(); });
  net::io_context io;
  auto first = connect_from(io, server->port());
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  while (server->connections_from("127.0.0.1") != 1 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(5ms);
  EXPECT_EQ(server->connections_from("127.0.0.1"), 1u);
  EXPECT_EQ(server->connections_from("::ffff:127.0.0.1"), 1u);
  auto second = connect_from(io, server->port());
  EXPECT_EQ(exchange(second, kHealth).rfind("HTTP/1.1 503 ", 0), 0u);
  server->stop();
  thread.join();
  set_log_level(LogLevel::kWarn);
}

// A spectator with a tiny receive buffer reads nothing but keeps asking for catch-ups (64
// events and a full state each). Its socket fills, a write stalls, and the write timeout cuts
// it off long before the 1 024-message cap would have.
TEST(Limits, StalledReaderIsCutOffByTheWriteTimeout) {
  ServerConfig config;
  config.ws_write_timeout = 500ms;
  config.ws_message_rate = 0;  // the catch-ups below are paced by the server's own progress
  EdgeServer server(std::move(config));
  const auto port = server.port();
  auto a_ticket = create_game(port, "standard", "black");
  auto b_ticket = join_game(port, a_ticket.id);
  std::int64_t version = 0;
  {
    // Played under the short timeout too: readers that keep up are never cut off.
    auto a = connect_game(port, a_ticket.id, a_ticket.secret);
    auto b = connect_game(port, a_ticket.id, b_ticket.secret);
    int id = 0;
    for (const auto& line : long_game(70)) {
      auto reply = act(line[0] == 'A' ? *a : *b, action_message(line, ++id));
      ASSERT_EQ(reply.at("t"), "ack") << line << " " << json::serialize(reply);
      version = reply.at("v").as_int64();
    }
    ASSERT_EQ(version, 70);
  }
  ASSERT_TRUE(server.eventually_open(0));

  net::io_context io;
  websocket::stream<tcp::socket> stalled(io);
  stalled.next_layer().open(tcp::v4());
  stalled.next_layer().set_option(net::socket_base::receive_buffer_size(4096));
  // Loopback's 64 KiB segments make the kernel size the server's send buffer at megabytes;
  // announcing an Internet-sized segment gets the send buffer a real client would.
  const int mss = 1200;
  ASSERT_EQ(
      ::setsockopt(stalled.next_layer().native_handle(), IPPROTO_TCP, TCP_MAXSEG, &mss, sizeof mss),
      0);
  stalled.next_layer().connect({net::ip::make_address("127.0.0.1"), port});
  stalled.handshake("127.0.0.1", "/ws/games/" + a_ticket.id);
  stalled.write(net::buffer(std::string(R"({"t":"hello"})")));
  ASSERT_TRUE(server.eventually_open(1));

  // One catch-up at a time: the next is sent only when the server has handed all of the last
  // (64 events and a state) to the kernel, so its queue never holds more than one: 65
  // messages, far below the 1 024 cap. Once the buffers are full a write stalls, and only the
  // write timeout can end it.
  const std::string resync = R"({"t":"resync","v":)" + std::to_string(version - 64) + "}";
  int sent = 0;
  beast::error_code wec;
  while (server.counters().ws_write_timeouts == 0) {
    ASSERT_LT(sent, 100) << "the buffers never filled";
    const auto written = server.counters().ws_written;
    stalled.write(net::buffer(resync), wec);
    if (wec) break;
    ++sent;
    ASSERT_TRUE(server.eventually([&] {
      const auto c = server.counters();
      return c.ws_written >= written + 65 || c.ws_write_timeouts > 0;
    })) << "a stalled write was never cut";
  }
  EXPECT_EQ(server.counters().ws_write_timeouts, 1u);
  EXPECT_EQ(server.counters().ws_queue_overflows, 0u) << "cut by the timeout, not the cap";
  ASSERT_TRUE(server.eventually_open(0))
      << "still connected after " << sent << " catch-ups (" << sent * 65 << " messages)";

  // What the client sees: what its own small buffer held, then a reset (the server let go of
  // everything at once), not the closing handshake the 1 024-message cap would have queued.
  beast::error_code ec;
  long received = 0;
  for (;;) {
    beast::flat_buffer b;
    stalled.read(b, ec);
    if (ec) break;
    ++received;
  }
  EXPECT_EQ(ec, net::error::connection_reset) << ec.message();
  // What never arrived was queued in the server (in its kernel's send buffer or in the
  // session) when it cut the connection: far from the 1 024 messages the cap allows.
  const long produced = 2 + sent * 65L;  // welcome and state, then 64 events and a state each
  EXPECT_GT(produced - received, 0);
  EXPECT_LT(produced - received, 1024) << received << " of " << produced << " received";

  // The server is healthy: pages answer and a new spectator gets the game.
  EXPECT_EQ(http_call(port, "GET", "/api/health").status, 200);
  json::object state;
  auto fresh = connect_game(port, a_ticket.id, std::nullopt, std::nullopt, &state);
  EXPECT_EQ(state.at("log").as_array().size(), 70u);
}

}  // namespace
}  // namespace renju::server::testing
