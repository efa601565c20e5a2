// Opening a database: one owner at a time (the lock), only our own files (schema identity,
// adopting the previous renju's), plain-words failures that leave nothing behind, and the
// durability settings of the very connection that commits.
#include <gtest/gtest.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "store/db_lock.hpp"
#include "store/sqlite_schema.hpp"
#include "store/sqlite_store.hpp"
#include "store/temp_db.hpp"

namespace renju::store {
namespace {

namespace fs = std::filesystem;

std::string bytes_of(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

void write_file(const fs::path& path, const std::string& bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << bytes;
}

// Makes a database with SQLite directly, as another program (or the previous renju) would.
void make_database(const fs::path& path, const std::string& sql) {
  fs::create_directories(path.parent_path());
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  char* err = nullptr;
  const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err);
  const std::string message = err ? err : "";
  sqlite3_free(err);
  sqlite3_close(db);
  ASSERT_EQ(rc, SQLITE_OK) << message;
}

// The message of the StoreError that opening `path` throws ("" if it opened).
std::string open_failure(const fs::path& path) {
  try {
    open_sqlite_store(path);
  } catch (const StoreError& e) {
    return e.what();
  }
  return "";
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The schema the previous renju wrote, verbatim (deliberately not shared with the store's own
// copy: this one is the fixed record of what old files contain).
constexpr const char* kPreviousRenju = R"sql(
CREATE TABLE IF NOT EXISTS games (
  id          TEXT PRIMARY KEY,
  rule        TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  seat_a_hash TEXT,
  seat_b_hash TEXT
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  action  TEXT NOT NULL,
  PRIMARY KEY (game_id, version)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS games_unclaimed ON games(created_at)
  WHERE seat_a_hash IS NULL OR seat_b_hash IS NULL;
PRAGMA user_version=1;
)sql";

TEST(DatabaseLock, SecondOpenInTheSameProcessIsRefusedAndNamesIt) {
  TempDb db;
  auto first = open_sqlite_store(db.path());
  const auto message = open_failure(db.path());
  EXPECT_TRUE(contains(message, "is in use by process " + std::to_string(::getpid()))) << message;
  EXPECT_TRUE(contains(message, "store_tests")) << "its command line: " << message;
  EXPECT_TRUE(contains(message, db.path().string())) << message;
  first.reset();
  EXPECT_FALSE(fs::exists(DatabaseLock::path_for(db.path()))) << "removed when released";
  EXPECT_NO_THROW(open_sqlite_store(db.path()));
}

TEST(DatabaseLock, AnotherProcessIsNamedAndItsDeathReleasesTheLock) {
  TempDb db;
  fs::create_directories(db.path().parent_path());
  int ready[2];
  ASSERT_EQ(::pipe(ready), 0);
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    // Holds the database until killed; says so through the pipe.
    int code = 0;
    try {
      auto store = open_sqlite_store(db.path());
      char one = '1';
      if (::write(ready[1], &one, 1) != 1) code = 2;
      for (;;) ::pause();
    } catch (...) {
      code = 1;
    }
    std::_Exit(code);
  }
  ::close(ready[1]);
  char got = 0;
  ASSERT_EQ(::read(ready[0], &got, 1), 1) << "the child could not open the store";
  ::close(ready[0]);
  const auto message = open_failure(db.path());
  EXPECT_TRUE(contains(message, "is in use by process " + std::to_string(child))) << message;
  ::kill(child, SIGKILL);
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status));
  // The stale lock file is still there, but nothing holds it.
  EXPECT_TRUE(fs::exists(DatabaseLock::path_for(db.path())));
  EXPECT_EQ(open_failure(db.path()), "");
}

TEST(Durability, TheCommittingConnectionRunsWalWithSynchronousFull) {
  TempDb db;
  for (int open = 0; open < 2; ++open) {  // a new file, then the same file reopened
    SqliteStore store(db.path());
    ASSERT_TRUE(store.create_game(new_game("g" + std::to_string(open))));
    const auto p = store.pragmas();
    EXPECT_EQ(p.journal_mode, "wal") << "open " << open;
    EXPECT_EQ(p.synchronous, 2) << "FULL; open " << open;
    EXPECT_TRUE(p.foreign_keys) << "open " << open;
    EXPECT_EQ(p.application_id, kApplicationId);
    EXPECT_EQ(p.user_version, kSchemaVersion);
  }
}

TEST(SchemaIdentity, APreviousRenjuDatabaseIsAdoptedWithItsGames) {
  TempDb db;
  make_database(db.path(), std::string(kPreviousRenju) +
                               "INSERT INTO games VALUES('g1', 'standard', 100, 'ha', 'hb');"
                               "INSERT INTO actions VALUES('g1', 1, 'A place h8');"
                               "INSERT INTO actions VALUES('g1', 2, 'B place h9');");
  SqliteStore store(db.path());
  const auto p = store.pragmas();
  EXPECT_EQ(p.application_id, kApplicationId);
  EXPECT_EQ(p.user_version, kSchemaVersion);
  auto g = store.load_game("g1");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->actions, (std::vector<std::string>{"A place h8", "B place h9"}));
  EXPECT_FALSE(g->closed_at);
  EXPECT_EQ(store.append_action("g1", 3, "A place j10"), AppendResult::kOk);
  // Its old actions count as made at the upgrade, not at time 0: not untouched since 1000.
  EXPECT_EQ(store.close_untouched_before(1000, 2000), 0);
}

