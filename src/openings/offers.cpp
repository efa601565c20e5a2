// Fifth-move offers and their symmetry check (see offers.hpp).
#include "openings/offers.hpp"

#include <algorithm>

#include "rules/notation.hpp"

namespace renju::openings {

namespace {

std::vector<rules::Stone> canonical_with(const rules::Board& board, Point p) {
  std::vector<rules::Stone> stones = rules::stones_of(board);
  stones.push_back({p, Color::kBlack});
  return rules::canonical_form(std::move(stones));
}

Error not_offered(Point p) {
  std::string name = p.on_board() ? rules::to_string(p) : "that point";
  return Error::make(ErrorCode::kNotOffered, name + " is not one of the offers",
                     p.on_board() ? std::optional<Point>(p) : std::nullopt);
}

}  // namespace

std::optional<Error> OfferSet::add(const rules::Board& board, Point p) {
  if (p.on_board() && std::find(offers_.begin(), offers_.end(), p) != offers_.end()) {
    return Error::make(ErrorCode::kAlreadyOffered, rules::to_string(p) + " is already offered", p);
  }
  if (auto err = check_stone(board, p, Color::kBlack, Area{})) return err;
  std::vector<rules::Stone> form = canonical_with(board, p);
  for (std::size_t i = 0; i < offers_.size(); ++i) {
    if (canonical_[i] == form) {
      Error e = Error::make(
          ErrorCode::kSymmetricOffer,
          rules::to_string(p) + " is symmetric to the offer at " + rules::to_string(offers_[i]), p);
      e.other = offers_[i];
      return e;
    }
  }
  offers_.push_back(p);
  canonical_.push_back(std::move(form));
  return std::nullopt;
}

std::optional<Error> OfferSet::withdraw(Point p) {
  auto it = std::find(offers_.begin(), offers_.end(), p);
  if (it == offers_.end()) return not_offered(p);
  canonical_.erase(canonical_.begin() + (it - offers_.begin()));
  offers_.erase(it);
  return std::nullopt;
}

std::optional<Error> OfferSet::check_pick(Point p) const {
  if (std::find(offers_.begin(), offers_.end(), p) == offers_.end()) return not_offered(p);
  return std::nullopt;
}

std::optional<Point> OfferSet::duplicate_of(const rules::Board& board, Point p) const {
  if (!p.on_board()) return std::nullopt;
  if (std::find(offers_.begin(), offers_.end(), p) != offers_.end()) return p;
  if (offers_.empty() || !board.empty(p)) return std::nullopt;
  std::vector<rules::Stone> form = canonical_with(board, p);
  for (std::size_t i = 0; i < offers_.size(); ++i) {
    if (canonical_[i] == form) return offers_[i];
  }
  return std::nullopt;
}

void OfferSet::fill_legal(const rules::Board& board, LegalActions& la) const {
  rules::Board scratch = board;
  for (int i = 0; i < rules::kCells; ++i) {
    Point p = Point::from_index(i);
    if (!board.empty(p)) continue;
    rules::Forbidden f = rules::forbidden_reason(scratch, p);
    if (f != rules::Forbidden::kNone) {
      la.forbidden.push_back({p, f});
    } else if (!duplicate_of(board, p)) {
      la.offer.push_back(p);
    }
  }
  la.withdraw = sorted();
  if (!la.offer.empty()) la.kinds.push_back(ActionKind::kOffer);
  if (!la.withdraw.empty()) la.kinds.push_back(ActionKind::kWithdraw);
}

std::vector<Point> OfferSet::sorted() const {
  std::vector<Point> out = offers_;
  std::sort(out.begin(), out.end());
  return out;
}

Error OfferSet::too_many(int n) {
  Error e = Error::make(ErrorCode::kTooManyOffers,
                        "all " + std::to_string(n) + " offers have already been made");
  e.count = n;
  return e;
}

}  // namespace renju::openings
