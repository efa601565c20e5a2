// Test helpers for the store: a temporary database folder and a game to create in it.
#pragma once

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <string>

#include "store/store.hpp"

namespace renju::store {

class TempDb {
 public:
  TempDb() {
    static std::atomic<int> n{0};
    dir_ = std::filesystem::temp_directory_path() /
           ("renju-store-" + std::to_string(::getpid()) + "-" + std::to_string(n++));
    std::filesystem::remove_all(dir_);
  }
  ~TempDb() { std::filesystem::remove_all(dir_); }
  // A nested path, so opening also proves the folder is created.
  std::filesystem::path path() const { return dir_ / "sub" / "renju.db"; }

 private:
  std::filesystem::path dir_;
};

inline NewGame new_game(std::string id, int creator_seat = 0, std::int64_t created_at = 1000) {
  std::string hash = "hash-" + id;
  return NewGame{std::move(id), "taraguchi-10", created_at, creator_seat, std::move(hash)};
}

}  // namespace renju::store
