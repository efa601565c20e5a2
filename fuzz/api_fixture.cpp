// The fuzzed API's surroundings: a temporary SQLite database (removed at exit) holding one known
// game with a few moves, rooms on an executor nobody runs (the API never posts to it), and
// logging turned down to errors so a run's output is its findings.
#include "api_fixture.hpp"

#include <unistd.h>

#include <boost/asio/io_context.hpp>
#include <boost/json.hpp>
#include <filesystem>
#include <memory>

#include "fuzz_support.hpp"
#include "game/game.hpp"
#include "server/log.hpp"
#include "server/room.hpp"
#include "store/store.hpp"

namespace renju::fuzz {

namespace {

namespace fs = std::filesystem;

void add_known_game(store::Store& store) {
  auto g = std::get<game::Game>(game::Game::create("standard"));
  require(store.create_game({std::string(kKnownGame), g.rule(), 0, 0, std::string(64, '0')}),
          "the known game is created");
  for (std::int64_t version = 1; version <= 4; ++version) {
    const auto seat = g.turn().seat;
    const auto action = g.legal_actions(seat).expand().front();
    require(std::holds_alternative<std::vector<game::Event>>(g.apply(seat, action)),
            "the known game's moves are legal");
    require(store.append_action(kKnownGame, version, game::to_text(g.log().back())) ==
                store::AppendResult::kOk,
            "the known game's moves are stored");
  }
}

struct Fixture {
  Fixture()
      : dir(fs::temp_directory_path() / ("renju-fuzz-" + std::to_string(::getpid()))),
        store((fs::remove_all(dir), store::open_sqlite_store(dir / "renju.db"))),
        rooms(io.get_executor(), *store),
        api(*store, rooms, {"fuzz", "fuzz"}) {
    server::set_log_level(server::LogLevel::kError);
    add_known_game(*store);
  }
  ~Fixture() {
    rooms.clear();
    std::error_code ignored;
    fs::remove_all(dir, ignored);
  }

  fs::path dir;
  boost::asio::io_context io;
  std::unique_ptr<store::Store> store;
  server::Rooms rooms;
  server::Api api;
};

}  // namespace

server::Api& fuzz_api() {
  static Fixture fixture;
  return fixture.api;
}

void check_reply(const server::HttpReply& reply) {
  require(reply.status >= 200 && reply.status <= 599, "the status is a final HTTP status");
  require(reply.status != 500, "bad input never makes the server fail");
  if (!reply.content_type.starts_with("application/json")) return;
  boost::system::error_code ec;
  auto body = boost::json::parse(reply.body, ec);
  require(!ec && body.is_object(), "a JSON reply is an object");
  if (reply.status < 400) return;
  const auto* error = body.as_object().if_contains("error");
  require(error && error->is_object(), "an error reply has an error object");
  const auto* code = error->as_object().if_contains("code");
  require(code && code->is_string() && !code->get_string().empty(), "an error names its code");
}

}  // namespace renju::fuzz
