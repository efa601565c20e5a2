// `renju serve` as a library: the io_context and its threads, the sweep, the graceful stop.
// The accept loop is in listener.cpp, the sessions in http_session.cpp and ws_session.cpp.
#include "server/server.hpp"

#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core/error.hpp>
#include <thread>
#include <vector>

#include "server/log.hpp"
#include "server/server_impl.hpp"

namespace renju::server {

namespace beast = boost::beast;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

Server::Impl::Impl(ServerConfig c, store::Store& s)
    : config(std::move(c)),
      store(s),
      ioc(std::in_place, std::max(1, config.threads)),
      async_store(s),
      rooms(ioc->get_executor(), async_store, config.rooms),
      api(async_store, rooms,
          ApiConfig{config.version, config.commit, config.create_rate, config.join_rate,
                    config.rate_clock, [this] { return accept_figures(); }}),
      limiter(std::make_shared<ConnectionLimiter>(config.max_connections_per_address)) {
  acceptor.emplace(net::make_strand(*ioc));
  tcp::endpoint endpoint(net::ip::make_address(config.bind), config.port);
  acceptor->open(endpoint.protocol());
  acceptor->set_option(net::socket_base::reuse_address(true));
  acceptor->bind(endpoint);
  acceptor->listen(net::socket_base::max_listen_connections);
  accept_guard.emplace(acceptor->get_executor());
  open_metrics();
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

Server::Impl::~Impl() {
  // Io objects and rooms (whose strands belong to the io_context) must go before it; the
  // io_context then destroys the handlers still queued, and with them the sessions.
  stopping = true;
  signals.reset();
  sweep_timer.reset();
  stop_timer.reset();
  accept_guard.reset();
  acceptor.reset();
  metrics_retry.reset();
  metrics_acceptor.reset();
  rooms.clear();
  // Appends still queued are committed; their answers, like those of cancelled jobs, are
  // posted to strands that never run them again.
  async_store.stop();
  ioc.reset();
}

void Server::Impl::sweep() {
  // Both run on the store's write thread, one after the other; what follows on an io thread.
  const auto now = std::chrono::system_clock::now();
  const auto unix_now =
      std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count();
  const auto unclaimed_cutoff = unix_now - config.unclaimed_ttl.count();
  const bool close_abandoned = config.abandoned_after.count() > 0;
  const auto untouched_since = unix_now - config.abandoned_after.count();
  async_store.write(
      [unclaimed_cutoff, close_abandoned, untouched_since, unix_now](store::Store& s) {
        std::pair<int, int> expired{s.delete_unclaimed_before(unclaimed_cutoff), 0};
        if (close_abandoned) expired.second = s.close_untouched_before(untouched_since, unix_now);
        return expired;
      },
      ioc->get_executor(),
      [this](store::Outcome<std::pair<int, int>> outcome) {
        if (!outcome.error.empty()) log_error("sweep: " + outcome.error);
        sweep_done(outcome.value.first, outcome.value.second);
      });
}

void Server::Impl::sweep_done(int expired, int closed) {
  if (expired > 0) log_info("expired " + std::to_string(expired) + " unclaimed game(s)");
  if (closed > 0) log_info("closed " + std::to_string(closed) + " abandoned game(s)");
  if (int n = rooms.evict_idle(config.room_idle)) {
    log_debug("unloaded " + std::to_string(n) + " idle game(s)");
  }
  ++counters.sweeps;
  api.prune_limits();
  arm_sweep();
}

void Server::Impl::arm_sweep() {
  if (stopping) return;
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
    if (metrics_acceptor) metrics_acceptor->close(ignored);
    sweep_timer->cancel();
    if (signals) signals->cancel();
    std::vector<std::shared_ptr<LiveSession>> live;
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

unsigned short Server::metrics_port() const {
  return impl_->metrics_acceptor ? impl_->metrics_acceptor->local_endpoint().port() : 0;
}

void Server::run() {
  log_event(LogLevel::kInfo, "listening", "", {{"bind", impl_->config.bind}, {"port", port()}},
            "listening on " + impl_->config.bind + ":" + std::to_string(port()));
  if (const auto metrics = metrics_port()) {
    log_event(LogLevel::kInfo, "metrics_listening", "",
              {{"bind", impl_->config.metrics_bind}, {"port", metrics}},
              "metrics on " + impl_->config.metrics_bind + ":" + std::to_string(metrics));
  }
  impl_->do_accept();
  impl_->do_metrics_accept();
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

void Server::taken_elsewhere(std::string_view id, std::int64_t fence) {
  impl_->rooms.taken_elsewhere(id, fence);
}

std::size_t Server::connections_from(std::string_view address) const {
  beast::error_code ec;
  const auto parsed = net::ip::make_address(std::string(address), ec);
  if (ec) return 0;
  return impl_->limiter->count(address_key(parsed));
}

Server::Counters Server::counters() const {
  const auto& accept = impl_->accept_guard->counters;
  const auto& edge = impl_->counters;
  return {accept.failures, accept.backoffs,        accept.reserve_answers, edge.sweeps,
          edge.ws_written, edge.ws_write_timeouts, edge.ws_queue_overflows};
}

}  // namespace renju::server
