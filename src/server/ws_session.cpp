// The WebSocket session: handshake, reads (bounded, rate-limited, parsed), the write queue with
// its cap and deadline, the pings that measure the peer's round trip (lag compensation, see
// room_lag.cpp), and the close.
#include "server/ws_session.hpp"

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/container/devector.hpp>
#include <boost/json.hpp>
#include <chrono>
#include <string_view>

#include "server/log.hpp"
#include "server/metrics.hpp"
#include "server/protocol.hpp"
#include "server/token_bucket.hpp"

namespace renju::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
namespace json = boost::json;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

namespace {

using Impl = Server::Impl;

class WsSession : public RoomClient,
                  public LiveSession,
                  public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, ConnectionLimiter::Token token, Impl& server,
            std::shared_ptr<Room> room, std::optional<std::string> cookie_secret)
      : token_(std::move(token)),
        ws_(std::move(socket)),
        write_timer_(ws_.get_executor()),
        ping_timer_(ws_.get_executor()),
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
    // Runs inside this session's reads: the stream, and with it the callback, dies with us.
    ws_.control_callback([this](websocket::frame_type kind, beast::string_view payload) {
      if (kind == websocket::frame_type::pong) on_pong(payload);
    });
    ws_.async_accept(request, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
  }

  void deliver(std::shared_ptr<const std::string> message) override {
    net::post(ws_.get_executor(),
              [self = shared_from_this(), message = std::move(message)] { self->queue(message); });
  }

  void deliver_all(std::vector<std::shared_ptr<const std::string>> messages) override {
    net::post(ws_.get_executor(), [self = shared_from_this(), messages = std::move(messages)] {
      for (const auto& m : messages) self->queue(m);
    });
  }

  // The room is full: the error, then close with 1013 (try again later).
  void refuse(std::shared_ptr<const std::string> message) override {
    net::post(ws_.get_executor(), [self = shared_from_this(), message = std::move(message)] {
      self->queue(message);
      self->close_after_drain(websocket::close_code::try_again_later);
    });
  }

  // Server shutdown: say goodbye, flush, close with 1001.
  void shutdown() override {
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
    // Parsed where it lies (a flat buffer is one piece): nothing keeps a view of it.
    const auto data = buffer_.data();
    if (!closing_) handle(std::string_view(static_cast<const char*>(data.data()), data.size()));
    buffer_.consume(buffer_.size());
    do_read();
  }

  void handle(std::string_view frame) {
    if (!bucket_.take()) {
      send_error(nullptr, "rate_limited", "Too many messages; slow down.");
      count_rate_limited("message");
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
    auto message = protocol::parse_client_message(frame);
    std::visit([this](auto& m) { on_message(m); }, message);
  }

  void on_message(protocol::BadMessage& m) { send(protocol::error_json(m.id, m.error)); }

  void on_message(protocol::Hello& m) {
    if (hello_done_) {
      send_error(m.id, "hello_first", "'hello' was already sent on this connection.");
      return;
    }
    hello_done_ = true;
    auto secret = m.secret ? std::move(m.secret) : cookie_secret_;
    room_->hello(shared_from_this(), std::move(secret), m.version, m.protocol);
  }

  // Only a seat's Fischer clock is compensated: the room asks, once the hello gave it a seat.
  void measure_lag() override {
    net::post(ws_.get_executor(), [self = shared_from_this()] {
      if (self->lag_measured_) return;
      self->lag_measured_ = true;
      self->lag_ping();
    });
  }

  // One ping of ours at a time, with a payload new each time: only a pong that echoes the ping
  // in flight is measured, on the room's clock, from when we sent it.
  // A negative ws_lag_ping_interval sends none at all (tests on an injected clock that must not
  // race a pong against their own moves of the clock).
  void lag_ping() {
    if (closing_ || ping_writing_ || server_.config.ws_lag_ping_interval.count() < 0) return;
    ping_payload_ = "lag " + std::to_string(++pings_sent_);
    ping_sent_at_ = room_->time().now();
    ping_writing_ = true;
    ws_.async_ping(websocket::ping_data(ping_payload_.c_str()),
                   [self = shared_from_this()](beast::error_code) { self->ping_writing_ = false; });
    const auto interval = server_.config.ws_lag_ping_interval;
    if (interval.count() <= 0) return;
    ping_timer_.expires_after(interval);
    ping_timer_.async_wait([weak = weak_from_this()](beast::error_code ec) {
      if (ec) return;
      if (auto self = weak.lock()) self->lag_ping();
    });
  }

  void on_pong(beast::string_view payload) {
    if (ping_payload_.empty() || payload != ping_payload_) return;  // unasked, or stale
    ping_payload_.clear();
    room_->observe_round_trip(this, room_->time().now() - ping_sent_at_);
  }

  // Everything but hello waits for it.
  bool said_hello(const json::value& id) {
    if (!hello_done_) send_error(id, "hello_first", "Send 'hello' before anything else.");
    return hello_done_;
  }

  void on_message(protocol::Ping& m) {
    if (said_hello(m.id)) send(json::object{{"t", "pong"}});
  }

  void on_message(protocol::Resync& m) {
    if (said_hello(m.id)) room_->resync(shared_from_this(), m.version);
  }

  void on_message(protocol::ActionMessage& m) {
    if (said_hello(m.id)) room_->act(shared_from_this(), m.id, m.action);
  }

  void send_error(const json::value& id, std::string_view code, std::string_view message,
                  json::object params = {}) {
    send(protocol::error_json(id, code, message, std::move(params)));
  }
  void send(const json::object& message) {
    count_sent(message);
    queue(std::make_shared<const std::string>(json::serialize(message)));
  }

  // On the session's strand.
  void queue(std::shared_ptr<const std::string> message) {
    if (closing_ || !accepted_) return;
    if (queue_.size() >= 1024) {
      // A client that reads nothing must not make the server buffer without bound. The front
      // message may be in the middle of being written, so it stays until that write ends.
      log_warn("ws client too slow, closing");
      ++server_.counters.ws_queue_overflows;
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
    if (!queue_.empty()) {
      queue_.pop_front();
      ++server_.counters.ws_written;
    }
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
    ++server_.counters.ws_write_timeouts;
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
    ping_timer_.cancel();
    if (!server_.stopping) room_->leave(this);
    server_.rooms.detach(room_);
  }

  ConnectionLimiter::Token token_;  // first: released after the socket below is closed
  websocket::stream<beast::tcp_stream> ws_;
  net::steady_timer write_timer_;
  net::steady_timer ping_timer_;
  std::string ping_payload_;  // the lag ping awaiting its pong ("": none)
  game::Millis ping_sent_at_ = 0;
  std::uint64_t pings_sent_ = 0;
  bool ping_writing_ = false;
  bool lag_measured_ = false;  // the room asked for lag pings (measure_lag)
  beast::flat_buffer buffer_;
  Impl& server_;
  std::shared_ptr<Room> room_;
  std::optional<std::string> cookie_secret_;
  // Not a std::deque: an idle session's empty queue allocates nothing.
  boost::container::devector<std::shared_ptr<const std::string>> queue_;
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

}  // namespace

void start_ws_session(tcp::socket&& socket, ConnectionLimiter::Token token, Impl& server,
                      std::shared_ptr<Room> room, std::optional<std::string> cookie_secret,
                      http::request<http::string_body> request) {
  std::make_shared<WsSession>(std::move(socket), std::move(token), server, std::move(room),
                              std::move(cookie_secret))
      ->run(std::move(request));
}

}  // namespace renju::server
