// The catalog checker: compares every catalog with en.json and with ICU's plural rules.
#include "site/catalog_check.hpp"

#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <set>

namespace renju::site {

namespace {

using Kind = CatalogProblem::Kind;

// Keys whose English text is a proper name or pure format and rightly stays the same.
const std::set<std::string, std::less<>> kSameInEveryLanguage = {
    "site.name", "rule.taraguchi-10.name", "rule.taraguchi-n.name", "result.line", "board.cursor",
    "rules.beta",
    // Proper names of rules (the registry's), the same everywhere.
    "rule.soosorv-8.name", "rule.soosorv-n.name", "rule.yamaguchi.name", "rule.rif.name"};

std::string join(const std::set<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ",") + s;
  return out;
}

std::set<std::string> all_placeholders(const Message& m) {
  std::set<std::string> all;
  auto add = [&](const std::string& text) {
    for (auto& p : placeholders(text)) all.insert(p);
  };
  if (!m.is_plural()) add(m.text);
  for (const auto& [_, form] : m.forms) add(form);
  return all;
}

std::vector<std::string> texts_of(const Message& m) {
  if (!m.is_plural()) return {m.text};
  std::vector<std::string> out;
  for (const auto& [_, form] : m.forms) out.push_back(form);
  return out;
}

bool name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// What is wrong with a text's {placeholders} as markup, or "" when nothing is: every brace
// opens a name of letters, digits and _ and closes it, with nothing nested.
std::string brace_error(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '}') return "a } that closes nothing";
    if (text[i] != '{') continue;
    std::size_t j = i + 1;
    while (j < text.size() && name_char(text[j])) ++j;
    if (j == text.size() || text[j] != '}' || j == i + 1) return "a { that is not a {name}";
    i = j;
  }
  return "";
}

// The HTML-like tags of a text ("<b>", "</a>"), in order: catalogs are plain text (the pages
// escape them), so a tag is either in English too or a mistake.
std::multiset<std::string> tags(std::string_view text) {
  std::multiset<std::string> out;
  for (std::size_t i = 0; (i = text.find('<', i)) != std::string_view::npos; ++i) {
    auto close = text.find('>', i);
    if (close == std::string_view::npos) {
      out.insert("<");
      break;
    }
    out.insert(std::string(text.substr(i, close - i + 1)));
  }
  for (std::size_t i = 0; (i = text.find('>', i)) != std::string_view::npos; ++i) {
    if (text.rfind('<', i) == std::string_view::npos) out.insert(">");
  }
  return out;
}

// A text with no letter outside its placeholders ("{a} – {b}") is a format, the same anywhere.
bool pure_format(std::string_view text) {
  const icu::UnicodeString s = icu::UnicodeString::fromUTF8(
      icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
  bool in_name = false;
  for (int32_t i = 0; i < s.length(); i = s.moveIndex32(i, 1)) {
    const UChar32 c = s.char32At(i);
    if (c == '{') in_name = true;
    if (!in_name && u_isalpha(c)) return false;
    if (c == '}') in_name = false;
  }
  return true;
}

struct Checker {
  const Catalogs& catalogs;
  const std::map<std::string, Message>& english;
  std::vector<CatalogProblem> out;

  void report(const std::string& lang, Kind kind, const std::string& what) {
    out.push_back({lang, kind, lang + ": " + what});
  }

  void markup(const std::string& lang, const std::string& key, const Message& m,
              const Message& source) {
    for (const auto& text : texts_of(m)) {
      if (auto error = brace_error(text); !error.empty()) {
        report(lang, Kind::markup, key + " has " + error);
        return;
      }
    }
    const auto english_texts = texts_of(source);
    const auto theirs = tags(english_texts.empty() ? "" : english_texts.front());
    for (const auto& text : texts_of(m)) {
      if (tags(text) != theirs) {
        report(lang, Kind::markup, key + " has markup that English does not");
        return;
      }
    }
  }

  void plural_forms(const std::string& lang, const std::string& key, const Message& m) {
    const auto needed = catalogs.plural_categories(lang);
    std::set<std::string> missing, extra;
    for (const auto& c : needed) {
      if (!m.forms.count(c)) missing.insert(c);
    }
    for (const auto& [c, _] : m.forms) {
      if (!needed.count(c)) extra.insert(c);
    }
    if (!missing.empty()) {
      report(lang, Kind::missing_plural_form,
             key + " lacks the plural forms {" + join(missing) + "} (" + lang + " needs {" +
                 join(needed) + "})");
    }
    if (!extra.empty()) {
      report(lang, Kind::extra_plural_form,
             key + " has plural forms {" + join(extra) + "} that " + lang + " does not use");
    }
  }

  void message(const std::string& lang, const CatalogMeta& meta, const std::string& key,
               const Message& m, const Message& source) {
    if (m.is_plural() != source.is_plural()) {
      report(lang, Kind::plural_shape,
             key + (source.is_plural() ? " must" : " must not") + " have plural forms");
      return;
    }
    auto mine = all_placeholders(m), theirs = all_placeholders(source);
    if (mine != theirs) {
      report(lang, Kind::placeholders,
             key + " has placeholders {" + join(mine) + "}, English {" + join(theirs) + "}");
    }
    markup(lang, key, m, source);
    if (m.is_plural()) plural_forms(lang, key, m);
    if (lang == Catalogs::kSource || kSameInEveryLanguage.count(key) ||
        meta.same_as_english.count(key)) {
      return;
    }
    bool same = m.is_plural() ? m.forms == source.forms : m.text == source.text;
    if (same && (m.is_plural() || !pure_format(m.text))) {
      report(lang, Kind::same_as_english, key + " is still the English text");
    }
  }

  void language(const std::string& lang) {
    const auto& messages = *catalogs.messages(lang);
    const auto& meta = *catalogs.meta(lang);
    for (const auto& [key, source] : english) {
      auto it = messages.find(key);
      if (it == messages.end()) {
        report(lang, Kind::missing_key, "missing key " + key);
        continue;
      }
      message(lang, meta, key, it->second, source);
    }
    for (const auto& [key, _] : messages) {
      if (!english.count(key)) report(lang, Kind::extra_key, "key " + key + " is not in English");
    }
    for (const auto& key : meta.same_as_english) {
      if (!english.count(key)) {
        report(lang, Kind::extra_key, "lang.sameAsEnglish names " + key + ", not in English");
      }
    }
  }
};

}  // namespace

std::vector<CatalogProblem> check_catalogs(const Catalogs& catalogs) {
  Checker checker{catalogs, *catalogs.messages(Catalogs::kSource), {}};
  for (const auto& lang : catalogs.all_languages()) checker.language(lang);
  return std::move(checker.out);
}

std::vector<CatalogProblem> failures(const Catalogs& catalogs,
                                     const std::vector<CatalogProblem>& problems) {
  std::vector<CatalogProblem> out;
  std::copy_if(
      problems.begin(), problems.end(), std::back_inserter(out),
      [&](const CatalogProblem& p) { return catalogs.has_language(p.lang) || !p.incomplete(); });
  return out;
}

}  // namespace renju::site
