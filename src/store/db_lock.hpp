// Exclusive ownership of a database file: an flock on the sidecar `<db>.lock`, held for the
// store's lifetime, which records the holder's pid so that a second server can say who has it.
#pragma once

#include <filesystem>

namespace renju::store {

class DatabaseLock {
 public:
  // Takes the lock or throws StoreError naming the holder (its pid and command line). flock
  // belongs to an open file description, so a second lock conflicts even in the same process;
  // the kernel drops it when its holder dies, SIGKILL included.
  explicit DatabaseLock(const std::filesystem::path& db);
  // Removes the lock file, then releases the lock.
  ~DatabaseLock();
  DatabaseLock(const DatabaseLock&) = delete;
  DatabaseLock& operator=(const DatabaseLock&) = delete;

  static std::filesystem::path path_for(const std::filesystem::path& db);

 private:
  std::filesystem::path path_;
  int fd_ = -1;
};

}  // namespace renju::store
