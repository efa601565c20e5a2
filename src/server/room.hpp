// A room is one live game: its state, its connected clients and its strand. Every change to a
// game runs on that strand, is committed to the store (through the group committer, together
// with other games' actions), and only then acknowledged and broadcast.
#pragma once

#include <atomic>
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/container/devector.hpp>
#include <boost/json/value.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "ai/ai.hpp"
#include "game/game.hpp"
#include "game/lag_quota.hpp"
#include "server/engine_pool.hpp"
#include "server/protocol.hpp"
#include "server/room_clock.hpp"
#include "server/time_source.hpp"
#include "store/async_store.hpp"
#include "store/group_commit.hpp"
#include "store/store.hpp"

namespace renju::server {

// The stored "hash" of a seat the engine plays: never a SHA-256 hex string, so no secret
// matches it. nullopt for a real hash.
std::string computer_seat_marker(ai::Level level);
std::optional<ai::Level> computer_seat_level(std::string_view stored_hash);

// Anything that can sit in a room: a WebSocket session, an in-process bot or engine, a test.
class RoomClient {
 public:
  virtual ~RoomClient() = default;
  // Called on the room's strand; must not block (queue the message and return).
  virtual void deliver(std::shared_ptr<const std::string> message) = 0;
  // Several messages, in order, handed over at once (a session wakes its strand once for them).
  virtual void deliver_all(std::vector<std::shared_ptr<const std::string>> messages) {
    for (auto& m : messages) deliver(std::move(m));
  }
  // The room will not have this client (it is full): send `message`, then end the connection.
  virtual void refuse(std::shared_ptr<const std::string> message) { deliver(std::move(message)); }
  // This client holds a seat of a game with a Fischer clock: measure its round trip from now on
  // (a WebSocket session pings it, room_lag.cpp). Untimed and correspondence games are never
  // pinged: a second of lag matters to neither, and 9 000 idle games would cost 6 000 pings a
  // second.
  virtual void measure_lag() {}
};

// What every room of a server shares (ServerConfig sets them).
struct RoomSettings {
  // Spectators one room admits; the next gets `room_full` and is closed. 0: no limit.
  std::size_t max_spectators = 1000;
  // Spectator counts (and, to spectators, seat changes) go out at most once per interval per
  // room; a player's connect or leave reaches the other player at once. 0: at once as well.
  std::chrono::milliseconds presence_interval{250};
  int engine_threads = 0;          // <= 0: the cores minus one, at least one
  std::size_t engine_queue = 0;    // computer games waiting before new ones are refused; 0: threads
  double engine_move_seconds = 0;  // a computer move's time budget; <= 0: the level's own
  EnginePool::Hook engine_hook;    // tests: runs on the engine thread before each search
  // A player disconnected this long may be claimed against: their opponent may claim the win
  // or a draw (room_abandon.cpp). Read from `absence_clock`, which tests replace; null:
  // steady_clock.
  std::chrono::milliseconds abandon_after{60000};
  std::function<std::chrono::steady_clock::time_point()> absence_clock;
  std::shared_ptr<TimeSource> time;  // the clocks' time; empty: steady_unix_time()
};

class Room : public std::enable_shared_from_this<Room> {
 public:
  // How many past events a reconnecting client can be sent instead of the full state.
  static constexpr std::size_t kReplayEvents = 64;
  // Actions that may wait while the room's previous action commits (beyond: `busy`).
  static constexpr std::size_t kMaxWaiting = 32;

  // Rebuilds the game by replaying the record; throws std::runtime_error if the stored log
  // does not replay (a corrupt or incompatible database). A seat whose stored hash is
  // computer_seat_marker(level) is played by the engine on `engine` (a pool off the io threads).
  // `store`: its group committer stores the actions; its write thread makes a rematch.
  Room(boost::asio::any_io_executor executor, store::AsyncStore& store,
       const store::GameRecord& record, EnginePool& engine, const RoomSettings& settings);

  const std::string& id() const { return id_; }
  // Who is here, as last computed on the strand (claimed, online, spectators). Thread-safe.
  protocol::Presence live_presence() const;

