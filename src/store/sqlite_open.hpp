// Opening a database file without harming it: the folders it needs, the identity check before
// anything is written, creation or migration, and failures told in plain words.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <filesystem>
#include <vector>

namespace renju::store {

// Creates the missing folders above `db`; removes them again when destroyed, unless kept.
class CreatedFolders {
 public:
  // Throws StoreError in plain words when a folder cannot be created.
  explicit CreatedFolders(const std::filesystem::path& db);
  ~CreatedFolders();
  CreatedFolders(const CreatedFolders&) = delete;
  CreatedFolders& operator=(const CreatedFolders&) = delete;
  void keep() { created_.clear(); }

 private:
  std::vector<std::filesystem::path> created_;  // outermost first
};

// An open connection to `path` in WAL mode with synchronous=FULL and the current schema,
// creating the file when there is none. Refuses (StoreError, in plain words: which file, what
// is wrong, what to do) a file that is not a database, another program's database or a newer
// renju's, and leaves it unchanged; a file it created and could not finish is removed again.
// `now` (unix seconds) dates the actions a migration finds without a time.
sqlite3* open_database(const std::filesystem::path& path, std::int64_t now);

}  // namespace renju::store
