// Async WebSocket/HTTP clients for the load generator, plus small process-level helpers.
#include "loadtest/client.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <boost/asio/connect.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace renju::loadtest {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

std::string_view failure_name(Failure f) {
  switch (f) {
    case Failure::kConnect:
      return "connect";
    case Failure::kHandshake:
      return "handshake";
    case Failure::kRead:
      return "read";
    case Failure::kWrite:
      return "write";
  }
  return "?";
}

WsClient::WsClient(asio::io_context& io) : ws_(io) {}

void WsClient::open(const Target& target, const std::string& path) {
  host_header_ = target.host_header();
  const tcp::endpoint endpoint{asio::ip::make_address(target.host), target.port};
  beast::get_lowest_layer(ws_).expires_after(std::chrono::seconds(30));
  beast::get_lowest_layer(ws_).async_connect(
      endpoint, [self = shared_from_this(), path](beast::error_code ec) {
        if (ec) return self->fail(Failure::kConnect, ec);
        beast::get_lowest_layer(self->ws_).socket().set_option(tcp::no_delay(true));
        beast::get_lowest_layer(self->ws_).expires_never();
        self->ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
        self->ws_.async_handshake(self->host_header_, path, [self](beast::error_code hec) {
          if (hec) return self->fail(Failure::kHandshake, hec);
          self->open_ = true;
          self->ws_.text(true);
          self->on_open();
          self->read();
          self->write_next();
        });
      });
}

void WsClient::send(std::string text) {
  if (failed_ || closing_) return;
  queue_.push_back(std::move(text));
  if (open_) write_next();
}

void WsClient::close() {
  if (failed_ || closing_) return;
  closing_ = true;
  if (!open_) {
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
    return;
  }
  if (!writing_) {
    ws_.async_close(websocket::close_code::normal,
                    [self = shared_from_this()](beast::error_code) {});
  }
}

void WsClient::read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
    if (ec) {
      if (self->closing_) return;
      return self->fail(Failure::kRead, ec);
    }
    const auto data = self->buffer_.data();
    self->on_message(std::string_view(static_cast<const char*>(data.data()), data.size()));
    self->buffer_.consume(self->buffer_.size());
    self->read();
  });
}

void WsClient::write_next() {
  if (writing_ || failed_ || !open_) return;
  if (queue_.empty()) {
    if (closing_) {
      ws_.async_close(websocket::close_code::normal,
                      [self = shared_from_this()](beast::error_code) {});
    }
    return;
  }
  writing_ = true;
  ws_.async_write(asio::buffer(queue_.front()),
                  [self = shared_from_this()](beast::error_code ec, std::size_t) {
                    self->writing_ = false;
                    if (ec) {
                      if (self->closing_) return;
                      return self->fail(Failure::kWrite, ec);
                    }
                    self->queue_.pop_front();
                    self->write_next();
                  });
}

void WsClient::fail(Failure f, const boost::system::error_code& ec) {
  if (failed_) return;
  failed_ = true;
  open_ = false;
  queue_.clear();
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
  if (!closing_) on_failed(f, ec);
}

namespace {

struct HttpCall : std::enable_shared_from_this<HttpCall> {
  HttpCall(asio::io_context& io, std::function<void(HttpReply)> cb)
      : stream(io), done(std::move(cb)) {}
  beast::tcp_stream stream;
  http::request<http::string_body> req;
  http::response<http::string_body> res;
  beast::flat_buffer buffer;
  std::function<void(HttpReply)> done;

  void finish(beast::error_code ec) {
    HttpReply r;
    r.error = ec;
    if (!ec) {
      r.status = static_cast<int>(res.result_int());
      r.body = std::move(res.body());
    }
    beast::error_code ignored;
    stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
    stream.close();
    done(std::move(r));
  }
};

http::request<http::string_body> make_request(const Target& target, const std::string& method,
                                              const std::string& path,
                                              const std::string& json_body) {
  http::request<http::string_body> req;
  req.method_string(method);
  req.target(path);
  req.version(11);
  req.set(http::field::host, target.host_header());
  req.set(http::field::connection, "close");
  if (!json_body.empty() || method == "POST") {
    req.set(http::field::content_type, "application/json");
    req.body() = json_body;
  }
  req.prepare_payload();
  return req;
}

}  // namespace

