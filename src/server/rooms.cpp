// Rooms: the registry of loaded games on one node — loading a game into a room, unloading idle
// ones, and what the node learns about games other nodes took over.
#include <boost/asio/post.hpp>

#include "server/log.hpp"
#include "server/metrics.hpp"
#include "server/room.hpp"

namespace renju::server {

namespace {
std::size_t engine_queue(const RoomSettings& s) {
  if (s.engine_queue > 0) return s.engine_queue;
  return static_cast<std::size_t>(s.engine_threads > 0 ? s.engine_threads
                                                       : EnginePool::default_threads());
}
}  // namespace

Rooms::Rooms(boost::asio::any_io_executor executor, store::AsyncStore& store, RoomSettings settings)
    : executor_(std::move(executor)),
      store_(store),
      settings_(std::move(settings)),
      engine_(settings_.engine_threads, engine_queue(settings_), settings_.engine_hook) {
  log_info("engine: " + std::to_string(engine_.threads()) + " thread(s); new computer games are " +
           "refused while " + std::to_string(engine_queue(settings_)) + " wait for one");
}

void Rooms::attach(std::string id, boost::asio::any_io_executor executor, AttachDone done) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = rooms_.find(id); it != rooms_.end() && it->second->moved_) {
      rooms_.erase(it);  // its sessions keep it alive until they detach
    } else if (it != rooms_.end()) {
      ++it->second->attached_;
      boost::asio::post(executor, [done = std::move(done), room = it->second] { done(room, ""); });
      return;
    }
    auto [it, first] = loading_.try_emplace(id);
    it->second.waiters.push_back(Waiter{std::move(executor), std::move(done)});
    if (!first) return;  // its load is under way: this attach waits for the same one
  }
  // take_game, not load_game: on a shared store this node becomes the game's one writer.
  store_.read([id](store::Store& s) { return s.take_game(id); }, executor_,
              [this, id](store::Outcome<std::optional<store::GameRecord>> outcome) {
                loaded_now(id, std::move(outcome));
              });
}

void Rooms::loaded_now(const std::string& id,
                       store::Outcome<std::optional<store::GameRecord>> outcome) {
  // The replay runs here, on an io thread but outside the lock: other games' attaches go on.
  std::shared_ptr<Room> room;
  std::string error;
  if (outcome.busy) {
    error = "the store is busy";
  } else if (!outcome.error.empty()) {
    error = std::move(outcome.error);
  } else if (outcome.value) {
    try {
      room = std::make_shared<Room>(executor_, store_, *outcome.value, engine_, settings_);
    } catch (const std::exception& e) {
      error = e.what();
    }
  }
  Loading loading;
  {
    std::lock_guard lock(mutex_);
    auto node = loading_.extract(id);
    loading = std::move(node.mapped());
    if (room) {
      for (auto& [seat, hash] : loading.claims) room->seat_claimed(seat, std::move(hash));
      room->attached_ += static_cast<int>(loading.waiters.size());
      room->moved_counter_ = &moved_count_;
      rooms_.emplace(id, room);
      count_game_load();
      log_debug("game " + id + ": loaded at v" + std::to_string(outcome.value->actions.size()));
      room->watch_clock();
    }
  }
  for (auto& w : loading.waiters) {
    boost::asio::post(w.executor, [done = std::move(w.done), room, error] { done(room, error); });
  }
}

void Rooms::detach(const std::shared_ptr<Room>& room) {
  std::lock_guard lock(mutex_);
  if (--room->attached_ == 0) room->idle_since_ = std::chrono::steady_clock::now();
}

void Rooms::seat_claimed(std::string_view id, int seat, const std::string& hash) {
  std::lock_guard lock(mutex_);
  if (auto it = rooms_.find(id); it != rooms_.end()) {
    it->second->seat_claimed(seat, hash);
  } else if (auto l = loading_.find(id); l != loading_.end()) {
    l->second.claims.emplace_back(seat, hash);
  }
}

int Rooms::evict_idle(std::chrono::steady_clock::duration idle) {
  std::lock_guard lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  int evicted = 0;
  for (auto it = rooms_.begin(); it != rooms_.end();) {
    const Room& room = *it->second;
    if (room.attached_ == 0 && (room.finished_ || room.moved_ || now - room.idle_since_ >= idle)) {
      it = rooms_.erase(it);
      ++evicted;
    } else {
      ++it;
    }
  }
  return evicted;
}

std::size_t Rooms::loaded() const {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

void Rooms::taken_elsewhere(std::string_view id, std::int64_t fence) {
  std::lock_guard lock(mutex_);
  auto it = rooms_.find(id);
  if (it == rooms_.end() || it->second->fence_ >= fence) return;
  auto room = it->second;
  rooms_.erase(it);
  count_takeover_notice();
  boost::asio::post(room->strand_, [room] { room->moved_now(); });
}

std::optional<protocol::Presence> Rooms::live_presence(std::string_view id) const {
  std::lock_guard lock(mutex_);
  auto it = rooms_.find(id);
  if (it == rooms_.end()) return std::nullopt;
  return it->second->live_presence();
}

std::size_t Rooms::spectators() const {
  std::lock_guard lock(mutex_);
  std::size_t n = 0;
  for (const auto& [id, room] : rooms_) {
    n += static_cast<std::size_t>(room->live_presence().spectators);
  }
  return n;
}

void Rooms::clear() {
  // Let queued engine jobs run to completion (each sees the stop flag and returns at once)
  // rather than abandoning them: an abandoned job would keep its room alive until the pool is
  // destroyed, after the io_context its strand belongs to.
  engine_.stop();
  std::lock_guard lock(mutex_);
  rooms_.clear();
}

Rooms::~Rooms() {
  clear();
}

}  // namespace renju::server
