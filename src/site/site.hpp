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
  std::string host{};           // the Host header: the sitemap's absolute addresses use it
  std::string scheme = "http";  // "https" behind a proxy that says so (X-Forwarded-Proto)
};

struct PageResponse {
  int status = 200;
  std::string content_type;
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // extra, e.g. Location
};

struct SiteConfig {
  // The front-end (app.js, app.css, …): "" serves the copy built into the binary; a folder
  // (web/dist, for front-end work) is read once at start instead.
  std::string assets_dir;
  std::string version;  // e.g. "0.1.0"
  std::string commit;   // short hash
};

class Site {
 public:
  explicit Site(SiteConfig config);
  ~Site();
  Site(Site&&) noexcept;
  Site& operator=(Site&&) noexcept;

  // nullopt: one of the server's own paths (/api/…, /ws/…), answered by the server in JSON.
  // Anything else gets a page: the one asked for, or a styled, translated 404 (405 for methods
  // other than GET and HEAD).
  std::optional<PageResponse> handle(const PageRequest& request) const;
  // The error page for `status` (404, 405; anything else is shown as 500) in the request's
  // language: the path's, else the lang cookie's, else Accept-Language's.
  PageResponse error_page(int status, const PageRequest& request) const;

 private:
  struct Impl;
  std::unique_ptr<const Impl> impl_;
};

}  // namespace renju::site
