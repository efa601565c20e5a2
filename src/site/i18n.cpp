// Catalog parsing, lookup, plural selection (ICU) and the consistency check.
#include "site/i18n.hpp"

#include <unicode/locid.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <boost/json.hpp>
#include <cctype>
#include <set>
#include <stdexcept>

namespace renju::site {

namespace {

// Keys whose English text is a proper name or pure format and rightly stays the same.
const std::set<std::string, std::less<>> kSameInEveryLanguage = {
    "site.name", "rule.taraguchi-10.name", "rule.taraguchi-n.name", "result.line", "board.cursor",
    "rules.beta",
    // Proper names of rules (the registry's), the same everywhere.
    "rule.soosorv-8.name", "rule.soosorv-n.name", "rule.yamaguchi.name", "rule.rif.name"};

const std::vector<std::string> kPreferredOrder = {"en", "el", "de", "es", "pl"};

std::set<std::string> plural_keywords(const icu::PluralRules& rules) {
  std::set<std::string> out;
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::StringEnumeration> it(rules.getKeywords(status));
  if (U_FAILURE(status) || !it) return out;
  while (const icu::UnicodeString* s = it->snext(status)) {
    if (U_FAILURE(status)) break;
    std::string k;
    s->toUTF8String(k);
    out.insert(k);
  }
  return out;
}

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ",") + s;
  return out;
}

std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

struct Catalogs::PluralRulesCache {
  std::map<std::string, std::unique_ptr<icu::PluralRules>, std::less<>> rules;
};

Catalogs::Catalogs() : plural_rules_(std::make_unique<PluralRulesCache>()) {}
Catalogs::Catalogs(Catalogs&&) noexcept = default;
Catalogs& Catalogs::operator=(Catalogs&&) noexcept = default;
Catalogs::~Catalogs() = default;

std::variant<Catalogs, std::string> Catalogs::parse(const std::vector<EmbeddedCatalog>& input) {
  Catalogs out;
  for (const auto& [lang, json] : input) {
    boost::system::error_code ec;
    boost::json::value root = boost::json::parse(json, ec);
    if (ec) return std::string(lang) + ".json: " + ec.message();
    if (!root.is_object()) return std::string(lang) + ".json: not an object";
    std::map<std::string, Message> messages;
    for (const auto& [key, value] : root.as_object()) {
      Message m;
      if (value.is_string()) {
        m.text = value.as_string();
      } else if (value.is_object()) {
        for (const auto& [category, form] : value.as_object()) {
          if (!form.is_string()) {
            return std::string(lang) + ".json: " + std::string(key) + "." + std::string(category) +
                   " is not a string";
          }
          m.forms[std::string(category)] = form.as_string();
        }
        if (m.forms.empty()) return std::string(lang) + ".json: " + std::string(key) + " is empty";
      } else {
        return std::string(lang) + ".json: " + std::string(key) + " must be a string or an object";
      }
      messages[std::string(key)] = std::move(m);
    }
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::PluralRules> rules(
        icu::PluralRules::forLocale(icu::Locale(std::string(lang).c_str()), status));
    if (U_FAILURE(status) || !rules) return std::string(lang) + ": ICU has no plural rules";
    out.plural_rules_->rules[std::string(lang)] = std::move(rules);
    out.catalogs_[std::string(lang)] = std::move(messages);
  }
  if (!out.catalogs_.count(std::string(kSource))) return std::string("no en.json catalog");
  for (const auto& l : kPreferredOrder) {
    if (out.catalogs_.count(l)) out.languages_.push_back(l);
  }
  for (const auto& [l, _] : out.catalogs_) {
    if (std::find(out.languages_.begin(), out.languages_.end(), l) == out.languages_.end()) {
      out.languages_.push_back(l);
    }
  }
  return out;
}

const Catalogs& Catalogs::embedded() {
  static const Catalogs catalogs = [] {
    auto parsed = parse(embedded_catalogs());
    if (auto* error = std::get_if<std::string>(&parsed)) throw std::logic_error(*error);
    return std::move(std::get<Catalogs>(parsed));
  }();
  return catalogs;
}

bool Catalogs::has_language(std::string_view lang) const {
  return catalogs_.count(lang) > 0;
}

const std::map<std::string, Message>* Catalogs::messages(std::string_view lang) const {
  auto it = catalogs_.find(lang);
  return it == catalogs_.end() ? nullptr : &it->second;
}

namespace {
std::string substitute(std::string_view text, const Params& params) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '{') {
      auto close = text.find('}', i);
      if (close != std::string_view::npos) {
        std::string_view name = text.substr(i + 1, close - i - 1);
        auto p = std::find_if(params.begin(), params.end(),
                              [&](const auto& kv) { return kv.first == name; });
        if (p != params.end()) {
          out += p->second;
          i = close + 1;
          continue;
        }
      }
    }
    out += text[i++];
  }
  return out;
}
}  // namespace

