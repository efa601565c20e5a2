// Where rooms read the time for their clocks (unix milliseconds): the server's steady clock,
// laid on the unix scale once at start so that a wall-clock step never moves a running clock;
// or a test's clock, which moves only when told and then wakes every room watching it, so a
// flag falls at once and no test sleeps.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "game/time_control.hpp"

namespace renju::server {

class TimeSource {
 public:
  virtual ~TimeSource() = default;
  virtual game::Millis now() const = 0;
  // `wake` is called (on the caller of advance, any thread) each time a test's clock moves;
  // it returns false once its room is gone, and is then forgotten. The real clock never calls it.
  virtual void watch(std::function<bool()> wake) { (void)wake; }
};

std::shared_ptr<TimeSource> steady_unix_time();

class ManualTime final : public TimeSource {
 public:
  explicit ManualTime(game::Millis start) : now_(start) {}
  game::Millis now() const override;
  void watch(std::function<bool()> wake) override;
  // Moves the time on by `ms` and wakes every watching room.
  void advance(game::Millis ms);
  // Moves the time on without waking anyone: as if the rooms' timers had not fired yet.
  void advance_without_waking(game::Millis ms);

 private:
  mutable std::mutex mutex_;
  game::Millis now_;
  std::vector<std::function<bool()>> watchers_;
};

}  // namespace renju::server
