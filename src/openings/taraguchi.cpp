// Taraguchi-N (Taraguchi-10 by default): stones 1–4 in growing centred squares with a swap
// open before stones 2, 3 and 4; then Black chooses: (1) swap, stone 5 in the 9×9, swap, stone 6
// anywhere; or (2) N non-symmetric fifth-move offers, White picks one and plays stone 6.
#include <algorithm>

#include "openings/offers.hpp"
#include "rules/notation.hpp"

namespace renju::openings {

namespace {

using rules::Board;

enum class Step { kStone, kChoose, kOffer, kPick, kDone };

// Square radius for each opening stone (index = stone number): h8, 3×3, 5×5, 7×7, 9×9, board.
constexpr int kRadius[7] = {0, 0, 1, 2, 3, 4, 7};

std::string stone_text(int n) {
  return "stone " + std::to_string(n);
}

class Taraguchi final : public Opening {
 public:
  explicit Taraguchi(int n) : n_(n) {}

  std::unique_ptr<Opening> clone() const override { return std::make_unique<Taraguchi>(*this); }
  std::string name() const override { return "taraguchi-" + std::to_string(n_); }

  Status status() const override {
    Status s;
    s.stone = stone_;
    s.offers_wanted = (step_ == Step::kOffer || step_ == Step::kPick) ? n_ : 0;
    switch (step_) {
      case Step::kStone:
        s.phase = Phase::kPlace;
        s.to_act = stone_ % 2 == 1 ? Color::kBlack : Color::kWhite;
        s.area = Area{kRadius[stone_]};
        s.may_swap = may_swap_;
        break;
      case Step::kChoose:
        s.phase = Phase::kChoose;
        s.to_act = Color::kBlack;
        break;
      case Step::kOffer:
        s.phase = Phase::kOffer;
        s.to_act = Color::kBlack;
        break;
      case Step::kPick:
        s.phase = Phase::kPick;
        s.to_act = Color::kWhite;
        break;
      case Step::kDone:
        s.phase = Phase::kPlay;
        s.to_act = Color::kBlack;
        break;
    }
    return s;
  }

  std::vector<Point> offers() const override { return offers_.in_order(); }
  std::optional<int> choice() const override { return choice_; }

  LegalActions legal(const Board& board) const override {
    LegalActions la;
    Board scratch = board;
    switch (step_) {
      case Step::kStone: {
        Area area{kRadius[stone_]};
        if (may_swap_) la.kinds = {ActionKind::kSwap, ActionKind::kKeep};
        bool black = stone_ % 2 == 1;
        for (int i = 0; i < rules::kCells; ++i) {
          Point p = Point::from_index(i);
          if (!area.contains(p) || !board.empty(p)) continue;
          rules::Forbidden f =
              black ? rules::forbidden_reason(scratch, p) : rules::Forbidden::kNone;
          if (f == rules::Forbidden::kNone) {
            la.place.push_back(p);
          } else {
            la.forbidden.push_back({p, f});
          }
        }
        if (!la.place.empty()) la.kinds.insert(la.kinds.begin(), ActionKind::kPlace);
        break;
      }
      case Step::kChoose:
        la.kinds = {ActionKind::kChoose};
        la.choices = {1, 2};
        break;
      case Step::kOffer:
        offers_.fill_legal(board, la);
        break;
      case Step::kPick:
        la.kinds = {ActionKind::kPick};
        la.pick = offers_.sorted();
        break;
      case Step::kDone:
        break;
    }
    return la;
  }

  std::variant<std::vector<Effect>, Error> apply(const Board& board, Color by,
                                                 const Action& a) override {
    // An offer beyond the N-th is reported as such even though White is now to act.
    if (step_ == Step::kPick && a.kind == ActionKind::kOffer && by == Color::kBlack) {
      return OfferSet::too_many(n_);
    }
    if (by != status().to_act) return not_your_turn();
    switch (step_) {
      case Step::kStone:
        return apply_stone(board, a);
      case Step::kChoose:
        return apply_choose(a);
      case Step::kOffer:
        return apply_offer(board, a);
      case Step::kPick:
        return apply_pick(a);
      case Step::kDone:
        break;
    }
    return not_allowed(a.kind, "the opening is over");
  }

  std::optional<Point> symmetric_offer_for(const Board& board, Point p) const override {
    return offers_.duplicate_of(board, p);
  }

