// Game load: per load thread, pairs of players (and spectators) on one io_context. A pair
// creates its game over HTTP, both players say hello with their secrets, and whoever is to move
// sends a random legal action; reconnects (with the last version) survive server restarts.
#include "loadtest/game_load.hpp"

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/json.hpp>
#include <chrono>
#include <cstdio>
#include <optional>
#include <random>
#include <thread>

#include "loadtest/client.hpp"
#include "loadtest/lanes.hpp"

namespace renju::loadtest {

namespace asio = boost::asio;
namespace json = boost::json;
using Clock = std::chrono::steady_clock;

std::string action_text(std::string_view seat, std::string_view type, std::string_view at,
                        int choice) {
  std::string out(seat);
  out += ' ';
  out += type;
  if (!at.empty()) {
    out += ' ';
    out += at;
  }
  if (type == "choose") out += ' ' + std::to_string(choice);
  return out;
}

std::vector<std::string> point_set_names(std::string_view set) {
  constexpr std::string_view kDigits = "0123456789abcdef";
  constexpr int kSize = 15;
  std::vector<std::string> out;
  if (set.size() != (kSize * kSize + 3) / 4) return out;
  for (std::size_t k = 0; k < set.size(); ++k) {
    const auto d = kDigits.find(set[k]);
    if (d == std::string_view::npos) return {};
    for (int bit = 0; bit < 4; ++bit) {
      const int i = static_cast<int>(k) * 4 + bit;
      if (!(d & (1U << bit)) || i >= kSize * kSize) continue;
      out.push_back(static_cast<char>('a' + i % kSize) + std::to_string(i / kSize + 1));
    }
  }
  return out;
}

namespace {

std::uint64_t ns_since(Clock::time_point t) {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t).count());
}

std::string_view str_or(const json::object& o, std::string_view key, std::string_view fallback) {
  if (auto* v = o.if_contains(key); v && v->is_string()) return v->get_string();
  return fallback;
}

std::int64_t int_or(const json::object& o, std::string_view key, std::int64_t fallback) {
  if (auto* v = o.if_contains(key); v && v->is_int64()) return v->get_int64();
  if (auto* v = o.if_contains(key); v && v->is_uint64())
    return static_cast<std::int64_t>(v->get_uint64());
  return fallback;
}

struct Shared {
  const GameLoadOptions* options = nullptr;
  std::atomic<bool> go{false};
  std::atomic<bool> stopping{false};
  std::atomic<std::uint64_t> sent{0};
  std::atomic<int> open{0};     // player connections open
  std::atomic<int> live{0};     // games with both players connected and not over
  std::atomic<int> settled{0};  // pairs whose first game is live or failed to start
};

struct Lane;
class Pair;
class Player;

class Conn : public WsClient {
 public:
  Conn(asio::io_context& io, Player& owner) : WsClient(io), owner_(owner) {}

 protected:
  void on_open() override;
  void on_message(std::string_view text) override;
  void on_failed(Failure f, const boost::system::error_code& ec) override;

 private:
  Player& owner_;
};

class Player {
 public:
  Player(Pair& pair, int seat_index);
  void connect();
  void close();
  void reset_for_new_game(std::string secret);
  void consider();

  void on_open();
  void on_message(std::string_view text);
  void on_failed(Failure f);

 private:
  // A full state, or a live event's `set` with its `legal` (protocol 2): the version, whose
  // turn, the result, and this seat's legal actions.
  void handle_state(std::int64_t v, const json::object& turn, const json::value* legal);
  void act();
  bool my_turn() const;

  friend class Pair;
  Pair& pair_;
  int seat_index_;  // 0: A, 1: B, -1: spectator
  std::string seat_;
  std::string secret_;
  std::shared_ptr<Conn> conn_;
  std::int64_t v_ = -1;
  bool had_state_ = false;
  bool over_ = false;
  std::string to_move_;
  json::object legal_;
  std::optional<std::int64_t> pending_id_;
  Clock::time_point pending_at_;
  std::string pending_text_;
  std::int64_t next_id_ = 0;
  int refusals_in_a_row_ = 0;
  int attempts_ = 0;
  bool timer_armed_ = false;
  asio::steady_timer act_timer_;
  asio::steady_timer reconnect_timer_;
};

