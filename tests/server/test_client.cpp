// Beast-based test clients. Each WebSocket client runs an io_context on its own thread with a
// read loop; sends are posted to it, so reads and writes never race.
#include "test_client.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace renju::server::testing {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

std::string HttpResult::header(const std::string& name) const {
  auto it = headers.find(name);
  return it == headers.end() ? std::string() : it->second;
}

json::object HttpResult::json() const {
  auto v = json::parse(body);
  if (!v.is_object()) throw std::runtime_error("not a JSON object: " + body);
  return v.as_object();
}

HttpResult http_call(unsigned short port, const std::string& method, const std::string& target,
                     const std::string& body, const std::string& content_type,
                     const std::vector<std::pair<std::string, std::string>>& headers) {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  http::request<http::string_body> req(http::string_to_verb(method), target, 11);
  req.set(http::field::host, "127.0.0.1:" + std::to_string(port));
  if (!content_type.empty()) req.set(http::field::content_type, content_type);
  for (const auto& [k, v] : headers) req.set(k, v);
  req.body() = body;
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.skip(method == "HEAD");
  http::read(stream, buffer, parser);
  auto res = parser.release();
  HttpResult out;
  out.status = static_cast<int>(res.result_int());
  for (const auto& f : res) {
    std::string name(f.name_string());
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    out.headers.emplace(name, std::string(f.value()));
  }
  out.body = res.body();
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return out;
}

std::string raw_http(unsigned short port, const std::string& bytes) {
  net::io_context ioc;
  tcp::socket socket(ioc);
  socket.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  net::write(socket, net::buffer(bytes));
  std::string out;
  beast::error_code ec;
  char buf[4096];
  for (;;) {
    auto n = socket.read_some(net::buffer(buf), ec);
    if (ec) break;
    out.append(buf, n);
    if (out.find("\r\n\r\n") != std::string::npos && out.size() > 12) {
      // Enough for a status line and headers; keep reading only if a body is announced.
      auto cl = out.find("Content-Length: ");
      if (cl == std::string::npos) break;
      auto len = std::stoul(out.substr(cl + 16));
      if (out.size() >= out.find("\r\n\r\n") + 4 + len) break;
    }
  }
  return out;
}

struct WsClient::Impl {
  net::io_context ioc;
  websocket::stream<beast::tcp_stream> ws{ioc};
  beast::flat_buffer buffer;
  std::thread thread;
  mutable std::mutex mutex;
  std::condition_variable cv;
  std::deque<json::object> inbox;
  std::vector<json::object> received;
  bool closed = false;
  int close_code = 0;
  std::deque<std::string> outbox;
  bool writing = false;
  std::size_t pings = 0;  // under mutex

  void read_loop() {
    ws.async_read(buffer, [this](beast::error_code ec, std::size_t) {
      if (ec) {
        std::lock_guard lock(mutex);
        closed = true;
        close_code = ws.reason().code;
        cv.notify_all();
        return;
      }
      auto text = beast::buffers_to_string(buffer.data());
      buffer.consume(buffer.size());
      auto v = json::parse(text);
      {
        std::lock_guard lock(mutex);
        inbox.push_back(v.as_object());
        received.push_back(v.as_object());
      }
      cv.notify_all();
      read_loop();
    });
  }

  void write_next() {
    if (writing || outbox.empty()) return;
    writing = true;
    ws.text(true);
    ws.async_write(net::buffer(outbox.front()), [this](beast::error_code, std::size_t) {
      outbox.pop_front();
      writing = false;
      write_next();
    });
  }
};

namespace {
void handshake(websocket::stream<beast::tcp_stream>& ws, unsigned short port,
               const std::string& target,
               const std::vector<std::pair<std::string, std::string>>& headers,
               websocket::response_type* response) {
  ws.next_layer().connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  ws.set_option(websocket::stream_base::decorator([headers](websocket::request_type& req) {
    for (const auto& [k, v] : headers) req.set(k, v);
  }));
  ws.read_message_max(1 << 20);
  ws.handshake(*response, "127.0.0.1:" + std::to_string(port), target);
}
}  // namespace

