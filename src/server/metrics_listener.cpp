// The metrics port: a listener of its own (ServerConfig::metrics_port, loopback by default) that
// answers `GET /metrics` and nothing else, one request per connection. Kept off the site's port
// so that no proxy in front of the site can expose it by accident (docs/deploy.md).
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>

#include "server/log.hpp"
#include "server/prometheus_text.hpp"
#include "server/server_impl.hpp"

namespace renju::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

namespace {

class MetricsSession : public std::enable_shared_from_this<MetricsSession> {
 public:
  MetricsSession(tcp::socket&& socket, Server::Impl& server)
      : stream_(std::move(socket)), server_(server) {}

  void run() {
    parser_.header_limit(8 * 1024);
    parser_.body_limit(0);  // a scrape sends no body; one that does is refused by the parser
    stream_.expires_after(10s);
    http::async_read(stream_, buffer_, parser_,
                     beast::bind_front_handler(&MetricsSession::on_read, shared_from_this()));
  }

 private:
  void on_read(beast::error_code ec, std::size_t) {
    if (ec) return;  // closed, timed out or malformed: nothing to answer
    const auto& request = parser_.get();
    const auto target = std::string_view(request.target());
    const auto path = target.substr(0, target.find('?'));
    reply_.version(request.version());
    reply_.set(http::field::server, "renju");
    reply_.keep_alive(false);
    if (path != "/metrics") {
      reply_.result(http::status::not_found);
      reply_.set(http::field::content_type, "text/plain; charset=utf-8");
      reply_.body() = "Only /metrics is served on this port.\n";
    } else if (request.method() != http::verb::get) {
      reply_.result(http::status::method_not_allowed);
      reply_.set(http::field::allow, "GET");
      reply_.set(http::field::content_type, "text/plain; charset=utf-8");
      reply_.body() = "Use GET.\n";
    } else {
      reply_.result(http::status::ok);
      reply_.set(http::field::content_type, PrometheusText::kContentType);
      reply_.body() = server_.metrics_text();
    }
    reply_.prepare_payload();
    http::async_write(stream_, reply_,
                      beast::bind_front_handler(&MetricsSession::on_write, shared_from_this()));
  }

  void on_write(beast::error_code, std::size_t) {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
  }

  beast::tcp_stream stream_;
  Server::Impl& server_;
  beast::flat_buffer buffer_;
  http::request_parser<http::empty_body> parser_;
  http::response<http::string_body> reply_;
};

}  // namespace

void Server::Impl::open_metrics() {
  if (config.metrics_port < 0) return;
  tcp::endpoint endpoint(net::ip::make_address(config.metrics_bind),
                         static_cast<unsigned short>(config.metrics_port));
  metrics_acceptor.emplace(net::make_strand(*ioc));
  metrics_retry.emplace(metrics_acceptor->get_executor());
  metrics_acceptor->open(endpoint.protocol());
  metrics_acceptor->set_option(net::socket_base::reuse_address(true));
  metrics_acceptor->bind(endpoint);
  metrics_acceptor->listen();
}

void Server::Impl::do_metrics_accept() {
  if (!metrics_acceptor) return;
  metrics_acceptor->async_accept(
      net::make_strand(*ioc), [this](beast::error_code ec, tcp::socket socket) {
        if (stopping || ec == net::error::operation_aborted) return;
        if (ec) {
          // Out of descriptors, most likely: the site's accept loop has the back-off; a scrape
          // may simply fail until it recovers, so wait a little rather than spin.
          log_warn("metrics accept: " + ec.message());
          metrics_retry->expires_after(500ms);
          metrics_retry->async_wait([this](beast::error_code wait_ec) {
            if (!wait_ec && !stopping) do_metrics_accept();
          });
          return;
        }
        std::make_shared<MetricsSession>(std::move(socket), *this)->run();
        do_metrics_accept();
      });
}

}  // namespace renju::server
