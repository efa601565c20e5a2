// Names of actions and error codes, action equality and the expansion of legal-action sets.
#include "actions/action.hpp"

#include <algorithm>
#include <array>

namespace renju::actions {

namespace {
constexpr std::array<std::string_view, kActionKinds> kKindNames{"place",
                                                                "swap",
                                                                "keep",
                                                                "choose",
                                                                "offer",
                                                                "withdraw",
                                                                "pick",
                                                                "pass",
                                                                "resign",
                                                                "offer-draw",
                                                                "accept-draw",
                                                                "decline-draw",
                                                                "declare",
                                                                "abort",
                                                                "takeback",
                                                                "accept-takeback",
                                                                "decline-takeback",
                                                                "claim-win",
                                                                "claim-draw",
                                                                "time-out",
                                                                "rematch",
                                                                "decline-rematch"};
}  // namespace

std::string_view action_kind_name(ActionKind k) {
  return kKindNames[static_cast<std::size_t>(k)];
}

std::optional<ActionKind> parse_action_kind(std::string_view name) {
  for (std::size_t i = 0; i < kKindNames.size(); ++i) {
    if (kKindNames[i] == name) return static_cast<ActionKind>(i);
  }
  return std::nullopt;
}

bool takes_point(ActionKind k) {
  return k == ActionKind::kPlace || k == ActionKind::kOffer || k == ActionKind::kWithdraw ||
         k == ActionKind::kPick;
}

bool takes_number(ActionKind k) {
  return k == ActionKind::kChoose || k == ActionKind::kDeclare;
}

bool operator==(const Action& a, const Action& b) {
  if (a.kind != b.kind) return false;
  if (takes_point(a.kind)) return a.at == b.at;
  if (takes_number(a.kind)) return a.choice == b.choice;
  return true;
}

std::string_view error_code_name(ErrorCode c) {
  switch (c) {
    case ErrorCode::kSyntax:
      return "syntax";
    case ErrorCode::kUnknownRule:
      return "unknown_rule";
    case ErrorCode::kGameOver:
      return "game_over";
    case ErrorCode::kNotYourTurn:
      return "not_your_turn";
    case ErrorCode::kNotAllowedNow:
      return "not_allowed_now";
    case ErrorCode::kOffBoard:
      return "off_board";
    case ErrorCode::kOccupied:
      return "occupied";
    case ErrorCode::kOutsideArea:
      return "outside_area";
    case ErrorCode::kForbidden:
      return "forbidden";
    case ErrorCode::kAlreadyOffered:
      return "already_offered";
    case ErrorCode::kSymmetricOffer:
      return "symmetric_offer";
    case ErrorCode::kTooManyOffers:
      return "too_many_offers";
    case ErrorCode::kNotOffered:
      return "not_offered";
    case ErrorCode::kBadChoice:
      return "bad_choice";
    case ErrorCode::kNoDrawOffer:
      return "no_draw_offer";
    case ErrorCode::kDrawOfferPending:
      return "draw_offer_pending";
    case ErrorCode::kDrawOfferRepeated:
      return "draw_offer_repeated";
    case ErrorCode::kNotAnOpening:
      return "not_an_opening";
    case ErrorCode::kBadCount:
      return "bad_count";
    case ErrorCode::kAbortTooLate:
      return "abort_too_late";
    case ErrorCode::kTakebacksOff:
      return "takebacks_off";
    case ErrorCode::kNothingToTakeBack:
      return "nothing_to_take_back";
    case ErrorCode::kTakebackPending:
      return "takeback_pending";
    case ErrorCode::kTakebackRepeated:
      return "takeback_repeated";
    case ErrorCode::kNoTakeback:
      return "no_takeback";
    case ErrorCode::kRematchTooEarly:
      return "rematch_too_early";
    case ErrorCode::kRematchPending:
      return "rematch_pending";
    case ErrorCode::kRematchMade:
      return "rematch_made";
    case ErrorCode::kNoRematchOffer:
      return "no_rematch_offer";
  }
  return "unknown";
}

bool LegalActions::allows(ActionKind k) const {
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

std::vector<Action> LegalActions::expand() const {
  std::vector<Action> out;
  for (ActionKind k : kinds) {
    switch (k) {
      case ActionKind::kPlace:
        for (Point p : place) out.push_back(Action::place(p));
        break;
      case ActionKind::kOffer:
        for (Point p : offer) out.push_back(Action::offer(p));
        break;
      case ActionKind::kWithdraw:
        for (Point p : withdraw) out.push_back(Action::withdraw(p));
        break;
      case ActionKind::kPick:
        for (Point p : pick) out.push_back(Action::pick(p));
        break;
      case ActionKind::kChoose:
      case ActionKind::kDeclare:
        for (int c : choices) out.push_back(Action{k, {}, c});
        break;
      default:
        out.push_back(Action{k, {}, 0});
    }
  }
  return out;
}

}  // namespace renju::actions
