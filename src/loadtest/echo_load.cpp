// Echo load: per-connection FIFO of send times (a WebSocket echoes in order), a timer per
// connection for open-loop rates, or a fixed window of messages in flight for saturation.
#include "loadtest/echo_load.hpp"

#include <atomic>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <cstdio>
#include <deque>
#include <random>
#include <thread>

#include "loadtest/client.hpp"
#include "loadtest/lanes.hpp"

namespace renju::loadtest {

namespace asio = boost::asio;
using Clock = std::chrono::steady_clock;

std::string progress_line(double t, int open, const Metrics& total, const Metrics& interval,
                          double interval_seconds, long rss_kib) {
  char head[160];
  std::snprintf(
      head, sizeof head, "t=%.0fs open=%d done=%llu (%.0f/s) err=%llu", t, open,
      static_cast<unsigned long long>(total.completed),
      interval_seconds > 0 ? static_cast<double>(interval.completed) / interval_seconds : 0.0,
      static_cast<unsigned long long>(total.error_count()));
  std::string line = head;
  line += " | ack " + summary(interval.ack);
  if (interval.peer.count() > 0) line += " | peer " + summary(interval.peer);
  if (rss_kib >= 0) line += " | rss " + std::to_string(rss_kib / 1024) + " MiB";
  return line;
}

namespace {

struct Shared {
  const EchoLoadOptions* options = nullptr;
  std::atomic<bool> go{false};
  std::atomic<bool> stopping{false};
  std::atomic<std::uint64_t> sent{0};
  std::atomic<int> open{0};
  std::atomic<int> settled{0};  // opened or failed
};

struct Lane;

class EchoConn : public WsClient {
 public:
  EchoConn(asio::io_context& io, Shared& shared, ThreadMetrics& metrics, Lane& lane,
           std::uint64_t seed)
      : WsClient(io), shared_(shared), metrics_(metrics), lane_(lane), timer_(io), rng_(seed) {}

  void start();
  void stop() {
    timer_.cancel();
    close();
  }

 protected:
  void on_open() override;
  void on_message(std::string_view) override {
    if (sent_at_.empty()) return;
    const auto ns = static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - sent_at_.front())
            .count());
    sent_at_.pop_front();
    metrics_.update([ns](Metrics& m) {
      ++m.completed;
      m.ack.record(ns);
    });
    if (shared_.options->rate <= 0) send_one();
  }
  void on_failed(Failure f, const boost::system::error_code&) override;

 private:
  void send_one() {
    if (shared_.stopping.load(std::memory_order_relaxed)) return;
    const auto max = shared_.options->max_messages;
    if (max > 0 && shared_.sent.fetch_add(1, std::memory_order_relaxed) >= max) return;
    // The size of a typical action message.
    send(R"({"t":"place","at":"h8","id":)" + std::to_string(++id_) + "}");
    sent_at_.push_back(Clock::now());
    metrics_.update([](Metrics& m) { ++m.sent; });
  }
  void tick() {
    next_ += period_;
    timer_.expires_at(next_);
    timer_.async_wait([self = std::static_pointer_cast<EchoConn>(shared_from_this())](
                          boost::system::error_code ec) {
      if (ec || !self->is_open()) return;
      self->send_one();
      self->tick();
    });
  }

  Shared& shared_;
  ThreadMetrics& metrics_;
  Lane& lane_;
  asio::steady_timer timer_;
  std::mt19937_64 rng_;
  std::deque<Clock::time_point> sent_at_;
  Clock::time_point next_;
  Clock::duration period_{};
  std::uint64_t id_ = 0;
};

// The connections of one load thread, opened a few at a time so the server's accept backlog
// is never the thing being measured.
struct Lane {
  asio::io_context* io = nullptr;
  Shared* shared = nullptr;
  ThreadMetrics* metrics = nullptr;
  std::vector<std::shared_ptr<EchoConn>> conns;
  std::size_t next = 0;

  void open_next() {
    if (next >= conns.size()) return;
    conns[next++]->open(shared->options->target, shared->options->target.path);
  }
  void settled() {
    shared->settled.fetch_add(1);
    open_next();
  }
};

