// Soosõrv-N opening rule (Soosõrv-8 by default): the tentative Black places one of the 26
// openings; the tentative White may swap; White plays stone 4 anywhere and declares 1 to N
// fifth moves; the other player may swap again; Black offers that many, none symmetric; White
// picks one and plays stone 6.
#include <string>

#include "openings/scripted.hpp"

namespace renju::openings {

std::unique_ptr<Opening> make_soosorv(int n) {
  std::vector<Step> steps = canonical_opening_steps();
  steps.push_back(Step::stone_at(4, Color::kWhite, 7, true));
  steps.push_back(Step::declare(Color::kWhite, 5, n));
  steps.push_back(Step::offers(0, true));
  steps.push_back(Step::pick());
  return make_scripted("soosorv-" + std::to_string(n), std::move(steps));
}

}  // namespace renju::openings
