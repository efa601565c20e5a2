// The site layer: server-rendered pages (home, rules, game shell), the i18n catalogs and the
// built front-end assets. The server calls Site::handle for every plain HTTP request.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace renju::site {

struct PageRequest {
  std::string method;  // "GET", "HEAD", …
  std::string target;  // path and query, e.g. "/en/rules/standard?x=1"
  std::string accept_language;
  std::string cookie;
};

struct PageResponse {
  int status = 200;
  std::string content_type;
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // extra, e.g. Location
};

struct SiteConfig {
  std::string assets_dir;  // web/dist: app.js, app.css (missing files: pages still render)
  std::string version;     // e.g. "0.1.0"
  std::string commit;      // short hash
};

class Site {
 public:
  explicit Site(SiteConfig config);
  ~Site();
  Site(Site&&) noexcept;
  Site& operator=(Site&&) noexcept;

  // nullopt: not a page of the site (the server answers with its API or its 404).
  std::optional<PageResponse> handle(const PageRequest& request) const;

 private:
  struct Impl;
  std::unique_ptr<const Impl> impl_;
};

}  // namespace renju::site