struct Lane {
  asio::io_context* io = nullptr;
  Shared* shared = nullptr;
  ThreadMetrics* metrics = nullptr;
  std::vector<std::unique_ptr<Pair>> pairs;
  std::vector<AckedGame> finished;
  std::size_t next = 0;
  std::mt19937_64 rng;
  // Every message (a 5–20 KB state, twice per action) is parsed into this arena and dropped:
  // no malloc per JSON node, so the generator leaves more of the machine to the server.
  std::vector<unsigned char> parse_arena = std::vector<unsigned char>(64 * 1024);

  void setup_next();
  void settled() {
    shared->settled.fetch_add(1);
    setup_next();
  }
  void count(const std::string& kind) {
    metrics->update([&kind](Metrics& m) { ++m.errors[kind]; });
  }
};

class Pair {
 public:
  explicit Pair(Lane& lane) : lane_(lane), retry_timer_(*lane.io) {
    for (int s = 0; s < 2; ++s) players_.push_back(std::make_unique<Player>(*this, s));
    for (int s = 0; s < lane.shared->options->spectators; ++s)
      players_.push_back(std::make_unique<Player>(*this, -1));
  }

  void create() {
    if (lane_.shared->stopping) return;
    const auto& o = *lane_.shared->options;
    const std::string body = R"({"rule":")" + o.rule + R"(","side":"black"})";
    http_request(*lane_.io, o.target, "POST", "/api/games", body, [this](HttpReply r) {
      if (r.status != 201) return failed_setup(r, "create");
      const auto doc = parse_object(r.body);
      if (!doc) return failed_setup(r, "create");
      game_id_ = std::string(str_or(*doc, "id", ""));
      const std::string secret_a(str_or(*doc, "secret", ""));
      const auto& target = lane_.shared->options->target;
      http_request(*lane_.io, target, "POST", "/api/games/" + game_id_ + "/join", "",
                   [this, secret_a](HttpReply jr) {
                     if (jr.status != 200) return failed_setup(jr, "join");
                     const auto jdoc = parse_object(jr.body);
                     if (!jdoc) return failed_setup(jr, "join");
                     start_game(secret_a, std::string(str_or(*jdoc, "secret", "")));
                   });
    });
  }

  void player_ready(int seat_index) {
    if (seat_index < 0 || ready_[seat_index]) return;
    ready_[seat_index] = true;
    if (ready_[0] && ready_[1] && !over_) {
      lane_.shared->live.fetch_add(1);
      if (!settled_) {
        settled_ = true;
        lane_.settled();
      }
    }
  }

  void game_over() {
    if (over_) return;
    over_ = true;
    if (ready_[0] && ready_[1]) lane_.shared->live.fetch_sub(1);
    lane_.metrics->update([](Metrics& m) { ++m.games_finished; });
    archive();
    for (auto& p : players_) p->close();
    if (!lane_.shared->stopping) asio::post(*lane_.io, [this] { create(); });
  }

  // A first game that cannot get both players connected does not hold up the ramp (its
  // players keep retrying in the background).
  void setup_failed() {
    if (settled_) return;
    settled_ = true;
    lane_.settled();
  }

  void stop() {
    retry_timer_.cancel();
    for (auto& p : players_) p->close();
  }

  void archive() {
    if (lane_.shared->options->record_acks && !acks_.id.empty())
      lane_.finished.push_back(std::move(acks_));
    acks_ = AckedGame{};
  }

  void go() {
    for (auto& p : players_) p->consider();
  }

  Lane& lane() { return lane_; }
  const std::string& game_id() const { return game_id_; }

  // Timing of the action in flight in this game, for the opponent's event latency.
  std::int64_t pending_v_ = -1;
  Clock::time_point pending_at_;
  AckedGame acks_;

