// The fifth-move offers of an opening: added one by one, none the same as or symmetric to an
// earlier one (rotation, reflection, translation of the whole position, colours kept), withdrawn,
// picked. Shared by every rule with offers (Taraguchi's choice 2, RIF, Yamaguchi, Soosõrv).
#pragma once

#include <optional>
#include <vector>

#include "openings/opening.hpp"
#include "rules/symmetry.hpp"

namespace renju::openings {

class OfferSet {
 public:
  // Validates a black fifth move at p on `board` (occupied, forbidden, repeated, symmetric);
  // on success it is added.
  std::optional<Error> add(const rules::Board& board, Point p);
  // kNotOffered when p is not an offer.
  std::optional<Error> withdraw(Point p);
  std::optional<Error> check_pick(Point p) const;
  // The earlier offer that an offer at p would repeat (p itself, or by symmetry).
  std::optional<Point> duplicate_of(const rules::Board& board, Point p) const;
  // Legal offers, forbidden points, withdrawals (for LegalActions).
  void fill_legal(const rules::Board& board, LegalActions& la) const;

  std::size_t size() const { return offers_.size(); }
  const std::vector<Point>& in_order() const { return offers_; }
  std::vector<Point> sorted() const;
  // An offer beyond the N-th, made while White is to pick.
  static Error too_many(int n);

 private:
  std::vector<Point> offers_;                         // in the order offered
  std::vector<std::vector<rules::Stone>> canonical_;  // the position with each offer, canonical
};

}  // namespace renju::openings
