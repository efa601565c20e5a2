// The network edge (the only translation unit that includes Beast): listener, HTTP sessions,
// WebSocket sessions. Sessions parse and bound input; rooms own game state.
#include "server/server.hpp"

#include <algorithm>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/json.hpp>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>

#include "server/log.hpp"
#include "server/protocol.hpp"
#include "server/secret.hpp"

namespace renju::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
namespace json = boost::json;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

namespace {

class WsSession;

// Up to `burst` messages at once, `rate` per second on average; rate 0: no limit.
class TokenBucket {
 public:
  TokenBucket(double rate, double burst) : rate_(rate), burst_(burst), tokens_(burst) {}
  bool take() {
    if (rate_ <= 0) return true;
    auto now = std::chrono::steady_clock::now();
    tokens_ =
        std::min(burst_, tokens_ + rate_ * std::chrono::duration<double>(now - last_).count());
    last_ = now;
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }

 private:
  double rate_, burst_, tokens_;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

// The key a connection is counted under: an IPv4 address, or an IPv6 /64 (one host is
// commonly given a whole /64, so counting single IPv6 addresses would limit nothing).
std::string address_key(const net::ip::address& address) {
  if (address.is_v6()) {
    const auto v6 = address.to_v6();
    if (v6.is_v4_mapped()) return net::ip::make_address_v4(net::ip::v4_mapped, v6).to_string();
    auto bytes = v6.to_bytes();
    std::fill(bytes.begin() + 8, bytes.end(), static_cast<unsigned char>(0));
    return net::ip::address_v6(bytes).to_string() + "/64";
  }
  return address.to_string();
}

// Open connections per address. A session owns its Token (moved from the HTTP session into the
// WebSocket session on upgrade), so the count is released exactly once, on whatever path the
// connection ends, even when the io_context destroys sessions at teardown.
class ConnectionLimiter : public std::enable_shared_from_this<ConnectionLimiter> {
 public:
  class Token {
   public:
    Token() = default;
    Token(std::shared_ptr<ConnectionLimiter> limiter, std::string key)
        : limiter_(std::move(limiter)), key_(std::move(key)) {}
    Token(Token&& o) noexcept : limiter_(std::move(o.limiter_)), key_(std::move(o.key_)) {}
    Token& operator=(Token&& o) noexcept {
      if (this != &o) {
        release();
        limiter_ = std::move(o.limiter_);
        key_ = std::move(o.key_);
      }
      return *this;
    }
    Token(const Token&) = delete;
    Token& operator=(const Token&) = delete;
    ~Token() { release(); }

   private:
    void release() {
      if (auto limiter = std::exchange(limiter_, nullptr)) limiter->release(key_);
    }
    std::shared_ptr<ConnectionLimiter> limiter_;
    std::string key_;
  };

  explicit ConnectionLimiter(std::size_t limit) : limit_(limit) {}

  // Counts the connection, or nullopt when its address is at the limit.
  std::optional<Token> try_acquire(const net::ip::address& address) {
    auto key = address_key(address);
    std::lock_guard lock(mutex_);
    auto& n = open_[key];
    if (limit_ != 0 && n >= limit_) {
      note_refusal(key);
      return std::nullopt;
    }
    ++n;
    return Token(shared_from_this(), std::move(key));
  }

  std::size_t count(const std::string& key) const {
    std::lock_guard lock(mutex_);
    auto it = open_.find(key);
    return it == open_.end() ? 0 : it->second;
  }

  std::size_t limit() const { return limit_; }

 private:
  void release(const std::string& key) {
    std::lock_guard lock(mutex_);
    auto it = open_.find(key);
    if (it == open_.end()) return;
    if (--it->second == 0) open_.erase(it);
  }