  // All of these post onto the room's strand and return at once; callable from any thread.
  // `secret`: the seat secret the client presented (nullopt: spectator); `protocol`: the wire
  // version it speaks (1 or 2, docs/protocol.md), fixed for the connection.
  void hello(std::shared_ptr<RoomClient> client, std::optional<std::string> secret,
             std::optional<std::int64_t> last_version, int protocol = 1);
  void resync(const std::shared_ptr<RoomClient>& client, std::int64_t last_version);
  void act(const std::shared_ptr<RoomClient>& client, boost::json::value id, game::Action action);
  void leave(const RoomClient* client);
  void seat_claimed(int seat, std::string hash);
  // room_lag.cpp: a round trip of the server's own WebSocket ping to `client`, as measured on
  // time(); feeds the lag compensation of the client's seat (spectators' are ignored).
  void observe_round_trip(const RoomClient* client, game::Millis round_trip);
  // The clocks' time source (thread-safe): what round trips are measured on.
  TimeSource& time() const { return clock_.time(); }
  // Once the room is shared (Rooms does it after the load): its clock's timer and the time
  // source's wakes reach the room from now on.
  void watch_clock();

 private:
  friend class Rooms;
  struct Member {
    std::weak_ptr<RoomClient> client;
    game::Seat seat;
    int protocol = 1;
  };
  struct Watcher {
    std::weak_ptr<RoomClient> client;
    int protocol = 1;
  };
  struct Request {
    std::shared_ptr<RoomClient> client;
    boost::json::value id;
    game::Action action;
    // When the room was handed it (for the action round-trip histogram on /metrics).
    std::chrono::steady_clock::time_point received = std::chrono::steady_clock::now();
  };
  // An accepted action waiting for its commit: the game as it will be, and who to answer.
  struct InFlight {
    Request request;
    game::SeatAction action;
    game::Game next;
    std::vector<game::Event> events;
    RoomClock::Settled clock;  // the clock once the action is stored
    // The lag compensation the actor got, charged to its quota on the commit; nullopt: the
    // action was not a timed one of the seat whose clock ran.
    std::optional<game::Millis> lag_given = std::nullopt;
  };

  // The *_now functions run on the strand.
  void hello_now(const std::shared_ptr<RoomClient>& client,
                 const std::optional<std::string>& secret, std::optional<std::int64_t> last_version,
                 int protocol);
  void catch_up_now(RoomClient& client, std::optional<game::Seat> seat,
                    std::optional<std::int64_t> last_version, int protocol);
  void act_now(Request request);
  // The committer's answer for in_flight_, back on the strand: publish or refuse, then take
  // the next waiting action.
  void committed_now(std::optional<store::AppendResult> result, const std::string& error);
  // Another node holds the game now (its append was fenced, or refused as a version conflict,
  // or the store said so): refuse whatever waits, close every client so that it reconnects
  // to the game's current node, and have Rooms load the game afresh on the next attach.
  void moved_now();
  // Answers every waiting action `game_moved` and closes every client (with a `bye`).
  void refuse_all_now();
  void publish_now(InFlight done);
  // Stores an accepted action (the game and clock as they will be) and waits for the commit.
  void commit_now(InFlight pending);
  void submit_now();  // commit_now's part once in_flight_ is set
  // An agreed rematch: the new game is made in the store first, then the agreement stored
  // (room_rematch.cpp). A failure refuses the agreement, which changes nothing.
  void make_rematch_now(InFlight pending);
  // The engine accepts a rematch offered against it at once.
  void maybe_engine_rematch_now();
  // After a timer or a time source's wake, and after each commit: a seat out of time loses.
  void check_clock_now();
  // Whether a client (not the engine) speaking `protocol` is in the room.
  bool has_member(int protocol) const;
  std::optional<game::Seat> seat_for_secret(std::string_view secret) const;
  // If the engine holds the seat to act, asks it (off the strand) and applies its answer
  // through act_now, exactly like a socket's action.
  void maybe_engine_move_now();
  protocol::Presence presence() const;
  // After anything that may change presence: tells the players at once if a seat's state
  // changed, and has the coalescing timer tell the rest.
  void presence_changed_now();
  void flush_presence_now();
  // Every client of an audience, fn(client, seat, protocol) and fn(client, protocol); forgets
  // clients that are gone.
  template <typename Fn>
  void for_each_player(Fn&& fn);
  template <typename Fn>
  void for_each_spectator(Fn&& fn);
  // room_abandon.cpp: when each seat's player left, the timer that tells the opponent once
  // they have been gone for abandon_after, and the check of a claim against that.
  std::chrono::steady_clock::time_point now() const;
  void track_absence_now(const protocol::Presence& p);
  void absence_due_now();
  // Why `seat` may not claim now (an error message), or nullopt.
  std::optional<boost::json::object> claim_refusal(const boost::json::value& id, game::Seat seat);
  std::shared_ptr<const std::string> state_message(std::optional<game::Seat> seat,
                                                   int protocol) const;
  static void send(RoomClient& client, const boost::json::object& message);

