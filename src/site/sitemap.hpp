// /sitemap.xml and /robots.txt: every public page in every offered language, each address
// with its hreflang alternates (the sitemaps.org format with xhtml:link, as search engines
// read it). Game pages are private links and are not listed.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "site/i18n.hpp"

namespace renju::site {

// The paths after /<lang> of the public pages: "/", "/rules", "/rules/<page>" per rule family.
std::vector<std::string> public_paths();
// origin: "http://host:port", already checked (see sitemap_origin).
std::string render_sitemap(const Catalogs& catalogs, std::string_view origin);
std::string render_robots(std::string_view origin);
// scheme://host for a request's Host header, or "" when the header is not a plain host[:port]
// (a sitemap must not repeat what a client made up in markup).
std::string sitemap_origin(std::string_view scheme, std::string_view host);

}  // namespace renju::site
