// Site: routes a page request to the page renderers; everything else is left to the server.
#include "site/site.hpp"

namespace renju::site {

struct Site::Impl {
  SiteConfig config;
};

Site::Site(SiteConfig config) : impl_(std::make_unique<const Impl>(Impl{std::move(config)})) {}
Site::~Site() = default;
Site::Site(Site&&) noexcept = default;
Site& Site::operator=(Site&&) noexcept = default;

std::optional<PageResponse> Site::handle(const PageRequest& request) const {
  if (request.method != "GET" && request.method != "HEAD") return std::nullopt;
  if (request.target == "/") {
    PageResponse r;
    r.status = 302;
    r.content_type = "text/plain; charset=utf-8";
    r.headers.emplace_back("Location", "/en/");
    return r;
  }
  return std::nullopt;
}

}  // namespace renju::site
