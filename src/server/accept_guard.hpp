// What keeps the accept loop from spinning when the process is out of descriptors (or kernel
// memory): a back-off between failed accepts, a reserve descriptor given up to take one
// connection that can still be answered, and the counters and log lines of such episodes.
#pragma once

#include <array>
#include <atomic>
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/system/error_code.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>

#include "server/event_report.hpp"

namespace renju::server {

// EMFILE, ENFILE, ENOBUFS, ENOMEM: trying again at once fails again, so the loop must wait.
bool is_resource_exhaustion(const boost::system::error_code& ec);

// The waits between accept attempts while they fail: 10 ms, doubling up to 1 s; a successful
// accept starts again from 10 ms.
class AcceptBackoff {
 public:
  static constexpr std::chrono::milliseconds kFirst{10};
  static constexpr std::chrono::milliseconds kLongest{1000};
  std::chrono::milliseconds next() {
    current_ = current_.count() == 0 ? kFirst : std::min(kLongest, current_ * 2);
    return current_;
  }
  void reset() { current_ = std::chrono::milliseconds(0); }

 private:
  std::chrono::milliseconds current_{0};
};

// A few descriptors held open (on /dev/null) while all is well, so that when none are left they
// can be closed to accept one connection and tell that client something: one for its socket,
// the others for whatever answering needs (a pipe, a file). Thread-safe: the lease is returned
// by whichever thread ends the connection.
class ReserveDescriptor : public std::enable_shared_from_this<ReserveDescriptor> {
 public:
  // Returned when the connection taken on the reserve has closed its socket: the reserve is
  // taken back at once (or, if another descriptor was opened in between, at the next try).
  class Lease {
   public:
    Lease() = default;
    explicit Lease(std::shared_ptr<ReserveDescriptor> reserve) : reserve_(std::move(reserve)) {}
    Lease(Lease&& o) noexcept = default;
    Lease& operator=(Lease&& o) noexcept = default;
    ~Lease() {
      if (reserve_) reserve_->returned();
    }

   private:
    std::shared_ptr<ReserveDescriptor> reserve_;
  };

  ReserveDescriptor();  // takes it; a failure leaves it to the next retake()
  ~ReserveDescriptor();
  ReserveDescriptor(const ReserveDescriptor&) = delete;
  ReserveDescriptor& operator=(const ReserveDescriptor&) = delete;

  // Closes the reserve for one connection to use; nullopt when it is not held (lent already,
  // or not taken back yet). Dropping the lease unused gives it back too.
  std::optional<Lease> lend();
  // Takes the reserve again (what of it can be opened) if it is not lent. Returns whether all
  // of it is held.
  bool retake();
  // Lent to a connection still being answered: accepting more is pointless until it is back.
  bool lent() const;

  static constexpr int kSize = 3;

 private:
  void returned();
  void open_locked();

  mutable std::mutex mutex_;
  std::array<int, kSize> fds_{-1, -1, -1};
  bool lent_ = false;
};

// What the accept loop has met, for /api/health and tests: totals since the start.
struct AcceptCounters {
  std::atomic<std::uint64_t> failures{0};         // accepts that failed (any error)
  std::atomic<std::uint64_t> backoffs{0};         // waits taken before trying again
  std::atomic<std::uint64_t> reserve_answers{0};  // connections taken on the reserve
};

// The accept loop's state for failures; used on the acceptor's strand only (the counters and
// the reserve excepted).
struct AcceptGuard {
  explicit AcceptGuard(boost::asio::any_io_executor strand) : timer(std::move(strand)) {}

  // Counts a failure and logs it when a line is due: the first, then at most one per 10 s
  // with the count, however the failures come (in one long episode or many short ones).
  void failed(const boost::system::error_code& ec);

  AcceptBackoff backoff;
  EventReport report{std::chrono::seconds(10)};
  std::shared_ptr<ReserveDescriptor> reserve = std::make_shared<ReserveDescriptor>();
  AcceptCounters counters;
  boost::asio::steady_timer timer;
};

}  // namespace renju::server