  // A flood must not flood the log too: one line per ten seconds at most, with the count.
  void note_refusal(const std::string& key) {
    ++refused_since_report_;
    const auto now = std::chrono::steady_clock::now();
    if (reported_ && now - last_report_ < 10s) return;
    log_warn("refused " + std::to_string(refused_since_report_) +
             " connection(s) over the limit of " + std::to_string(limit_) +
             " per address (latest from " + key + ")");
    reported_ = true;
    last_report_ = now;
    refused_since_report_ = 0;
  }

  const std::size_t limit_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::size_t> open_;
  std::uint64_t refused_since_report_ = 0;
  std::chrono::steady_clock::time_point last_report_{};
  bool reported_ = false;
};

// What a connection over the limit gets instead of a session.
const std::string& refusal_response() {
  static const std::string response = [] {
    const std::string body = "Too many connections from your address; retry later.\n";
    return "HTTP/1.1 503 Service Unavailable\r\nServer: renju\r\nRetry-After: 10\r\n"
           "Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: " +
           std::to_string(body.size()) + "\r\n\r\n" + body;
  }();
  return response;
}

// Answers and closes without a session, a parser or a timer: refusing must stay cheaper than
// serving. Nothing here may block the accept loop, hence non-blocking single calls.
void refuse(tcp::socket& socket) {
  beast::error_code ec;
  socket.non_blocking(true, ec);
  // Closing with unread input would send a reset, and a reset can make the client discard our
  // answer unread; so take in what the request already sent.
  char sink[4096];
  for (int i = 0; i < 4 && !ec; ++i) socket.read_some(net::buffer(sink), ec);
  socket.write_some(net::buffer(refusal_response()), ec);
  socket.shutdown(tcp::socket::shutdown_send, ec);
  socket.close(ec);
}

void add_security_headers(HttpReply& reply) {
  auto has = [&](std::string_view name) {
    return std::any_of(reply.headers.begin(), reply.headers.end(),
                       [&](const auto& h) { return beast::iequals(h.first, name); });
  };
  if (!has("X-Content-Type-Options"))
    reply.headers.emplace_back("X-Content-Type-Options", "nosniff");
  if (!has("X-Frame-Options")) reply.headers.emplace_back("X-Frame-Options", "DENY");
  if (!has("Referrer-Policy")) reply.headers.emplace_back("Referrer-Policy", "no-referrer");
  if (!has("Content-Security-Policy")) {
    reply.headers.emplace_back("Content-Security-Policy",
                               "default-src 'self'; img-src 'self' data:; base-uri 'none'; "
                               "form-action 'self'; frame-ancestors 'none'");
  }
}

}  // namespace

struct Server::Impl {
  Impl(ServerConfig c, store::Store& s)
      : config(std::move(c)),
        store(s),
        ioc(std::in_place, std::max(1, config.threads)),
        rooms(ioc->get_executor(), store),
        api(store, rooms, ApiConfig{config.version, config.commit}),
        limiter(std::make_shared<ConnectionLimiter>(config.max_connections_per_address)) {
    acceptor.emplace(net::make_strand(*ioc));
    tcp::endpoint endpoint(net::ip::make_address(config.bind), config.port);
    acceptor->open(endpoint.protocol());
    acceptor->set_option(net::socket_base::reuse_address(true));
    acceptor->bind(endpoint);
    acceptor->listen(net::socket_base::max_listen_connections);
    sweep_timer.emplace(*ioc);
    stop_timer.emplace(*ioc);
    if (config.handle_signals) {
      signals.emplace(*ioc, SIGINT, SIGTERM);
      signals->async_wait([this](beast::error_code ec, int sig) {
        if (ec) return;
        log_info(std::string("received ") + (sig == SIGINT ? "SIGINT" : "SIGTERM") +
                 ", shutting down");
        begin_stop();
      });
    }
  }

  ~Impl() {
    // Io objects and rooms (whose strands belong to the io_context) must go before it; the
    // io_context then destroys the handlers still queued, and with them the sessions.
    stopping = true;
    signals.reset();
    sweep_timer.reset();
    stop_timer.reset();
    acceptor.reset();
    rooms.clear();
    ioc.reset();
  }