// Opens a database made by `sql` and returns the refusal, having checked that the file is
// byte for byte as it was and that nothing was left beside it.
std::string refusal_of_database(const std::string& sql) {
  TempDb db;
  make_database(db.path(), sql);
  const auto before = bytes_of(db.path());
  const auto message = open_failure(db.path());
  EXPECT_TRUE(contains(message, "cannot use the database " + db.path().string())) << message;
  EXPECT_TRUE(contains(message, "did not change it")) << message;
  EXPECT_EQ(bytes_of(db.path()), before);
  EXPECT_FALSE(fs::exists(db.path().string() + "-wal"));
  EXPECT_FALSE(fs::exists(DatabaseLock::path_for(db.path())));
  return message;
}

TEST(SchemaIdentity, AnotherProgramsDatabaseWithAGamesTableIsRefusedUnchanged) {
  const auto message = refusal_of_database(
      "CREATE TABLE games (id TEXT PRIMARY KEY, score INTEGER);"
      "INSERT INTO games VALUES('chess-1', 3);");
  EXPECT_TRUE(contains(message, "another program")) << message;
  EXPECT_TRUE(contains(message, "tables games")) << message;
}

TEST(SchemaIdentity, TheSameTablesWithOtherColumnsAreNotOurs) {
  const auto message = refusal_of_database(
      "CREATE TABLE games (id TEXT PRIMARY KEY, rule TEXT);"
      "CREATE TABLE actions (game_id TEXT, version INTEGER, action TEXT);");
  EXPECT_TRUE(contains(message, "another program")) << message;
}

TEST(SchemaIdentity, AnotherApplicationIdIsRefusedUnchanged) {
  const auto message = refusal_of_database("PRAGMA application_id=42;");
  EXPECT_TRUE(contains(message, "application_id 0x0000002a")) << message;
}

TEST(SchemaIdentity, ANewerRenjuSchemaIsRefusedUnchanged) {
  const auto message =
      refusal_of_database("PRAGMA application_id=" + std::to_string(kApplicationId) +
                          "; PRAGMA user_version=" + std::to_string(kSchemaVersion + 1) + ";");
  EXPECT_TRUE(contains(message, "newer renju")) << message;
}

TEST(OpenFailure, AFileThatIsNotADatabaseIsRefusedUnchanged) {
  TempDb db;
  std::string text;
  for (int i = 0; i < 200; ++i) text += "these are my notes, not a database\n";
  write_file(db.path(), text);
  const auto message = open_failure(db.path());
  EXPECT_TRUE(contains(message, "cannot use the database " + db.path().string())) << message;
  EXPECT_TRUE(contains(message, "not a SQLite database")) << message;
  EXPECT_EQ(bytes_of(db.path()), text);
  EXPECT_FALSE(fs::exists(db.path().string() + "-wal"));
}

TEST(OpenFailure, AFolderThatCannotBeCreatedIsNamedAndNothingIsLeft) {
  TempDb db;
  // Root ignores permissions, so the folder is made impossible instead: a file stands in its
  // path.
  const auto blocker = db.path().parent_path() / "plain-file";
  write_file(blocker, "x");
  const auto path = blocker / "deeper" / "renju.db";
  const auto message = open_failure(path);
  EXPECT_TRUE(contains(message, "cannot create the folder " + (blocker / "deeper").string()))
      << message;
  EXPECT_TRUE(contains(message, "a file, not a folder")) << message;
  EXPECT_TRUE(fs::is_regular_file(blocker));
  EXPECT_EQ(std::distance(fs::directory_iterator(db.path().parent_path()), {}), 1);
}

TEST(OpenFailure, AFolderGivenAsTheDatabaseIsRefused) {
  TempDb db;
  fs::create_directories(db.path());
  const auto message = open_failure(db.path());
  EXPECT_TRUE(contains(message, "it is a folder")) << message;
  EXPECT_TRUE(fs::is_empty(db.path()));
}

// Restores the file size limit (the test's stand-in for a full disk) however the test ends.
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    ::getrlimit(RLIMIT_FSIZE, &saved_);
    old_handler_ = ::signal(SIGXFSZ, SIG_IGN);  // a write past it fails instead of killing us
    rlimit limit = saved_;
    limit.rlim_cur = bytes;
    ::setrlimit(RLIMIT_FSIZE, &limit);
  }
  ~FileSizeLimit() {
    ::setrlimit(RLIMIT_FSIZE, &saved_);
    ::signal(SIGXFSZ, old_handler_);
  }

 private:
  rlimit saved_{};
  sighandler_t old_handler_;
};

TEST(OpenFailure, AFullDiskAtCreationSaysSoAndLeavesNoFile) {
  TempDb db;
  std::string message;
  {
    // Room for the lock file's pid, not for a database page. (A really full disk answers
    // ENOSPC, which SQLite reports as SQLITE_FULL: "the disk is full".)
    FileSizeLimit limit(512);
    message = open_failure(db.path());
  }
  EXPECT_TRUE(contains(message, "cannot use the database " + db.path().string())) << message;
  EXPECT_TRUE(contains(message, "writing to the disk failed: it may be full")) << message;
  EXPECT_FALSE(fs::exists(db.path())) << "no 0-byte database left behind";
  EXPECT_FALSE(fs::exists(db.path().parent_path())) << "nor the folder made for it";
  EXPECT_EQ(open_failure(db.path()), "") << "with room again, it opens";
}

TEST(SchemaIdentity, AnEmptyExistingFileBecomesOurs) {
  TempDb db;
  write_file(db.path(), "");
  SqliteStore store(db.path());
  EXPECT_EQ(store.pragmas().application_id, kApplicationId);
  EXPECT_TRUE(store.create_game(new_game("g1")));
}

}  // namespace
}  // namespace renju::store