 private:
  // Why a kind other than the expected ones is refused in the current step.
  Error refuse(ActionKind k) const {
    std::string next = stone_text(stone_);
    switch (k) {
      case ActionKind::kSwap:
      case ActionKind::kKeep:
        if (step_ == Step::kStone && swap_decided_) {
          return not_allowed(k, "the swap before " + next + " has already been decided");
        }
        return not_allowed(k, "no swap is allowed " + where());
      case ActionKind::kChoose:
        if (choice_) {
          return not_allowed(k, "choice " + std::to_string(*choice_) + " has already been made");
        }
        return not_allowed(k, "the fifth-move choice comes after stone 4");
      case ActionKind::kPass:
        return not_allowed(k, "passing is allowed only after the opening");
      case ActionKind::kOffer:
      case ActionKind::kWithdraw:
        return not_allowed(k, "fifth-move offers are made only in choice 2");
      case ActionKind::kPick:
        return not_allowed(k, "there is nothing to pick " + where());
      case ActionKind::kPlace:
        return not_allowed(k, "no stone can be placed " + where());
      default:
        return not_allowed(k, std::string(action_kind_name(k)) + " is not an opening action");
    }
  }

  std::string where() const {
    switch (step_) {
      case Step::kStone:
        return "before " + stone_text(stone_);
      case Step::kChoose:
        return "while choosing how stone 5 is made";
      case Step::kOffer:
        return "while fifth moves are being offered";
      case Step::kPick:
        return "while White picks the fifth move";
      case Step::kDone:
        break;
    }
    return "now";
  }

  std::variant<std::vector<Effect>, Error> apply_stone(const Board& board, const Action& a) {
    switch (a.kind) {
      case ActionKind::kSwap:
      case ActionKind::kKeep:
        if (!may_swap_) return refuse(a.kind);
        may_swap_ = false;
        swap_decided_ = true;
        if (a.kind == ActionKind::kSwap) return std::vector<Effect>{effect::Swapped{}};
        return std::vector<Effect>{effect::Kept{}};
      case ActionKind::kPlace: {
        Color color = stone_ % 2 == 1 ? Color::kBlack : Color::kWhite;
        if (auto err = check_stone(board, a.at, color, Area{kRadius[stone_]})) return *err;
        advance_after_stone();
        return std::vector<Effect>{effect::Placed{a.at, color}};
      }
      default:
        return refuse(a.kind);
    }
  }

  void advance_after_stone() {
    ++stone_;
    swap_decided_ = false;
    if (stone_ == 5) {
      step_ = Step::kChoose;
      may_swap_ = false;
    } else if (stone_ == 7) {
      step_ = Step::kDone;
      may_swap_ = false;
    } else {
      // Swaps before stones 2–4, and in choice 1 before stone 6 (the one before stone 5 is
      // opened by choose 1). Choice 2 enters stone 6 through pick, with no swap.
      may_swap_ = stone_ <= 4 || (stone_ == 6 && choice_ == 1);
    }
  }

  std::variant<std::vector<Effect>, Error> apply_choose(const Action& a) {
    if (a.kind != ActionKind::kChoose) return refuse(a.kind);
    if (a.choice != 1 && a.choice != 2) {
      return Error::make(ErrorCode::kBadChoice, "choose 1 (stone 5 in the 9×9 square) or 2 (" +
                                                    std::to_string(n_) + " offers)");
    }
    choice_ = a.choice;
    if (a.choice == 1) {
      step_ = Step::kStone;
      may_swap_ = true;
    } else {
      step_ = Step::kOffer;
    }
    return std::vector<Effect>{effect::Chosen{a.choice}};
  }

  std::variant<std::vector<Effect>, Error> apply_offer(const Board& board, const Action& a) {
    if (a.kind == ActionKind::kWithdraw) {
      if (auto err = offers_.withdraw(a.at)) return *err;
      return std::vector<Effect>{effect::OfferWithdrawn{a.at}};
    }
    if (a.kind != ActionKind::kOffer) return refuse(a.kind);
    if (auto err = offers_.add(board, a.at)) return *err;
    if (static_cast<int>(offers_.size()) == n_) step_ = Step::kPick;
    return std::vector<Effect>{effect::OfferAdded{a.at}};
  }

  std::variant<std::vector<Effect>, Error> apply_pick(const Action& a) {
    if (a.kind != ActionKind::kPick) return refuse(a.kind);
    if (auto err = offers_.check_pick(a.at)) return *err;
    step_ = Step::kStone;
    advance_after_stone();  // stone 5 is down; choice 2 opens no swap before stone 6
    return std::vector<Effect>{effect::Picked{a.at}, effect::Placed{a.at, Color::kBlack}};
  }

  int n_;
  Step step_ = Step::kStone;
  int stone_ = 1;
  bool may_swap_ = false;
  bool swap_decided_ = false;  // the swap before the current stone was taken or declined
  std::optional<int> choice_;
  OfferSet offers_;
};

}  // namespace

std::unique_ptr<Opening> make_taraguchi(int offers) {
  return std::make_unique<Taraguchi>(offers);
}

}  // namespace renju::openings
