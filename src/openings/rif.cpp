// RIF opening rule (1996): the tentative Black places one of the 26 openings; the tentative
// White may swap; White plays stone 4 anywhere; Black offers two fifth moves that are not
// symmetric; White picks one and plays stone 6 (normal play).
#include "openings/scripted.hpp"

namespace renju::openings {

std::unique_ptr<Opening> make_rif(int) {
  std::vector<Step> steps = canonical_opening_steps();
  steps.push_back(Step::stone_at(4, Color::kWhite, 7, true));
  steps.push_back(Step::offers(2));
  steps.push_back(Step::pick());
  return make_scripted("rif", std::move(steps));
}

}  // namespace renju::openings
