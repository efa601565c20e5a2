// The rooms' time sources (time_source.hpp).
#include "server/time_source.hpp"

#include <chrono>

namespace renju::server {

namespace {
class SteadyUnixTime final : public TimeSource {
 public:
  SteadyUnixTime()
      : unix_at_start_(std::chrono::duration_cast<std::chrono::milliseconds>(
                           std::chrono::system_clock::now().time_since_epoch())
                           .count()),
        steady_at_start_(std::chrono::steady_clock::now()) {}
  game::Millis now() const override {
    return unix_at_start_ + std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - steady_at_start_)
                                .count();
  }

 private:
  game::Millis unix_at_start_;
  std::chrono::steady_clock::time_point steady_at_start_;
};
}  // namespace

std::shared_ptr<TimeSource> steady_unix_time() {
  static const auto shared = std::make_shared<SteadyUnixTime>();
  return shared;
}

game::Millis ManualTime::now() const {
  std::lock_guard lock(mutex_);
  return now_;
}

void ManualTime::watch(std::function<bool()> wake) {
  std::lock_guard lock(mutex_);
  watchers_.push_back(std::move(wake));
}

void ManualTime::advance_without_waking(game::Millis ms) {
  std::lock_guard lock(mutex_);
  now_ += ms;
}

void ManualTime::advance(game::Millis ms) {
  std::vector<std::function<bool()>> watchers;
  {
    std::lock_guard lock(mutex_);
    now_ += ms;
    watchers = watchers_;
  }
  // Called outside the lock: a room's wake only posts to its strand, which may read now().
  std::vector<bool> alive;
  for (auto& wake : watchers) alive.push_back(wake());
  std::lock_guard lock(mutex_);
  // Watchers added meanwhile sit after the copied ones and are kept.
  std::size_t i = 0;
  std::erase_if(watchers_, [&](const auto&) { return i < alive.size() && !alive[i++]; });
}

}  // namespace renju::server
