// The step machine behind RIF, Yamaguchi and Soosõrv-N (see scripted.hpp): stones in centred
// squares, swaps open before a step, a declared number of offers, the offers and the pick.
#include "openings/scripted.hpp"

#include <algorithm>

#include "openings/canonical.hpp"
#include "openings/offers.hpp"
#include "rules/notation.hpp"
#include "rules/symmetry.hpp"

namespace renju::openings {

std::vector<Step> canonical_opening_steps() {
  return {Step::stone_at(1, Color::kBlack, 0), Step::stone_at(2, Color::kBlack, 1),
          Step::stone_at(3, Color::kBlack, 2)};
}

namespace {

using rules::Board;
using Kind = Step::Kind;

Color stone_color(int number) {
  return number % 2 == 1 ? Color::kBlack : Color::kWhite;
}

// Stones 1–3 must be one of the 26 openings: h8, then next to it, then inside the 5×5.
constexpr int kLastCanonicalStone = 3;

class Scripted final : public Opening {
 public:
  Scripted(std::string name, std::vector<Step> steps)
      : name_(std::move(name)), steps_(std::move(steps)) {
    enter(0);
  }

  std::unique_ptr<Opening> clone() const override { return std::make_unique<Scripted>(*this); }
  std::string name() const override { return name_; }

  Status status() const override {
    Status s;
    if (done()) {
      s.phase = Phase::kPlay;
      return s;
    }
    const Step& st = step();
    s.to_act = st.by;
    s.stone = st.stone;
    s.may_swap = may_swap_;
    switch (st.kind) {
      case Kind::kStone:
        s.phase = Phase::kPlace;
        s.area = Area{st.radius};
        break;
      case Kind::kDeclare:
        s.phase = Phase::kDeclare;
        s.declare_max = st.count;
        break;
      case Kind::kOffers:
        s.phase = Phase::kOffer;
        s.offers_wanted = wanted();
        break;
      case Kind::kPick:
        s.phase = Phase::kPick;
        s.offers_wanted = wanted();
        break;
    }
    return s;
  }

  std::vector<Point> offers() const override { return offers_.in_order(); }
  std::optional<int> declared() const override { return declared_; }

  LegalActions legal(const Board& board) const override {
    LegalActions la;
    if (done()) return la;
    const Step& st = step();
    switch (st.kind) {
      case Kind::kStone:
        legal_stones(board, st, la);
        break;
      case Kind::kDeclare:
        la.kinds.push_back(ActionKind::kDeclare);
        for (int n = 1; n <= st.count; ++n) la.choices.push_back(n);
        break;
      case Kind::kOffers:
        offers_.fill_legal(board, la);
        break;
      case Kind::kPick:
        la.kinds.push_back(ActionKind::kPick);
        la.pick = offers_.sorted();
        break;
    }
    if (may_swap_) {
      la.kinds.push_back(ActionKind::kSwap);
      la.kinds.push_back(ActionKind::kKeep);
    }
    std::sort(la.kinds.begin(), la.kinds.end());
    return la;
  }

  std::variant<std::vector<Effect>, Error> apply(const Board& board, Color by,
                                                 const Action& a) override {
    if (done()) return not_allowed(a.kind, "the opening is over");
    const Step& st = step();
    // An offer beyond the last is reported as such even though White is now to pick.
    if (st.kind == Kind::kPick && a.kind == ActionKind::kOffer && by == Color::kBlack) {
      return OfferSet::too_many(wanted());
    }
    if (by != st.by) return not_your_turn();
    if (a.kind == ActionKind::kSwap || a.kind == ActionKind::kKeep) {
      if (!may_swap_) {
        if (swap_decided_) {
          return not_allowed(a.kind, "the swap " + where() + " has already been decided");
        }
        return not_allowed(a.kind, "no swap is allowed " + where());
      }
      may_swap_ = false;
      swap_decided_ = true;
      if (a.kind == ActionKind::kSwap) return std::vector<Effect>{effect::Swapped{}};
      return std::vector<Effect>{effect::Kept{}};
    }
    switch (st.kind) {
      case Kind::kStone:
        return apply_stone(board, st, a);
      case Kind::kDeclare:
        return apply_declare(st, a);
      case Kind::kOffers:
        return apply_offer(board, a);
      case Kind::kPick:
        return apply_pick(a);
    }
    return refuse(a.kind);
  }

  std::optional<Point> symmetric_offer_for(const Board& board, Point p) const override {
    return offers_.duplicate_of(board, p);
  }

 private:
  bool done() const { return index_ >= steps_.size(); }
  const Step& step() const { return steps_[index_]; }
  int wanted() const {
    const Step* offers = nullptr;
    for (const Step& s : steps_) {
      if (s.kind == Kind::kOffers) offers = &s;
    }
    if (offers && offers->count > 0) return offers->count;
    return declared_.value_or(0);
  }

  void enter(std::size_t index) {
    index_ = index;
    may_swap_ = !done() && step().swap_before;
    swap_decided_ = false;
  }

  std::string where() const {
    const Step& st = step();
    switch (st.kind) {
      case Kind::kStone:
        return "before stone " + std::to_string(st.stone);
      case Kind::kDeclare:
        return "while the number of fifth moves is declared";
      case Kind::kOffers:
        return "while fifth moves are being offered";
      case Kind::kPick:
        return "while White picks the fifth move";
    }
    return "now";
  }