void EchoConn::on_open() {
  shared_.open.fetch_add(1);
  lane_.settled();
}

void EchoConn::on_failed(Failure f, const boost::system::error_code&) {
  const std::string kind(failure_name(f));
  metrics_.update([&kind](Metrics& m) { ++m.errors[kind]; });
  if (f == Failure::kConnect || f == Failure::kHandshake) {
    lane_.settled();
  } else {
    shared_.open.fetch_sub(1);
  }
  timer_.cancel();
}

void EchoConn::start() {
  if (!is_open()) return;
  if (shared_.options->rate <= 0) {
    for (int i = 0; i < std::max(1, shared_.options->window); ++i) send_one();
    return;
  }
  period_ = std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(1.0 / shared_.options->rate));
  // A random phase spreads the connections evenly over the period.
  std::uniform_int_distribution<Clock::rep> phase(0, period_.count());
  next_ = Clock::now() + Clock::duration(phase(rng_)) - period_;
  tick();
}

}  // namespace

CpuMark::CpuMark(int pid)
    : server_pid(pid), server(pid > 0 ? cpu_seconds(pid) : -1), own(own_cpu_seconds()) {}

void CpuMark::report_to(LoadReport& report) const {
  if (server >= 0) {
    const double now = cpu_seconds(server_pid);
    if (now >= 0) report.server_cpu_seconds = now - server;
  }
  if (own >= 0) {
    const double now = own_cpu_seconds();
    if (now >= 0) report.own_cpu_seconds = now - own;
  }
}

LoadReport run_echo_load(const EchoLoadOptions& options) {
  LoadReport report;
  Shared shared;
  shared.options = &options;
  const int threads = std::max(1, options.threads);
  raise_fd_limit(options.connections + 1024);
  report.server_rss_before_kib = options.server_pid > 0 ? rss_kib(options.server_pid) : -1;

  IoPool pool(threads);
  Lanes<Lane> lanes(pool, shared);
  for (int c = 0; c < options.connections; ++c) {
    auto& lane = lanes.for_item(c);
    lane.conns.push_back(std::make_shared<EchoConn>(*lane.io, shared, *lane.metrics, lane,
                                                    static_cast<std::uint64_t>(c) * 7919 + 17));
  }
  lanes.on_each([n = options.connect_parallel](Lane& l) {
    for (int i = 0; i < n; ++i) l.open_next();
  });
  // Ramp: wait until every connection is open or has failed.
  const auto ramp_start = Clock::now();
  while (shared.settled.load() < options.connections &&
         Clock::now() - ramp_start < std::chrono::seconds(120)) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  report.server_rss_idle_kib = options.server_pid > 0 ? rss_kib(options.server_pid) : -1;
  report.connections_open = shared.open.load();
  if (options.progress) {
    char line[160];
    std::snprintf(line, sizeof line, "connected %d/%d in %.1fs", report.connections_open,
                  options.connections,
                  std::chrono::duration<double>(Clock::now() - ramp_start).count());
    options.progress(line);
  }

  if (options.before_go) options.before_go();
  const CpuMark cpu_start(options.server_pid);
  lanes.on_each([](Lane& l) {
    for (auto& c : l.conns) c->start();
  });
  auto& metrics = lanes.metrics();
  Phase phase;
  phase.seconds = options.seconds;
  if (options.max_messages > 0) {
    phase.done = [&] { return collect(metrics).completed >= options.max_messages; };
  }
  phase.line = [&](double t, const Metrics& total, const Metrics& interval, double dt) {
    return progress_line(t, shared.open.load(), total, interval, dt,
                         options.server_pid > 0 ? rss_kib(options.server_pid) : -1);
  };
  phase.progress = options.progress;
  const PhaseEnd end = run_phase(metrics, phase);
  report.seconds = end.seconds;
  report.ended_early = end.ended_early;
  shared.stopping = true;
  report.metrics = collect(metrics);
  cpu_start.report_to(report);
  report.server_rss_end_kib = options.server_pid > 0 ? rss_kib(options.server_pid) : -1;
  lanes.on_each([](Lane& l) {
    for (auto& c : l.conns) c->stop();
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  pool.stop();
  pool.join();
  return report;
}

}  // namespace renju::loadtest
