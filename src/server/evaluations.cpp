// The evaluation graphs: a request loads the game and its stored graph on the store's read
// thread, then (on an I/O thread, under one mutex) answers from what is known or starts the
// computation: one position after another on the engine pool, the values kept in memory while
// it runs and written to the store when the line is done.
#include "server/evaluations.hpp"

#include <algorithm>
#include <boost/json.hpp>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <utility>

#include "ai/search.hpp"
#include "rules/notation.hpp"
#include "server/analysis_route.hpp"
#include "server/api_reply.hpp"
#include "server/secret.hpp"

namespace renju::server {

namespace json = boost::json;

namespace {

// Finished graphs kept in memory beyond the running ones (the store has them all).
constexpr std::size_t kKeptInMemory = 256;

std::string joined(const std::vector<std::string>& tokens, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n && i < tokens.size(); ++i) out += (i ? "," : "") + tokens[i];
  return out;
}

std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (!line.empty() && start <= line.size()) {
    const auto comma = std::min(line.find(',', start), line.size());
    out.push_back(line.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

// Black's view of the position after the first n tokens, capped at ±kEvaluationCap.
int judge(const std::vector<std::string>& tokens, std::size_t n, const std::atomic<bool>& stop) {
  auto parsed = position_from_query("moves=" + joined(tokens, n));
  auto* pos = std::get_if<Position>(&parsed);
  if (!pos) throw std::runtime_error("the line '" + joined(tokens, n) + "' does not read");
  // The last stone made five: the colour that played it (not the one to move) has won.
  if (pos->over) return pos->to_move == rules::Color::kWhite ? kEvaluationCap : -kEvaluationCap;
  if (stop) return 0;
  const auto a = ai::analyse(pos->board, pos->to_move, analysis_options(true));
  if (a.best.empty()) return 0;
  const int score = a.best.front().score;
  const int own = score > ai::kWinThreshold    ? kEvaluationCap
                  : score < -ai::kWinThreshold ? -kEvaluationCap
                                               : std::clamp(score, -kEvaluationCap, kEvaluationCap);
  return pos->to_move == rules::Color::kWhite ? -own : own;
}

json::array strings_json(const std::vector<std::string>& v) {
  json::array out;
  for (const auto& s : v) out.push_back(json::string(s));
  return out;
}

}  // namespace

std::vector<std::string> evaluation_line(const store::GameRecord& record) {
  auto created = game::Game::create(record.rule);
  if (!std::holds_alternative<game::Game>(created)) {
    throw std::runtime_error("game " + record.id + " has an unknown rule '" + record.rule + "'");
  }
  auto g = std::get<game::Game>(std::move(created));
  std::vector<std::string> tokens;
  std::size_t stones = 0;
  for (const auto& line : record.actions) {
    auto parsed = game::parse_action_line(line);
    auto* a = std::get_if<game::SeatAction>(&parsed);
    if (!a || !std::holds_alternative<std::vector<game::Event>>(g.apply(*a))) {
      throw std::runtime_error("game " + record.id + " does not replay at '" + line + "'");
    }
    const auto now = g.moves().size();
    if (now == stones + 1) {
      tokens.push_back(rules::to_string(g.moves().back().at));
    } else if (a->action.kind == game::ActionKind::kPass) {
      tokens.push_back("pass");
    } else if (now < stones) {
      // A takeback: the points taken back (and the passes after them) leave the line.
      std::size_t left = 0;
      std::size_t keep = 0;
      while (keep < tokens.size() && left < now) {
        if (tokens[keep] != "pass") ++left;
        ++keep;
      }
      tokens.resize(keep);
    }
    stones = now;
  }
  return tokens;
}

struct Evaluations::Shared {
  Shared(store::AsyncStore& s, EnginePool& p, std::size_t max)
      : store(s), pool(p), max_running(max) {}

  struct Graph {
    std::vector<std::string> line;
    std::vector<int> values;  // values[i]: after the first i points of line
    bool running = false;
  };

  store::AsyncStore& store;
  EnginePool& pool;
  const std::size_t max_running;
  mutable std::mutex mutex;
  std::map<std::string, Graph, std::less<>> graphs;
  Stats stats;

  // Runs on an engine thread: judges the next position of `id`'s line, then queues the one
  // after it, or stores the finished graph.
  static void step(const std::shared_ptr<Shared>& self, const std::string& id,
                   const boost::asio::any_io_executor& executor, const std::atomic<bool>& stop) {
    std::vector<std::string> line;
    std::size_t n = 0;
    {
      std::lock_guard lock(self->mutex);
      auto& g = self->graphs.at(id);
      line = g.line;
      n = g.values.size();
    }
    std::optional<int> value;
    if (!stop) {
      try {
        value = judge(line, n, stop);
      } catch (const std::exception& e) {
        log_error("evaluation " + id + ": " + e.what());
      }
    }
    std::optional<store::StoredEvaluation> finished;
    {
      std::lock_guard lock(self->mutex);
      auto& g = self->graphs.at(id);
      if (!value || stop) {  // the server stops, or the line broke: what is computed is dropped
        --self->stats.running;
        self->graphs.erase(id);
        return;
      }
      g.values.push_back(*value);
      ++self->stats.positions;
      if (g.values.size() > g.line.size()) {
        g.running = false;
        --self->stats.running;
        finished = store::StoredEvaluation{joined(g.line, g.line.size()), g.values};
        self->forget_finished();
      }
    }
    // Outside the lock: a stopped pool runs a submitted job at once, on this thread.
    if (!finished) return next(self, id, executor);
    self->store.write(
        [id, done = *finished](store::Store& s) { return s.save_evaluation(id, done); }, executor,
        [id](store::Outcome<bool> outcome) {
          if (!outcome.error.empty()) {
            log_error("evaluation " + id + " not stored: " + outcome.error);
          }
        });
  }

  static void next(const std::shared_ptr<Shared>& self, const std::string& id,
                   const boost::asio::any_io_executor& executor) {
    self->pool.submit("evaluation " + id, [self, id, executor](const std::atomic<bool>& s) {
      step(self, id, executor, s);
    });
  }

  // Keeps at most kKeptInMemory finished graphs besides the running ones.
  void forget_finished() {
    for (auto it = graphs.begin();
         graphs.size() > kKeptInMemory + stats.running && it != graphs.end();) {
      it = it->second.running ? std::next(it) : graphs.erase(it);
    }
  }

  static json::object body(const std::string& id, const Graph& g) {
    json::array values;
    for (int v : g.values) values.push_back(v);
    const bool done = g.values.size() == g.line.size() + 1;
    return {{"id", id},
            {"state", done ? "done" : "computing"},
            {"line", strings_json(g.line)},
            {"values", std::move(values)},
            {"computed", g.values.size()},
            {"total", g.line.size() + 1}};
  }

  // On an I/O thread, once the store has answered: the reply, and whether to start the work.
  static std::pair<HttpReply, bool> decide(const std::shared_ptr<Shared>& self,
                                           const std::string& id, const store::GameRecord& record,
                                           const std::optional<store::StoredEvaluation>& stored,
                                           bool peek) {
    const auto line = evaluation_line(record);
    std::lock_guard lock(self->mutex);
    auto it = self->graphs.find(id);
    if (it != self->graphs.end() && it->second.running) {
      return {json_reply(202, body(id, it->second)), false};  // its line may be shorter
    }
    // What is known: memory (newer) before the store. Values hold along the common prefix.
    Graph known;
    if (it != self->graphs.end()) {
      known = it->second;
    } else if (stored) {
      known.line = split(stored->line);
      known.values = stored->values;
    }
    std::size_t common = 0;
    while (common < known.line.size() && common < line.size() && known.line[common] == line[common])
      ++common;
    Graph g{line, known.values, false};
    g.values.resize(std::min(g.values.size(), common + 1));
    if (g.values.size() == line.size() + 1) {
      self->graphs[id] = g;
      self->forget_finished();
      return {json_reply(200, body(id, g)), false};
    }
    if (peek) {  // what is known, starting nothing
      auto b = body(id, g);
      b["state"] = "none";
      return {json_reply(200, b), false};
    }
    if (self->stats.running >= self->max_running) {
      ++self->stats.refused;
      auto r = json_error(503, "evaluation_busy",
                          "The server is computing other evaluations; try again in a moment.");
      r.headers.emplace_back("Retry-After", "2");
      return {std::move(r), false};
    }
    g.running = true;
    ++self->stats.running;
    ++self->stats.started;
    auto reply = json_reply(202, body(id, g));
    self->graphs[id] = std::move(g);
    return {std::move(reply), true};
  }
};

Evaluations::Evaluations(store::AsyncStore& store, EnginePool& pool, std::size_t max_running)
    : shared_(std::make_shared<Shared>(store, pool, std::max<std::size_t>(1, max_running))) {}

Evaluations::Stats Evaluations::stats() const {
  std::lock_guard lock(shared_->mutex);
  return shared_->stats;
}

void Evaluations::serve(std::string_view id, bool peek,
                        const boost::asio::any_io_executor& executor, ReplyHandler done) {
  if (!plausible_game_id(id)) return done(unknown_game(id));
  using Loaded =
      std::pair<std::optional<store::GameRecord>, std::optional<store::StoredEvaluation>>;
  const std::string sid(id);
  shared_->store.read(
      [sid](store::Store& s) -> Loaded {
        auto record = s.load_game(sid);
        if (!record) return {};
        return {std::move(record), s.load_evaluation(sid)};
      },
      executor,
      [self = shared_, sid, peek, executor,
       done = std::move(done)](store::Outcome<Loaded> outcome) {
        server::answer(done, "evaluation " + sid, outcome, [&](const Loaded& loaded) {
          if (!loaded.first) return unknown_game(sid);
          auto [reply, start] = Shared::decide(self, sid, *loaded.first, loaded.second, peek);
          if (start) Shared::next(self, sid, executor);  // outside the lock, as in step
          return reply;
        });
      });
}

}  // namespace renju::server