  void do_accept();
  void sweep();
  void begin_stop();
  void wait_for_sessions(std::chrono::steady_clock::time_point deadline);

  ServerConfig config;
  store::Store& store;
  std::mutex sessions_mutex;
  std::unordered_map<WsSession*, std::weak_ptr<WsSession>> sessions;
  std::atomic<bool> stopping{false};
  std::optional<net::io_context> ioc;
  Rooms rooms;
  Api api;
  std::shared_ptr<ConnectionLimiter> limiter;
  std::optional<tcp::acceptor> acceptor;
  std::optional<net::steady_timer> sweep_timer;
  std::optional<net::steady_timer> stop_timer;
  std::optional<net::signal_set> signals;
};

namespace {

using Impl = Server::Impl;

class WsSession : public RoomClient, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, ConnectionLimiter::Token token, Impl& server,
            std::shared_ptr<Room> room, std::optional<std::string> cookie_secret)
      : token_(std::move(token)),
        ws_(std::move(socket)),
        write_timer_(ws_.get_executor()),
        server_(server),
        room_(std::move(room)),
        cookie_secret_(std::move(cookie_secret)),
        bucket_(server.config.ws_message_rate, 2 * server.config.ws_message_rate) {}

  ~WsSession() override {
    leave();
    std::lock_guard lock(server_.sessions_mutex);
    server_.sessions.erase(this);
  }

