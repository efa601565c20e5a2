// Child engine processes for the match runner (see engine_process.hpp). posix_spawn, not fork,
// because several games may start engines from different threads at once; every descriptor is
// opened close-on-exec so that one game's engine never holds another's pipes.
#include "ai/match/engine_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>

extern char** environ;

namespace renju::ai::match {
namespace {

constexpr std::size_t kMaxLine = 64 * 1024;  // longer lines are a protocol error

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

EngineProcess::EngineProcess(const std::string& command, const std::string& stderr_path) {
  int in[2], out[2];
  if (::pipe2(in, O_CLOEXEC) != 0) {
    error_ = std::string("pipe: ") + std::strerror(errno);
    return;
  }
  if (::pipe2(out, O_CLOEXEC) != 0) {
    error_ = std::string("pipe: ") + std::strerror(errno);
    ::close(in[0]);
    ::close(in[1]);
    return;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  const std::string err = stderr_path.empty() ? "/dev/null" : stderr_path;
  posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setpgroup(&attr, 0);  // its own group: stop() kills what it started too
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
  std::string sh = "/bin/sh", dash_c = "-c", cmd = command;
  char* argv[] = {sh.data(), dash_c.data(), cmd.data(), nullptr};
  pid_t pid = -1;
  const int rc = ::posix_spawn(&pid, "/bin/sh", &actions, &attr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  ::close(in[0]);
  ::close(out[1]);
  if (rc != 0) {
    error_ = std::string("cannot start the engine: ") + std::strerror(rc);
    ::close(in[1]);
    ::close(out[0]);
    return;
  }
  pid_ = pid;
  to_child_ = in[1];
  from_child_ = out[0];
}

EngineProcess::~EngineProcess() {
  stop();
}

bool EngineProcess::send(const std::string& line) {
  if (to_child_ < 0) return false;
  const std::string data = line + "\n";
  std::size_t done = 0;
  while (done < data.size()) {
    // MSG_NOSIGNAL does not apply to pipes; the runner ignores SIGPIPE instead (ai_match.cpp).
    const ssize_t n = ::write(to_child_, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

EngineProcess::Read EngineProcess::read_line(Clock::time_point deadline, std::string& line) {
  for (;;) {
    const auto nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return Read::kLine;
    }
    if (buffer_.size() > kMaxLine) return Read::kTooLong;
    if (from_child_ < 0) return Read::kClosed;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return Read::kTimeout;
    pollfd p{from_child_, POLLIN, 0};
    const int r = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 1000)));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) continue;  // woken without data: the deadline is checked again
    char chunk[4096];
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      close_fd(from_child_);
      if (buffer_.empty()) return Read::kClosed;
      buffer_ += '\n';  // a last line without its newline still counts
      continue;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

void EngineProcess::stop() {
  if (pid_ <= 0) return;
  send("END");
  close_fd(to_child_);
  // A well-behaved engine leaves on END or end of input; wait for it up to half a second.
  int status = 0;
  bool gone = false;
  for (int k = 0; k < 50 && !gone; ++k) {
    gone = ::waitpid(pid_, &status, WNOHANG) == pid_;
    if (!gone) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ::kill(-pid_, SIGKILL);  // whatever it left behind in its group
  if (!gone) ::waitpid(pid_, &status, 0);
  close_fd(from_child_);
  pid_ = -1;
}

}  // namespace renju::ai::match