std::string Catalogs::text(std::string_view lang, std::string_view key,
                           const Params& params) const {
  const auto* m = messages(lang);
  if (!m) return "⟦" + std::string(key) + "⟧";
  auto it = m->find(std::string(key));
  if (it == m->end()) return "⟦" + std::string(key) + "⟧";
  if (it->second.is_plural()) {
    auto other = it->second.forms.find("other");
    return substitute(other == it->second.forms.end() ? "" : other->second, params);
  }
  return substitute(it->second.text, params);
}

std::string Catalogs::plural_category(std::string_view lang, long count) const {
  auto it = plural_rules_->rules.find(lang);
  if (it == plural_rules_->rules.end()) return "other";
  std::string out;
  it->second->select(static_cast<int32_t>(count)).toUTF8String(out);
  return out;
}

std::string Catalogs::plural(std::string_view lang, std::string_view key, long count,
                             const Params& params) const {
  const auto* m = messages(lang);
  auto it = m ? m->find(std::string(key)) : decltype(m->end()){};
  if (!m || it == m->end()) return "⟦" + std::string(key) + "⟧";
  Params all = params;
  all.emplace_back("count", std::to_string(count));
  if (!it->second.is_plural()) return substitute(it->second.text, all);
  auto form = it->second.forms.find(plural_category(lang, count));
  if (form == it->second.forms.end()) form = it->second.forms.find("other");
  if (form == it->second.forms.end()) return "⟦" + std::string(key) + "⟧";
  return substitute(form->second, all);
}

std::string Catalogs::negotiate(std::string_view header) const {
  // Entries "tag;q=0.8", highest q first, ties in header order; match the primary subtag.
  struct Choice {
    double q;
    std::size_t order;
    std::string lang;
  };
  std::vector<Choice> choices;
  std::size_t order = 0;
  while (!header.empty()) {
    auto comma = header.find(',');
    std::string_view item = trim(header.substr(0, comma));
    header = comma == std::string_view::npos ? std::string_view{} : header.substr(comma + 1);
    if (item.empty()) continue;
    double q = 1.0;
    auto semi = item.find(';');
    std::string_view tag = trim(item.substr(0, semi));
    if (semi != std::string_view::npos) {
      std::string_view param = trim(item.substr(semi + 1));
      if (param.size() > 2 && (param[0] == 'q' || param[0] == 'Q') && param[1] == '=') {
        try {
          q = std::stod(std::string(param.substr(2)));
        } catch (const std::exception&) {
          q = 0;
        }
      }
    }
    std::string primary = lower_ascii(tag.substr(0, tag.find('-')));
    if (q > 0 && has_language(primary)) choices.push_back({q, order, primary});
    ++order;
  }
  std::stable_sort(choices.begin(), choices.end(),
                   [](const Choice& a, const Choice& b) { return a.q > b.q; });
  return choices.empty() ? std::string(kSource) : choices.front().lang;
}

std::vector<std::string> placeholders(std::string_view text) {
  std::set<std::string> found;
  for (std::size_t i = 0; (i = text.find('{', i)) != std::string_view::npos;) {
    auto close = text.find('}', i);
    if (close == std::string_view::npos) break;
    found.emplace(text.substr(i + 1, close - i - 1));
    i = close + 1;
  }
  return {found.begin(), found.end()};
}

namespace {
std::vector<std::string> message_placeholders(const Message& m) {
  if (!m.is_plural()) return placeholders(m.text);
  std::set<std::string> all;
  for (const auto& [_, form] : m.forms) {
    for (auto& p : placeholders(form)) all.insert(p);
  }
  return {all.begin(), all.end()};
}
}  // namespace

std::vector<std::string> Catalogs::problems() const {
  std::vector<std::string> out;
  const auto& source = catalogs_.find(kSource)->second;
  for (const auto& lang : languages_) {
    const auto& messages = catalogs_.find(lang)->second;
    const auto categories = plural_keywords(*plural_rules_->rules.find(lang)->second);
    for (const auto& [key, english] : source) {
      auto it = messages.find(key);
      if (it == messages.end()) {
        out.push_back(lang + ": missing key " + key);
        continue;
      }
      const Message& m = it->second;
      if (m.is_plural() != english.is_plural()) {
        out.push_back(lang + ": " + key + (english.is_plural() ? " must" : " must not") +
                      " have plural forms");
        continue;
      }
      auto mine = message_placeholders(m), theirs = message_placeholders(english);
      if (mine != theirs) {
        out.push_back(lang + ": " + key + " has placeholders {" + join(mine) + "}, English {" +
                      join(theirs) + "}");
      }
      if (m.is_plural()) {
        std::set<std::string> have;
        for (const auto& [c, _] : m.forms) have.insert(c);
        if (have != categories) {
          out.push_back(lang + ": " + key + " has plural forms {" +
                        join({have.begin(), have.end()}) + "}, the language needs {" +
                        join({categories.begin(), categories.end()}) + "}");
        }
      }
      if (lang != kSource && !kSameInEveryLanguage.count(key)) {
        bool same = m.is_plural() ? m.forms == english.forms : m.text == english.text;
        if (same) out.push_back(lang + ": " + key + " is still the English text");
      }
    }
    for (const auto& [key, _] : messages) {
      if (!source.count(key)) out.push_back(lang + ": key " + key + " is not in English");
    }
  }
  return out;
}

}  // namespace renju::site
