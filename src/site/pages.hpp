// Renderers of the server-rendered pages. Each returns a complete HTML document in one
// language; the shared frame carries the skip link, language switcher, hreflang and footer.
#pragma once

#include <string>
#include <string_view>

#include "openings/registry.hpp"
#include "site/assets.hpp"
#include "site/i18n.hpp"
#include "site/site.hpp"

namespace renju::site {

struct PageContext {
  const Catalogs& catalogs;
  const Assets& assets;
  const SiteConfig& config;
  std::string lang;
  std::string rest;  // the path after "/<lang>", e.g. "/rules/standard"; used by the switcher
};

// `refused`: the code of the API's refusal of the new-game form (?refused=…), said in words
// above the form; empty or unknown: nothing.
std::string render_home(const PageContext& ctx, std::string_view refused = {});
std::string render_rules_taraguchi(const PageContext& ctx);
std::string render_rules_standard(const PageContext& ctx);
// The page of any rule of the registry (Taraguchi and standard have their own layouts).
std::string render_rules(const PageContext& ctx, const openings::RuleSpec& spec);
// /rules: every rule of the registry with its summary.
std::string render_rules_index(const PageContext& ctx);
std::string render_game(const PageContext& ctx, std::string_view game_id, bool join);
// 404, 405 or 500 (the catalogs hold error.<status>.title and .text for these).
std::string render_error(const PageContext& ctx, int status);
// "My games": the frame and a place for the list, which is this browser's (the script draws it).
std::string render_my_games(const PageContext& ctx);
// The analysis board: the frame and its place; the script draws the board (web/src/analysis.ts).
std::string render_analysis(const PageContext& ctx);

}  // namespace renju::site
