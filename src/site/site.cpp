// Site: routes a page request to the page renderers; API, WebSocket and unknown paths are left
// to the server (nullopt). Pages carry the language in the path: /<lang>/…
#include "site/site.hpp"

#include <algorithm>

#include "site/assets.hpp"
#include "site/i18n.hpp"
#include "site/pages.hpp"
#include "site/sitemap.hpp"

namespace renju::site {

namespace {

constexpr std::string_view kHtml = "text/html; charset=utf-8";

// Joins string pieces by appending: `"/" + std::string` trips GCC 12's -Wrestrict at -O3.
template <typename... Parts>
std::string cat(const Parts&... parts) {
  std::string out;
  (out.append(std::string_view(parts)), ...);
  return out;
}

bool valid_game_id(std::string_view id) {
  return !id.empty() && id.size() <= 64 && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  });
}

// The value of cookie `name` in a Cookie header, or "".
std::string cookie_value(std::string_view header, std::string_view name) {
  while (!header.empty()) {
    auto semi = header.find(';');
    std::string_view item = header.substr(0, semi);
    header = semi == std::string_view::npos ? std::string_view{} : header.substr(semi + 1);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    auto eq = item.find('=');
    if (eq != std::string_view::npos && item.substr(0, eq) == name) {
      return std::string(item.substr(eq + 1));
    }
  }
  return {};
}

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> parts;
  while (!path.empty()) {
    if (path.front() == '/') {
      path.remove_prefix(1);
      continue;
    }
    auto slash = path.find('/');
    parts.push_back(path.substr(0, slash));
    path = slash == std::string_view::npos ? std::string_view{} : path.substr(slash);
  }
  return parts;
}

PageResponse redirect(int status, std::string location) {
  PageResponse r;
  r.status = status;
  r.content_type = "text/plain; charset=utf-8";
  r.body = cat("See ", location, "\n");
  r.headers.emplace_back("Location", std::move(location));
  r.headers.emplace_back("Vary", "Accept-Language, Cookie");
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

PageResponse page(std::string lang, std::string body) {
  PageResponse r;
  r.content_type = std::string(kHtml);
  r.body = std::move(body);
  r.headers.emplace_back("Content-Language", lang);
  r.headers.emplace_back("Cache-Control", "no-cache");
  // Remembered so that links without a language (/game/<id>) open in the one last chosen.
  r.headers.emplace_back("Set-Cookie",
                         cat("lang=", lang, "; Path=/; Max-Age=31536000; SameSite=Lax"));
  return r;
}

// /sitemap.xml (absolute addresses, so it needs a plain Host) and /robots.txt.
PageResponse machine_file(std::string_view name, const std::string& origin,
                          const Catalogs& catalogs) {
  PageResponse r;
  r.content_type = "text/plain; charset=utf-8";
  r.headers.emplace_back("Cache-Control", "no-cache");
  if (name == "robots.txt") {
    r.body = render_robots(origin);
  } else if (origin.empty()) {
    r.status = 400;
    r.body = "A sitemap needs a Host header of the form host[:port].\n";
  } else {
    r.content_type = "application/xml; charset=utf-8";
    r.body = render_sitemap(catalogs, origin);
  }
  return r;
}

}  // namespace

struct Site::Impl {
  SiteConfig config;
  const Catalogs& catalogs = Catalogs::embedded();
  Assets assets;

  std::string preferred_language(const PageRequest& request) const {
    std::string from_cookie = cookie_value(request.cookie, "lang");
    if (catalogs.has_language(from_cookie)) return from_cookie;
    return catalogs.negotiate(request.accept_language);
  }

  std::optional<PageResponse> asset(std::string_view name, std::string_view query) const {
    const Asset* a = assets.find(name);
    if (!a) return std::nullopt;
    PageResponse r;
    r.content_type = a->content_type;
    r.body = a->body;
    // Versioned URLs never change content; plain ones must be revalidated.
    r.headers.emplace_back("Cache-Control", query.starts_with("v=")
                                                ? "public, max-age=31536000, immutable"
                                                : "no-cache");
    return r;
  }

  // The page at request.target, or nullopt when there is none.
  std::optional<PageResponse> route(const PageRequest& request) const;
};

Site::Site(SiteConfig config)
    : impl_(std::make_unique<const Impl>(Impl{
          config, Catalogs::embedded(),
          config.assets_dir.empty() ? Assets::embedded() : Assets::load(config.assets_dir)})) {}
Site::~Site() = default;
Site::Site(Site&&) noexcept = default;
Site& Site::operator=(Site&&) noexcept = default;

