// Descriptor exhaustion: the real `renju serve` under a low RLIMIT_NOFILE, filled with
// connections. It must raise its soft limit, keep answering /api/health on its reserve
// descriptor, pause between failed accepts instead of spinning, log the condition a bounded
// number of times, and serve normally again once the connections are gone.
#include <gtest/gtest.h>
#include <sys/socket.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/json.hpp>

#include "child_server.hpp"
#include "server_fixture.hpp"

namespace renju::server::testing {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;

// A blocking connection whose reads give up after 15 s (so a server that never answers fails
// the test instead of hanging it).
tcp::socket open_connection(net::io_context& io, unsigned short port) {
  tcp::socket s(io);
  s.connect({net::ip::make_address("127.0.0.1"), port});
  const timeval timeout{15, 0};
  ::setsockopt(s.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  return s;
}

struct Answer {
  int status = 0;
  bool closes = false;  // "Connection: close": the reserve's one-shot answer
  std::string body;
  std::uint64_t accept(const char* figure) const {
    return json::parse(body).at("accept").at(figure).to_number<std::uint64_t>();
  }
};

// Sends GET /api/health (keep-alive) and reads the answer; status 0 if none came.
Answer ask_health(tcp::socket& s) {
  beast::error_code ec;
  http::request<http::empty_body> request(http::verb::get, "/api/health", 11);
  request.set(http::field::host, "127.0.0.1");
  http::write(s, request, ec);
  if (ec) return {};
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(s, buffer, response, ec);
  if (ec) return {};
  return {static_cast<int>(response.result_int()), !response.keep_alive(), response.body()};
}

std::size_t count(const std::string& text, const std::string& word) {
  std::size_t n = 0;
  for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

TEST(Exhaustion, OutOfDescriptorsTheServerPausesAndStillAnswersHealth) {
  TempDir dir;
  ChildServer child(dir.path() / "renju.db",
                    {{"--max-connections-per-address", "0"}, std::pair<rlim_t, rlim_t>{32, 64}});
  EXPECT_NE(child.log().find("up to 64 open descriptors (raised from 32)"), std::string::npos)
      << child.log();

  // Keep-alive connections until one is answered on the reserve: the server is then out of
  // descriptors (64 is the hard limit; the store, the threads and the listener use some).
  net::io_context io;
  std::vector<tcp::socket> held;
  Answer first;
  while (held.size() < 200) {
    auto s = open_connection(io, child.port());
    first = ask_health(s);
    ASSERT_EQ(first.status, 200) << "connection " << held.size() << "\n" << child.log();
    if (first.closes) break;
    held.push_back(std::move(s));
  }
  ASSERT_TRUE(first.closes) << "never ran out of descriptors with " << held.size() << " open";
  EXPECT_GE(first.accept("failures"), 1u);
  EXPECT_GE(first.accept("reserve_answers"), 1u);

  // Now a client that says nothing takes the reserve (until its 2 s are up) while another
  // waits: every accept in between fails. Spinning, that would be hundreds of thousands of
  // attempts; pausing 10 ms, doubling to 1 s, it is a handful.
  auto silent = open_connection(io, child.port());
  auto waiting = open_connection(io, child.port());
  const auto second = ask_health(waiting);
  ASSERT_EQ(second.status, 200) << child.log();
  EXPECT_TRUE(second.closes);
  EXPECT_GE(second.accept("reserve_answers"), first.accept("reserve_answers") + 2)
      << "the silent client and the waiting one were both taken on the reserve";
  const auto failed = second.accept("failures") - first.accept("failures");
  EXPECT_GE(failed, 1u);
  EXPECT_LE(failed, 30u) << "accept attempts while the reserve was held: a spin";
  EXPECT_LE(second.accept("backoffs") - first.accept("backoffs"), 30u);
  char byte;
  beast::error_code ec;
  silent.read_some(net::buffer(&byte, 1), ec);
  EXPECT_EQ(ec, net::error::eof) << "the silent client is let go";

  // One line for the whole episode (one per 10 s at most), not one per failure.
  EXPECT_LE(count(child.log(), "accept: "), 3u) << child.log();

  // The clients leave: the server serves normally again (a keep-alive answer, not the
  // reserve's one-shot). The sessions close as the server reads their end, so poll.
  held.clear();
  bool recovered = false;
  const auto deadline = std::chrono::steady_clock::now() + 20s;
  while (!recovered && std::chrono::steady_clock::now() < deadline) {
    auto s = open_connection(io, child.port());
    const auto answer = ask_health(s);
    ASSERT_EQ(answer.status, 200) << child.log();
    recovered = !answer.closes;
  }
  EXPECT_TRUE(recovered) << child.log();
}

}  // namespace
}  // namespace renju::server::testing
