// A real store behind a gate, for tests of what happens while a commit is still pending.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>

#include "store/store.hpp"

namespace renju::store {

// A real store (SQLite or PostgreSQL) behind a gate: the first batch waits until the test opens it,
// so the test knows entries queued meanwhile must share later batches. `fail` makes batches throw.
class GatedStore final : public Store {
 public:
  explicit GatedStore(Store& inner) : inner_(inner) {}
  void open_gate() {
    std::lock_guard lock(mutex_);
    open_ = true;
    cv_.notify_all();
  }
  // Blocks until a batch is waiting at the (still closed) gate: the server has handed an append
  // to its committer and cannot have answered it yet.
  void wait_until_held() {
    std::unique_lock lock(mutex_);
    cv_.wait(lock, [&] { return held_ > 0 || open_; });
  }
  std::atomic<bool> fail{false};
  std::atomic<int> batches{0};

  // Loads have a gate of their own, open unless held: while held, each load waits at it, having
  // read its record.
  void hold_loads() {
    std::lock_guard lock(mutex_);
    loads_held_ = true;
  }
  void release_loads() {
    std::lock_guard lock(mutex_);
    loads_held_ = false;
    cv_.notify_all();
  }
  // Blocks until a load waits at the held gate.
  void wait_until_load_held() {
    std::unique_lock lock(mutex_);
    cv_.wait(lock, [&] { return loads_waiting_ > 0 || !loads_held_; });
  }
  std::atomic<int> loads{0};

  bool create_game(const NewGame& g) override { return inner_.create_game(g); }
  // The record is read first, then held: what the store had when the load began.
  std::optional<GameRecord> load_game(std::string_view id) override {
    auto record = inner_.load_game(id);
    ++loads;
    std::unique_lock lock(mutex_);
    ++loads_waiting_;
    cv_.notify_all();
    cv_.wait(lock, [&] { return !loads_held_; });
    --loads_waiting_;
    return record;
  }
  bool claim_seat(std::string_view id, int seat, std::string_view hash) override {
    return inner_.claim_seat(id, seat, hash);
  }
  std::vector<AppendResult> append_batch(std::span<const Append> entries) override {
    {
      std::unique_lock lock(mutex_);
      ++held_;
      cv_.notify_all();
      cv_.wait(lock, [&] { return open_; });
      --held_;
    }
    ++batches;
    if (fail) throw StoreError("disk on fire");
    return inner_.append_batch(entries);
  }
  int delete_unclaimed_before(std::int64_t cutoff) override {
    return inner_.delete_unclaimed_before(cutoff);
  }
  std::int64_t game_count() override { return inner_.game_count(); }
  int close_untouched_before(std::int64_t cutoff, std::int64_t now) override {
    return inner_.close_untouched_before(cutoff, now);
  }
  bool bind_device(std::string_view device_hash, const DeviceSeat& seat) override {
    return inner_.bind_device(device_hash, seat);
  }
  std::optional<DeviceSeat> device_seat(std::string_view device_hash,
                                        std::string_view game_id) override {
    return inner_.device_seat(device_hash, game_id);
  }
  std::vector<DeviceGame> device_games(std::string_view device_hash, std::size_t limit) override {
    return inner_.device_games(device_hash, limit);
  }
  bool save_evaluation(std::string_view game_id, const StoredEvaluation& evaluation) override {
    return inner_.save_evaluation(game_id, evaluation);
  }
  std::optional<StoredEvaluation> load_evaluation(std::string_view game_id) override {
    return inner_.load_evaluation(game_id);
  }

 private:
  Store& inner_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool open_ = false;
  int held_ = 0;  // batches waiting at the gate
  bool loads_held_ = false;
  int loads_waiting_ = 0;
};

}  // namespace renju::store
