// The echo load: C WebSocket clients send small action-sized messages at a rate (or as fast as
// echoes come back) and time each round trip. The same shape the game load uses, minus the game.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "loadtest/metrics.hpp"
#include "loadtest/target.hpp"

namespace renju::loadtest {

struct EchoLoadOptions {
  Target target;  // ws://127.0.0.1:PORT/
  int connections = 100;
  double rate = 1.0;  // messages per second per connection; 0: closed loop (saturation)
  int window = 1;     // closed loop: messages in flight per connection
  double seconds = 10;
  std::uint64_t max_messages = 0;  // 0: no limit
  int threads = 1;
  int connect_parallel = 128;                        // handshakes in flight per load thread
  int server_pid = -1;                               // for the memory figures, when known
  std::function<void(const std::string&)> progress;  // one line a second; may be empty
  // Called once every connection is open, just before the measured phase (the barrier of
  // `loadtest --processes`); may be empty.
  std::function<void()> before_go;
};

struct LoadReport {
  int connections_open = 0;  // at the start of the measured phase
  double seconds = 0;        // length of the measured phase
  bool ended_early = false;  // ended by its budget or a stop request, not by its time
  Metrics metrics;
  long server_rss_before_kib = -1;  // before any client connected
  long server_rss_idle_kib = -1;    // all clients connected, nothing sent yet
  long server_rss_end_kib = -1;
  // CPU seconds over the measured phase: the server's (when its pid is known) and this
  // process's, the load generator's; -1 when unknown.
  double server_cpu_seconds = -1;
  double own_cpu_seconds = -1;
  double per_second() const {
    return seconds > 0 ? static_cast<double>(metrics.completed) / seconds : 0;
  }
};

// The CPU clocks of the server and of this process at the start of a measured phase;
// report_to sets the report's CPU seconds to what was used since.
struct CpuMark {
  explicit CpuMark(int server_pid);
  void report_to(LoadReport& report) const;
  int server_pid;
  double server;
  double own;
};

LoadReport run_echo_load(const EchoLoadOptions& options);

// The progress line both loads print: "t=3s open=200 done=5810 (1990/s) err=0 ack p50 …".
std::string progress_line(double t, int open, const Metrics& total, const Metrics& interval,
                          double interval_seconds, long rss_kib);

}  // namespace renju::loadtest
