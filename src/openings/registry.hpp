// The one list of rules: each entry names a rule family, its parameter (N), the state machine
// that runs it and what the rest of the program derives from it (ids, catalog keys, pages).
// The factory, the API, the pages and their routes, the home form, `renju replay` and the engine
// all read this list; nothing else names a rule. Adding a rule is one opening .cpp, one line in
// registry.cpp and its catalog strings (i18n/*.json, keys below).
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "openings/opening.hpp"

namespace renju::openings {

struct RuleParameter {
  int min = 0, max = 0, fallback = 0;  // N in min..max; fallback is the rule's usual N
  bool exists() const { return max > 0; }
};

struct RuleSpec {
  std::string_view family;  // "standard", "taraguchi", "rif", "yamaguchi", "soosorv"
  RuleParameter parameter;  // none for rif, yamaguchi, standard
  std::unique_ptr<Opening> (*make)(int n) = nullptr;
  // Stones 1–3 make one of the 26 canonical openings, placed by the tentative Black.
  bool canonical_opening = false;
  // Parameterised families: the home form's option for each N (a plural with {count}) and the
  // one-line help for the family.
  std::string_view n_option_key;
  std::string_view n_help_key;

  // "rif", "taraguchi-10" for n = 10; the family's usual rule without n.
  std::string id(std::optional<int> n = std::nullopt) const;
  // The page slug of /<lang>/rules/<page>: the usual rule's id ("taraguchi-10", "soosorv-8").
  std::string page() const { return id(); }
  // Catalog keys: rule.<page>.name, rule.<page>.summary; for other N, rule.<family>-n.name
  // with {n}. The rules page reads rules.<page>.* (see site/pages.cpp).
  std::string name_key() const { return "rule." + page() + ".name"; }
  std::string summary_key() const { return "rule." + page() + ".summary"; }
  std::string n_name_key() const { return "rule." + std::string(family) + "-n.name"; }
};

// Every rule family, in the order the home form lists them.
std::span<const RuleSpec> rule_specs();

struct RuleChoice {
  const RuleSpec* spec = nullptr;
  int n = 0;  // 0 without a parameter
  std::string id() const;
};
// "taraguchi" → taraguchi-10, "soosorv" → soosorv-8, "soosorv-5", "rif", …; nullopt when unknown.
std::optional<RuleChoice> parse_rule(std::string_view id);
// The spec of a rule id or alias; nullptr when unknown.
const RuleSpec* find_rule(std::string_view id);
// "standard, taraguchi-10, taraguchi-N (N 1–12), rif, yamaguchi, soosorv-8, soosorv-N (N 1–12)"
std::string describe_rules();

}  // namespace renju::openings
