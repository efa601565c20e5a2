// Game takeovers across nodes: PgStore::take_game notifies a PostgreSQL channel, and every
// node LISTENs on it with a connection and a thread of its own, so that a node whose game was
// taken over closes that game's sockets at once instead of at its next (fenced) write.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <thread>

namespace renju::store {

// The channel take_game notifies; the payload is "<game id> <fence>".
inline constexpr const char* kTakeoverChannel = "renju_takeover";

class PgTakeovers {
 public:
  // Called on the listening thread for every takeover (this node's own too).
  using Handler = std::function<void(std::string_view game_id, std::int64_t fence)>;

  // Starts listening at once; a lost connection is made again (every second until it works).
  // Takeovers notified while it was lost are missed: the fence still refuses the stale writes.
  PgTakeovers(std::string conninfo, Handler handler);
  ~PgTakeovers();  // stops and joins the thread
  PgTakeovers(const PgTakeovers&) = delete;
  PgTakeovers& operator=(const PgTakeovers&) = delete;

 private:
  void run();
  // Parses "<id> <fence>"; false for anything else.
  static bool parse(std::string_view payload, std::string& id, std::int64_t& fence);

  std::string conninfo_;
  Handler handler_;
  int wake_fd_;  // an eventfd: written to stop the thread's poll
  std::thread thread_;
};

}  // namespace renju::store
