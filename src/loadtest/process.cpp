// fork/exec with output redirected to a file; the port is read back from the child's log line.
#include "loadtest/process.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <iterator>
#include <system_error>
#include <thread>

namespace renju::loadtest {

ChildProcess ChildProcess::spawn(const std::vector<std::string>& argv,
                                 const std::filesystem::path& log) {
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) throw std::system_error(errno, std::generic_category(), "open " + log.string());
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(fd);
    throw std::system_error(errno, std::generic_category(), "fork");
  }
  if (pid == 0) {
    ::dup2(fd, 1);
    ::dup2(fd, 2);
    ::setpgid(0, 0);  // a Ctrl-C at the terminal reaches us, and we stop the child ourselves
    ::execv(args[0], args.data());
    ::_exit(127);
  }
  ::close(fd);
  ChildProcess c;
  c.pid_ = pid;
  return c;
}

ChildProcess::~ChildProcess() {
  if (pid_ > 0 && running()) {
    signal(SIGKILL);
    wait();
  }
}

ChildProcess::ChildProcess(ChildProcess&& o) noexcept : pid_(o.pid_), status_(o.status_) {
  o.pid_ = -1;
}

ChildProcess& ChildProcess::operator=(ChildProcess&& o) noexcept {
  if (this != &o) {
    if (pid_ > 0 && running()) {
      signal(SIGKILL);
      wait();
    }
    pid_ = o.pid_;
    status_ = o.status_;
    o.pid_ = -1;
  }
  return *this;
}

bool ChildProcess::running() {
  if (pid_ <= 0) return false;
  int status = 0;
  const pid_t r = ::waitpid(pid_, &status, WNOHANG);
  if (r == 0) return true;
  if (r == pid_) status_ = status;
  pid_ = -1;
  return false;
}

void ChildProcess::signal(int sig) {
  if (pid_ > 0) ::kill(pid_, sig);
}

int ChildProcess::wait(std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (running()) {
    if (std::chrono::steady_clock::now() > deadline) {
      signal(SIGKILL);
      int status = 0;
      ::waitpid(pid_, &status, 0);
      status_ = status;
      pid_ = -1;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return status_;
}

std::uint16_t wait_for_port(ChildProcess& child, const std::filesystem::path& log,
                            std::chrono::milliseconds timeout, std::uintmax_t from) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    std::ifstream in(log);
    in.seekg(static_cast<std::streamoff>(from));
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (const auto at = text.find("listening on "); at != std::string::npos) {
      const auto eol = text.find('\n', at);
      if (eol != std::string::npos) {
        const std::string line = text.substr(at, eol - at);
        auto colon = line.rfind(':');
        unsigned port = 0;
        for (auto i = colon + 1; i < line.size() && line[i] >= '0' && line[i] <= '9'; ++i) {
          port = port * 10 + static_cast<unsigned>(line[i] - '0');
        }
        if (colon != std::string::npos && port > 0 && port < 65536)
          return static_cast<std::uint16_t>(port);
      }
    }
    if (!child.running()) return 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return 0;
}

std::filesystem::path self_executable() {
  return std::filesystem::read_symlink("/proc/self/exe");
}

}  // namespace renju::loadtest
