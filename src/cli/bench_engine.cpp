// Another Gomocup engine on the bench positions (bench_engine.hpp): one process per position,
// a fixed time per move, its own node report read from its MESSAGE lines.
#include "cli/bench_engine.hpp"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "ai/match/engine_process.hpp"

namespace renju::cli {
namespace {

using Clock = std::chrono::steady_clock;

// The number after `label` in `line`, scaled by what follows it: "Node 135K" → 135000 (K, M,
// G), "Time 852ms" → 852 and "Time 1.2s" → 1200 (as milliseconds), a bare number as it is.
bool number_after(std::string_view line, std::string_view label, double& out) {
  const auto at = line.find(label);
  if (at == std::string_view::npos) return false;
  const std::string rest(line.substr(at + label.size()));
  char* end = nullptr;
  const double v = std::strtod(rest.c_str(), &end);
  if (end == rest.c_str()) return false;
  const std::string_view unit(end);
  double scale = 1;
  if (unit.rfind("ms", 0) == 0) {
    scale = 1;
  } else if (unit.rfind("s", 0) == 0) {
    scale = 1e3;
  } else if (unit.rfind("K", 0) == 0 || unit.rfind("k", 0) == 0) {
    scale = 1e3;
  } else if (unit.rfind("M", 0) == 0) {
    scale = 1e6;
  } else if (unit.rfind("G", 0) == 0) {
    scale = 1e9;
  }
  out = v * scale;
  return true;
}

// "x,y": a move, the answer that ends the engine's turn.
bool is_move(std::string_view line) {
  const auto comma = line.find(',');
  if (comma == std::string_view::npos || comma == 0 || comma + 1 >= line.size()) return false;
  for (std::size_t k = 0; k < line.size(); ++k)
    if (k != comma && (line[k] < '0' || line[k] > '9')) return false;
  return true;
}

struct Reply {
  std::string move;  // empty: none came
  double nodes = -1, ms = -1;
  std::string error;
};

Reply play(const std::string& command, int ms, const EnginePosition& p) {
  Reply r;
  ai::match::EngineProcess engine(command);
  if (!engine.started()) {
    r.error = engine.error();
    return r;
  }
  std::string line;
  // START answers OK; MESSAGE and DEBUG lines may come before it.
  engine.send("START " + std::to_string(rules::kSize));
  const auto started = Clock::now() + std::chrono::seconds(30);
  for (;;) {
    if (engine.read_line(started, line) != ai::match::EngineProcess::Read::kLine) {
      r.error = "no answer to START";
      return r;
    }
    if (line.rfind("OK", 0) == 0) break;
    if (line.rfind("ERROR", 0) == 0) {
      r.error = line;
      return r;
    }
  }
  engine.send("INFO rule 4");
  engine.send("INFO thread_num 1");
  engine.send("INFO timeout_match 100000000");
  engine.send("INFO time_left 100000000");
  engine.send("INFO timeout_turn " + std::to_string(ms));
  engine.send("BOARD");
  for (int i = 0; i < rules::kCells; ++i) {
    const rules::Point q = rules::Point::from_index(i);
    const rules::Color c = p.board.at(q);
    if (c == rules::Color::kEmpty) continue;
    engine.send(std::to_string(q.x) + "," + std::to_string(rules::kSize - 1 - q.y) + "," +
                (c == p.to_move ? "1" : "2"));
  }
  engine.send("DONE");
  const auto deadline = Clock::now() + std::chrono::milliseconds(ms + 10000);
  while (engine.read_line(deadline, line) == ai::match::EngineProcess::Read::kLine) {
    double nodes = 0, time_ms = 0;
    if (line.rfind("MESSAGE", 0) == 0 && number_after(line, "Node ", nodes) &&
        number_after(line, "Time ", time_ms)) {
      r.nodes = nodes;
      r.ms = time_ms;
    }
    if (is_move(line)) {
      r.move = line;
      break;
    }
  }
  engine.stop();
  if (r.move.empty()) r.error = "no move within " + std::to_string(ms + 10000) + " ms";
  return r;
}

}  // namespace

bool bench_engine(std::ostream& os, const std::string& command, int ms,
                  const std::vector<EnginePosition>& positions) {
  os << "engine (" << ms << " ms a move, its own node report): " << command << "\n";
  double nodes = 0, seconds = 0;
  int reported = 0;
  char text[256];
  for (std::size_t k = 0; k < positions.size(); ++k) {
    const Reply r = play(command, ms, positions[k]);
    if (!r.error.empty()) {
      os << "  position " << k + 1 << ": " << r.error << "\n";
      return false;
    }
    if (r.nodes >= 0 && r.ms > 0) {
      ++reported;
      nodes += r.nodes;
      seconds += r.ms / 1000;
      std::snprintf(text, sizeof text, "  position %zu: move %-5s nodes %9.0f in %.2f s\n", k + 1,
                    r.move.c_str(), r.nodes, r.ms / 1000);
    } else {
      std::snprintf(text, sizeof text, "  position %zu: move %-5s (no node report)\n", k + 1,
                    r.move.c_str());
    }
    os << text;
  }
  if (reported > 0) {
    std::snprintf(text, sizeof text, "  engine: %.0f nodes in %.2f s = %.0f nodes/s\n", nodes,
                  seconds, nodes / seconds);
    os << text;
  }
  return true;
}

}  // namespace renju::cli
