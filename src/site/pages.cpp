// The home, rules and game pages, written as plain HTML strings (no template engine needed
// for four pages; every translated text goes through escape()).
#include "site/pages.hpp"

#include "openings/registry.hpp"
#include "site/format.hpp"
#include "site/html.hpp"
#include "site/time_form.hpp"

namespace renju::site {

namespace {

struct Html {
  const PageContext& ctx;
  std::string out;

  std::string t(std::string_view key, const Params& params = {}) const {
    return escape(ctx.catalogs.text(ctx.lang, key, params));
  }
  std::string link(std::string_view path) const { return "/" + ctx.lang + std::string(path); }
};

std::string frame(const PageContext& ctx, std::string_view title, std::string_view body_class,
                  const std::string& main, bool with_script) {
  Html h{ctx, {}};
  std::string& o = h.out;
  o += "<!doctype html>\n<html lang=\"" + ctx.lang + "\" dir=\"ltr\">\n<head>\n";
  o += "<meta charset=\"utf-8\">\n";
  o += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  // The server's Referrer-Policy is no-referrer, under which browsers send "Origin: null" on
  // same-origin form posts and fetches, and the server refuses those. same-origin keeps the
  // referrer off other sites and lets our own POSTs carry their origin.
  o += "<meta name=\"referrer\" content=\"same-origin\">\n";
  o += "<title>" + escape(title) + " · " + h.t("site.name") + "</title>\n";
  o += "<meta name=\"description\" content=\"" + h.t("site.tagline") + "\">\n";
  o += "<link rel=\"icon\" href=\"data:,\">\n";
  o += "<link rel=\"stylesheet\" href=\"" + escape(ctx.assets.url("app.css")) + "\">\n";
  for (const auto& lang : ctx.catalogs.languages()) {
    o += "<link rel=\"alternate\" hreflang=\"" + lang + "\" href=\"/" + lang + escape(ctx.rest) +
         "\">\n";
  }
  // x-default: the home redirects by the visitor's language; other pages default to English.
  o += "<link rel=\"alternate\" hreflang=\"x-default\" href=\"" +
       (ctx.rest == "/" ? std::string("/")
                        : "/" + std::string(Catalogs::kSource) + escape(ctx.rest)) +
       "\">\n";
  if (with_script) {
    o += "<script type=\"module\" src=\"" + escape(ctx.assets.url("app.js")) + "\"></script>\n";
  }
  o += "</head>\n<body class=\"" + std::string(body_class) + "\">\n";
  o += "<a class=\"skip\" href=\"#main\">" + h.t("site.skip") + "</a>\n";
  o += "<header class=\"site-header\">\n";
  o += "<a class=\"brand\" href=\"" + h.link("/") + "\">" + h.t("site.name") + "</a>\n";
  o += "<nav class=\"site-nav\" aria-label=\"" + h.t("site.nav.label") + "\"><ul>";
  o += "<li><a href=\"" + h.link("/") + "\">" + h.t("site.nav.home") + "</a></li>";
  o += "<li><a href=\"" + h.link("/rules") + "\">" + h.t("site.nav.rules") + "</a></li>";
  o += "<li><a href=\"" + h.link("/games") + "\">" + h.t("site.nav.myGames") + "</a></li>";
  o += "<li><a href=\"" + h.link("/analysis") + "\">" + h.t("site.nav.analysis") + "</a></li>";
  o += "</ul></nav>\n";
  // The language menu: a disclosure (no script), each language in its own name and script,
  // in the order Catalogs::languages() gives; the page sets the lang cookie that remembers it.
  o += "<details class=\"langs\"><summary><span class=\"visually-hidden\">" + h.t("site.language") +
       ": </span><span lang=\"" + ctx.lang + "\">" + h.t("lang.name") + "</span></summary>\n";
  o += "<nav aria-label=\"" + h.t("site.language") + "\"><ul>";
  for (const auto& lang : ctx.catalogs.languages()) {
    o += "<li><a href=\"/" + lang + escape(ctx.rest) + "\" hreflang=\"" + lang + "\" lang=\"" +
         lang + "\"";
    if (lang == ctx.lang) o += " aria-current=\"page\"";
    o += ">" + escape(ctx.catalogs.text(lang, "lang.name")) + "</a></li>";
  }
  o += "</ul></nav>\n</details>\n</header>\n";
  o += "<main id=\"main\" tabindex=\"-1\">\n" + main + "</main>\n";
  o += "<footer class=\"site-footer\">\n<p>" + h.t("site.tagline") + "</p>\n";
  o += "<p class=\"build\">v" + escape(ctx.config.version) + " · " + escape(ctx.config.commit) +
       "</p>\n</footer>\n</body>\n</html>\n";
  return o;
}

}  // namespace

namespace {
// The catalog key that explains a refusal of the new-game form (POST /api/games), "" for a
// code the form cannot get.
std::string_view refusal_key(std::string_view code) {
  if (code == "computer_busy") return "error.computer_busy";
  if (code == "bad_time_control") return "error.bad_time_control";
  if (code == "bad_origin") return "error.bad_origin";
  if (code == "rate_limited") return "home.refused.rate_limited";
  if (code == "busy" || code == "unavailable" || code == "internal") return "home.refused.later";
  for (std::string_view bad : {"bad_form", "bad_rule", "bad_side", "bad_opponent", "bad_level",
                               "bad_json", "bad_content_type"}) {
    if (code == bad) return "home.refused.invalid";
  }
  return "";
}

// The levels' Elo, each against the level below, as measured by `renju ai-match` (the table
// and its commands: docs/engine.md, "The levels' Elo"). Only these numbers change when the
// levels are measured again; the catalogs' help text takes them as placeholders. Session 40's
// figures: 260 games a pair (the 26 openings and 104 with two more stones, both colours), the
// engine the site plays (session 40's frontier; club and beginner unchanged since session 38).
struct LevelElo {
  const char* placeholder;
  int elo;
  int margin;  // half the 95 % interval (its lower half where the upper end is unbounded)
};
constexpr LevelElo kLevelElo[] = {{"club", 205, 50}, {"strong", 512, 107}, {"maximum", 146, 46}};
// The strong level at 1 s a move (with its opening book, as the site plays it) against Rapfi
// (classical, one thread) at 0.1 s, 26 openings with both colours (docs/engine-search.md,
// session 40: 104 games, 78.8 %, the engine the site plays, with session 40's frontier).
constexpr LevelElo kRapfiElo = {"rapfi", 229, 85};

// "+250 ± 90" in the page's digits.
std::string elo_text(std::string_view lang, const LevelElo& l) {
  return std::string(l.elo < 0 ? "−" : "+") + format_number(lang, l.elo < 0 ? -l.elo : l.elo) +
         " ± " + format_number(lang, l.margin);
}

Params level_elo_params(std::string_view lang) {
  Params out;
  for (const LevelElo& l : kLevelElo) out.emplace_back(l.placeholder, elo_text(lang, l));
  return out;
}

}  // namespace

std::string render_home(const PageContext& ctx, std::string_view refused) {
  Html h{ctx, {}};
  std::string& o = h.out;
  o += "<h1>" + h.t("home.title") + "</h1>\n";
  o += "<p class=\"intro\">" + h.t("home.intro") + "</p>\n";
  o += "<section class=\"card\" aria-labelledby=\"new-game\">\n";
  o += "<h2 id=\"new-game\">" + h.t("home.new.heading") + "</h2>\n";
  if (const auto key = refusal_key(refused); !key.empty()) {
    o += "<p class=\"form-error\" role=\"alert\">" + h.t(key) + "</p>\n";
  }
  o += "<form class=\"new-game\" method=\"post\" action=\"/api/games\">\n";
  // Where a refusal brings the browser back to (server/api_reply.hpp, form_refusals).
  o += "<input type=\"hidden\" name=\"lang\" value=\"" + escape(ctx.lang) + "\">\n";
  o += "<p><label for=\"rule\">" + h.t("home.new.rule") + "</label>\n";
  o += "<select id=\"rule\" name=\"rule\" aria-describedby=\"rule-help\">";
  // Every rule of the registry, the first selected; other N of a family in its own group.
  bool first = true;
  for (const auto& spec : openings::rule_specs()) {
    o += "<option value=\"" + spec.page() + "\"" + (first ? " selected" : "") + ">" +
         h.t(spec.name_key()) + "</option>";
    first = false;
  }
  for (const auto& spec : openings::rule_specs()) {
    if (!spec.parameter.exists()) continue;
    o += "<optgroup label=\"" + h.t(spec.n_name_key(), {{"n", "N"}}) + "\">";
    for (int n = spec.parameter.min; n <= spec.parameter.max; ++n) {
      if (n == spec.parameter.fallback) continue;
      o += "<option value=\"" + spec.id(n) + "\">" +
           escape(ctx.catalogs.plural(ctx.lang, spec.n_option_key, n)) + "</option>";
    }
    o += "</optgroup>";
  }
  o += "</select></p>\n";
  // One line per rule, each leading to its rules page (other N are explained on the usual N's).
  o += "<ul class=\"rule-help\" id=\"rule-help\">\n";
  for (const auto& spec : openings::rule_specs()) {
    o += "<li><a href=\"" + h.link("/rules/" + spec.page()) + "\">" + h.t(spec.name_key()) +
         "</a>: " + h.t(spec.summary_key()) + "</li>\n";
  }
  for (const auto& spec : openings::rule_specs()) {
    if (!spec.parameter.exists()) continue;
    o += "<li><a href=\"" + h.link("/rules/" + spec.page()) + "\">" +
         h.t(spec.n_name_key(), {{"n", "N"}}) + "</a>: " + h.t(spec.n_help_key) + "</li>\n";
  }
  o += "</ul>\n";
  o += "<fieldset><legend>" + h.t("home.new.side") + "</legend>\n";
  for (const char* side : {"black", "white", "random"}) {
    std::string id = std::string("side-") + side;
    o += "<label for=\"" + id + "\"><input type=\"radio\" id=\"" + id +
         "\" name=\"side\" value=\"" + side + "\"" +
         (std::string_view(side) == "random" ? " checked" : "") + "> " +
         h.t(std::string("home.side.") + side) + "</label>\n";
  }
  o += "</fieldset>\n<p class=\"hint\">" + h.t("home.new.sideHint") + "</p>\n";
  o += "<fieldset><legend>" + h.t("home.new.opponent") + "</legend>\n";
  for (const char* who : {"human", "computer"}) {
    std::string id = std::string("opponent-") + who;
    o += "<label for=\"" + id + "\"><input type=\"radio\" id=\"" + id +
         "\" name=\"opponent\" value=\"" + who + "\"" +
         (std::string_view(who) == "human" ? " checked" : "") + "> " +
         h.t(std::string("home.opponent.") + who) + "</label>\n";
  }
  // The level matters only against the computer: the stylesheet hides it otherwise (:has()).
  o += "</fieldset>\n<p class=\"level-field\"><label for=\"level\">" + h.t("home.new.level") +
       "</label>\n";
  o += "<select id=\"level\" name=\"level\" aria-describedby=\"level-hint\">";
  for (const char* level : {"beginner", "club", "strong", "maximum"}) {
    o += "<option value=\"" + std::string(level) + "\"" +
         (std::string_view(level) == "club" ? " selected" : "") + ">" +
         h.t(std::string("home.level.") + level) + "</option>";
  }
  o += "</select></p>\n<p class=\"hint level-field\" id=\"level-hint\">" +
       h.t("home.new.levelHint", level_elo_params(ctx.lang)) + " " +
       h.t("home.new.levelRapfi", {{kRapfiElo.placeholder, elo_text(ctx.lang, kRapfiElo)}}) +
       "</p>\n";
  o += time_control_fields(ctx);
  // Unchecked sends nothing: takebacks stay allowed, as for a form from before the option.
  o += "<p class=\"takebacks-field\"><label for=\"takebacks\"><input type=\"checkbox\" "
       "id=\"takebacks\" name=\"takebacks\" value=\"off\"> " +
       h.t("home.new.noTakebacks") + "</label></p>\n";
  o += "<p><button type=\"submit\" class=\"primary\">" + h.t("home.new.submit") +
       "</button></p>\n</form>\n</section>\n";
  o += "<section aria-labelledby=\"rules\">\n<h2 id=\"rules\">" + h.t("home.rules.heading") +
       "</h2>\n<p>" + h.t("home.rules.intro") + "</p>\n<ul class=\"rule-list\">\n";
  // The summaries are in the form above; here each rule is a link to its page.
  for (const auto& spec : openings::rule_specs()) {
    o += "<li><a href=\"" + h.link("/rules/" + spec.page()) + "\">" + h.t(spec.name_key()) +
         "</a></li>\n";
  }
  o += "</ul>\n</section>\n";
  return frame(ctx, ctx.catalogs.text(ctx.lang, "home.title"), "home", o, false);
}

namespace {

// The central squares of the opening drawn as a small static board (no script needed).
std::string squares_diagram(const PageContext& ctx) {
  std::string o = "<svg class=\"diagram\" viewBox=\"0 0 16 16\" role=\"img\" aria-label=\"" +
                  escape(ctx.catalogs.text(ctx.lang, "rules.what.heading")) + "\">";
  for (int i = 1; i <= 15; ++i) {
    auto s = std::to_string(i);
    o += "<line x1=\"1\" y1=\"" + s + "\" x2=\"15\" y2=\"" + s + "\"/>";
    o += "<line x1=\"" + s + "\" y1=\"1\" x2=\"" + s + "\" y2=\"15\"/>";
  }
  for (int half : {1, 2, 3, 4}) {
    double from = 8 - half - 0.5, size = 2 * half + 1;
    o += "<rect class=\"sq sq" + std::to_string(2 * half + 1) + "\" x=\"" +
         std::to_string(from).substr(0, 3) + "\" y=\"" + std::to_string(from).substr(0, 3) +
         "\" width=\"" + std::to_string(static_cast<int>(size)) + "\" height=\"" +
         std::to_string(static_cast<int>(size)) + "\"/>";
  }
  o += "<circle class=\"stone black\" cx=\"8\" cy=\"8\" r=\"0.45\"/></svg>";
  return o;
}

}  // namespace

std::string render_rules_taraguchi(const PageContext& ctx) {
  Html h{ctx, {}};
  std::string& o = h.out;
  o += "<article class=\"rules\">\n<p class=\"tags\"><span class=\"tag beta\">" +
       h.t("rules.beta") + "</span> <span class=\"tag\">" + h.t("rules.variant") + "</span></p>\n";
  o += "<h1>" + h.t("rule.taraguchi-10.name") + "</h1>\n";
  o += "<p class=\"summary\">" + h.t("rule.taraguchi-10.summary") + "</p>\n";
  o += "<section aria-labelledby=\"what\">\n<h2 id=\"what\">" + h.t("rules.what.heading") +
       "</h2>\n" + squares_diagram(ctx) + "\n";
  for (const char* p : {"rules.what.p1", "rules.what.p2", "rules.what.p3"}) {
    o += "<p>" + h.t(p) + "</p>\n";
  }
  // On phones the table reflows into one block per row (app.css); each cell then shows its
  // column's name, which screen readers already get from the header row.
  const std::string standard = h.t("rules.changes.column.standard");
  const std::string taraguchi = h.t("rule.taraguchi-10.name");
  o += "</section>\n<section aria-labelledby=\"changes\">\n<h2 id=\"changes\">" +
       h.t("rules.changes.heading") +
       "</h2>\n<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" "
       "aria-labelledby=\"changes-caption\"><table class=\"changes\">";
  o += "<caption id=\"changes-caption\">" + h.t("rules.changes.caption") + "</caption>\n";
  o += "<thead><tr><th scope=\"col\">" + h.t("rules.changes.aspect") + "</th><th scope=\"col\">" +
       standard + "</th><th scope=\"col\">" + taraguchi + "</th></tr></thead>\n<tbody>\n";
  for (const char* row : {"first", "swap", "fifth", "after"}) {
    std::string r = row;
    o += "<tr><th scope=\"row\">" + h.t("rules.changes.row." + r) +
         "</th><td><span class=\"cell-label\" aria-hidden=\"true\">" + standard + "</span>" +
         h.t("rules.changes.standard." + r) +
         "</td><td><span class=\"cell-label\" aria-hidden=\"true\">" + taraguchi + "</span>" +
         h.t("rules.changes.taraguchi." + r) + "</td></tr>\n";
  }
  o += "</tbody></table></div>\n</section>\n";
  o += "<section aria-labelledby=\"history\">\n<h2 id=\"history\">" + h.t("rules.history.heading") +
       "</h2>\n";
  for (const char* p : {"rules.history.p1", "rules.history.p2"}) {
    o += "<p>" + h.t(p) + "</p>\n";
  }
  o += "</section>\n<p><a class=\"button primary\" href=\"" + h.link("/#new-game") + "\">" +
       h.t("rules.play") + "</a></p>\n</article>\n";
  return frame(ctx, ctx.catalogs.text(ctx.lang, "rule.taraguchi-10.name"), "rules", o, false);
}

std::string render_rules_standard(const PageContext& ctx) {
  Html h{ctx, {}};
  std::string& o = h.out;
  o += "<article class=\"rules\">\n<p class=\"tags\"><span class=\"tag\">" + h.t("rules.variant") +
       "</span></p>\n";
  o += "<h1>" + h.t("rule.standard.name") + "</h1>\n";
  o += "<p class=\"summary\">" + h.t("rule.standard.summary") + "</p>\n";
  o += "<section aria-labelledby=\"how\">\n<h2 id=\"how\">" + h.t("rules.standard.heading") +
       "</h2>\n";
  for (const char* p : {"rules.standard.p1", "rules.standard.p2", "rules.standard.p3"}) {
    o += "<p>" + h.t(p) + "</p>\n";
  }
  o += "</section>\n<section aria-labelledby=\"forbidden\">\n<h2 id=\"forbidden\">" +
       h.t("rules.forbidden.heading") + "</h2>\n<ul>\n";
  for (const char* p :
       {"rules.forbidden.doubleThree", "rules.forbidden.doubleFour", "rules.forbidden.overline"}) {
    o += "<li>" + h.t(p) + "</li>\n";
  }
  o += "</ul>\n</section>\n<section aria-labelledby=\"history\">\n<h2 id=\"history\">" +
       h.t("rules.history.heading") + "</h2>\n<p>" + h.t("rules.standard.history") +
       "</p>\n</section>\n<p><a class=\"button primary\" href=\"" + h.link("/#new-game") + "\">" +
       h.t("rules.play") + "</a></p>\n</article>\n";
  return frame(ctx, ctx.catalogs.text(ctx.lang, "rule.standard.name"), "rules", o, false);
}

std::string render_rules_index(const PageContext& ctx) {
  Html h{ctx, {}};
  std::string& o = h.out;
  o += "<article class=\"rules\">\n<h1>" + h.t("home.rules.heading") + "</h1>\n<p>" +
       h.t("home.rules.intro") + "</p>\n<ul class=\"rule-list\">\n";
  for (const auto& spec : openings::rule_specs()) {
    o += "<li><a href=\"" + h.link("/rules/" + spec.page()) + "\">" + h.t(spec.name_key()) +
         "</a>: " + h.t(spec.summary_key()) + "</li>\n";
  }
  o += "</ul>\n</article>\n";
  return frame(ctx, ctx.catalogs.text(ctx.lang, "home.rules.heading"), "rules", o, false);
}

// A rule with offers (RIF, Yamaguchi, Soosõrv-N), built like the Taraguchi-10 page from the
// keys rules.<page>.what.p1–p3, .first/.swap/.fifth (the comparison) and .history.p1–p2.
std::string render_rules_offers(const PageContext& ctx, const openings::RuleSpec& spec) {
  Html h{ctx, {}};
  std::string& o = h.out;
  const std::string page = spec.page();
  const std::string key = "rules." + page + ".";
  const Params rule{{"rule", ctx.catalogs.text(ctx.lang, spec.name_key())}};
  o += "<article class=\"rules\">\n<p class=\"tags\"><span class=\"tag\">" + h.t("rules.variant") +
       "</span></p>\n";
  o += "<h1>" + h.t(spec.name_key()) + "</h1>\n";
  o += "<p class=\"summary\">" + h.t(spec.summary_key()) + "</p>\n";
  o += "<section aria-labelledby=\"what\">\n<h2 id=\"what\">" + h.t("rules.page.what", rule) +
       "</h2>\n";
  for (const char* p : {"what.p1", "what.p2", "what.p3"}) o += "<p>" + h.t(key + p) + "</p>\n";
  o += "</section>\n<section aria-labelledby=\"changes\">\n<h2 id=\"changes\">" +
       h.t("rules.changes.heading") +
       "</h2>\n<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" "
       "aria-labelledby=\"changes-caption\"><table class=\"changes\">";
  // The region is named by its caption: named by the heading, it would repeat the section's
  // landmark name (axe: landmark-unique).
  o += "<caption id=\"changes-caption\">" + h.t("rules.page.caption", rule) + "</caption>\n";
  o += "<thead><tr><th scope=\"col\">" + h.t("rules.changes.aspect") + "</th><th scope=\"col\">" +
       h.t("rule.standard.name") + "</th><th scope=\"col\">" + h.t(spec.name_key()) +
       "</th></tr></thead>\n<tbody>\n";
  for (const char* row : {"first", "swap", "fifth"}) {
    std::string r = row;
    o += "<tr><th scope=\"row\">" + h.t("rules.changes.row." + r) + "</th><td>" +
         h.t("rules.changes.standard." + r) + "</td><td>" + h.t(key + r) + "</td></tr>\n";
  }
  // After the opening every rule plays standard Renju; the forbidden points also bind Black's
  // opening stones and offered fifth moves, as the Taraguchi page states.
  o += "<tr><th scope=\"row\">" + h.t("rules.changes.row.after") + "</th><td>" +
       h.t("rules.changes.standard.after") + "</td><td>" + h.t("rules.changes.taraguchi.after") +
       "</td></tr>\n";
  o += "</tbody></table></div>\n</section>\n";
  o += "<section aria-labelledby=\"history\">\n<h2 id=\"history\">" + h.t("rules.history.heading") +
       "</h2>\n";
  for (const char* p : {"history.p1", "history.p2"}) o += "<p>" + h.t(key + p) + "</p>\n";
  o += "</section>\n<p><a class=\"button primary\" href=\"" + h.link("/#new-game") + "\">" +
       h.t("rules.play") + "</a></p>\n</article>\n";
  return frame(ctx, ctx.catalogs.text(ctx.lang, spec.name_key()), "rules", o, false);
}

std::string render_rules(const PageContext& ctx, const openings::RuleSpec& spec) {
  if (spec.family == "taraguchi") return render_rules_taraguchi(ctx);
  if (spec.family == "standard") return render_rules_standard(ctx);
  return render_rules_offers(ctx, spec);
}

std::string render_game(const PageContext& ctx, std::string_view game_id, bool join) {
  Html h{ctx, {}};
  std::string& o = h.out;
  std::string id = escape(game_id);
  o += "<h1 class=\"game-title\">" + h.t("game.title", {{"id", std::string(game_id)}}) + "</h1>\n";
  o += "<div id=\"app\" class=\"game\" data-game=\"" + id + "\" data-lang=\"" + ctx.lang +
       "\" data-join=\"" + (join ? "1" : "0") + "\">\n";
  o += "<p class=\"loading\">" + h.t("game.loading") + "</p>\n</div>\n";
  o += "<noscript>\n<p>" + h.t("site.noscript") + "</p>\n";
  if (join) {
    o += "<form method=\"post\" action=\"/api/games/" + id + "/join\"><p>" + h.t("game.joinIntro") +
         "</p><button type=\"submit\" class=\"primary\">" + h.t("game.join") + "</button></form>\n";
  }
  o += "</noscript>\n";
  return frame(ctx, ctx.catalogs.text(ctx.lang, "game.title", {{"id", std::string(game_id)}}),
               "game-page", o, true);
}

// An error page in the site's frame: what happened, in the page's language, and a way home.
std::string render_error(const PageContext& ctx, int status) {
  Html h{ctx, {}};
  const std::string key = "site.error." + std::to_string(status);
  std::string& o = h.out;
  o += "<article class=\"error-page\">\n<p class=\"status\">" + std::to_string(status) + "</p>\n";
  o += "<h1>" + h.t(key + ".title") + "</h1>\n<p>" + h.t(key + ".text") + "</p>\n";
  o += "<p><a class=\"button primary\" href=\"" + h.link("/") + "\">" + h.t("site.error.home") +
       "</a></p>\n</article>\n";
  return frame(ctx, ctx.catalogs.text(ctx.lang, key + ".title"), "error", o, false);
}

}  // namespace renju::site

