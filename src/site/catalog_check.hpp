// The catalog checker behind `renju i18n check` and site_tests: every way a translation can
// disagree with English (keys, placeholders, plural categories against ICU's CLDR rules,
// English left behind, markup), each reported with its language and key.
#pragma once

#include <string>
#include <vector>

#include "site/i18n.hpp"

namespace renju::site {

struct CatalogProblem {
  enum class Kind {
    missing_key,          // a key of en.json the language lacks
    extra_key,            // a key English does not have
    plural_shape,         // plural in one language and a plain text in the other
    placeholders,         // {names} that differ from English
    missing_plural_form,  // a CLDR category of the language without a form
    extra_plural_form,    // a form for a category the language does not have
    same_as_english,      // the English text left in place
    markup,               // unbalanced {braces}, or tags that English does not have
  };
  std::string lang;
  Kind kind;
  std::string text;  // "<lang>: <what>", the line the checker prints

  // Missing work rather than a wrong text: allowed in a draft ("lang.complete": false).
  bool incomplete() const {
    return kind == Kind::missing_key || kind == Kind::missing_plural_form ||
           kind == Kind::same_as_english;
  }
};

// Every problem of every catalog, drafts included, languages in tag order.
std::vector<CatalogProblem> check_catalogs(const Catalogs& catalogs);

// The problems that fail the check: all of a complete language's, a draft's wrong texts only.
std::vector<CatalogProblem> failures(const Catalogs& catalogs,
                                     const std::vector<CatalogProblem>& problems);

}  // namespace renju::site
