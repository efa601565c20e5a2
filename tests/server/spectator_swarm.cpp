// The swarm's spectators: asynchronous Beast WebSocket clients on one io_context thread.
#include "spectator_swarm.hpp"

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace renju::server::testing {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
namespace json = boost::json;
using tcp = net::ip::tcp;

struct SpectatorSwarm::Impl {
  struct Spectator {
    explicit Spectator(net::io_context& ioc) : ws(ioc) {}
    websocket::stream<beast::tcp_stream> ws;
    beast::flat_buffer buffer;
    std::string hello = R"({"t":"hello"})";
  };

  unsigned short port;
  std::string game;
  net::io_context ioc;
  net::executor_work_guard<net::io_context::executor_type> work{ioc.get_executor()};
  std::thread thread;
  mutable std::mutex mutex;
  std::condition_variable changed;
  std::vector<std::shared_ptr<Spectator>> spectators;  // touched on the io thread only
  std::vector<Seen> seen;                              // under mutex, one per spectator

  template <typename Fn>
  void update(std::size_t i, Fn&& fn) {
    {
      std::lock_guard lock(mutex);
      fn(seen[i]);
    }
    changed.notify_all();
  }

  void closed(std::size_t i, const Spectator& s) {
    update(i, [&](Seen& v) {
      v.closed = true;
      v.close_code = s.ws.reason().code;
    });
  }

  // connect → handshake → hello → read, each step in its own handler.
  void start(std::size_t i) {
    auto s = std::make_shared<Spectator>(ioc);
    spectators.push_back(s);
    s->ws.next_layer().async_connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port),
                                     [this, i, s](beast::error_code ec) {
                                       if (ec) return closed(i, *s);
                                       handshake(i, s);
                                     });
  }

  void handshake(std::size_t i, const std::shared_ptr<Spectator>& s) {
    s->ws.read_message_max(1 << 20);
    s->ws.async_handshake("127.0.0.1:" + std::to_string(port), "/ws/games/" + game,
                          [this, i, s](beast::error_code ec) {
                            if (ec) return closed(i, *s);
                            s->ws.text(true);
                            s->ws.async_write(net::buffer(s->hello),
                                              [this, i, s](beast::error_code e, std::size_t) {
                                                if (e) return closed(i, *s);
                                                read(i, s);
                                              });
                          });
  }

  void read(std::size_t i, const std::shared_ptr<Spectator>& s) {
    s->ws.async_read(s->buffer, [this, i, s](beast::error_code ec, std::size_t) {
      if (ec) return closed(i, *s);
      const auto parsed = json::parse(beast::buffers_to_string(s->buffer.data()));
      s->buffer.consume(s->buffer.size());
      const auto& m = parsed.as_object();
      const auto t = m.at("t").as_string();
      update(i, [&](Seen& v) {
        if (t == "welcome") v.welcomed = true;
        if (t == "event") {
          ++v.events;
          v.spectators_shown = static_cast<int>(m.at("state").at("spectators").as_int64());
        }
        if (t == "presence") {
          ++v.presences;
          v.spectators_shown = static_cast<int>(m.at("spectators").as_int64());
        }
        if (t == "state") {
          v.spectators_shown = static_cast<int>(m.at("state").at("spectators").as_int64());
        }
        if (t == "error") v.errors.emplace_back(m.at("code").as_string());
      });
      read(i, s);
    });
  }
};

SpectatorSwarm::SpectatorSwarm(unsigned short port, std::string game)
    : impl_(std::make_unique<Impl>()) {
  impl_->port = port;
  impl_->game = std::move(game);
  impl_->thread = std::thread([impl = impl_.get()] { impl->ioc.run(); });
}

SpectatorSwarm::~SpectatorSwarm() {
  net::post(impl_->ioc, [impl = impl_.get()] {
    for (auto& s : impl->spectators) {
      beast::error_code ignored;
      s->ws.next_layer().socket().close(ignored);
    }
    impl->work.reset();
  });
  impl_->thread.join();
}

void SpectatorSwarm::add(std::size_t n) {
  std::size_t first;
  {
    std::lock_guard lock(impl_->mutex);
    first = impl_->seen.size();
    impl_->seen.resize(first + n);
  }
  net::post(impl_->ioc, [impl = impl_.get(), first, n] {
    for (std::size_t i = first; i < first + n; ++i) impl->start(i);
  });
}

std::vector<SpectatorSwarm::Seen> SpectatorSwarm::seen() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->seen;
}

bool SpectatorSwarm::wait_all_show(int count, std::chrono::milliseconds timeout) {
  std::unique_lock lock(impl_->mutex);
  return impl_->changed.wait_for(lock, timeout, [&] {
    for (const auto& s : impl_->seen) {
      if (!s.closed && !(s.welcomed && s.spectators_shown == count)) return false;
    }
    return true;
  });
}

bool SpectatorSwarm::wait_closed(std::size_t n, std::chrono::milliseconds timeout) {
  std::unique_lock lock(impl_->mutex);
  return impl_->changed.wait_for(lock, timeout, [&] {
    std::size_t closed = 0;
    for (const auto& s : impl_->seen) closed += s.closed ? 1 : 0;
    return closed >= n;
  });
}

}  // namespace renju::server::testing