void http_request(asio::io_context& io, const Target& target, std::string method, std::string path,
                  std::string json_body, std::function<void(HttpReply)> done) {
  auto call = std::make_shared<HttpCall>(io, std::move(done));
  call->req = make_request(target, method, path, json_body);
  call->stream.expires_after(std::chrono::seconds(30));
  const tcp::endpoint endpoint{asio::ip::make_address(target.host), target.port};
  call->stream.async_connect(endpoint, [call](beast::error_code ec) {
    if (ec) return call->finish(ec);
    http::async_write(call->stream, call->req, [call](beast::error_code wec, std::size_t) {
      if (wec) return call->finish(wec);
      http::async_read(call->stream, call->buffer, call->res,
                       [call](beast::error_code rec, std::size_t) { call->finish(rec); });
    });
  });
}

HttpReply http_request_sync(const Target& target, const std::string& method,
                            const std::string& path, const std::string& json_body) {
  asio::io_context io;
  HttpReply out;
  http_request(io, target, method, path, json_body, [&out](HttpReply r) { out = std::move(r); });
  io.run();
  return out;
}

IoPool::IoPool(int threads) {
  for (int i = 0; i < std::max(1, threads); ++i) {
    ios_.push_back(std::make_unique<asio::io_context>(1));
  }
  for (auto& io : ios_) {
    threads_.emplace_back([ioc = io.get()] {
      auto guard = asio::make_work_guard(*ioc);
      ioc->run();
    });
  }
}

IoPool::~IoPool() {
  stop();
  join();
}

void IoPool::stop() {
  for (auto& io : ios_) io->stop();
}

void IoPool::join() {
  if (joined_) return;
  joined_ = true;
  for (auto& t : threads_) t.join();
}

long raise_fd_limit(long wanted) {
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) != 0) return -1;
  const auto want = static_cast<rlim_t>(wanted);
  if (lim.rlim_cur >= want) return static_cast<long>(lim.rlim_cur);
  rlimit raised = lim;
  raised.rlim_cur = want;
  if (raised.rlim_max < want) raised.rlim_max = want;
  if (setrlimit(RLIMIT_NOFILE, &raised) != 0) {
    raised = lim;
    raised.rlim_cur = lim.rlim_max;  // not privileged: take what the hard limit allows
    setrlimit(RLIMIT_NOFILE, &raised);
  }
  getrlimit(RLIMIT_NOFILE, &lim);
  return static_cast<long>(lim.rlim_cur);
}

long rss_kib(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.starts_with("VmRSS:")) {
      std::istringstream fields(line.substr(6));
      long kib = -1;
      fields >> kib;
      return kib;
    }
  }
  return -1;
}

double cpu_seconds(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string stat;
  if (!std::getline(in, stat)) return -1;
  // The command name (field 2) may hold spaces: the fields after it follow its last ')'.
  const auto close = stat.rfind(')');
  if (close == std::string::npos) return -1;
  std::istringstream fields(stat.substr(close + 1));
  std::string field;
  long long utime = -1, stime = -1;
  // After ')': state (3), ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt, majflt,
  // cmajflt, then utime (14) and stime (15).
  for (int k = 3; k <= 15 && fields >> field; ++k) {
    if (k == 14) utime = std::atoll(field.c_str());
    if (k == 15) stime = std::atoll(field.c_str());
  }
  const long ticks = ::sysconf(_SC_CLK_TCK);
  if (utime < 0 || stime < 0 || ticks <= 0) return -1;
  return static_cast<double>(utime + stime) / static_cast<double>(ticks);
}

double own_cpu_seconds() {
  rusage u{};
  if (::getrusage(RUSAGE_SELF, &u) != 0) return -1;
  const auto sec = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
  };
  return sec(u.ru_utime) + sec(u.ru_stime);
}

}  // namespace renju::loadtest
