// The rule registry: ids, aliases, parameters, catalog keys and the factory reading it.
#include <gtest/gtest.h>

#include <set>

#include "openings/registry.hpp"

namespace renju::openings {
namespace {

TEST(Registry, EveryFamilyOnceAndEveryIdRoundTrips) {
  std::set<std::string_view> families;
  for (const RuleSpec& spec : rule_specs()) {
    EXPECT_TRUE(families.insert(spec.family).second) << spec.family;
    ASSERT_NE(spec.make, nullptr);
    const int lo = spec.parameter.exists() ? spec.parameter.min : 0;
    const int hi = spec.parameter.exists() ? spec.parameter.max : 0;
    for (int n = lo; n <= hi; ++n) {
      std::string id = spec.parameter.exists() ? spec.id(n) : spec.id();
      auto choice = parse_rule(id);
      ASSERT_TRUE(choice) << id;
      EXPECT_EQ(choice->spec, &spec);
      EXPECT_EQ(choice->id(), id);
      auto made = make_opening(id);
      ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Opening>>(made)) << id;
      EXPECT_EQ(std::get<std::unique_ptr<Opening>>(made)->name(), id);
    }
  }
  EXPECT_EQ(families,
            (std::set<std::string_view>{"standard", "taraguchi", "rif", "yamaguchi", "soosorv"}));
}

TEST(Registry, AliasesPagesAndKeys) {
  EXPECT_EQ(parse_rule("soosorv")->id(), "soosorv-8");
  EXPECT_EQ(parse_rule("taraguchi")->id(), "taraguchi-10");
  const RuleSpec* soosorv = find_rule("soosorv-3");
  ASSERT_NE(soosorv, nullptr);
  EXPECT_EQ(soosorv->page(), "soosorv-8");
  EXPECT_EQ(soosorv->name_key(), "rule.soosorv-8.name");
  EXPECT_EQ(soosorv->n_name_key(), "rule.soosorv-n.name");
  EXPECT_TRUE(soosorv->canonical_opening);
  EXPECT_EQ(find_rule("rif")->page(), "rif");
  EXPECT_FALSE(find_rule("taraguchi-10")->canonical_opening);
  EXPECT_EQ(find_rule("rules"), nullptr);
  EXPECT_EQ(find_rule(""), nullptr);
}

}  // namespace
}  // namespace renju::openings