namespace renju::site {

namespace {

// A page the script fills in: its heading and introduction (`<key>.title`, `<key>.intro`), the
// script's element `place`, and what to say without a script.
std::string scripted_page(const PageContext& ctx, const std::string& key,
                          std::string_view body_class, const std::string& place) {
  Html h{ctx, {}};
  std::string& o = h.out;
  o += "<h1>" + h.t(key + ".title") + "</h1>\n";
  o += "<p class=\"intro\">" + h.t(key + ".intro") + "</p>\n";
  o += place;
  o += "<noscript><p>" + h.t("site.noscript") + "</p></noscript>\n";
  return frame(ctx, ctx.catalogs.text(ctx.lang, key + ".title"), body_class, o, true);
}

}  // namespace

std::string render_my_games(const PageContext& ctx) {
  // The list is this browser's (its device cookie), filled in by the script from /api/my-games.
  return scripted_page(ctx, "my", "my-games-page",
                       "<div id=\"my-games\" class=\"my-games\" data-lang=\"" + ctx.lang +
                           "\">\n<p class=\"loading\">" +
                           escape(ctx.catalogs.text(ctx.lang, "my.loading")) + "</p>\n</div>\n");
}

// The board, the position's forbidden points and the engine are drawn by analysis.ts.
std::string render_analysis(const PageContext& ctx) {
  return scripted_page(ctx, "analysis", "analysis-page",
                       "<div id=\"analysis\" class=\"analysis\"></div>\n");
}

}  // namespace renju::site
