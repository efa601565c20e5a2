// An opening written as a script of steps, for the rules whose stones 1–3 are one of the 26
// canonical openings followed by fifth-move offers (RIF 1996, Yamaguchi, Soosõrv-N): each rule
// file lists its steps and the machine here runs them.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "openings/opening.hpp"

namespace renju::openings {

struct Step {
  enum class Kind { kStone, kDeclare, kOffers, kPick };
  Kind kind = Kind::kStone;
  Color by = Color::kBlack;  // the colour whose holder acts
  int stone = 1;             // kStone: its number (odd stones are black); otherwise the next one
  int radius = 7;            // kStone: the centred square it must be in (openings/opening.hpp)
  bool swap_before = false;  // the holder of `by` may first swap colours (or keep them)
  int count = 0;             // kDeclare: the largest count; kOffers: fixed count (0: declared)

  static Step stone_at(int number, Color by, int radius, bool swap_before = false) {
    return {Kind::kStone, by, number, radius, swap_before, 0};
  }
  static Step declare(Color by, int next_stone, int max) {
    return {Kind::kDeclare, by, next_stone, 7, false, max};
  }
  static Step offers(int fixed, bool swap_before = false) {
    return {Kind::kOffers, Color::kBlack, 5, 7, swap_before, fixed};
  }
  static Step pick() { return {Kind::kPick, Color::kWhite, 5, 7, false, 0}; }
};

// Stones 1–3 placed by the tentative Black as one of the 26 openings (h8, the 3×3, the 5×5).
std::vector<Step> canonical_opening_steps();

std::unique_ptr<Opening> make_scripted(std::string name, std::vector<Step> steps);

}  // namespace renju::openings
