// The takeover listener: one libpq connection in LISTEN, waited on with poll() next to an
// eventfd that the destructor writes to, so that stopping never waits for a timeout.
#include "store/pg_notifications.hpp"

#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <charconv>
#include <memory>
#include <optional>
#include <system_error>

#include "store/pg_connection.hpp"

namespace renju::store {

PgTakeovers::PgTakeovers(std::string conninfo, Handler handler)
    : conninfo_(std::move(conninfo)),
      handler_(std::move(handler)),
      wake_fd_(eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK)) {
  if (wake_fd_ < 0) throw std::system_error(errno, std::generic_category(), "eventfd");
  thread_ = std::thread([this] { run(); });
}

PgTakeovers::~PgTakeovers() {
  const std::uint64_t one = 1;
  [[maybe_unused]] auto written = write(wake_fd_, &one, sizeof one);
  thread_.join();
  close(wake_fd_);
}

bool PgTakeovers::parse(std::string_view payload, std::string& id, std::int64_t& fence) {
  const auto space = payload.find(' ');
  if (space == std::string_view::npos || space == 0) return false;
  const auto number = payload.substr(space + 1);
  auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), fence);
  if (ec != std::errc() || end != number.data() + number.size()) return false;
  id = std::string(payload.substr(0, space));
  return true;
}

void PgTakeovers::run() {
  std::unique_ptr<PgConnection> db;
  for (;;) {
    int wait_ms = -1;
    if (!db) {
      try {
        db = std::make_unique<PgConnection>(conninfo_);
        db->exec(std::string("LISTEN ") + kTakeoverChannel);
      } catch (const StoreError&) {
        db.reset();
        wait_ms = 1000;  // the server is out of reach: try again in a second
      }
    }
    pollfd fds[2] = {{wake_fd_, POLLIN, 0}, {db ? PQsocket(db->native()) : -1, POLLIN, 0}};
    if (poll(fds, 2, wait_ms) < 0 && errno != EINTR) return;
    if (fds[0].revents != 0) return;
    if (!db || fds[1].revents == 0) continue;
    PGconn* conn = db->native();
    if (PQconsumeInput(conn) == 0 || PQstatus(conn) != CONNECTION_OK) {
      db.reset();
      continue;
    }
    while (PGnotify* n = PQnotifies(conn)) {
      std::string id;
      std::int64_t fence = 0;
      if (parse(n->extra, id, fence)) handler_(id, fence);
      PQfreemem(n);
    }
  }
}

}  // namespace renju::store
