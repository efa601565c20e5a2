// Many reading spectators on one thread (a WsClient per spectator would be a thread each): each
// connects, says hello and reads everything, counting what it got.
#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace renju::server::testing {

class SpectatorSwarm {
 public:
  struct Seen {
    bool welcomed = false;
    bool closed = false;
    int close_code = 0;
    std::size_t presences = 0;        // presence messages received
    std::size_t events = 0;           // event messages received
    int spectators_shown = -1;        // the count in the last presence or state, -1: none yet
    std::vector<std::string> errors;  // error codes received
  };

  SpectatorSwarm(unsigned short port, std::string game);
  ~SpectatorSwarm();
  SpectatorSwarm(const SpectatorSwarm&) = delete;
  SpectatorSwarm& operator=(const SpectatorSwarm&) = delete;

  // Starts `n` more spectators connecting (returns at once).
  void add(std::size_t n);
  std::vector<Seen> seen() const;
  // Waits until every spectator started so far has been welcomed and shows `count` spectators
  // (or has been closed); false after `timeout`.
  bool wait_all_show(int count, std::chrono::milliseconds timeout);
  // Waits until `n` spectators have been closed by the server.
  bool wait_closed(std::size_t n, std::chrono::milliseconds timeout);

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace renju::server::testing
