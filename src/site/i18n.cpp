// Catalog parsing, lookup, plural selection and language negotiation (both ICU).
#include "site/i18n.hpp"

#include <unicode/coll.h>
#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <boost/json.hpp>
#include <stdexcept>

#include "site/format.hpp"

namespace renju::site {

namespace {

// Accept-Language headers longer than this are not a browser's; they get English.
constexpr std::size_t kMaxAcceptLanguage = 1024;

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

// The tag as ICU writes it back ("zh-Hant" stays, "zh_hant" or "EN" do not): file names must
// be canonical, so that the path, the cookie, <html lang> and hreflang all use the same tag.
bool canonical_tag(const std::string& tag) {
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale locale = icu::Locale::forLanguageTag(tag, status);
  if (U_FAILURE(status) || locale.isBogus()) return false;
  std::string back = locale.toLanguageTag<std::string>(status);
  if (U_FAILURE(status) || back != tag) return false;
  // A well-formed tag of a language ICU has data for ("english" is well formed, and unknown).
  int32_t count = 0;
  const icu::Locale* available = icu::Locale::getAvailableLocales(count);
  for (int32_t i = 0; i < count; ++i) {
    if (std::string_view(available[i].getLanguage()) == locale.getLanguage()) return true;
  }
  return false;
}

std::variant<CatalogMeta, std::string> parse_meta(const boost::json::object& root) {
  CatalogMeta meta;
  if (const auto* complete = root.if_contains("lang.complete")) {
    if (!complete->is_bool()) return std::string("lang.complete must be true or false");
    meta.complete = complete->as_bool();
  }
  if (const auto* same = root.if_contains("lang.sameAsEnglish")) {
    if (!same->is_array()) return std::string("lang.sameAsEnglish must be a list of keys");
    for (const auto& key : same->as_array()) {
      if (!key.is_string()) return std::string("lang.sameAsEnglish must be a list of keys");
      meta.same_as_english.emplace(key.as_string());
    }
  }
  return meta;
}

bool is_meta_key(std::string_view key) {
  return key == "lang.complete" || key == "lang.sameAsEnglish";
}

std::variant<std::map<std::string, Message>, std::string> parse_messages(
    const boost::json::object& root) {
  std::map<std::string, Message> messages;
  for (const auto& [key, value] : root) {
    if (is_meta_key(key)) continue;
    Message m;
    if (value.is_string()) {
      m.text = value.as_string();
    } else if (value.is_object()) {
      for (const auto& [category, form] : value.as_object()) {
        if (!form.is_string()) {
          return std::string(key) + "." + std::string(category) + " is not a string";
        }
        m.forms[std::string(category)] = form.as_string();
      }
      if (m.forms.empty()) return std::string(key) + " is empty";
    } else {
      return std::string(key) + " must be a string or an object";
    }
    messages[std::string(key)] = std::move(m);
  }
  return messages;
}

}  // namespace

struct Catalogs::Icu {
  std::map<std::string, std::unique_ptr<icu::PluralRules>, std::less<>> rules;
  std::unique_ptr<icu::LocaleMatcher> matcher;
  std::map<std::string, std::string> offered_by_tag;  // ICU's tag of a supported locale → ours
};

Catalogs::Catalogs() : icu_(std::make_unique<Icu>()) {}
Catalogs::Catalogs(Catalogs&&) noexcept = default;
Catalogs& Catalogs::operator=(Catalogs&&) noexcept = default;
Catalogs::~Catalogs() = default;

std::variant<Catalogs, std::string> Catalogs::parse(const std::vector<EmbeddedCatalog>& input) {
  Catalogs out;
  for (const auto& [lang_view, json] : input) {
    const std::string lang(lang_view);
    if (!canonical_tag(lang))
      return lang + ".json: the name is not a canonical BCP 47 tag of a language ICU knows";
    boost::system::error_code ec;
    boost::json::value root = boost::json::parse(json, ec);
    if (ec) return lang + ".json: " + ec.message();
    if (!root.is_object()) return lang + ".json: not an object";
    auto meta = parse_meta(root.as_object());
    if (auto* error = std::get_if<std::string>(&meta)) return lang + ".json: " + *error;
    auto messages = parse_messages(root.as_object());
    if (auto* error = std::get_if<std::string>(&messages)) return lang + ".json: " + *error;
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::PluralRules> rules(
        icu::PluralRules::forLocale(icu::Locale::forLanguageTag(lang, status), status));
    if (U_FAILURE(status) || !rules) return lang + ": ICU has no plural rules";
    out.icu_->rules[lang] = std::move(rules);
    out.catalogs_[lang] = std::move(std::get<0>(messages));
    out.meta_[lang] = std::move(std::get<CatalogMeta>(meta));
  }
  if (!out.catalogs_.count(std::string(kSource))) return std::string("no en.json catalog");
  if (!out.meta_[std::string(kSource)].complete) return std::string("en.json must be complete");
  for (const auto& [lang, meta] : out.meta_) {
    if (meta.complete) out.languages_.push_back(lang);
  }
  // A menu in each language's own name, sorted the way ICU's root collation sorts names.
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::Collator> collator(
      icu::Collator::createInstance(icu::Locale::getRoot(), status));
  if (U_SUCCESS(status) && collator) {
    auto name = [&](const std::string& l) {
      return icu::UnicodeString::fromUTF8(out.text(l, "lang.name"));
    };
    std::stable_sort(out.languages_.begin(), out.languages_.end(),
                     [&](const std::string& a, const std::string& b) {
                       UErrorCode s = U_ZERO_ERROR;
                       return collator->compare(name(a), name(b), s) == UCOL_LESS;
                     });
  }
  icu::LocaleMatcher::Builder builder;
  for (const auto& lang : out.languages_) {
    UErrorCode s = U_ZERO_ERROR;
    icu::Locale locale = icu::Locale::forLanguageTag(lang, s);
    builder.addSupportedLocale(locale);
    out.icu_->offered_by_tag[locale.toLanguageTag<std::string>(s)] = lang;
  }
  UErrorCode s = U_ZERO_ERROR;
  icu::Locale source = icu::Locale::forLanguageTag(std::string(kSource), s);
  builder.setDefaultLocale(&source);
  out.icu_->matcher = std::make_unique<icu::LocaleMatcher>(builder.build(s));
  if (U_FAILURE(s)) return std::string("ICU cannot build a locale matcher: ") + u_errorName(s);
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

std::vector<std::string> Catalogs::all_languages() const {
  std::vector<std::string> out;
  for (const auto& [lang, _] : catalogs_) out.push_back(lang);
  return out;
}

bool Catalogs::has_language(std::string_view lang) const {
  auto it = meta_.find(lang);
  return it != meta_.end() && it->second.complete;
}

const std::map<std::string, Message>* Catalogs::messages(std::string_view lang) const {
  auto it = catalogs_.find(lang);
  return it == catalogs_.end() ? nullptr : &it->second;
}

const CatalogMeta* Catalogs::meta(std::string_view lang) const {
  auto it = meta_.find(lang);
  return it == meta_.end() ? nullptr : &it->second;
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
  auto it = icu_->rules.find(lang);
  if (it == icu_->rules.end()) return "other";
  std::string out;
  it->second->select(static_cast<int32_t>(count)).toUTF8String(out);
  return out;
}

std::set<std::string> Catalogs::plural_categories(std::string_view lang) const {
  auto it = icu_->rules.find(lang);
  return it == icu_->rules.end() ? std::set<std::string>{"other"} : plural_keywords(*it->second);
}

std::string Catalogs::plural(std::string_view lang, std::string_view key, long count,
                             const Params& params) const {
  const auto* m = messages(lang);
  auto it = m ? m->find(std::string(key)) : decltype(m->end()){};
  if (!m || it == m->end()) return "⟦" + std::string(key) + "⟧";
  Params all = params;
  all.emplace_back("count", format_number(lang, count));
  if (!it->second.is_plural()) return substitute(it->second.text, all);
  auto form = it->second.forms.find(plural_category(lang, count));
  if (form == it->second.forms.end()) form = it->second.forms.find("other");
  if (form == it->second.forms.end()) return "⟦" + std::string(key) + "⟧";
  return substitute(form->second, all);
}

std::string Catalogs::negotiate(std::string_view header) const {
  if (header.empty() || header.size() > kMaxAcceptLanguage) return std::string(kSource);
  UErrorCode status = U_ZERO_ERROR;
  const icu::Locale* best = icu_->matcher->getBestMatchForListString(
      icu::StringPiece(header.data(), static_cast<int32_t>(header.size())), status);
  if (U_FAILURE(status) || !best) return std::string(kSource);
  auto it = icu_->offered_by_tag.find(best->toLanguageTag<std::string>(status));
  return U_FAILURE(status) || it == icu_->offered_by_tag.end() ? std::string(kSource) : it->second;
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

}  // namespace renju::site
