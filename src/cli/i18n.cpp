// `renju i18n check [DIR]`: the catalog checker. Reads every DIR/*.json (default: the catalogs
// built into this binary), prints each problem as "<lang>: <what>" and a summary line per
// language; exit status 1 when any catalog fails (a draft, "lang.complete": false, fails only
// on wrong texts, not on missing ones), 2 when the catalogs cannot be read or parsed.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>

#include "cli/command.hpp"
#include "site/catalog_check.hpp"
#include "site/i18n.hpp"

namespace renju::cli {

namespace {

struct I18nOptions {
  std::string dir;
};

// The catalogs of dir: names and contents of its *.json files, in name order.
std::variant<std::vector<std::pair<std::string, std::string>>, std::string> read_dir(
    const std::string& dir) {
  std::error_code ec;
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in) return "cannot read " + entry.path().string();
    files.emplace_back(entry.path().stem().string(), text.str());
  }
  if (ec) return "cannot read " + dir + ": " + ec.message();
  std::sort(files.begin(), files.end());
  return files;
}

int run_check(const I18nOptions& opt, std::ostream& out) {
  std::vector<std::pair<std::string, std::string>> files;
  std::vector<site::EmbeddedCatalog> input;
  if (opt.dir.empty()) {
    input = site::embedded_catalogs();
  } else {
    auto read = read_dir(opt.dir);
    if (auto* error = std::get_if<std::string>(&read)) {
      out << "i18n: " << *error << "\n";
      return 2;
    }
    files = std::move(std::get<0>(read));
    for (const auto& [lang, json] : files) input.push_back({lang, json});
  }
  auto parsed = site::Catalogs::parse(input);
  if (auto* error = std::get_if<std::string>(&parsed)) {
    out << "i18n: " << *error << "\n";
    return 2;
  }
  const auto& catalogs = std::get<site::Catalogs>(parsed);
  const auto problems = site::check_catalogs(catalogs);
  const auto failed = site::failures(catalogs, problems);
  std::map<std::string, std::size_t> counts, failing;
  for (const auto& p : problems) {
    ++counts[p.lang];
    const bool fails = catalogs.has_language(p.lang) || !p.incomplete();
    if (fails) ++failing[p.lang];
    out << (fails ? "" : "(draft) ") << p.text << "\n";
  }
  for (const auto& lang : catalogs.all_languages()) {
    const bool offered = catalogs.has_language(lang);
    out << "i18n: " << lang << (offered ? " complete, offered" : " draft, not offered") << ", "
        << counts[lang] << (counts[lang] == 1 ? " problem" : " problems");
    if (!offered) out << " (" << failing[lang] << " failing)";
    out << "\n";
  }
  out << "i18n: " << catalogs.all_languages().size() << " catalogs, " << catalogs.languages().size()
      << " offered, " << failed.size() << (failed.empty() ? " failures: ok" : " failures: FAILED")
      << "\n";
  return failed.empty() ? 0 : 1;
}

const RegisterCommand kRegister([](CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<I18nOptions>();
  CLI::App* i18n = app.add_subcommand("i18n", "Translation catalogs");
  i18n->require_subcommand(1);
  CLI::App* check = i18n->add_subcommand(
      "check",
      "Check every catalog against en.json and ICU's plural rules: missing and extra keys, "
      "placeholders, plural categories, English left behind, markup. Exit 1 on any failure");
  check->add_option("dir", opt->dir, "Folder of <tag>.json catalogs (default: the built-in ones)");
  check->callback([opt, &exit_code] { exit_code = run_check(*opt, std::cout); });
});

}  // namespace

}  // namespace renju::cli
