// One engine as a child process speaking the Gomocup protocol on its standard input and output:
// started from a shell command line, written to line by line, read with a deadline, and killed
// (with everything it started) when it is no longer needed.
#pragma once

#include <sys/types.h>
#include <chrono>
#include <optional>
#include <string>

namespace renju::ai::match {

class EngineProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // Runs `/bin/sh -c command` in its own process group; its standard error goes to
  // `stderr_path` (/dev/null when empty). Check started() and error() afterwards.
  EngineProcess(const std::string& command, const std::string& stderr_path = {});
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  bool started() const { return pid_ > 0; }
  const std::string& error() const { return error_; }

  // Sends one line (a newline is added). False when the engine no longer reads (it exited).
  bool send(const std::string& line);

  enum class Read { kLine, kTimeout, kClosed, kTooLong };
  // The next line, without its line ending, waiting until `deadline` at most.
  Read read_line(Clock::time_point deadline, std::string& line);

  // Sends END, gives the engine a moment to leave, then kills its process group.
  void stop();

 private:
  pid_t pid_ = -1;
  int to_child_ = -1, from_child_ = -1;
  std::string buffer_;
  std::string error_;
};

}  // namespace renju::ai::match
