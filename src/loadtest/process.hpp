// Child processes for load runs and fault tests: start `renju serve` or `renju echo-server`
// with its output in a log file, learn its port from that log, SIGKILL or stop it.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace renju::loadtest {

class ChildProcess {
 public:
  ChildProcess() = default;
  // Starts argv[0] with the arguments; stdout and stderr are appended to `log`. Throws
  // std::system_error if fork/exec fails (exec failure shows as exit code 127).
  static ChildProcess spawn(const std::vector<std::string>& argv, const std::filesystem::path& log);
  ~ChildProcess();
  ChildProcess(ChildProcess&& o) noexcept;
  ChildProcess& operator=(ChildProcess&& o) noexcept;
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  int pid() const { return pid_; }
  bool running();
  void signal(int sig);
  // Waits for the exit (up to `timeout`, then SIGKILL) and returns the wait status.
  int wait(std::chrono::milliseconds timeout = std::chrono::seconds(10));

 private:
  int pid_ = -1;
  int status_ = 0;
};

// Polls `log` for "listening on …:PORT" written after byte `from`; 0 if the process died or
// nothing appeared within `timeout`.
std::uint16_t wait_for_port(ChildProcess& child, const std::filesystem::path& log,
                            std::chrono::milliseconds timeout, std::uintmax_t from = 0);

// The running executable (/proc/self/exe), to start sibling subcommands.
std::filesystem::path self_executable();

}  // namespace renju::loadtest