 private:
  static std::optional<json::object> parse_object(const std::string& body) {
    boost::system::error_code ec;
    auto v = json::parse(body, ec);
    if (ec || !v.is_object()) return std::nullopt;
    return std::move(v.get_object());
  }

  void failed_setup(const HttpReply& r, const char* step) {
    lane_.count(std::string("http_") + step +
                (r.status ? "_" + std::to_string(r.status) : std::string("_io")));
    if (!settled_) {
      settled_ = true;
      lane_.settled();
    }
    if (lane_.shared->stopping) return;
    retry_timer_.expires_after(std::chrono::milliseconds(500));
    retry_timer_.async_wait([this](boost::system::error_code ec) {
      if (!ec) create();
    });
  }

  void start_game(const std::string& secret_a, const std::string& secret_b) {
    over_ = false;
    ready_[0] = ready_[1] = false;
    pending_v_ = -1;
    acks_ = AckedGame{game_id_, {}};
    players_[0]->reset_for_new_game(secret_a);
    players_[1]->reset_for_new_game(secret_b);
    for (std::size_t i = 2; i < players_.size(); ++i) players_[i]->reset_for_new_game("");
    for (auto& p : players_) p->connect();
  }

  Lane& lane_;
  asio::steady_timer retry_timer_;
  std::vector<std::unique_ptr<Player>> players_;
  std::string game_id_;
  bool ready_[2] = {false, false};
  bool over_ = false;
  bool settled_ = false;
};

void Lane::setup_next() {
  if (next >= pairs.size()) return;
  pairs[next++]->create();
}

void Conn::on_open() {
  owner_.on_open();
}
void Conn::on_message(std::string_view text) {
  owner_.on_message(text);
}
void Conn::on_failed(Failure f, const boost::system::error_code&) {
  owner_.on_failed(f);
}

Player::Player(Pair& pair, int seat_index)
    : pair_(pair),
      seat_index_(seat_index),
      seat_(seat_index == 0   ? "A"
            : seat_index == 1 ? "B"
                              : ""),
      act_timer_(*pair.lane().io),
      reconnect_timer_(*pair.lane().io) {}

void Player::reset_for_new_game(std::string secret) {
  secret_ = std::move(secret);
  v_ = -1;
  had_state_ = false;
  over_ = false;
  to_move_.clear();
  legal_.clear();
  pending_id_.reset();
  refusals_in_a_row_ = 0;
  attempts_ = 0;
}

void Player::connect() {
  auto& lane = pair_.lane();
  conn_ = std::make_shared<Conn>(*lane.io, *this);
  conn_->open(lane.shared->options->target, "/ws/games/" + pair_.game_id());
}

void Player::close() {
  act_timer_.cancel();
  reconnect_timer_.cancel();
  timer_armed_ = false;
  if (conn_) {
    if (conn_->is_open() && seat_index_ >= 0) pair_.lane().shared->open.fetch_sub(1);
    conn_->close();
    conn_.reset();
  }
}

void Player::on_open() {
  if (seat_index_ >= 0) pair_.lane().shared->open.fetch_add(1);
  json::object hello{{"t", "hello"}};
  if (pair_.lane().shared->options->protocol != 1) hello["protocol"] = 2;
  if (!secret_.empty()) hello["secret"] = secret_;
  if (v_ >= 0) hello["v"] = v_;
  conn_->send(json::serialize(hello));
}

void Player::on_failed(Failure f) {
  auto& lane = pair_.lane();
  if (seat_index_ >= 0 && (f == Failure::kRead || f == Failure::kWrite))
    lane.shared->open.fetch_sub(1);
  conn_.reset();
  act_timer_.cancel();
  timer_armed_ = false;
  if (lane.shared->stopping || over_) return;
  if (!had_state_) pair_.setup_failed();
  lane.count(std::string(failure_name(f)));
  lane.metrics->update([](Metrics& m) { ++m.reconnects; });
  // An action in flight may or may not have been stored: the state after the reconnect says.
  pending_id_.reset();
  pair_.pending_v_ = -1;
  ++attempts_;
  reconnect_timer_.expires_after(std::chrono::milliseconds(100 * std::min(attempts_, 10)));
  reconnect_timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec && !conn_) connect();
  });
}

