// The reserve descriptor and the accept loop's failure accounting (see accept_guard.hpp).
#include "server/accept_guard.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <boost/asio/error.hpp>
#include <cerrno>

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
  if (fd_ >= 0) ::close(fd_);
}

void ReserveDescriptor::open_locked() {
  if (fd_ < 0) fd_ = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
}

std::optional<ReserveDescriptor::Lease> ReserveDescriptor::lend() {
  std::lock_guard lock(mutex_);
  if (fd_ < 0 || lent_) return std::nullopt;
  ::close(fd_);
  fd_ = -1;
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
  return fd_ >= 0;
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
