// Rooms::attach against a real store whose loads the test holds: concurrent attaches of one game
// share one load, a seat claimed while the room loads is not lost, an attached room (or one
// still loading) is never evicted, and a game that cannot be loaded says so to every waiter.
#include <gtest/gtest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/json.hpp>
#include <condition_variable>
#include <future>
#include <thread>

#include "rules/notation.hpp"
#include "server/room.hpp"
#include "server/secret.hpp"
#include "store/async_store.hpp"
#include "store/gated_store.hpp"
#include "store/temp_db.hpp"

namespace renju::server {
namespace {

using namespace std::chrono_literals;
namespace json = boost::json;

// A real SQLite file behind a gate, its store threads, an io thread and the rooms.
struct Rig {
  store::TempDb db;
  std::unique_ptr<store::Store> sqlite = store::open_sqlite_store(db.path());
  store::GatedStore gated{*sqlite};
  boost::asio::io_context ioc;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> guard =
      boost::asio::make_work_guard(ioc);
  std::thread io{[this] { ioc.run(); }};
  store::AsyncStore async{gated};
  Rooms rooms{ioc.get_executor(), async};

  Rig() { gated.open_gate(); }
  ~Rig() {
    gated.release_loads();
    rooms.clear();
    async.stop();
    guard.reset();
    ioc.stop();
    io.join();
  }