bool Player::my_turn() const {
  return seat_index_ >= 0 && !over_ && to_move_ == seat_;
}

void Player::handle_state(std::int64_t v, const json::object& turn, const json::value* legal) {
  v_ = v;
  to_move_ = std::string(str_or(turn, "to_move", ""));
  if (legal && legal->is_object())
    legal_ = legal->get_object();
  else
    legal_.clear();
  attempts_ = 0;
  if (!had_state_) {
    had_state_ = true;
    pair_.player_ready(seat_index_);
  }
  if (auto* result = turn.if_contains("result"); result && !result->is_null()) {
    over_ = true;
    pair_.game_over();
    return;
  }
  consider();
}

void Player::on_message(std::string_view text) {
  auto& lane = pair_.lane();
  boost::system::error_code ec;
  json::monotonic_resource arena(lane.parse_arena.data(), lane.parse_arena.size());
  auto doc = json::parse(text, ec, &arena);
  if (ec || !doc.is_object()) return lane.count("bad_server_json");
  const auto& msg = doc.get_object();
  const auto type = str_or(msg, "t", "");
  if (type == "state") {
    if (auto* s = msg.if_contains("state"); s && s->is_object()) {
      const auto& state = s->get_object();
      handle_state(int_or(state, "v", v_), state, state.if_contains("legal"));
    }
  } else if (type == "event") {
    const auto v = int_or(msg, "v", -1);
    if (v_ >= 0 && v != v_ + 1) {
      if (v > v_ + 1) conn_->send(json::serialize(json::object{{"t", "resync"}, {"v", v_}}));
      return;
    }
    if (str_or(msg, "seat", "") != seat_ && pair_.pending_v_ == v) {
      const auto ns = ns_since(pair_.pending_at_);
      pair_.pending_v_ = -1;
      lane.metrics->update([ns](Metrics& m) { m.peer.record(ns); });
    }
    if (auto* set = msg.if_contains("set"); set && set->is_object()) {
      handle_state(v, set->get_object(), msg.if_contains("legal"));
    } else if (auto* s = msg.if_contains("state"); s && s->is_object()) {
      const auto& state = s->get_object();  // protocol 1
      handle_state(v, state, state.if_contains("legal"));
    } else {
      v_ = v;  // a catch-up event: the state follows
    }
  } else if (type == "ack") {
    if (pending_id_ && int_or(msg, "id", -1) == *pending_id_) {
      const auto ns = ns_since(pending_at_);
      pending_id_.reset();
      refusals_in_a_row_ = 0;
      if (lane.shared->options->record_acks)
        pair_.acks_.acked.emplace_back(int_or(msg, "v", -1), pending_text_);
      if (auto* acked = lane.shared->options->acked) acked->fetch_add(1);
      lane.metrics->update([ns](Metrics& m) {
        ++m.completed;
        m.ack.record(ns);
      });
      // The event with the new state follows; the next action is decided from it.
    }
  } else if (type == "error") {
    const std::string code(str_or(msg, "code", "error"));
    lane.count(code);
    if (auto* counter = lane.shared->options->unavailable; counter && code == "unavailable")
      counter->fetch_add(1);
    // Refused unread (rate_limited names no id: it was the action in flight, a player sends
    // nothing else while one is pending), or the store is out of reach for a while
    // (unavailable): send it again a little later, without counting it as a refusal.
    if ((code == "rate_limited" || code == "unavailable") && pending_id_ && !timer_armed_) {
      pending_id_.reset();
      pair_.pending_v_ = -1;
      timer_armed_ = true;
      act_timer_.expires_after(std::chrono::milliseconds(100));
      act_timer_.async_wait([this](boost::system::error_code wait_ec) {
        timer_armed_ = false;
        if (!wait_ec) act();
      });
      return;
    }
    if (pending_id_ && int_or(msg, "id", -1) == *pending_id_) {
      pending_id_.reset();
      pair_.pending_v_ = -1;
      if (++refusals_in_a_row_ < 50) consider();
    }
  }
}