namespace {

struct Target {
  std::string_view path, query;
  std::vector<std::string_view> parts;
};

Target parse_target(std::string_view target) {
  Target t;
  if (auto q = target.find('?'); q != std::string_view::npos) {
    t.query = target.substr(q + 1);
    target = target.substr(0, q);
  }
  if (auto hash = target.find('#'); hash != std::string_view::npos) target = target.substr(0, hash);
  t.path = target;
  t.parts = split_path(target);
  return t;
}

// The raw value of `name=` in a query ("" when absent); callers only compare it.
std::string_view query_value(std::string_view query, std::string_view name) {
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    if (pair.size() > name.size() && pair.starts_with(name) && pair[name.size()] == '=') {
      return pair.substr(name.size() + 1);
    }
    if (amp == std::string_view::npos) break;
    query.remove_prefix(amp + 1);
  }
  return {};
}

// "/" followed by parts[first…] joined with "/": the path the language switcher keeps.
std::string path_from(const std::vector<std::string_view>& parts, std::size_t first) {
  std::string out;
  for (std::size_t i = first; i < parts.size(); ++i) out += cat("/", parts[i]);
  return out.empty() ? "/" : out;
}

// The server's own paths: what it answers there (JSON) is not a page.
bool server_path(const Target& t) {
  return !t.parts.empty() && (t.parts[0] == "api" || t.parts[0] == "ws");
}

}  // namespace

std::optional<PageResponse> Site::handle(const PageRequest& request) const {
  const Target t = parse_target(request.target);
  if (server_path(t)) return std::nullopt;
  if (request.method != "GET" && request.method != "HEAD") {
    PageResponse r = error_page(405, request);
    r.headers.emplace_back("Allow", "GET, HEAD");
    return r;
  }
  if (auto r = impl_->route(request)) return r;
  return error_page(404, request);
}

PageResponse Site::error_page(int status, const PageRequest& request) const {
  if (status != 404 && status != 405) status = 500;
  const Impl& s = *impl_;
  const Target t = parse_target(request.target);
  std::string lang = !t.parts.empty() && s.catalogs.has_language(t.parts[0])
                         ? std::string(t.parts[0])
                         : s.preferred_language(request);
  // The switcher offers this same address in each language.
  const std::size_t first = !t.parts.empty() && t.parts[0] == lang ? 1 : 0;
  PageContext ctx{s.catalogs, s.assets, s.config, lang, path_from(t.parts, first)};
  PageResponse r;
  r.status = status;
  r.content_type = std::string(kHtml);
  r.body = render_error(ctx, status);
  r.headers.emplace_back("Content-Language", lang);
  r.headers.emplace_back("Cache-Control", "no-store");
  return r;
}

std::optional<PageResponse> Site::Impl::route(const PageRequest& request) const {
  const auto [target, query, parts] = parse_target(request.target);
  const Impl& s = *this;

  if (parts.empty()) {
    // A refused new-game form without its language (server/api_reply.hpp) keeps its code.
    const auto refused = query_value(query, "refused");
    const bool code = !refused.empty() && refused.size() <= 32 &&
                      refused.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == refused.npos;
    return redirect(302, cat("/", s.preferred_language(request), "/",
                             code ? cat("?refused=", refused) : std::string()));
  }
  if (parts[0] == "assets" && parts.size() == 2) return s.asset(parts[1], query);
  if (parts.size() == 1 && (parts[0] == "sitemap.xml" || parts[0] == "robots.txt")) {
    return machine_file(parts[0], sitemap_origin(request.scheme, request.host), s.catalogs);
  }
  // Links handed out by the server carry no language: /game/<id>[/join]. The browser keeps
  // the #fragment (the seat secret) across the redirect.
  if (parts[0] == "game" && (parts.size() == 2 || (parts.size() == 3 && parts[2] == "join")) &&
      valid_game_id(parts[1])) {
    std::string to = cat("/", s.preferred_language(request), "/game/", parts[1]);
    if (parts.size() == 3) to += "/join";
    return redirect(302, to);
  }

  if (!s.catalogs.has_language(parts[0])) return std::nullopt;
  std::string lang(parts[0]);
  if (parts.size() == 1 && !target.ends_with('/')) return redirect(301, cat("/", lang, "/"));
  PageContext ctx{s.catalogs, s.assets, s.config, lang, path_from(parts, 1)};

  if (parts.size() == 1) return page(lang, render_home(ctx, query_value(query, "refused")));
  if (parts[1] == "rules") {
    if (parts.size() == 2) return page(lang, render_rules_index(ctx));
    // One page per family of the registry, at the id of its usual rule.
    if (parts.size() == 3) {
      for (const auto& spec : openings::rule_specs()) {
        if (parts[2] == spec.page()) return page(lang, render_rules(ctx, spec));
      }
    }
    return std::nullopt;
  }
  if (parts[1] == "games" && parts.size() == 2) return page(lang, render_my_games(ctx));
  if (parts[1] == "analysis" && parts.size() == 2) return page(lang, render_analysis(ctx));
  if (parts[1] == "game" && parts.size() >= 3 && valid_game_id(parts[2])) {
    if (parts.size() == 3) return page(lang, render_game(ctx, parts[2], false));
    if (parts.size() == 4 && parts[3] == "join")
      return page(lang, render_game(ctx, parts[2], true));
  }
  return std::nullopt;
}

}  // namespace renju::site