  void run(http::request<http::string_body> request) {
    {
      std::lock_guard lock(server_.sessions_mutex);
      server_.sessions.emplace(this, weak_from_this());
    }
    websocket::stream_base::timeout timeouts{};
    timeouts.handshake_timeout = 10s;
    timeouts.idle_timeout = server_.config.ws_idle_timeout;
    timeouts.keep_alive_pings = true;
    ws_.set_option(timeouts);
    ws_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& res) { res.set(http::field::server, "renju"); }));
    ws_.read_message_max(protocol::kMaxMessageBytes);
    ws_.async_accept(request, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
  }

  void deliver(std::shared_ptr<const std::string> message) override {
    net::post(ws_.get_executor(),
              [self = shared_from_this(), message = std::move(message)] { self->queue(message); });
  }

  // Server shutdown: say goodbye, flush, close with 1001.
  void shutdown() {
    net::post(ws_.get_executor(), [self = shared_from_this()] {
      if (self->closing_ || !self->accepted_) return;
      self->queue(std::make_shared<const std::string>(R"({"t":"bye","reason":"shutdown"})"));
      self->close_after_drain(websocket::close_code::going_away);
    });
  }

 private:
  void on_accept(beast::error_code ec) {
    if (ec) {
      log_debug("ws accept failed: " + ec.message());
      return;
    }
    accepted_ = true;
    if (server_.stopping) {
      shutdown();
    }
    do_read();
  }

  void do_read() {
    ws_.async_read(buffer_, beast::bind_front_handler(&WsSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec) {
      // Closed by the peer, a timeout, or a frame over the limit (Beast has then already sent
      // close code 1009): either way this session is over.
      if (ec != websocket::error::closed) log_debug("ws read ended: " + ec.message());
      leave();
      return;
    }
    std::string frame = beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    if (!closing_) handle(frame);
    do_read();
  }

  void handle(std::string_view frame) {
    if (!bucket_.take()) {
      send_error(nullptr, "rate_limited", "Too many messages; slow down.");
      // Counted over a window, not in a row: a server slower than the flood refills a token
      // between any 200 refusals, and a count in a row would then never be reached.
      const auto now = std::chrono::steady_clock::now();
      if (now - refusals_since_ > 10s) {
        refusals_since_ = now;
        refusals_ = 0;
      }
      if (++refusals_ >= 200) close_after_drain(websocket::close_code::policy_error);
      return;
    }
    if (!ws_.got_text()) {
      send_error(nullptr, "bad_json", "Binary frames are not part of the protocol.");
      return;
    }
    auto parsed = protocol::parse_message(frame);
    if (auto* err = std::get_if<protocol::ProtocolError>(&parsed)) {
      send(protocol::error_json(nullptr, *err));
      return;
    }
    const auto& msg = std::get<json::object>(parsed);
    json::value id = nullptr;
    if (const auto* v = msg.if_contains("id")) id = *v;
    const auto* t = msg.if_contains("t");
    if (!t || !t->is_string()) {
      send_error(id, "bad_message", "The message has no type field 't'.", {{"field", "t"}});
      return;
    }
    const std::string_view type(t->get_string());
    if (type == "hello") {
      if (hello_done_) {
        send_error(id, "hello_first", "'hello' was already sent on this connection.");
        return;
      }
      std::optional<std::string> secret = cookie_secret_;
      if (const auto* s = msg.if_contains("secret"); s && !s->is_null()) {
        if (!s->is_string()) {
          send_error(id, "bad_message", "'secret' must be a string.", {{"field", "secret"}});
          return;
        }
        secret = std::string(s->get_string());
      }
      std::optional<std::int64_t> version;
      if (const auto* v = msg.if_contains("v"); v && v->is_int64() && v->get_int64() >= 0) {
        version = v->get_int64();
      }
      hello_done_ = true;
      room_->hello(shared_from_this(), std::move(secret), version);
      return;
    }
    if (!hello_done_) {
      send_error(id, "hello_first", "Send 'hello' before anything else.");
      return;
    }
    if (type == "ping") {
      send(json::object{{"t", "pong"}});
      return;
    }
    if (type == "resync") {
      const auto* v = msg.if_contains("v");
      if (!v || !v->is_int64()) {
        send_error(id, "bad_message", "'resync' needs your last version 'v'.", {{"field", "v"}});
        return;
      }
      room_->resync(shared_from_this(), v->get_int64());
      return;
    }
    auto action = protocol::action_from_json(msg);
    if (auto* err = std::get_if<protocol::ProtocolError>(&action)) {
      send(protocol::error_json(id, *err));
      return;
    }
    room_->act(shared_from_this(), id, std::get<game::Action>(action));
  }

  void send_error(const json::value& id, std::string_view code, std::string_view message,
                  json::object params = {}) {
    send(protocol::error_json(id, code, message, std::move(params)));
  }
  void send(const json::object& message) {
    queue(std::make_shared<const std::string>(json::serialize(message)));
  }

  // On the session's strand.
  void queue(std::shared_ptr<const std::string> message) {
    if (closing_ || !accepted_) return;
    if (queue_.size() >= 1024) {
      // A client that reads nothing must not make the server buffer without bound. The front
      // message may be in the middle of being written, so it stays until that write ends.
      log_warn("ws client too slow, closing");
      if (writing_) {
        queue_.erase(queue_.begin() + 1, queue_.end());
        close_code_ = websocket::close_code::policy_error;
        closing_ = true;
      } else {
        queue_.clear();
        do_close(websocket::close_code::policy_error);
      }
      return;
    }
    queue_.push_back(std::move(message));
    if (!writing_) do_write();
  }

  void do_write() {
    writing_ = true;
    ws_.text(true);
    start_write_clock();
    ws_.async_write(net::buffer(*queue_.front()),
                    beast::bind_front_handler(&WsSession::on_write, shared_from_this()));
  }

  void on_write(beast::error_code ec, std::size_t) {
    writing_ = false;
    if (ec) {
      leave();
      return;
    }
    if (!queue_.empty()) queue_.pop_front();
    if (!queue_.empty()) {
      do_write();
    } else if (close_code_) {
      do_close(*close_code_);
    }
  }

  void close_after_drain(websocket::close_code code) {
    if (closing_) return;
    close_code_ = code;
    if (!writing_ && queue_.empty()) do_close(code);
    closing_ = true;
  }

  void do_close(websocket::close_code code) {
    closing_ = true;
    close_code_.reset();
    close_in_flight_ = true;
    start_write_clock();  // the close frame is a write too, and the peer must answer it
    ws_.async_close(websocket::close_reason(code), [self = shared_from_this()](beast::error_code) {
      self->close_in_flight_ = false;
      self->leave();
    });
  }

  // Beast's own timeouts watch reads only; a peer that stops reading would hold a write (and
  // with it the socket and the queue) until the 1 024-message cap, or for ever once it is hit.
  // Almost every write ends at once, so rather than a timer per message there is at most one
  // wait per session in flight: when it ends it checks the write in progress then, if any, and
  // waits again for that write's own deadline.
  void start_write_clock() {
    write_started_ = net::steady_timer::clock_type::now();
    if (server_.config.ws_write_timeout.count() > 0 && !write_clock_running_)
      wait_for_write_deadline(write_started_ + server_.config.ws_write_timeout);
  }

  // The handler holds no reference: a session that ends cancels the wait by being destroyed.
  void wait_for_write_deadline(net::steady_timer::time_point deadline) {
    write_clock_running_ = true;
    write_timer_.expires_at(deadline);
    write_timer_.async_wait([weak = weak_from_this()](beast::error_code ec) {
      if (ec) return;
      if (auto self = weak.lock()) self->on_write_clock();
    });
  }

  void on_write_clock() {
    write_clock_running_ = false;
    if (!(writing_ || close_in_flight_)) return;  // the next write starts it again
    const auto deadline = write_started_ + server_.config.ws_write_timeout;
    if (net::steady_timer::clock_type::now() < deadline) {
      wait_for_write_deadline(deadline);
      return;
    }
    log_info("ws peer stopped reading (a write unfinished after " +
             std::to_string(server_.config.ws_write_timeout.count()) + " ms), closing");
    closing_ = true;
    // No closing handshake: it would need the very write that is stuck. An abortive close (a
    // reset) frees at once what the kernel still holds for this peer, which a graceful close
    // would keep until the peer read it; it also ends the pending read and write, each of which
    // then drops its reference to this session.
    beast::error_code ignored;
    auto& socket = beast::get_lowest_layer(ws_).socket();
    socket.set_option(net::socket_base::linger(true, 0), ignored);
    socket.close(ignored);
    leave();
  }

  void leave() {
    if (left_) return;
    left_ = true;
    if (!server_.stopping) room_->leave(this);
    server_.rooms.detach(room_);
  }

  ConnectionLimiter::Token token_;  // first: released after the socket below is closed
  websocket::stream<beast::tcp_stream> ws_;
  net::steady_timer write_timer_;
  beast::flat_buffer buffer_;
  Impl& server_;
  std::shared_ptr<Room> room_;
  std::optional<std::string> cookie_secret_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::optional<websocket::close_code> close_code_;
  TokenBucket bucket_;
  int refusals_ = 0;  // rate-limit refusals since refusals_since_
  std::chrono::steady_clock::time_point refusals_since_{};
  bool accepted_ = false;
  bool writing_ = false;
  bool close_in_flight_ = false;
  bool write_clock_running_ = false;
  net::steady_timer::time_point write_started_{};
  bool hello_done_ = false;
  bool closing_ = false;
  bool left_ = false;
};

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, ConnectionLimiter::Token token, Impl& server)
      : token_(std::move(token)), stream_(std::move(socket)), server_(server) {}

  void run() {
    net::dispatch(stream_.get_executor(),
                  beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
  }

 private:
  void do_read() {
    parser_.emplace();
    parser_->header_limit(8192);
    parser_->body_limit(kMaxHttpBody);
    stream_.expires_after(30s);
    http::async_read(stream_, buffer_, *parser_,
                     beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec == http::error::end_of_stream) {
      stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
      return;
    }
    if (ec == http::error::body_limit) {
      reply(json_error(413, "too_large", "The request body is over 4096 bytes."), 11, false, false);
      return;
    }
    if (ec) {
      if (ec != beast::error::timeout && ec != net::error::operation_aborted &&
          ec != net::error::connection_reset) {
        reply(json_error(400, "bad_request", "The request could not be parsed."), 11, false, false);
      }
      return;
    }
    auto request = parser_->release();
    if (websocket::is_upgrade(request)) {
      upgrade(std::move(request));
      return;
    }
    HttpRequest r;
    r.method = std::string(request.method_string());
    r.target = std::string(request.target());
    r.content_type = std::string(request[http::field::content_type]);
    r.body = std::move(request.body());
    r.origin = std::string(request[http::field::origin]);
    r.host = std::string(request[http::field::host]);
    r.cookie = std::string(request[http::field::cookie]);
    r.accept_language = std::string(request[http::field::accept_language]);
    reply(route(r), request.version(), request.keep_alive(), request.method() == http::verb::head);
  }

  HttpReply route(const HttpRequest& r) {
    if (r.method == "POST" && !origin_allowed(r.origin, r.host)) {
      return json_error(403, "bad_origin", "Cross-site requests are not accepted.");
    }
    if (auto api = server_.api.handle(r)) return std::move(*api);
    if (websocket_game_id(r.target)) {
      return json_error(426, "upgrade_required", "This path is a WebSocket endpoint.");
    }
    if (server_.config.pages) {
      try {
        if (auto page = server_.config.pages(r)) return std::move(*page);
      } catch (const std::exception& e) {
        log_error("page " + r.target + ": " + e.what());
        return HttpReply{500, "text/plain; charset=utf-8", "Internal server error\n", {}};
      }
    }
    return HttpReply{404, "text/plain; charset=utf-8", "Not found\n", {}};
  }

  void upgrade(http::request<http::string_body> request) {
    const std::string target(request.target());
    auto id = websocket_game_id(target);
    if (!id) {
      reply(json_error(404, "not_found", "No WebSocket endpoint here."), request.version(), false,
            false);
      return;
    }
    if (!origin_allowed(request[http::field::origin], request[http::field::host])) {
      reply(json_error(403, "bad_origin", "Cross-site WebSocket connections are not accepted."),
            request.version(), false, false);
      return;
    }
    std::shared_ptr<Room> room;
    try {
      if (plausible_game_id(*id)) room = server_.rooms.attach(*id);
    } catch (const std::exception& e) {
      log_error("game " + *id + ": cannot load: " + e.what());
      reply(json_error(500, "internal", "The game could not be loaded."), request.version(), false,
            false);
      return;
    }
    if (!room) {
      reply(json_error(404, "unknown_game", "No game with id '" + *id + "'.", {{"id", *id}}),
            request.version(), false, false);
      return;
    }
    auto secret = cookie_value(request[http::field::cookie], seat_cookie_name(*id));
    stream_.expires_never();
    // The connection, and so its place in the per-address count, passes to the WebSocket.
    std::make_shared<WsSession>(stream_.release_socket(), std::move(token_), server_,
                                std::move(room), std::move(secret))
        ->run(std::move(request));
  }

  void reply(HttpReply r, unsigned version, bool keep_alive, bool head) {
    add_security_headers(r);
    auto res = std::make_shared<http::response<http::string_body>>(
        static_cast<http::status>(r.status), version);
    res->set(http::field::server, "renju");
    if (!r.content_type.empty()) res->set(http::field::content_type, r.content_type);
    for (auto& [name, value] : r.headers) res->insert(name, value);
    res->keep_alive(keep_alive && !server_.stopping);
    const auto length = r.body.size();
    if (!head) res->body() = std::move(r.body);
    res->content_length(length);
    http::async_write(stream_, *res,
                      [self = shared_from_this(), res](beast::error_code ec, std::size_t) {
                        if (ec) return;
                        if (!res->keep_alive()) {
                          beast::error_code ignored;
                          self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
                          return;
                        }
                        self->do_read();
                      });
  }

  ConnectionLimiter::Token token_;  // first: released after the socket below is closed
  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  Impl& server_;
};

}  // namespace