void Player::consider() {
  auto& shared = *pair_.lane().shared;
  if (!shared.go || shared.stopping || !conn_ || !conn_->is_open() || pending_id_ || timer_armed_ ||
      !my_turn())
    return;
  const double interval = shared.options->move_interval;
  if (interval <= 0) return act();
  std::uniform_real_distribution<double> jitter(0.5, 1.5);
  timer_armed_ = true;
  act_timer_.expires_after(std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(interval * jitter(pair_.lane().rng))));
  act_timer_.async_wait([this](boost::system::error_code ec) {
    timer_armed_ = false;
    if (!ec) act();
  });
}

void Player::act() {
  auto& lane = pair_.lane();
  auto& shared = *lane.shared;
  if (shared.stopping || !conn_ || !conn_->is_open() || pending_id_ || !my_turn()) return;
  auto& rng = lane.rng;
  // A point kind's points (a point set, docs/protocol.md) or the choices of `choose`.
  auto points = [this](std::string_view kind) -> std::vector<json::value> {
    std::vector<json::value> out;
    const auto* v = legal_.if_contains(kind);
    if (v && v->is_array()) out.assign(v->get_array().begin(), v->get_array().end());
    if (v && v->is_string()) {
      for (const auto& p : point_set_names(v->get_string())) out.emplace_back(p);
    }
    return out;
  };
  auto flag = [this](std::string_view kind) {
    auto* v = legal_.if_contains(kind);
    return v && v->is_bool() && v->get_bool();
  };
  auto pick_from = [&rng](const std::vector<json::value>& a) -> const json::value& {
    std::uniform_int_distribution<std::size_t> d(0, a.size() - 1);
    return a[d(rng)];
  };
  std::bernoulli_distribution sometimes(0.3);
  std::string type;
  std::string at;
  int choice = 0;
  const auto picks = points("pick");
  const auto choices = points("choose");
  const auto offers = points("offer");
  const auto places = points("place");
  if (!picks.empty()) {
    type = "pick";
    at = std::string(pick_from(picks).as_string());
  } else if (!choices.empty()) {
    type = "choose";
    choice = static_cast<int>(pick_from(choices).to_number<std::int64_t>());
  } else if (!offers.empty()) {
    type = "offer";
    at = std::string(pick_from(offers).as_string());
  } else if (flag("swap") && sometimes(rng)) {
    type = "swap";
  } else if (flag("keep") && (places.empty() || sometimes(rng))) {
    type = "keep";
  } else if (!places.empty()) {
    type = "place";
    at = std::string(pick_from(places).as_string());
  } else if (flag("swap")) {
    type = "swap";
  } else if (flag("pass")) {
    type = "pass";
  } else {
    return lane.count("no_legal_action");
  }
  const auto max = shared.options->max_actions;
  if (max > 0 && shared.sent.fetch_add(1) >= max) return;
  json::object msg{{"t", type}, {"id", ++next_id_}};
  if (!at.empty()) msg["at"] = at;
  if (type == "choose") msg["n"] = choice;
  pending_id_ = next_id_;
  pending_at_ = Clock::now();
  pending_text_ = action_text(seat_, type, at, choice);
  pair_.pending_v_ = v_ + 1;
  pair_.pending_at_ = pending_at_;
  lane.metrics->update([](Metrics& m) { ++m.sent; });
  conn_->send(json::serialize(msg));
}

}  // namespace

namespace {
// The server's group-commit counters {batches, actions}; {-1, -1} when unavailable.
std::pair<std::int64_t, std::int64_t> commit_counters(const Target& target) {
  try {
    const auto reply = http_request_sync(target, "GET", "/api/health");
    if (reply.status != 200) return {-1, -1};
    const auto health = json::parse(reply.body);
    const auto& c = health.at("commits");
    return {c.at("batches").to_number<std::int64_t>(), c.at("actions").to_number<std::int64_t>()};
  } catch (const std::exception&) {
    return {-1, -1};
  }
}
}  // namespace

