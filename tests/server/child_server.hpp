// `renju serve` run as a child process (the real binary: RENJU_BINARY), its standard error
// collected, for the tests that need a process of its own: SIGKILL, descriptor limits.
#pragma once

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <optional>
#include <regex>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace renju::server::testing {

using namespace std::chrono_literals;

inline std::string renju_binary() {
  if (const char* env = std::getenv("RENJU_BINARY")) return env;
#ifdef RENJU_BINARY
  return RENJU_BINARY;
#else
  return "renju";
#endif
}

struct ChildOptions {
  std::vector<std::string> args;  // after the defaults (port 0, loopback, 2 threads, info)
  // RLIMIT_NOFILE (soft, hard) set in the child before it runs `renju serve`.
  std::optional<std::pair<rlim_t, rlim_t>> descriptors;
};

// `renju serve` in a child process; the port is read from its "listening on" log line. `db` is
// the SQLite file (--db) or a postgresql:// URL (--store).
class ChildServer {
 public:
  explicit ChildServer(const std::filesystem::path& db, const ChildOptions& options = {}) {
    const std::string bin = renju_binary();
    const bool postgres = db.string().starts_with("postgresql://");
    std::vector<std::string> args = {"renju",
                                     "serve",
                                     "--port",
                                     "0",
                                     "--bind",
                                     "127.0.0.1",
                                     postgres ? "--store" : "--db",
                                     db.string(),
                                     "--threads",
                                     "2",
                                     "--log-level",
                                     "info"};
    args.insert(args.end(), options.args.begin(), options.args.end());
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    int fds[2];
    if (::pipe(fds) != 0) throw std::runtime_error("pipe failed");
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(fds[1], 2);
      // Only what serve opens itself counts against its limit.
      for (int fd = 3; fd < 4096; ++fd) ::close(fd);
      if (options.descriptors) {
        const rlimit limit{options.descriptors->first, options.descriptors->second};
        if (::setrlimit(RLIMIT_NOFILE, &limit) != 0) std::_Exit(126);
      }
      ::execv(bin.c_str(), argv.data());
      std::_Exit(127);
    }
    ::close(fds[1]);
    fd_ = fds[0];
    // The newline (or, in a JSON line, the quote) matters: a read may end in the middle of the
    // number.
    const std::regex listening("listening on 127\\.0\\.0\\.1:([0-9]+)[\n\"]");
    auto deadline = std::chrono::steady_clock::now() + 30s;
    while (std::chrono::steady_clock::now() < deadline) {
      pollfd p{fd_, POLLIN, 0};
      if (::poll(&p, 1, 200) <= 0) continue;
      char buf[512];
      auto n = ::read(fd_, buf, sizeof buf);
      if (n <= 0) break;
      log_.append(buf, static_cast<std::size_t>(n));
      std::smatch m;
      if (std::regex_search(log_, m, listening)) {
        port_ = static_cast<unsigned short>(std::stoi(m[1]));
        break;
      }
    }
    if (port_ == 0) throw std::runtime_error("renju serve did not start: " + log_);
    drain_ = std::thread([this] {
      char buf[512];
      for (;;) {
        auto n = ::read(fd_, buf, sizeof buf);
        if (n <= 0) break;
        std::lock_guard lock(mutex_);
        log_.append(buf, static_cast<std::size_t>(n));
      }
    });
  }
  ~ChildServer() {
    if (pid_ > 0) signal_and_wait(SIGKILL);
    if (drain_.joinable()) drain_.join();
    ::close(fd_);
  }
  unsigned short port() const { return port_; }
  pid_t pid() const { return pid_; }
  // Returns the wait status.
  int signal_and_wait(int sig) {
    ::kill(pid_, sig);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    if (drain_.joinable()) drain_.join();
    return status;
  }
  std::string log() {
    std::lock_guard lock(mutex_);
    return log_;
  }

 private:
  pid_t pid_ = -1;
  int fd_ = -1;
  unsigned short port_ = 0;
  std::thread drain_;
  std::mutex mutex_;
  std::string log_;
};

}  // namespace renju::server::testing
