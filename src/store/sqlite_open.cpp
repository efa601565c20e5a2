// Opening a database: check what the file is before writing to it, then create or migrate;
// on failure say which file, what is wrong and what to do, and remove what we created.
#include "store/sqlite_open.hpp"

#include <string>
#include <system_error>

#include "store/sqlite_schema.hpp"
#include "store/sqlite_statement.hpp"

namespace renju::store {
namespace fs = std::filesystem;
namespace {

std::string where(const fs::path& path) {
  return "cannot use the database " + path.string() + ": ";
}

// What SQLite's result code means for someone starting a server, and what to do.
std::string plain_words(int code) {
  if (code == SQLITE_IOERR_WRITE || code == SQLITE_IOERR_FSYNC || code == SQLITE_IOERR_TRUNCATE) {
    // ENOSPC comes as SQLITE_FULL; a quota or a file size limit comes as a failed write.
    return "writing to the disk failed: it may be full, or a quota or file size limit was "
           "reached. Free some space, or choose another --db on a disk with room";
  }
  switch (code & 0xff) {
    case SQLITE_FULL:
      return "the disk is full. Free some space, or choose another --db on a disk with room";
    case SQLITE_READONLY:
      return "the file or its folder is read-only. Make both writable, or choose another --db";
    case SQLITE_CANTOPEN:
      return "it cannot be opened or created. Check that its folder exists and is writable, or "
             "choose another --db";
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return "permission denied. Give this user access to the file and its folder, or choose "
             "another --db";
    case SQLITE_NOTADB:
      return "it is not a SQLite database (or it is encrypted); renju did not change it. Move "
             "it away, or choose another --db";
    case SQLITE_CORRUPT:
      return "the database is damaged; renju did not repair it. Restore it from a backup, or "
             "choose another --db";
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return "another program keeps it locked. Stop that program and start again";
    case SQLITE_IOERR:
      return "the disk reported an input/output error. Check the disk (and free space) and "
             "start again";
    case SQLITE_NOMEM:
      return "out of memory";
    default:
      return "SQLite could not use it (" + std::string(sqlite3_errstr(code)) + ")";
  }
}

void close_after_failure(sqlite3* db, const fs::path& path, bool existed) {
  if (db) {
    // A file that is not ours must stay byte for byte as it was: no checkpoint of its WAL.
    sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
    sqlite3_close_v2(db);
  }
  if (existed) return;
  std::error_code ignored;
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
    fs::remove(fs::path(path.string() + suffix), ignored);
  }
}

// Returns the journal mode SQLite settled on.
std::string set_wal(sqlite3* db) {
  Statement journal(db, "PRAGMA journal_mode=WAL");
  journal.step();
  return journal.text_at(0).value_or("");
}

}  // namespace

CreatedFolders::CreatedFolders(const fs::path& db) {
  std::vector<fs::path> missing;
  std::error_code ec;
  for (auto p = db.parent_path(); !p.empty() && !fs::exists(p, ec); p = p.parent_path()) {
    missing.insert(missing.begin(), p);
    if (p == p.parent_path()) break;
  }
  for (const auto& p : missing) {
    if (!fs::create_directory(p, ec) && ec) {
      const std::string why = ec == std::errc::not_a_directory
                                  ? "a part of its path is a file, not a folder"
                                  : ec.message();
      throw StoreError("cannot create the folder " + p.string() + " for the database " +
                       db.string() + ": " + why + ". Choose another --db, or create the folder.");
    }
    created_.push_back(p);
  }
}

CreatedFolders::~CreatedFolders() {
  std::error_code ignored;
  for (auto it = created_.rbegin(); it != created_.rend(); ++it) fs::remove(*it, ignored);
}

sqlite3* open_database(const fs::path& path, std::int64_t now) {
  std::error_code ec;
  const auto status = fs::status(path, ec);
  const bool existed = fs::exists(status);
  if (existed && !fs::is_regular_file(status)) {
    throw StoreError(where(path) + "it is " +
                     (fs::is_directory(status) ? "a folder" : "not a regular file") +
                     ", not a database file. Give --db the path of a file.");
  }
  sqlite3* db = nullptr;
  const int flags =
      SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | (existed ? 0 : SQLITE_OPEN_CREATE);
  try {
    if (int rc = sqlite3_open_v2(path.c_str(), &db, flags, nullptr); rc != SQLITE_OK) {
      if (!db) throw SqliteFailure(rc, "sqlite open: out of memory");
      throw_failure(db, "sqlite open");
    }
    sqlite3_extended_result_codes(db, 1);
    sqlite3_busy_timeout(db, 5000);
    // Nothing is written before we know the file is ours (or empty).
    const auto identity = identify_schema(db);
    if (identity.kind == SchemaIdentity::Kind::kForeign) {
      throw StoreError(where(path) + "it is " + identity.what +
                       "; renju did not change it. Choose another --db (a new file is created "
                       "where there is none).");
    }
    if (identity.version > kSchemaVersion) {
      throw StoreError(where(path) + "it was made by a newer renju (schema version " +
                       std::to_string(identity.version) + "; this one knows up to " +
                       std::to_string(kSchemaVersion) +
                       "); renju did not change it. Run the newer renju, or choose another --db.");
    }
    if (const auto mode = set_wal(db); mode != "wal") {
      throw StoreError(where(path) + "its file system does not support SQLite's WAL journal " +
                       "(the journal mode stayed '" + mode +
                       "'). Put the database on a local disk.");
    }
    exec(db, "PRAGMA synchronous=FULL");
    exec(db, "PRAGMA foreign_keys=ON");
    if (identity.version < kSchemaVersion) migrate_schema(db, identity.version, now);
    return db;
  } catch (const SqliteFailure& failure) {
    close_after_failure(db, path, existed);
    throw StoreError(where(path) + plain_words(failure.code()) +
                     ". (SQLite said: " + failure.what() + ")");
  } catch (...) {
    close_after_failure(db, path, existed);
    throw;
  }
}

}  // namespace renju::store
