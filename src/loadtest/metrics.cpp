// Merging per-thread metrics for progress lines and the final report.
#include "loadtest/metrics.hpp"

#include <memory>

namespace renju::loadtest {

void Metrics::merge(const Metrics& o) {
  sent += o.sent;
  completed += o.completed;
  games_finished += o.games_finished;
  reconnects += o.reconnects;
  for (const auto& [kind, n] : o.errors) errors[kind] += n;
  ack.merge(o.ack);
  peer.merge(o.peer);
}

std::uint64_t Metrics::error_count() const {
  std::uint64_t n = 0;
  for (const auto& [kind, count] : errors) n += count;
  return n;
}

std::string Metrics::errors_text() const {
  if (errors.empty()) return "none";
  std::string out;
  for (const auto& [kind, n] : errors) {
    if (!out.empty()) out += ' ';
    out += kind + '=' + std::to_string(n);
  }
  return out;
}

Metrics collect(std::vector<std::unique_ptr<ThreadMetrics>>& threads, Metrics* interval) {
  Metrics total;
  for (auto& t : threads) {
    std::lock_guard lock(t->mu);
    total.merge(t->total);
    if (interval) {
      interval->merge(t->interval);
      t->interval = Metrics{};
    }
  }
  return total;
}

}  // namespace renju::loadtest
