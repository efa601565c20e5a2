// The database lock: open, flock, check that the file locked is still the one at the path (a
// holder that stops removes it), record our pid.
#include "store/db_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include "store/store.hpp"

namespace renju::store {
namespace {

std::string read_text(const std::filesystem::path& path, std::size_t limit) {
  std::ifstream in(path, std::ios::binary);
  std::string text(limit, '\0');
  in.read(text.data(), static_cast<std::streamsize>(limit));
  text.resize(static_cast<std::size_t>(in.gcount()));
  return text;
}

// "process 1234 (renju serve --db x.db)", or less where the file or /proc says less.
std::string describe_holder(const std::filesystem::path& lock_file) {
  long pid = 0;
  std::istringstream(read_text(lock_file, 32)) >> pid;
  if (pid <= 0) return "another process (it has not written its pid to " + lock_file.string() + ")";
  std::string who = "process " + std::to_string(pid);
  if (pid == static_cast<long>(::getpid())) who += ", this very process,";
  std::string cmdline = read_text("/proc/" + std::to_string(pid) + "/cmdline", 300);
  while (!cmdline.empty() && cmdline.back() == '\0') cmdline.pop_back();
  for (char& c : cmdline) {
    if (c == '\0') c = ' ';
  }
  if (!cmdline.empty()) who += " (" + cmdline + ")";
  return who;
}

bool same_file(int fd, const std::filesystem::path& path) {
  struct stat by_fd {
  }, by_path{};
  return ::fstat(fd, &by_fd) == 0 && ::stat(path.c_str(), &by_path) == 0 &&
         by_fd.st_dev == by_path.st_dev && by_fd.st_ino == by_path.st_ino;
}

}  // namespace

std::filesystem::path DatabaseLock::path_for(const std::filesystem::path& db) {
  return std::filesystem::path(db.string() + ".lock");
}

DatabaseLock::DatabaseLock(const std::filesystem::path& db) : path_(path_for(db)) {
  // A holder that stops removes the file; if it did so between our open and our flock, we hold
  // a file nobody else will open, so look again. Bounded: each round needs a holder to stop.
  for (int attempt = 0; attempt < 100 && fd_ < 0; ++attempt) {
    const int fd = ::open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) {
      throw StoreError("cannot create the lock file " + path_.string() + " for the database " +
                       db.string() + ": " + std::strerror(errno) +
                       ". Check that its folder is writable, or choose another --db.");
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      const int err = errno;
      ::close(fd);
      if (err == EWOULDBLOCK) {
        throw StoreError("the database " + db.string() + " is in use by " + describe_holder(path_) +
                         "; only one server may use a database at a time. Stop that process, "
                         "or give this one another --db.");
      }
      throw StoreError("cannot lock " + path_.string() + ": " + std::strerror(err));
    }
    if (same_file(fd, path_)) {
      fd_ = fd;
    } else {
      ::close(fd);
    }
  }
  if (fd_ < 0) throw StoreError("cannot lock " + path_.string() + ": it keeps being replaced");
  // Only names the holder in the message above: if the disk is too full to write it, the lock
  // still holds and opening the database reports the full disk.
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd_, 0) == 0) {
    [[maybe_unused]] auto written = ::pwrite(fd_, pid.data(), pid.size(), 0);
  }
}

DatabaseLock::~DatabaseLock() {
  // Removed while still locked: a process that opened it meanwhile finds, once it gets the
  // lock, that the path no longer leads to its file, and starts over.
  ::unlink(path_.c_str());
  ::close(fd_);
}

}  // namespace renju::store
