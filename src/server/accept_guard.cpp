// The reserve descriptor and the accept loop's failure accounting (see accept_guard.hpp).
#include "server/accept_guard.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <boost/asio/error.hpp>
#include <cerrno>
#include <utility>

#include "server/log.hpp"

namespace renju::server {

bool is_resource_exhaustion(const boost::system::error_code& ec) {
  if (ec.category() != boost::system::system_category()) return false;
  const int e = ec.value();
  return e == EMFILE || e == ENFILE || e == ENOBUFS || e == ENOMEM;
}

ReserveDescriptor::ReserveDescriptor() {
  std::lock_guard lock(mutex_);
  open_locked();
}

ReserveDescriptor::~ReserveDescriptor() {
  for (int fd : fds_) {
    if (fd >= 0) ::close(fd);
  }
}

void ReserveDescriptor::open_locked() {
  for (int& fd : fds_) {
    if (fd < 0) fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  }
}

std::optional<ReserveDescriptor::Lease> ReserveDescriptor::lend() {
  std::lock_guard lock(mutex_);
  if (lent_ || fds_[0] < 0) return std::nullopt;
  for (int& fd : fds_) {
    if (fd >= 0) ::close(std::exchange(fd, -1));
  }
  lent_ = true;
  return Lease(shared_from_this());
}

void ReserveDescriptor::returned() {
  std::lock_guard lock(mutex_);
  lent_ = false;
  open_locked();
}

bool ReserveDescriptor::retake() {
  std::lock_guard lock(mutex_);
  if (!lent_) open_locked();
  return !lent_ && fds_.back() >= 0;
}

bool ReserveDescriptor::lent() const {
  std::lock_guard lock(mutex_);
  return lent_;
}

void AcceptGuard::failed(const boost::system::error_code& ec) {
  ++counters.failures;
  const auto due = report.note(EventReport::Clock::now());
  if (!due) return;
  log_warn("accept: " + ec.message() + " (" + std::to_string(*due) +
           " failure(s) since the last line; retrying after a pause, up to " +
           std::to_string(AcceptBackoff::kLongest.count()) + " ms)");
}

}  // namespace renju::server
