// Child processes of a split load run: start, barrier, release, collect.
#include "loadtest/processes.hpp"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "loadtest/client.hpp"
#include "loadtest/process.hpp"
#include "loadtest/report_file.hpp"

namespace renju::loadtest {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

fs::path ready_file(const fs::path& dir, int k) {
  return dir / ("ready-" + std::to_string(k));
}
fs::path go_file(const fs::path& dir) {
  return dir / "go";
}
fs::path report_file(const fs::path& dir, int k) {
  return dir / ("report-" + std::to_string(k));
}

bool touch(const fs::path& file) {
  std::ofstream out(file);
  return static_cast<bool>(out);
}

}  // namespace

int share_of(int total, int n, int k) {
  if (n <= 0) return 0;
  return total / n + (k < total % n ? 1 : 0);
}

bool wait_at_barrier(const fs::path& dir, int index) {
  const pid_t parent = ::getppid();
  if (!touch(ready_file(dir, index))) return false;
  // The parent releases every child at once by creating one file; polling it keeps the
  // protocol to the file system, which the children share with it anyway.
  while (!fs::exists(go_file(dir))) {
    if (::getppid() != parent) return false;
    std::this_thread::sleep_for(2ms);
  }
  return true;
}

bool write_child_report(const fs::path& file, const GameLoadReport& report) {
  const fs::path tmp = file.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    out << report_to_text(report);
    if (!out) return false;
  }
  std::error_code ec;
  fs::rename(tmp, file, ec);
  return !ec;
}

std::variant<ChildrenRun, std::string> run_children(
    const std::vector<std::vector<std::string>>& argvs, const fs::path& dir, int server_pid,
    const std::function<void(const std::string&)>& progress) {
  std::vector<ChildProcess> children;
  for (std::size_t k = 0; k < argvs.size(); ++k) {
    auto argv = argvs[k];
    const int index = static_cast<int>(k);
    for (const auto& extra : {std::string("--child-report"), report_file(dir, index).string(),
                              std::string("--child-barrier"), dir.string(),
                              std::string("--child-index"), std::to_string(index)})
      argv.push_back(extra);
    children.push_back(ChildProcess::spawn(argv, dir / ("child-" + std::to_string(k) + ".log")));
  }
  const auto fail = [&](const std::string& why) -> std::variant<ChildrenRun, std::string> {
    for (auto& c : children) {
      if (c.running()) c.signal(SIGKILL);
      c.wait(1s);
    }
    return why;
  };
  // Every child sets up its games (the slowest part); wait until all are ready, or one died.
  auto last_line = std::chrono::steady_clock::now();
  for (;;) {
    std::size_t ready = 0;
    for (std::size_t k = 0; k < children.size(); ++k) {
      if (fs::exists(ready_file(dir, static_cast<int>(k)))) {
        ++ready;
      } else if (!children[k].running()) {
        return fail("load process " + std::to_string(k + 1) + " exited during set-up; see " +
                    (dir / ("child-" + std::to_string(k) + ".log")).string());
      }
    }
    if (ready == children.size()) break;
    if (progress && std::chrono::steady_clock::now() - last_line > 1s) {
      last_line = std::chrono::steady_clock::now();
      progress("load processes ready: " + std::to_string(ready) + "/" +
               std::to_string(children.size()));
    }
    std::this_thread::sleep_for(10ms);
  }
  ChildrenRun run;
  run.server_rss_idle_kib = server_pid > 0 ? rss_kib(server_pid) : -1;
  if (!touch(go_file(dir))) return fail("cannot write the release file in " + dir.string());
  if (progress) progress("released " + std::to_string(children.size()) + " load processes");
  for (std::size_t k = 0; k < children.size(); ++k) {
    // A child's run is bounded by its own --seconds plus set-up and drain; give it generously.
    const int status = children[k].wait(std::chrono::hours(1));
    const std::string who = "load process " + std::to_string(k + 1);
    if (!WIFEXITED(status) || (WEXITSTATUS(status) != 0 && WEXITSTATUS(status) != 1))
      return fail(who + " failed (wait status " + std::to_string(status) + ")");
    std::ifstream in(report_file(dir, static_cast<int>(k)), std::ios::binary);
    if (!in) return fail(who + " wrote no report");
    std::ostringstream text;
    text << in.rdbuf();
    auto parsed = report_from_text(text.str());
    if (auto* err = std::get_if<std::string>(&parsed)) return fail(who + "'s report: " + *err);
    run.reports.push_back(std::move(std::get<GameLoadReport>(parsed)));
  }
  return run;
}

}  // namespace renju::loadtest
