// Yamaguchi opening rule: the tentative Black places one of the 26 openings and declares how
// many fifth moves will be offered; the tentative White may swap; White plays stone 4
// anywhere; Black offers the declared number of fifth moves, none symmetric; White picks one.
#include "openings/scripted.hpp"

namespace renju::openings {

// The rule sets no upper bound on the declaration; ours is the largest N any rule here offers
// (docs/rules.md).
constexpr int kMaxDeclared = 12;

std::unique_ptr<Opening> make_yamaguchi(int) {
  std::vector<Step> steps = canonical_opening_steps();
  steps.push_back(Step::declare(Color::kBlack, 4, kMaxDeclared));
  steps.push_back(Step::stone_at(4, Color::kWhite, 7, true));
  steps.push_back(Step::offers(0));
  steps.push_back(Step::pick());
  return make_scripted("yamaguchi", std::move(steps));
}

}  // namespace renju::openings
