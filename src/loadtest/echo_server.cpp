// Echo server: accept → WebSocket handshake → read a message → write it back, one strand per
// connection on a shared io_context (the same threading shape as the game server).
#include "loadtest/echo_server.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <thread>
#include <vector>

namespace renju::loadtest {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

class EchoSession : public std::enable_shared_from_this<EchoSession> {
 public:
  EchoSession(tcp::socket socket, std::size_t max_message) : ws_(std::move(socket)) {
    ws_.read_message_max(max_message);
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  }

  void start() {
    ws_.async_accept([self = shared_from_this()](beast::error_code ec) {
      if (!ec) self->read();
    });
  }

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return;
      self->ws_.text(self->ws_.got_text());
      self->ws_.async_write(self->buffer_.data(), [self](beast::error_code wec, std::size_t) {
        if (wec) return;
        self->buffer_.consume(self->buffer_.size());
        self->read();
      });
    });
  }

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
};

}  // namespace

struct EchoServer::Impl {
  asio::io_context io;
  tcp::acceptor acceptor{io};
  int threads = 1;
  std::size_t max_message = 4096;

  void accept() {
    acceptor.async_accept(asio::make_strand(io), [this](beast::error_code ec, tcp::socket s) {
      if (ec == asio::error::operation_aborted) return;
      if (!ec) {
        s.set_option(tcp::no_delay(true));
        std::make_shared<EchoSession>(std::move(s), max_message)->start();
      }
      accept();
    });
  }
};

EchoServer::EchoServer(const std::string& address, std::uint16_t port, int threads,
                       std::size_t max_message)
    : impl_(std::make_unique<Impl>()) {
  impl_->threads = std::max(1, threads);
  impl_->max_message = max_message;
  const tcp::endpoint endpoint{asio::ip::make_address(address), port};
  impl_->acceptor.open(endpoint.protocol());
  impl_->acceptor.set_option(asio::socket_base::reuse_address(true));
  impl_->acceptor.bind(endpoint);
  impl_->acceptor.listen(asio::socket_base::max_listen_connections);
  impl_->accept();
}

EchoServer::~EchoServer() = default;

std::uint16_t EchoServer::port() const {
  return impl_->acceptor.local_endpoint().port();
}

void EchoServer::run() {
  std::vector<std::thread> extra;
  for (int i = 1; i < impl_->threads; ++i) extra.emplace_back([this] { impl_->io.run(); });
  impl_->io.run();
  for (auto& t : extra) t.join();
}

void EchoServer::stop() {
  impl_->io.stop();
}

}  // namespace renju::loadtest
