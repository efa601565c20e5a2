// The fuzzed API's surroundings: a temporary SQLite database (removed at exit) holding one known
// game with a few moves, the store's threads, rooms and answers on an io_context that call_api
// runs on the fuzzing thread, and logging turned down to errors so a run's output is its
// findings.
#include "api_fixture.hpp"

#include <unistd.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/json.hpp>
#include <filesystem>
#include <memory>

#include "fuzz_support.hpp"
#include "game/game.hpp"
#include "server/log.hpp"
#include "server/room.hpp"
#include "store/async_store.hpp"
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
        async_store(*store),
        rooms(io.get_executor(), async_store),
        api(async_store, rooms, {"fuzz", "fuzz", {}, {}, {}}) {  // no rate limits
    server::set_log_level(server::LogLevel::kError);
    add_known_game(*store);
  }
  ~Fixture() {
    rooms.clear();
    async_store.stop();
    std::error_code ignored;
    fs::remove_all(dir, ignored);
  }

  fs::path dir;
  boost::asio::io_context io;
  // run_one() waits for the store's answer instead of returning when nothing is queued yet.
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work =
      boost::asio::make_work_guard(io);
  std::unique_ptr<store::Store> store;
  store::AsyncStore async_store;
  server::Rooms rooms;
  server::Api api;
};

}  // namespace

std::optional<server::HttpReply> call_api(const server::HttpRequest& request) {
  static Fixture fixture;
  std::optional<server::HttpReply> reply;
  if (!fixture.api.handle(request, fixture.io.get_executor(),
                          [&reply](server::HttpReply r) { reply = std::move(r); })) {
    return std::nullopt;
  }
  while (!reply) fixture.io.run_one();
  return reply;
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