  using Attached = std::pair<std::shared_ptr<Room>, std::string>;
  std::future<Attached> attach(const std::string& id) {
    auto promise = std::make_shared<std::promise<Attached>>();
    auto future = promise->get_future();
    rooms.attach(id, ioc.get_executor(), [promise](std::shared_ptr<Room> room, std::string error) {
      promise->set_value({std::move(room), std::move(error)});
    });
    return future;
  }
};

// A client that keeps what the room sends it.
class Inbox final : public RoomClient {
 public:
  void deliver(std::shared_ptr<const std::string> message) override {
    std::lock_guard lock(mutex_);
    messages_.push_back(json::parse(*message).as_object());
    cv_.notify_all();
  }
  json::object expect(const std::string& type) {
    std::unique_lock lock(mutex_);
    for (std::size_t seen = 0;;) {
      if (!cv_.wait_for(lock, 5s, [&] { return messages_.size() > seen; })) {
        throw std::runtime_error("no '" + type + "' message");
      }
      for (; seen < messages_.size(); ++seen) {
        if (messages_[seen].at("t") == json::string_view(type)) return messages_[seen];
      }
    }
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<json::object> messages_;
};

TEST(Rooms, ConcurrentAttachesShareOneLoadAndAttachedRoomsStay) {
  Rig rig;
  ASSERT_TRUE(rig.sqlite->create_game(store::new_game("AAAAAAAAAA")));
  rig.gated.hold_loads();
  auto first = rig.attach("AAAAAAAAAA");
  rig.gated.wait_until_load_held();
  auto second = rig.attach("AAAAAAAAAA");
  auto third = rig.attach("AAAAAAAAAA");
  EXPECT_EQ(rig.rooms.evict_idle(0s), 0) << "a room being loaded is not there to evict";
  rig.gated.release_loads();

  const auto [room, error] = first.get();
  ASSERT_TRUE(room) << error;
  EXPECT_EQ(second.get().first, room);
  EXPECT_EQ(third.get().first, room);
  EXPECT_EQ(rig.gated.loads, 1) << "three attaches, one load";
  EXPECT_EQ(rig.rooms.loaded(), 1u);

  // Attached three times: evicted only once every attachment is gone.
  rig.rooms.detach(room);
  rig.rooms.detach(room);
  EXPECT_EQ(rig.rooms.evict_idle(0s), 0);
  EXPECT_EQ(rig.attach("AAAAAAAAAA").get().first, room) << "a loaded room is not loaded again";
  EXPECT_EQ(rig.gated.loads, 1);
  rig.rooms.detach(room);
  rig.rooms.detach(room);
  EXPECT_EQ(rig.rooms.evict_idle(0s), 1);
  EXPECT_EQ(rig.rooms.loaded(), 0u);

  // After an eviction the next attach loads a fresh room.
  const auto again = rig.attach("AAAAAAAAAA").get().first;
  ASSERT_TRUE(again);
  EXPECT_NE(again, room);
  EXPECT_EQ(rig.gated.loads, 2);
  rig.rooms.detach(again);
}

TEST(Rooms, ASeatClaimedWhileTheRoomLoadsIsKept) {
  Rig rig;
  ASSERT_TRUE(rig.sqlite->create_game(store::new_game("AAAAAAAAAA")));
  rig.gated.hold_loads();
  auto attached = rig.attach("AAAAAAAAAA");
  rig.gated.wait_until_load_held();  // the load has read the record: seat B still free
  const std::string secret = new_secret();
  ASSERT_TRUE(rig.sqlite->claim_seat("AAAAAAAAAA", 1, sha256_hex(secret)));
  rig.rooms.seat_claimed("AAAAAAAAAA", 1, sha256_hex(secret));
  rig.gated.release_loads();

  const auto room = attached.get().first;
  ASSERT_TRUE(room);
  auto client = std::make_shared<Inbox>();
  room->hello(client, secret, std::nullopt);
  EXPECT_EQ(client->expect("welcome").at("seat"), "B") << "the claim made during the load was lost";
  room->leave(client.get());
  rig.rooms.detach(room);
}

TEST(Rooms, UnknownAndBrokenGamesAnswerEveryWaiter) {
  Rig rig;
  const auto [none, none_error] = rig.attach("BBBBBBBBBB").get();
  EXPECT_FALSE(none);
  EXPECT_EQ(none_error, "") << "unknown is not an error";

  auto broken = store::new_game("CCCCCCCCCC");
  broken.rule = "no-such-rule";
  ASSERT_TRUE(rig.sqlite->create_game(broken));
  rig.gated.hold_loads();
  auto a = rig.attach("CCCCCCCCCC");
  rig.gated.wait_until_load_held();
  auto b = rig.attach("CCCCCCCCCC");
  rig.gated.release_loads();
  for (auto* f : {&a, &b}) {
    const auto [room, error] = f->get();
    EXPECT_FALSE(room);
    EXPECT_NE(error.find("no-such-rule"), std::string::npos) << error;
  }
  EXPECT_EQ(rig.gated.loads, 2);
  // A failed load is not remembered: the next attach tries again.
  EXPECT_FALSE(rig.attach("CCCCCCCCCC").get().first);
  EXPECT_EQ(rig.gated.loads, 3);
  EXPECT_EQ(rig.rooms.loaded(), 0u);
}

// A client that keeps each hand-over from the room as one batch of message types, in order.
class Batches final : public RoomClient {
 public:
  void deliver(std::shared_ptr<const std::string> message) override {
    deliver_all({std::move(message)});
  }
  void deliver_all(std::vector<std::shared_ptr<const std::string>> messages) override {
    std::vector<json::object> batch;
    for (const auto& m : messages) batch.push_back(json::parse(*m).as_object());
    std::lock_guard lock(mutex_);
    batches_.push_back(std::move(batch));
    cv_.notify_all();
  }
  // The first batch (from the start) that holds a message of `type`.
  std::vector<json::object> batch_with(const std::string& type) {
    std::unique_lock lock(mutex_);
    std::vector<json::object> found;
    const bool arrived = cv_.wait_for(lock, 5s, [&] {
      for (const auto& b : batches_) {
        for (const auto& m : b) {
          if (m.at("t") == json::string_view(type)) {
            found = b;
            return true;
          }
        }
      }
      return false;
    });
    if (!arrived) throw std::runtime_error("no '" + type + "' message");
    return found;
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<std::vector<json::object>> batches_;
};

std::vector<std::string> types(const std::vector<json::object>& batch) {
  std::vector<std::string> out;
  for (const auto& m : batch) out.emplace_back(m.at("t").as_string());
  return out;
}

// The room hands the mover its ack and its event together (one wake-up of its session, not
// two), the ack first; the opponent gets the event alone; a catch-up (hello with a version)
// gets the missed events and the state together, in order.
TEST(Rooms, TheMoverGetsAckAndEventInOneHandOverAndCatchUpsComeWhole) {
  Rig rig;
  const std::string secret_a = new_secret();
  const std::string secret_b = new_secret();
  ASSERT_TRUE(rig.sqlite->create_game(
      store::NewGame{"AAAAAAAAAA", "taraguchi-10", 1000, 0, sha256_hex(secret_a)}));
  ASSERT_TRUE(rig.sqlite->claim_seat("AAAAAAAAAA", 1, sha256_hex(secret_b)));
  const auto room = rig.attach("AAAAAAAAAA").get().first;
  ASSERT_TRUE(room);
  auto a = std::make_shared<Batches>();
  auto b = std::make_shared<Batches>();
  room->hello(a, secret_a, std::nullopt, 2);
  room->hello(b, secret_b, std::nullopt, 2);
  const auto state = a->batch_with("state");
  const auto& to_move = state.back().at("state").at("to_move");
  ASSERT_TRUE(to_move.is_string());
  const bool a_moves = to_move == "A";
  auto& mover = a_moves ? a : b;
  auto& other = a_moves ? b : a;
  other->batch_with("state");

  room->act(mover, 7, game::Action::place(rules::kCentre));
  const auto acked = mover->batch_with("ack");
  EXPECT_EQ(types(acked), (std::vector<std::string>{"ack", "event"}));
  EXPECT_EQ(acked.front().at("id"), 7);
  EXPECT_EQ(acked.front().at("v"), 1);
  EXPECT_EQ(acked.back().at("v"), 1);
  EXPECT_EQ(types(other->batch_with("event")), std::vector<std::string>{"event"});

  auto late = std::make_shared<Batches>();
  room->hello(late, std::nullopt, 0, 2);
  const auto caught_up = late->batch_with("event");
  EXPECT_EQ(types(caught_up), (std::vector<std::string>{"event", "state"}));
  EXPECT_EQ(caught_up.back().at("state").at("v"), 1);

  for (auto* c : {a.get(), b.get(), late.get()}) room->leave(c);
  rig.rooms.detach(room);
}

}  // namespace
}  // namespace renju::server
