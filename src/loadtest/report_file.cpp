// Writing, reading and merging the load reports child processes hand their parent.
#include "loadtest/report_file.hpp"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace renju::loadtest {

namespace {

constexpr std::string_view kMagic = "renju-loadtest-report 1";

std::string number(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.9g", v);
  return buf;
}

template <class T>
bool parse_int(std::string_view s, T& out) {
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc{} && r.ptr == s.data() + s.size();
}

bool parse_double(std::string_view s, double& out) {
  if (s.empty() || s.size() > 60) return false;
  const std::string copy(s);
  char* end = nullptr;
  out = std::strtod(copy.c_str(), &end);
  return end == copy.c_str() + copy.size();
}

}  // namespace

std::string report_to_text(const GameLoadReport& r) {
  std::string out(kMagic);
  out += '\n';
  const auto line = [&out](std::string_view key, const std::string& value) {
    out.append(key).append(" ").append(value).append("\n");
  };
  const Metrics& m = r.metrics;
  line("connections_open", std::to_string(r.connections_open));
  line("games_live", std::to_string(r.games_live));
  line("seconds", number(r.seconds));
  line("ended_early", r.ended_early ? "1" : "0");
  line("sent", std::to_string(m.sent));
  line("completed", std::to_string(m.completed));
  line("games_finished", std::to_string(m.games_finished));
  line("reconnects", std::to_string(m.reconnects));
  for (const auto& [kind, n] : m.errors) line("error", kind + " " + std::to_string(n));
  line("ack", m.ack.to_text());
  line("peer", m.peer.to_text());
  line("server_cpu_seconds", number(r.server_cpu_seconds));
  line("own_cpu_seconds", number(r.own_cpu_seconds));
  line("commit_batches", std::to_string(r.commit_batches));
  line("commit_actions", std::to_string(r.commit_actions));
  return out;
}

std::variant<GameLoadReport, std::string> report_from_text(std::string_view text) {
  GameLoadReport r;
  Metrics& m = r.metrics;
  int line_no = 0;
  bool magic = false;
  while (!text.empty()) {
    const auto nl = text.find('\n');
    const std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    ++line_no;
    const auto where = "line " + std::to_string(line_no);
    if (line_no == 1) {
      if (line != kMagic) return where + ": not a load report";
      magic = true;
      continue;
    }
    const auto sp = line.find(' ');
    if (sp == std::string_view::npos) return where + ": no value";
    const std::string_view key = line.substr(0, sp);
    const std::string_view value = line.substr(sp + 1);
    bool ok = true;
    if (key == "connections_open") {
      ok = parse_int(value, r.connections_open);
    } else if (key == "games_live") {
      ok = parse_int(value, r.games_live);
    } else if (key == "seconds") {
      ok = parse_double(value, r.seconds);
    } else if (key == "ended_early") {
      ok = value == "0" || value == "1";
      r.ended_early = value == "1";
    } else if (key == "sent") {
      ok = parse_int(value, m.sent);
    } else if (key == "completed") {
      ok = parse_int(value, m.completed);
    } else if (key == "games_finished") {
      ok = parse_int(value, m.games_finished);
    } else if (key == "reconnects") {
      ok = parse_int(value, m.reconnects);
    } else if (key == "error") {
      const auto k = value.rfind(' ');
      std::uint64_t n = 0;
      ok = k != std::string_view::npos && k > 0 && parse_int(value.substr(k + 1), n);
      if (ok) m.errors[std::string(value.substr(0, k))] += n;
    } else if (key == "ack" || key == "peer") {
      auto h = Histogram::from_text(value);
      ok = h.has_value();
      if (ok) (key == "ack" ? m.ack : m.peer) = *h;
    } else if (key == "server_cpu_seconds") {
      ok = parse_double(value, r.server_cpu_seconds);
    } else if (key == "own_cpu_seconds") {
      ok = parse_double(value, r.own_cpu_seconds);
    } else if (key == "commit_batches") {
      ok = parse_int(value, r.commit_batches);
    } else if (key == "commit_actions") {
      ok = parse_int(value, r.commit_actions);
    } else {
      return where + ": unknown key '" + std::string(key) + "'";
    }
    if (!ok) return where + ": bad value for " + std::string(key);
  }
  if (!magic) return std::string("empty: not a load report");
  return r;
}

GameLoadReport merge_reports(const std::vector<GameLoadReport>& reports) {
  GameLoadReport out;
  if (reports.empty()) return out;
  out.server_cpu_seconds = reports.front().server_cpu_seconds;
  out.commit_batches = reports.front().commit_batches;
  out.commit_actions = reports.front().commit_actions;
  out.own_cpu_seconds = 0;
  double seconds = 0;
  for (const auto& r : reports) {
    out.metrics.merge(r.metrics);
    out.connections_open += r.connections_open;
    out.games_live += r.games_live;
    out.ended_early = out.ended_early || r.ended_early;
    seconds += r.seconds;
    if (r.own_cpu_seconds < 0 || out.own_cpu_seconds < 0)
      out.own_cpu_seconds = -1;
    else
      out.own_cpu_seconds += r.own_cpu_seconds;
  }
  out.seconds = seconds / static_cast<double>(reports.size());
  return out;
}

}  // namespace renju::loadtest
