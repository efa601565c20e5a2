// The sitemap and robots.txt: the public pages of the registry in every offered language.
#include "site/sitemap.hpp"

#include <algorithm>
#include <set>

#include "openings/registry.hpp"
#include "site/html.hpp"

namespace renju::site {

std::vector<std::string> public_paths() {
  std::vector<std::string> out = {"/", "/rules"};
  std::set<std::string> pages;
  for (const auto& spec : openings::rule_specs()) {
    if (pages.insert(spec.page()).second) out.push_back("/rules/" + spec.page());
  }
  return out;
}

std::string sitemap_origin(std::string_view scheme, std::string_view host) {
  const bool plain =
      !host.empty() && host.size() <= 255 && std::all_of(host.begin(), host.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '.' || c == '-' || c == ':' || c == '[' || c == ']';
      });
  if (!plain || (scheme != "http" && scheme != "https")) return "";
  return std::string(scheme) + "://" + std::string(host);
}

std::string render_sitemap(const Catalogs& catalogs, std::string_view origin) {
  const std::string base = escape(origin);
  std::string o = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  o += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
       "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
  for (const auto& path : public_paths()) {
    for (const auto& lang : catalogs.languages()) {
      o += "<url><loc>" + base + "/" + lang + path + "</loc>";
      for (const auto& other : catalogs.languages()) {
        o += "<xhtml:link rel=\"alternate\" hreflang=\"" + other + "\" href=\"" + base + "/" +
             other + path + "\"/>";
      }
      o += "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"" + base +
           (path == "/" ? "/" : "/en" + path) + "\"/></url>\n";
    }
  }
  o += "</urlset>\n";
  return o;
}

std::string render_robots(std::string_view origin) {
  std::string o = "User-agent: *\nDisallow: /api/\nDisallow: /ws/\n";
  if (!origin.empty()) o += "Sitemap: " + std::string(origin) + "/sitemap.xml\n";
  return o;
}

}  // namespace renju::site
