// The rule registry (see registry.hpp) and the factory that reads it.
#include "openings/registry.hpp"

#include <charconv>

namespace renju::openings {

// Each rule's state machine lives in its own file.
std::unique_ptr<Opening> make_standard(int n);
std::unique_ptr<Opening> make_taraguchi(int n);
std::unique_ptr<Opening> make_rif(int n);
std::unique_ptr<Opening> make_yamaguchi(int n);
std::unique_ptr<Opening> make_soosorv(int n);

namespace {

const RuleSpec kRules[] = {
    {"taraguchi", {1, 12, 10}, make_taraguchi, false, "home.rule.n", "home.rule.helpN"},
    {"soosorv", {1, 12, 8}, make_soosorv, true, "home.rule.soosorv.n", "home.rule.soosorv.helpN"},
    {"yamaguchi", {}, make_yamaguchi, true, "", ""},
    {"rif", {}, make_rif, true, "", ""},
    {"standard", {}, make_standard, false, "", ""},
};

std::optional<int> parse_n(std::string_view digits) {
  int n = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  bool canonical = !digits.empty() && digits[0] != '0';  // one spelling per rule: no "010"
  if (ec != std::errc{} || end != digits.data() + digits.size() || !canonical) return std::nullopt;
  return n;
}

}  // namespace

std::string RuleSpec::id(std::optional<int> n) const {
  if (!parameter.exists()) return std::string(family);
  return std::string(family) + "-" + std::to_string(n.value_or(parameter.fallback));
}

std::string RuleChoice::id() const {
  return spec->parameter.exists() ? spec->id(n) : spec->id();
}

std::span<const RuleSpec> rule_specs() {
  return kRules;
}

std::optional<RuleChoice> parse_rule(std::string_view id) {
  for (const RuleSpec& spec : kRules) {
    if (id == spec.family) return RuleChoice{&spec, spec.parameter.fallback};
    if (!spec.parameter.exists()) continue;
    if (id.size() <= spec.family.size() + 1 || !id.starts_with(spec.family) ||
        id[spec.family.size()] != '-') {
      continue;
    }
    auto n = parse_n(id.substr(spec.family.size() + 1));
    if (n && *n >= spec.parameter.min && *n <= spec.parameter.max) return RuleChoice{&spec, *n};
  }
  return std::nullopt;
}

const RuleSpec* find_rule(std::string_view id) {
  auto choice = parse_rule(id);
  return choice ? choice->spec : nullptr;
}

std::string describe_rules() {
  std::string out;
  for (const RuleSpec& spec : kRules) {
    if (!out.empty()) out += ", ";
    out += spec.id();
    if (spec.parameter.exists()) {
      out += ", " + std::string(spec.family) + "-N (N " + std::to_string(spec.parameter.min) + "–" +
             std::to_string(spec.parameter.max) + ")";
    }
  }
  return out;
}

std::variant<std::unique_ptr<Opening>, Error> make_opening(std::string_view rule) {
  if (auto choice = parse_rule(rule)) return choice->spec->make(choice->n);
  std::string shown(rule.substr(0, 40));
  for (char& ch : shown) {
    if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7f) ch = '?';
  }
  return Error::make(ErrorCode::kUnknownRule,
                     "unknown rule '" + shown + "': expected " + describe_rules());
}

}  // namespace renju::openings
