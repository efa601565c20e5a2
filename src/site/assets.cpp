// Loading the front-end bundle (embedded or from a folder) into memory with content types and
// content hashes.
#include "site/assets.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace renju::site {

namespace {
std::string content_type_for(const std::string& name) {
  auto ext = std::filesystem::path(name).extension().string();
  if (ext == ".js") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".json") return "application/json";
  if (ext == ".map") return "application/json";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

// FNV-1a: enough to tell two builds apart for caching, not a security hash.
std::string short_hash(std::string_view data) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : data) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (int i = 0; i < 12; ++i) out += kHex[(h >> (4 * i)) & 0xf];
  return out;
}
}  // namespace

Assets Assets::load(const std::string& dir) {
  Assets out;
  std::error_code ec;
  if (dir.empty() || !std::filesystem::is_directory(dir, ec)) return out;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (!entry.is_regular_file(ec)) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    if (!in) continue;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    out.add(entry.path().filename().string(), buffer.str());
  }
  return out;
}

Assets Assets::embedded() {
  Assets out;
  for (const EmbeddedAsset& e : embedded_assets()) {
    std::string body;
    for (std::string_view part : e.parts) body.append(part);
    out.add(std::string(e.name), std::move(body));
  }
  return out;
}

void Assets::add(std::string name, std::string body) {
  Asset a{content_type_for(name), std::move(body), {}};
  a.hash = short_hash(a.body);
  files_[std::move(name)] = std::move(a);
}

const Asset* Assets::find(std::string_view name) const {
  auto it = files_.find(name);
  return it == files_.end() ? nullptr : &it->second;
}

std::string Assets::url(std::string_view name) const {
  std::string out = "/assets/" + std::string(name);
  if (const Asset* a = find(name)) out += "?v=" + a->hash;
  return out;
}

}  // namespace renju::site
