// A real server on port 0 with a temporary SQLite file, plus helpers to create, join and act.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <functional>
#include <thread>

#include "game/action.hpp"
#include "rules/notation.hpp"
#include "server/log.hpp"
#include "server/protocol.hpp"
#include "server/server.hpp"
#include "store/store.hpp"
#include "test_client.hpp"

namespace renju::server::testing {

class TempDir {
 public:
  TempDir() {
    static std::atomic<int> n{0};
    path_ = std::filesystem::temp_directory_path() /
            ("renju-server-" + std::to_string(::getpid()) + "-" + std::to_string(n++));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() { std::filesystem::remove_all(path_); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

class TestServer {
 public:
  // `wrap`, when given, puts a store of the test's making between the server and the SQLite
  // file (to hold commits back, for instance); store() is still the file's.
  using Wrap = std::function<std::unique_ptr<store::Store>(store::Store&)>;
  // `db`: a database file of the test's (to restart a server on it); empty: a fresh one.
  explicit TestServer(ServerConfig config = {}, const Wrap& wrap = {},
                      std::filesystem::path db = {})
      : db_(std::move(db)) {
    set_log_level(LogLevel::kWarn);
    config.bind = "127.0.0.1";
    config.port = 0;
    store_ = store::open_sqlite_store(db_path());
    if (wrap) wrapped_ = wrap(*store_);
    server_ = std::make_unique<Server>(std::move(config), wrapped_ ? *wrapped_ : *store_);
    thread_ = std::thread([this] { server_->run(); });
  }
  ~TestServer() { stop(); }
  void stop() {
    if (thread_.joinable()) {
      server_->stop();
      thread_.join();
    }
  }
  unsigned short port() const { return server_->port(); }
  Server::Counters counters() const { return server_->counters(); }
  store::Store& store() { return *store_; }
  const Server& server() const { return *server_; }
  std::filesystem::path db_path() const { return db_.empty() ? dir_.path() / "renju.db" : db_; }

 private:
  TempDir dir_;
  std::filesystem::path db_;
  std::unique_ptr<store::Store> store_;
  std::unique_ptr<store::Store> wrapped_;
  std::unique_ptr<Server> server_;
  std::thread thread_;
};

inline std::string str(const json::value& v) {
  return v.is_string() ? std::string(v.get_string()) : json::serialize(v);
}

struct SeatTicket {
  std::string id;
  std::string seat;
  std::string secret;
};

inline SeatTicket create_game(unsigned short port, const std::string& rule = "taraguchi-10",
                              const std::string& side = "black") {
  auto r =
      http_call(port, "POST", "/api/games",
                json::serialize(json::object{{"rule", rule}, {"side", side}}), "application/json");
  EXPECT_EQ(r.status, 201) << r.body;
  auto o = r.json();
  return {std::string(o.at("id").as_string()), std::string(o.at("seat").as_string()),
          std::string(o.at("secret").as_string())};
}

// A game created through the API whose log the test writes straight into the store (as the
// room would have stored it); returns its id.
inline std::string stored_game(TestServer& server, const std::string& rule,
                               const std::vector<std::string>& lines) {
  auto ticket = create_game(server.port(), rule);
  std::int64_t v = 0;
  for (const auto& l : lines) {
    EXPECT_EQ(server.store().append_action(ticket.id, ++v, l), store::AppendResult::kOk) << l;
  }
  return ticket.id;
}

inline SeatTicket join_game(unsigned short port, const std::string& id) {
  auto r = http_call(port, "POST", "/api/games/" + id + "/join");
  EXPECT_EQ(r.status, 200) << r.body;
  auto o = r.json();
  return {std::string(o.at("id").as_string()), std::string(o.at("seat").as_string()),
          std::string(o.at("secret").as_string())};
}

// Connects, says hello and returns the client once its first `state` has arrived.
inline std::unique_ptr<WsClient> connect_game(unsigned short port, const std::string& id,
                                              std::optional<std::string> secret,
                                              std::optional<std::int64_t> version = std::nullopt,
                                              json::object* state = nullptr,
                                              json::object* welcome = nullptr) {
  auto c = WsClient::connect(port, "/ws/games/" + id);
  json::object hello{{"t", "hello"}};
  if (secret) hello["secret"] = *secret;
  if (version) hello["v"] = *version;
  c->send(hello);
  auto w = c->expect("welcome");
  if (welcome) *welcome = w;
  auto s = c->expect("state");
  if (state) *state = s.at("state").as_object();
  return c;
}

// A game created (A as Black) and joined, with both players connected.
struct SeatedGame {
  SeatTicket a_ticket;
  SeatTicket b_ticket;
  std::unique_ptr<WsClient> a;
  std::unique_ptr<WsClient> b;
};
inline SeatedGame seat_two(unsigned short port, const std::string& rule) {
  SeatedGame g;
  g.a_ticket = create_game(port, rule, "black");
  g.b_ticket = join_game(port, g.a_ticket.id);
  g.a = connect_game(port, g.a_ticket.id, g.a_ticket.secret);
  g.b = connect_game(port, g.a_ticket.id, g.b_ticket.secret);
  return g;
}

// A long standard game: Black h8, then White fills the points with even column and row indexes
// (a1 c1 e1 … o15, never two adjacent, so no five) while Black passes in between.
inline std::vector<std::string> long_game(int actions) {
  std::vector<std::string> lines = {"A place h8"};
  int white = 0;
  while (static_cast<int>(lines.size()) < actions) {
    rules::Point p{(white % 8) * 2, (white / 8) * 2};
    ++white;
    lines.push_back("B place " + rules::to_string(p));
    if (static_cast<int>(lines.size()) < actions) lines.push_back("A pass");
  }
  return lines;
}

// The next message other than a presence update (those come whenever someone connects).
inline std::optional<json::object> next_not_presence(WsClient& c) {
  for (;;) {
    auto m = c.next();
    if (!m || m->at("t") != "presence") return m;
  }
}

// The wire message for an action line without its seat ("place h9" → {"t":"place","at":"h9"}).
inline json::object action_message(const std::string& seat_line, int id) {
  auto parsed = game::parse_action_line(seat_line);
  auto o = protocol::action_json(std::get<game::SeatAction>(parsed).action);
  o["id"] = id;
  return o;
}

// An action's answer in short: the error's code, or "accepted" for an ack.
inline std::string error_code(const json::object& answer) {
  return answer.at("t") == "error" ? str(answer.at("code")) : "accepted";
}

// Waits for the ack or error carrying `id` (the action was already sent).
inline json::object answer_to(WsClient& c, const json::value& id,
                              std::chrono::milliseconds timeout = 5s) {
  for (;;) {
    auto m = c.next(timeout);
    if (!m) throw std::runtime_error("no answer to action " + json::serialize(id));
    const auto& t = m->at("t");
    if ((t == "ack" || t == "error") && m->at("id") == id) return *m;
  }
}

// Sends and waits for the ack or error carrying `id`.
inline json::object act(WsClient& c, const json::object& message) {
  c.send(message);
  return answer_to(c, message.at("id"));
}

// Reads until an event with version v arrives; returns it.
inline json::object wait_version(WsClient& c, std::int64_t v,
                                 std::chrono::milliseconds timeout = 5s) {
  // It may already have gone by while the test waited for something else.
  for (const auto& m : c.all_received()) {
    if (m.at("t") == "event" && m.at("v") == v) return m;
  }
  for (;;) {
    auto e = c.expect("event", timeout);
    if (e.at("v").as_int64() == v) return e;
  }
}

inline std::vector<std::string> event_texts(const WsClient& c) {
  std::vector<std::string> out;
  for (const auto& m : c.all_received()) {
    if (m.at("t") == "event") {
      out.push_back(std::to_string(m.at("v").as_int64()) + " " +
                    std::string(m.at("text").as_string()));
    }
  }
  return out;
}

}  // namespace renju::server::testing
