// The built front-end (web/dist), read once at start-up and served from memory under /assets/.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace renju::site {

struct Asset {
  std::string content_type;
  std::string body;
  std::string hash;  // short content hash, used as ?v= for cache busting
};

class Assets {
 public:
  // Reads the regular files directly in dir; a missing or unreadable dir gives no assets.
  static Assets load(const std::string& dir);
  const Asset* find(std::string_view name) const;
  // "/assets/<name>?v=<hash>", or "/assets/<name>" when the file is missing.
  std::string url(std::string_view name) const;

 private:
  std::map<std::string, Asset, std::less<>> files_;
};

}  // namespace renju::site