  boost::asio::strand<boost::asio::any_io_executor> strand_;
  store::AsyncStore& store_;
  store::GroupCommitter& committer_;
  std::string id_;
  std::string time_control_;  // as stored (store::GameRecord::time_control), for a rematch
  std::array<std::optional<std::string>, 2> seat_hash_;
  // Declared before game_: the constructor fills it while replaying the log into game_.
  // The serialised event messages (no state) of the last versions: text, not json::object,
  // because a finished game's room stays loaded a while and JSON trees cost ~10× the text.
  // Double-ended vectors, not std::deque: an empty one allocates nothing, where a deque holds a
  // 512-byte block from its construction (three per idle game, with the session's queue).
  boost::container::devector<std::shared_ptr<const std::string>> recent_;
  game::Game game_;
  std::int64_t version_ = 0;
  // Players (and the engine) and spectators apart: players are served first, and nothing a
  // spectator does is sent to a player more than once per presence interval.
  std::unordered_map<const RoomClient*, Member> players_;
  std::unordered_map<const RoomClient*, Watcher> spectators_;
  const std::size_t max_spectators_;
  const std::chrono::milliseconds presence_interval_;
  std::optional<protocol::Presence> told_players_;  // the last presence each audience got
  std::optional<protocol::Presence> told_spectators_;
  boost::asio::steady_timer presence_timer_;
  bool presence_timer_armed_ = false;
  mutable std::mutex snapshot_mutex_;
  protocol::Presence snapshot_;  // for live_presence(), under snapshot_mutex_
  RoomClock clock_;
  std::shared_ptr<RoomClient> clock_client_;  // who "sends" a time-out; wants no messages
  bool clock_stopped_ = false;         // a time-out could never be stored (the game was closed)
  std::array<game::LagQuota, 2> lag_;  // per seat: measured lag and what may still be repaid
  // room_lag.cpp: the compensation `seat`'s action now may get (nullopt unless its clock runs).
  std::optional<game::Millis> lag_offer(game::Seat seat) const;
  // At most one commit per room at a time; on the heap, since most rooms are idle (~700 bytes).
  std::unique_ptr<InFlight> in_flight_;
  boost::container::devector<Request> waiting_;  // actions that arrived meanwhile, in order

  const std::chrono::milliseconds abandon_after_;
  std::function<std::chrono::steady_clock::time_point()> absence_clock_;
  std::array<std::optional<std::chrono::steady_clock::time_point>, 2> gone_since_;
  std::array<bool, 2> told_gone_{false, false};
  boost::asio::steady_timer absence_timer_;

  EnginePool& engine_;
  const double engine_move_seconds_;
  std::array<std::optional<ai::Level>, 2> engine_level_;
  std::shared_ptr<RoomClient> engine_client_;
  bool engine_busy_ = false;

