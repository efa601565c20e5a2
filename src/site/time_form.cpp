// Writes the home form's time-control fields (time_form.hpp). Games are untimed unless the
// creator picks a clock (docs/architecture.md, "The default time control").
#include "site/time_form.hpp"

#include "game/time_control.hpp"
#include "site/html.hpp"

namespace renju::site {

std::string time_control_fields(const PageContext& ctx) {
  auto t = [&](std::string_view key, const Params& params = {}) {
    return escape(ctx.catalogs.text(ctx.lang, key, params));
  };
  std::string o = "<p class=\"time-field\"><label for=\"time\">" + t("home.new.time") +
                  "</label>\n<select id=\"time\" name=\"time\" aria-describedby=\"time-help\">";
  o += "<option value=\"none\" selected>" + t("home.time.none") + "</option>";
  for (const auto& preset : game::time_presets()) {
    const auto minutes = std::to_string(preset.control.base_ms / 60000);
    const auto seconds = std::to_string(preset.control.increment_ms / 1000);
    o += "<option value=\"" + std::string(preset.name) + "\">" +
         t("home.time.preset", {{"minutes", minutes}, {"seconds", seconds}}) + "</option>";
  }
  o += "<option value=\"custom\">" + t("home.time.custom") + "</option>";
  o += "<option value=\"days\">" + t("home.time.days") + "</option>";
  o += "</select></p>\n";
  // Shown only for the choice they belong to (the stylesheet, with :has()).
  o += "<p class=\"time-custom\"><label for=\"base\">" + t("home.time.base") +
       "</label> <input type=\"number\" id=\"base\" name=\"base\" min=\"1\" max=\"" +
       std::to_string(game::kMaxBaseSeconds / 60) + "\" value=\"10\"> <label for=\"increment\">" +
       t("home.time.increment") +
       "</label> <input type=\"number\" id=\"increment\" name=\"increment\" min=\"0\" max=\"" +
       std::to_string(game::kMaxIncrementSeconds) + "\" value=\"5\"></p>\n";
  o += "<p class=\"time-days\"><label for=\"days\">" + t("home.time.daysField") +
       "</label> <input type=\"number\" id=\"days\" name=\"days\" min=\"" +
       std::to_string(game::kMinDaysPerMove) + "\" max=\"" + std::to_string(game::kMaxDaysPerMove) +
       "\" value=\"3\"></p>\n";
  o += "<p class=\"hint\" id=\"time-help\">" + t("home.time.hint") + "</p>\n";
  return o;
}

}  // namespace renju::site