WsClient::WsClient(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

std::unique_ptr<WsClient> WsClient::connect(
    unsigned short port, const std::string& target,
    const std::vector<std::pair<std::string, std::string>>& headers) {
  auto impl = std::make_unique<Impl>();
  websocket::response_type response;
  handshake(impl->ws, port, target, headers, &response);
  auto* raw = impl.get();
  net::post(impl->ioc, [raw] { raw->read_loop(); });
  impl->thread = std::thread([raw] { raw->ioc.run(); });
  return std::unique_ptr<WsClient>(new WsClient(std::move(impl)));
}

int WsClient::upgrade_status(unsigned short port, const std::string& target,
                             const std::vector<std::pair<std::string, std::string>>& headers) {
  net::io_context ioc;
  websocket::stream<beast::tcp_stream> ws(ioc);
  websocket::response_type response;
  try {
    handshake(ws, port, target, headers, &response);
  } catch (const boost::system::system_error&) {
    return static_cast<int>(response.result_int());
  }
  return 0;
}

WsClient::~WsClient() {
  net::post(impl_->ioc, [impl = impl_.get()] {
    beast::error_code ec;
    impl->ws.next_layer().socket().close(ec);
  });
  impl_->thread.join();
}

void WsClient::send(const std::string& text) {
  net::post(impl_->ioc, [impl = impl_.get(), text] {
    impl->outbox.push_back(text);
    impl->write_next();
  });
}

std::optional<json::object> WsClient::next(std::chrono::milliseconds timeout) {
  std::unique_lock lock(impl_->mutex);
  impl_->cv.wait_for(lock, timeout, [&] { return !impl_->inbox.empty() || impl_->closed; });
  if (impl_->inbox.empty()) return std::nullopt;
  auto m = std::move(impl_->inbox.front());
  impl_->inbox.pop_front();
  return m;
}

json::object WsClient::expect(const std::string& type, std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) break;
    auto m = next(left);
    if (!m) break;
    if (const auto* t = m->if_contains("t"); t && t->is_string() && t->get_string() == type) {
      return *m;
    }
  }
  throw std::runtime_error("no '" + type + "' message arrived");
}

std::vector<json::object> WsClient::all_received() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->received;
}

bool WsClient::wait_closed(std::chrono::milliseconds timeout) {
  std::unique_lock lock(impl_->mutex);
  return impl_->cv.wait_for(lock, timeout, [&] { return impl_->closed; });
}

int WsClient::close_code() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->close_code;
}

void WsClient::close() {
  net::post(impl_->ioc, [impl = impl_.get()] {
    impl->ws.async_close(websocket::close_code::normal, [](beast::error_code) {});
  });
  wait_closed(2s);
}

void WsClient::on_ping(std::function<void()> hook) {
  net::post(impl_->ioc, [impl = impl_.get(), hook = std::move(hook)] {
    impl->ws.control_callback([impl, hook](websocket::frame_type kind, beast::string_view) {
      if (kind != websocket::frame_type::ping) return;
      if (hook) hook();
      std::lock_guard lock(impl->mutex);
      ++impl->pings;
      impl->cv.notify_all();
    });
  });
}

std::size_t WsClient::pings() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->pings;
}

bool WsClient::wait_pings(std::size_t n, std::chrono::milliseconds timeout) {
  std::unique_lock lock(impl_->mutex);
  return impl_->cv.wait_for(lock, timeout, [&] { return impl_->pings >= n || impl_->closed; }) &&
         impl_->pings >= n;
}

void WsClient::send_pong(const std::string& payload) {
  net::post(impl_->ioc, [impl = impl_.get(), payload] {
    impl->ws.async_pong(websocket::ping_data(payload.c_str()), [](beast::error_code) {});
  });
}

}  // namespace renju::server::testing
