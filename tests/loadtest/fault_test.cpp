// Fault tests against real `renju serve` processes on loopback: SIGKILL and restart under load
// lose no acknowledged action; a stalled reader is cut off instead of buffered without bound;
// floods of messages or connections from one address do not hurt the other games.
#include <gtest/gtest.h>

#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <functional>

#include <atomic>
#include <boost/asio/read.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>
#include <filesystem>
#include <optional>
#include <string_view>
#include <thread>
#include <vector>

#include "background_load.hpp"
#include "loadtest/client.hpp"
#include "loadtest/game_load.hpp"
#include "loadtest/process.hpp"

namespace renju::loadtest {
namespace {

namespace fs = std::filesystem;
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace json = boost::json;
using tcp = asio::ip::tcp;

struct TempDir {
  fs::path path;
  TempDir() {
    std::string t = (fs::temp_directory_path() / "renju-fault-XXXXXX").string();
    if (!mkdtemp(t.data())) throw std::runtime_error("mkdtemp");
    path = t;
  }
  ~TempDir() {
    std::error_code ignored;
    fs::remove_all(path, ignored);
  }
};

// One `renju serve` process on loopback with its database and log in `dir`.
struct Serve {
  ChildProcess process;
  std::uint16_t port = 0;

  // Without `max_per_address` the server runs with its default limit, as a public site would.
  static Serve start(const fs::path& dir, std::uint16_t port = 0,
                     std::optional<int> max_per_address = std::nullopt,
                     const std::vector<std::string>& extra = {}) {
    const fs::path log = dir / "serve.log";
    const auto from = fs::exists(log) ? fs::file_size(log) : 0;
    Serve s;
    std::vector<std::string> argv = {RENJU_BINARY,  "serve",
                                     "--bind",      "127.0.0.1",
                                     "--port",      std::to_string(port),
                                     "--db",        (dir / "games.db").string(),
                                     "--threads",   "2",
                                     "--log-level", "info"};
    // The load replaces each finished game at once: more games a minute than the default limit
    // lets one address create, and these tests are not about that limit.
    for (const char* arg : {"--create-rate", "0", "--join-rate", "0"}) argv.push_back(arg);
    if (max_per_address) {
      argv.push_back("--max-connections-per-address");
      argv.push_back(std::to_string(*max_per_address));
    }
    argv.insert(argv.end(), extra.begin(), extra.end());
    s.process = ChildProcess::spawn(argv, log);
    s.port = wait_for_port(s.process, log, std::chrono::seconds(30), from);
    return s;
  }
  Target target() const { return Target{"127.0.0.1", port, "/"}; }
};

std::optional<json::object> get_state(const Target& t, const std::string& id) {
  const HttpReply r = http_request_sync(t, "GET", "/api/games/" + id);
  if (r.status != 200) return std::nullopt;
  boost::system::error_code ec;
  auto v = json::parse(r.body, ec);
  if (ec || !v.is_object()) return std::nullopt;
  // The answer is the state object itself (or wrapped in {"state": …}).
  if (auto* s = v.get_object().if_contains("state"); s && s->is_object()) return s->get_object();
  return v.get_object();
}

GameLoadOptions small_load(const Target& t, int games, double interval) {
  GameLoadOptions o;
  o.target = t;
  o.games = games;
  o.move_interval = interval;
  o.seconds = 60;  // ended through `stop` by each test
  o.threads = 1;
  o.setup_parallel = 16;
  return o;
}

// Four games playing in the background while a test does harm elsewhere, already under way.
struct BackgroundGames : BackgroundLoad {
  explicit BackgroundGames(const Target& t) : BackgroundLoad(small_load(t, 4, 0.02)) { play_on(5); }
};

// The background games all started, kept playing, and never saw an error. The tests wait for 5
// acknowledged actions before the harm and 20 after it, so more than 20 were acknowledged by
// the time the load stops, however fast the harm itself went.
void expect_unhurt(const GameLoadReport& report) {
  EXPECT_EQ(report.games_live, 4);
  EXPECT_GT(report.metrics.completed, 20u);
  EXPECT_EQ(report.metrics.error_count(), 0u) << report.metrics.errors_text();
}

TEST(Fault, SigkillAndRestartLoseNoAcknowledgedAction) {
  TempDir dir;
  Serve serve = Serve::start(dir.path);
  ASSERT_NE(serve.port, 0) << "renju serve did not start";
  const std::uint16_t port = serve.port;

  GameLoadOptions o = small_load(serve.target(), 6, 0.01);
  o.record_acks = true;
  BackgroundLoad load(o);
  auto play_on = [&load](std::uint64_t n) { return load.play_on(n); };

  // Two crashes in the middle of play; the players reconnect with their last version.
  for (int crash = 0; crash < 2; ++crash) {
    ASSERT_TRUE(play_on(20)) << "no play before crash " << crash;
    serve.process.signal(SIGKILL);
    serve.process.wait();
    serve = Serve::start(dir.path, port);
    ASSERT_EQ(serve.port, port) << "restart on the same port failed";
  }
  const std::uint64_t done_before_last_restart = load.acked();
  ASSERT_TRUE(play_on(20)) << "play did not go on after the last restart";
  const GameLoadReport& report = load.finish();

  EXPECT_GE(report.metrics.reconnects, 12u) << "every player should have reconnected twice";
  std::size_t games_with_acks = 0, acked = 0;
  for (const AckedGame& g : report.games) {
    if (g.acked.empty()) continue;
    ++games_with_acks;
    const auto state = get_state(serve.target(), g.id);
    ASSERT_TRUE(state) << "game " << g.id << " cannot be read back (corrupted?)";
    const auto& log = state->at("log").as_array();
    // Versions count the log exactly: nothing lost, nothing duplicated.
    EXPECT_EQ(state->at("v").to_number<std::int64_t>(), static_cast<std::int64_t>(log.size()));
    std::int64_t last_v = 0;
    for (const auto& [v, text] : g.acked) {
      EXPECT_GT(v, last_v) << g.id;
      last_v = v;
      ASSERT_GE(v, 1);
      ASSERT_LE(v, static_cast<std::int64_t>(log.size()))
          << g.id << ": acknowledged v" << v << " '" << text << "' is missing";
      EXPECT_EQ(log[static_cast<std::size_t>(v - 1)].as_string(), text) << g.id << " v" << v;
      ++acked;
    }
  }
  EXPECT_GE(games_with_acks, 6u);
  EXPECT_GE(acked, 30u) << "too little play to prove anything";
  // Play went on after the last restart.
  EXPECT_GT(report.metrics.completed, done_before_last_restart + 10);
}

// A spectator that stops reading but keeps asking for catch-ups (64 events and a full state
// each): the server must cut it off rather than queue for it forever.
TEST(Fault, StalledReaderIsCutOffNotBufferedWithoutBound) {
  TempDir dir;
  // The stalled reader asks as fast as it can write: no message rate limit to pace it by.
  Serve serve = Serve::start(dir.path, 0, std::nullopt, {"--ws-message-rate", "0"});
  ASSERT_NE(serve.port, 0);
  const Target t = serve.target();

  // A game with a long log, played by the load generator.
  GameLoadOptions o = small_load(t, 1, 0);
  o.max_actions = 110;
  o.record_acks = true;
  const GameLoadReport played = run_game_load(o);
  ASSERT_FALSE(played.games.empty());
  const AckedGame* longest = &played.games.front();
  for (const auto& g : played.games)
    if (g.acked.size() > longest->acked.size()) longest = &g;
  const auto version = static_cast<std::int64_t>(longest->acked.size());
  ASSERT_GE(version, 64);

  asio::io_context io;
  websocket::stream<tcp::socket> stalled(io);
  stalled.next_layer().open(tcp::v4());
  stalled.next_layer().set_option(asio::socket_base::receive_buffer_size(4096));
  stalled.next_layer().connect({asio::ip::make_address("127.0.0.1"), t.port});
  stalled.handshake(t.host_header(), "/ws/games/" + longest->id);
  stalled.write(asio::buffer(std::string(R"({"t":"hello"})")));

  const long rss_before = rss_kib(serve.process.pid());
  long rss_peak = rss_before;
  const std::string resync = R"({"t":"resync","v":)" + std::to_string(version - 64) + "}";
  int resyncs = 0;
  beast::error_code wec;
  for (; resyncs < 300 && !wec; ++resyncs) {
    stalled.write(asio::buffer(resync), wec);
    if (resyncs % 15 == 0) rss_peak = std::max(rss_peak, rss_kib(serve.process.pid()));
  }
  const long produced = static_cast<long>(resyncs) * 65;  // 64 events and a state each

  // Now read what the server kept for us. Asio's blocking reads ignore SO_RCVTIMEO, so a
  // watchdog ends a read that would never return.
  std::atomic<bool> finished{false};
  std::thread watchdog([&] {
    for (int i = 0; i < 200 && !finished; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (!finished) ::shutdown(stalled.next_layer().native_handle(), SHUT_RDWR);
  });
  long received = 0;
  beast::error_code ec;
  for (;;) {
    beast::flat_buffer b;
    stalled.read(b, ec);
    if (ec) break;
    ++received;
  }
  finished = true;
  watchdog.join();
  EXPECT_TRUE(ec == websocket::error::closed || ec == asio::error::eof ||
              ec == asio::error::connection_reset)
      << "the stalled connection was not closed by the server: " << ec.message();
  if (ec == websocket::error::closed) {
    EXPECT_EQ(stalled.reason().code, 1008);
  }
  EXPECT_LT(received, produced) << "the server queued everything for a reader that stalled";
  EXPECT_LT(rss_peak - rss_before, 64 * 1024)
      << "server memory grew by " << (rss_peak - rss_before) << " KiB";
  // And the server still serves.
  EXPECT_EQ(http_request_sync(t, "GET", "/api/health").status, 200);
}

// Pings sent as fast as the socket takes them, from one connection, while other games play.
TEST(Fault, MessageFloodIsRateLimitedWithoutHurtingOtherGames) {
  TempDir dir;
  Serve serve = Serve::start(dir.path);
  ASSERT_NE(serve.port, 0);
  const Target t = serve.target();

  BackgroundGames games(t);

  const HttpReply created = http_request_sync(t, "POST", "/api/games", "{}");
  ASSERT_EQ(created.status, 201);
  const std::string id(json::parse(created.body).at("id").as_string());
  asio::io_context io;
  websocket::stream<tcp::socket> ws(io);
  ws.next_layer().connect({asio::ip::make_address("127.0.0.1"), t.port});
  ws.handshake(t.host_header(), "/ws/games/" + id);
  ws.write(asio::buffer(std::string(R"({"t":"hello"})")));
  int pongs = 0, limited = 0;
  beast::error_code ec;
  // One thread drives both directions asynchronously (Beast allows one read and one write in
  // flight); two threads doing blocking reads and writes on one stream would race.
  static const std::string ping = R"({"t":"ping"})";
  asio::steady_timer guard(io, std::chrono::seconds(60));
  beast::flat_buffer rb;
  std::function<void()> read_next = [&] {
    ws.async_read(rb, [&](beast::error_code e, std::size_t) {
      if (e) {
        ec = e;  // ends when the server closes the flooding connection
        guard.cancel();
        return;
      }
      const auto msg = json::parse(beast::buffers_to_string(rb.data())).as_object();
      rb.consume(rb.size());
      const auto type = msg.at("t").as_string();
      if (type == "pong") ++pongs;
      if (type == "error" && msg.at("code").as_string() == "rate_limited") ++limited;
      read_next();
    });
  };
  int written = 0;
  std::function<void()> write_next = [&] {
    if (written == 1000) return;
    ws.async_write(asio::buffer(ping), [&](beast::error_code e, std::size_t) {
      if (e) return;
      ++written;
      write_next();
    });
  };
  // A server that never closed would leave the read pending for ever: fail instead of hanging.
  guard.async_wait([&](beast::error_code e) {
    if (!e) ws.next_layer().close();
  });
  read_next();
  write_next();
  io.run();
  EXPECT_TRUE(games.play_on(20)) << "the other games stopped";
  const auto& report = games.finish();

  EXPECT_EQ(ec, websocket::error::closed) << ec.message();
  EXPECT_EQ(ws.reason().code, 1008);
  // Cut off at the 200th refusal (within 10 s); nothing sent after that is answered.
  EXPECT_EQ(limited, 200);
  // One answer per ping until the cut-off: a pong within the rate, `rate_limited` past it. The
  // rate itself is tested with an injected clock (token_bucket_test.cpp); here: the burst of 40
  // (less the hello) is served, and not every ping was.
  EXPECT_LE(pongs + limited, written);
  EXPECT_GE(pongs, 39);
  expect_unhurt(report);
}

// Hundreds of connections opened from one address (idle sockets and unfinished handshakes)
// while other games, from another address, play: the flood gets exactly its quota of
// connections and a 503 for the rest; the games see no error and the server keeps answering.
TEST(Fault, ConnectionFloodIsLimitedWithoutHurtingOtherGames) {
  constexpr int kLimit = 32;
  constexpr int kFlood = 800;
  TempDir dir;
  Serve serve = Serve::start(dir.path, 0, kLimit);
  ASSERT_NE(serve.port, 0);
  const Target t = serve.target();

  // The games connect from 127.0.0.1 (8 players, and the HTTP calls of new games as old ones
  // end: within the limit); the flood comes from 127.0.0.2, which reaches loopback too.
  BackgroundGames games(t);

  asio::io_context io;
  const auto flooder = asio::ip::make_address("127.0.0.2");
  std::vector<tcp::socket> flood;
  for (int i = 0; i < kFlood; ++i) {
    tcp::socket s(io);
    s.open(tcp::v4());
    s.bind({flooder, 0});
    beast::error_code ec;
    s.connect({asio::ip::make_address("127.0.0.1"), t.port}, ec);
    ASSERT_FALSE(ec) << "connection " << i << ": " << ec.message();
    if (i % 2 == 0) {
      // Half of them start an HTTP request and never finish it.
      const std::string partial = "GET /api/health HTTP/1.1\r\nHost: x\r\n";
      asio::write(s, asio::buffer(partial), ec);  // may meet a refusal already on its way
    }
    flood.push_back(std::move(s));
  }
  EXPECT_EQ(http_request_sync(t, "GET", "/api/health").status, 200);

  // Sort the flood's sockets: the server has answered 503 and hung up on the refused ones, and
  // holds the rest open, silent, waiting for a request.
  int refused = 0, answered_503 = 0, held = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  std::vector<bool> done(flood.size(), false);
  for (;;) {
    held = 0;
    for (std::size_t i = 0; i < flood.size(); ++i) {
      if (done[i]) continue;
      auto& s = flood[i];
      s.non_blocking(true);
      char buf[512];
      beast::error_code ec;
      const auto n = s.read_some(asio::buffer(buf), ec);
      if (ec == asio::error::would_block) {
        ++held;
        continue;
      }
      done[i] = true;
      ++refused;
      if (!ec && std::string_view(buf, n).starts_with("HTTP/1.1 503 ")) ++answered_503;
    }
    if (held <= kLimit || std::chrono::steady_clock::now() > deadline) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(held, kLimit) << refused << " refused";
  EXPECT_EQ(refused, kFlood - kLimit);
  EXPECT_EQ(answered_503, refused) << "a refusal is answered, not just cut";

  // One more from the flooding address is refused; the server still serves everyone else.
  {
    tcp::socket s(io);
    s.open(tcp::v4());
    s.bind({flooder, 0});
    s.connect({asio::ip::make_address("127.0.0.1"), t.port});
    asio::write(s, asio::buffer(std::string("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")));
    std::string answer(64, '\0');
    beast::error_code ec;
    answer.resize(asio::read(s, asio::buffer(answer), asio::transfer_at_least(12), ec));
    EXPECT_TRUE(answer.starts_with("HTTP/1.1 503 ")) << answer;
  }
  EXPECT_EQ(http_request_sync(t, "GET", "/api/health").status, 200);
  EXPECT_TRUE(games.play_on(20)) << "the other games stopped";
  const auto& report = games.finish();
  flood.clear();
  expect_unhurt(report);
}

}  // namespace
}  // namespace renju::loadtest