void Server::Impl::do_accept() {
  acceptor->async_accept(net::make_strand(*ioc), [this](beast::error_code ec, tcp::socket socket) {
    if (ec) {
      if (ec != net::error::operation_aborted) log_warn("accept: " + ec.message());
      if (stopping || ec == net::error::operation_aborted) return;
    } else {
      beast::error_code peer_ec;
      const auto peer = socket.remote_endpoint(peer_ec);
      if (peer_ec) {
        // Gone before we got to it: nothing to serve.
      } else if (auto token = limiter->try_acquire(peer.address())) {
        // Small messages (acks, events) must not wait for Nagle's algorithm to gather more.
        socket.set_option(tcp::no_delay(true), peer_ec);
        std::make_shared<HttpSession>(std::move(socket), std::move(*token), *this)->run();
      } else {
        refuse(socket);
      }
    }
    do_accept();
  });
}

void Server::Impl::sweep() {
  try {
    auto now = std::chrono::system_clock::now();
    auto cutoff = std::chrono::duration_cast<std::chrono::seconds>(
                      (now - config.unclaimed_ttl).time_since_epoch())
                      .count();
    if (int n = store.delete_unclaimed_before(cutoff)) {
      log_info("expired " + std::to_string(n) + " unclaimed game(s)");
    }
    if (int n = rooms.evict_idle(config.room_idle)) {
      log_debug("unloaded " + std::to_string(n) + " idle game(s)");
    }
  } catch (const std::exception& e) {
    log_error(std::string("sweep: ") + e.what());
  }
  sweep_timer->expires_after(config.sweep_interval);
  sweep_timer->async_wait([this](beast::error_code ec) {
    if (!ec && !stopping) sweep();
  });
}