  // Set on the strand once the game's last action is committed; read by Rooms::evict_idle.
  std::atomic<bool> finished_{false};
  // The fencing token of the load this room came from (store::GameRecord::fence).
  const std::int64_t fence_;
  // Set on the strand by moved_now: Rooms never hands this room out again.
  std::atomic<bool> moved_{false};
  std::atomic<std::uint64_t>* moved_counter_ = nullptr;  // Rooms' count, set before insertion
  // Guarded by the owning Rooms' mutex, not the strand.
  int attached_ = 0;
  std::chrono::steady_clock::time_point idle_since_ = std::chrono::steady_clock::now();
};

// The rooms in memory. A room is loaded from the store (on the store's read thread) when first
// attached and evicted when nobody has been attached for a while; attach/detach are counted
// under one mutex, never held across a store call, so that an evicted room can never have a live
// session (which would make two writers for one game).
class Rooms {
 public:
  // The attached room, or nullptr: no such game (`error` empty) or it could not be loaded
  // (`error` says why).
  using AttachDone = std::function<void(std::shared_ptr<Room> room, std::string error)>;

  Rooms(boost::asio::any_io_executor executor, store::AsyncStore& store,
        RoomSettings settings = {});
  ~Rooms();

  // Posts done(room) to `executor`: at once when the room is in memory, else once the store has
  // loaded it (concurrent attaches of one game share one load). A room handed to `done` is
  // attached: whoever gets it must detach it.
  void attach(std::string id, boost::asio::any_io_executor executor, AttachDone done);
  void detach(const std::shared_ptr<Room>& room);
  // Tells a loaded room, or one being loaded, that the store now has a hash for `seat`.
  void seat_claimed(std::string_view id, int seat, const std::string& hash);
  // Unloads rooms nobody has been attached to for `idle`, and finished games' rooms as soon as
  // nobody is attached (a finished game gets no more actions; reloading one costs a replay).
  int evict_idle(std::chrono::steady_clock::duration idle);
  std::size_t loaded() const;
  // The store says another node took game `id` with token `fence`: a loaded room of it with
  // an older token closes its clients (Room::moved_now). Thread-safe.
  void taken_elsewhere(std::string_view id, std::int64_t fence);
  // Rooms that found their game moved to another node, since the start. Thread-safe.
  std::uint64_t moved() const { return moved_count_; }
  // The live presence of a loaded room (nullopt: not loaded, so nobody is connected).
  std::optional<protocol::Presence> live_presence(std::string_view id) const;
  // Spectators connected to all loaded rooms.
  std::size_t spectators() const;
  // True while the engine has as many games waiting as it may: refuse new computer games.
  bool engine_busy() const { return engine_.busy(); }
  // The pool itself, for the analysis board's searches (server/analysis_route.*).
  EnginePool& engine() { return engine_; }
  EnginePool::Stats engine_stats() const { return engine_.stats(); }
  // Server teardown: stops the engine (waiting for a running search to notice) and forgets every
  // room (rooms still referenced by queued handlers live on until those are destroyed). The
  // store's threads are stopped by their owner.
  void clear();

 private:
  struct Waiter {
    boost::asio::any_io_executor executor;
    AttachDone done;
  };
  // A game being loaded: who waits for it, and seats claimed meanwhile (the load may have read
  // the record before the claim was stored).
  struct Loading {
    std::vector<Waiter> waiters;
    std::vector<std::pair<int, std::string>> claims;
  };
  void loaded_now(const std::string& id, store::Outcome<std::optional<store::GameRecord>> outcome);

  boost::asio::any_io_executor executor_;
  store::AsyncStore& store_;
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Room>, std::less<>> rooms_;
  RoomSettings settings_;
  EnginePool engine_;
  std::map<std::string, Loading, std::less<>> loading_;
  std::atomic<std::uint64_t> moved_count_{0};
};

// Every live member, dropping the ones that are gone (templates: room*.cpp all use them).
template <typename Fn>
inline void Room::for_each_player(Fn&& fn) {
  for (auto m = players_.begin(); m != players_.end();) {
    if (auto c = m->second.client.lock()) {
      fn(*c, m->second.seat, m->second.protocol);
      ++m;
    } else {
      m = players_.erase(m);
    }
  }
}

template <typename Fn>
inline void Room::for_each_spectator(Fn&& fn) {
  for (auto m = spectators_.begin(); m != spectators_.end();) {
    if (auto c = m->second.client.lock()) {
      fn(*c, m->second.protocol);
      ++m;
    } else {
      m = spectators_.erase(m);
    }
  }
}

}  // namespace renju::server