  Error refuse(ActionKind k) const {
    switch (k) {
      case ActionKind::kPass:
        return not_allowed(k, "passing is allowed only after the opening");
      case ActionKind::kChoose:
        return not_allowed(k, "this rule has no fifth-move choice");
      case ActionKind::kDeclare:
        return not_allowed(k, "no number of fifth moves is declared " + where());
      case ActionKind::kOffer:
      case ActionKind::kWithdraw:
        return not_allowed(k, "no fifth move can be offered " + where());
      case ActionKind::kPick:
        return not_allowed(k, "there is nothing to pick " + where());
      case ActionKind::kPlace:
        return not_allowed(k, "no stone can be placed " + where());
      default:
        return not_allowed(k, std::string(action_kind_name(k)) + " is not an opening action");
    }
  }

  void legal_stones(const Board& board, const Step& st, LegalActions& la) const {
    Board scratch = board;
    const Area area{st.radius};
    const bool black = stone_color(st.stone) == Color::kBlack;
    for (int i = 0; i < rules::kCells; ++i) {
      Point p = Point::from_index(i);
      if (!area.contains(p) || !board.empty(p)) continue;
      rules::Forbidden f = black ? rules::forbidden_reason(scratch, p) : rules::Forbidden::kNone;
      if (f != rules::Forbidden::kNone) {
        la.forbidden.push_back({p, f});
      } else if (st.stone != kLastCanonicalStone || completes_opening(board, p)) {
        la.place.push_back(p);
      }
    }
    if (!la.place.empty()) la.kinds.push_back(ActionKind::kPlace);
  }

  // Stone 1 is at h8 and stone 2 is the one white stone.
  static bool completes_opening(const Board& board, Point p) {
    Point second{};
    for (const rules::Stone& s : rules::stones_of(board)) {
      if (s.color == Color::kWhite) second = s.at;
    }
    const Point first_three[] = {rules::kCentre, second, p};
    return recognise_opening(first_three) != nullptr;
  }

  std::variant<std::vector<Effect>, Error> apply_stone(const Board& board, const Step& st,
                                                       const Action& a) {
    if (a.kind != ActionKind::kPlace) return refuse(a.kind);
    const Color color = stone_color(st.stone);
    if (auto err = check_stone(board, a.at, color, Area{st.radius})) {
      if (err->code == ErrorCode::kOutsideArea && st.stone <= kLastCanonicalStone) {
        return not_an_opening(a.at, st);
      }
      return *err;
    }
    // Inside the squares every third stone makes one of the 26; checked all the same, since
    // that is the rule and the squares only its consequence.
    if (st.stone == kLastCanonicalStone && !completes_opening(board, a.at)) {
      return not_an_opening(a.at, st);
    }
    enter(index_ + 1);
    return std::vector<Effect>{effect::Placed{a.at, color}};
  }

  static Error not_an_opening(Point p, const Step& st) {
    static constexpr const char* kWhere[] = {"", "at the centre (h8)",
                                             "next to stone 1 (inside g7–i9)",
                                             "inside the 5×5 square (f6–j10)"};
    Error e = Error::make(ErrorCode::kNotAnOpening,
                          rules::to_string(p) + " would not make one of the 26 openings: stone " +
                              std::to_string(st.stone) + " must be " + kWhere[st.stone],
                          p);
    e.area_side = Area{st.radius}.side();
    return e;
  }

  std::variant<std::vector<Effect>, Error> apply_declare(const Step& st, const Action& a) {
    if (a.kind != ActionKind::kDeclare) return refuse(a.kind);
    if (a.choice < 1 || a.choice > st.count) {
      Error e =
          Error::make(ErrorCode::kBadCount, "declare from 1 to " + std::to_string(st.count) +
                                                " fifth moves, not " + std::to_string(a.choice));
      e.count = st.count;
      return e;
    }
    declared_ = a.choice;
    enter(index_ + 1);
    return std::vector<Effect>{effect::Declared{a.choice}};
  }

  std::variant<std::vector<Effect>, Error> apply_offer(const Board& board, const Action& a) {
    if (a.kind == ActionKind::kWithdraw) {
      if (auto err = offers_.withdraw(a.at)) return *err;
      return std::vector<Effect>{effect::OfferWithdrawn{a.at}};
    }
    if (a.kind != ActionKind::kOffer) return refuse(a.kind);
    if (auto err = offers_.add(board, a.at)) return *err;
    // Offering while a swap is open keeps the colours, as placing does before stone 4.
    may_swap_ = false;
    if (static_cast<int>(offers_.size()) == wanted()) enter(index_ + 1);
    return std::vector<Effect>{effect::OfferAdded{a.at}};
  }

  std::variant<std::vector<Effect>, Error> apply_pick(const Action& a) {
    if (a.kind != ActionKind::kPick) return refuse(a.kind);
    if (auto err = offers_.check_pick(a.at)) return *err;
    enter(index_ + 1);
    return std::vector<Effect>{effect::Picked{a.at}, effect::Placed{a.at, Color::kBlack}};
  }

  std::string name_;
  std::vector<Step> steps_;
  std::size_t index_ = 0;
  bool may_swap_ = false;
  bool swap_decided_ = false;
  std::optional<int> declared_;
  OfferSet offers_;
};

}  // namespace

std::unique_ptr<Opening> make_scripted(std::string name, std::vector<Step> steps) {
  return std::make_unique<Scripted>(std::move(name), std::move(steps));
}

}  // namespace renju::openings