GameLoadReport run_game_load(const GameLoadOptions& options) {
  GameLoadReport report;
  Shared shared;
  shared.options = &options;
  const int threads = std::max(1, options.threads);
  raise_fd_limit(static_cast<long>(options.games) * (2 + options.spectators) + 1024);
  auto rss = [&options] { return options.server_pid > 0 ? rss_kib(options.server_pid) : -1; };
  auto stop_requested = [&options] { return options.stop && options.stop->load(); };
  report.server_rss_before_kib = rss();

  IoPool pool(threads);
  Lanes<Lane> lanes(pool, shared);
  for (std::size_t t = 0; t < lanes.all().size(); ++t) {
    lanes.all()[t]->rng.seed(options.seed * 1000003 + t);
  }
  for (int g = 0; g < options.games; ++g) {
    auto& lane = lanes.for_item(g);
    lane.pairs.push_back(std::make_unique<Pair>(lane));
  }
  lanes.on_each([n = options.setup_parallel](Lane& l) {
    for (int i = 0; i < n; ++i) l.setup_next();
  });
  const auto ramp_start = Clock::now();
  auto last_ramp_line = ramp_start;
  while (shared.settled.load() < options.games && !stop_requested() &&
         Clock::now() - ramp_start < std::chrono::seconds(300)) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (options.progress && Clock::now() - last_ramp_line > std::chrono::seconds(1)) {
      last_ramp_line = Clock::now();
      options.progress("setting up: " + std::to_string(shared.live.load()) + "/" +
                       std::to_string(options.games) + " games live");
    }
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  report.server_rss_idle_kib = rss();
  report.games_live = shared.live.load();
  report.connections_open = shared.open.load();
  if (options.progress) {
    char line[160];
    std::snprintf(line, sizeof line, "live games %d/%d (%d player connections) in %.1fs",
                  report.games_live, options.games, report.connections_open,
                  std::chrono::duration<double>(Clock::now() - ramp_start).count());
    options.progress(line);
  }

  if (options.before_go) options.before_go();
  const CpuMark cpu_start(options.server_pid);
  const auto commits_before = commit_counters(options.target);
  shared.go = true;
  lanes.on_each([](Lane& l) {
    for (auto& p : l.pairs) p->go();
  });
  auto& metrics = lanes.metrics();
  Phase phase;
  phase.seconds = options.seconds;
  phase.done = [&] {
    return stop_requested() ||
           (options.max_actions > 0 && collect(metrics).completed >= options.max_actions);
  };
  phase.line = [&](double t, const Metrics& total, const Metrics& interval, double dt) {
    return progress_line(t, shared.live.load(), total, interval, dt, rss()) + " | games done " +
           std::to_string(total.games_finished);
  };
  phase.progress = options.progress;
  const PhaseEnd end = run_phase(metrics, phase);
  report.seconds = end.seconds;
  report.ended_early = end.ended_early;
  cpu_start.report_to(report);
  shared.stopping = true;
  // Let acknowledgements already on the wire arrive, so the ack record is as complete as it can be.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  report.metrics = collect(metrics);
  report.server_rss_end_kib = rss();
  if (const auto after = commit_counters(options.target);
      after.first >= 0 && commits_before.first >= 0) {
    report.commit_batches = after.first - commits_before.first;
    report.commit_actions = after.second - commits_before.second;
  }
  lanes.on_each([](Lane& l) {
    for (auto& p : l.pairs) {
      p->stop();
      p->archive();
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  pool.stop();
  pool.join();
  if (options.record_acks) {
    for (auto& lane : lanes.all())
      for (auto& g : lane->finished) report.games.push_back(std::move(g));
  }
  return report;
}

}  // namespace renju::loadtest