void Server::Impl::begin_stop() {
  if (stopping.exchange(true)) return;
  net::post(*ioc, [this] {
    beast::error_code ignored;
    acceptor->close(ignored);
    sweep_timer->cancel();
    if (signals) signals->cancel();
    std::vector<std::shared_ptr<WsSession>> live;
    {
      std::lock_guard lock(sessions_mutex);
      for (auto& [ptr, weak] : sessions) {
        if (auto s = weak.lock()) live.push_back(std::move(s));
      }
    }
    for (auto& s : live) s->shutdown();
    wait_for_sessions(std::chrono::steady_clock::now() + config.shutdown_grace);
  });
}

void Server::Impl::wait_for_sessions(std::chrono::steady_clock::time_point deadline) {
  bool empty;
  {
    std::lock_guard lock(sessions_mutex);
    empty = sessions.empty();
  }
  if (empty || std::chrono::steady_clock::now() >= deadline) {
    ioc->stop();
    return;
  }
  stop_timer->expires_after(20ms);
  stop_timer->async_wait([this, deadline](beast::error_code) { wait_for_sessions(deadline); });
}

Server::Server(ServerConfig config, store::Store& store)
    : impl_(std::make_unique<Impl>(std::move(config), store)) {}

Server::~Server() = default;

unsigned short Server::port() const {
  return impl_->acceptor->local_endpoint().port();
}

void Server::run() {
  log_info("listening on " + impl_->config.bind + ":" + std::to_string(port()));
  impl_->do_accept();
  impl_->sweep();
  std::vector<std::thread> threads;
  for (int i = 1; i < impl_->config.threads; ++i) {
    threads.emplace_back([this] { impl_->ioc->run(); });
  }
  impl_->ioc->run();
  for (auto& t : threads) t.join();
  log_info("server stopped");
}

void Server::stop() {
  impl_->begin_stop();
}

std::size_t Server::connections_from(std::string_view address) const {
  beast::error_code ec;
  const auto parsed = net::ip::make_address(std::string(address), ec);
  if (ec) return 0;
  return impl_->limiter->count(address_key(parsed));
}

}  // namespace renju::server
