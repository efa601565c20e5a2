// Stable names of events and result reasons (the server uses them as JSON tags).
#include "game/event.hpp"

namespace renju::game {

std::string_view result_reason_name(ResultReason r) {
  switch (r) {
    case ResultReason::kFive:
      return "five";
    case ResultReason::kResignation:
      return "resign";
    case ResultReason::kDrawAgreed:
      return "draw-agreed";
    case ResultReason::kTwoPasses:
      return "passes";
    case ResultReason::kFullBoard:
      return "full-board";
    case ResultReason::kAborted:
      return "aborted";
    case ResultReason::kOpponentGone:
      return "opponent-gone";
    case ResultReason::kTime:
      return "time";
  }
  return "five";
}

namespace {
struct Namer {
  std::string_view operator()(const event::StonePlaced&) const { return "stone-placed"; }
  std::string_view operator()(const event::ColorsSwapped&) const { return "colors-swapped"; }
  std::string_view operator()(const event::SwapDeclined&) const { return "swap-declined"; }
  std::string_view operator()(const event::ChoiceMade&) const { return "choice-made"; }
  std::string_view operator()(const event::CountDeclared&) const { return "count-declared"; }
  std::string_view operator()(const event::OfferAdded&) const { return "offer-added"; }
  std::string_view operator()(const event::OfferWithdrawn&) const { return "offer-withdrawn"; }
  std::string_view operator()(const event::OfferPicked&) const { return "offer-picked"; }
  std::string_view operator()(const event::Passed&) const { return "passed"; }
  std::string_view operator()(const event::DrawOffered&) const { return "draw-offered"; }
  std::string_view operator()(const event::DrawDeclined&) const { return "draw-declined"; }
  std::string_view operator()(const event::Resigned&) const { return "resigned"; }
  std::string_view operator()(const event::TurnChanged&) const { return "turn-changed"; }
  std::string_view operator()(const event::GameOver&) const { return "game-over"; }
  std::string_view operator()(const event::Aborted&) const { return "aborted"; }
  std::string_view operator()(const event::TakebackRequested&) const {
    return "takeback-requested";
  }
  std::string_view operator()(const event::TakebackAccepted&) const { return "takeback-accepted"; }
  std::string_view operator()(const event::TakebackDeclined&) const { return "takeback-declined"; }
  std::string_view operator()(const event::RematchOffered&) const { return "rematch-offered"; }
  std::string_view operator()(const event::RematchAgreed&) const { return "rematch-agreed"; }
  std::string_view operator()(const event::RematchDeclined&) const { return "rematch-declined"; }
};
}  // namespace

std::string_view event_name(const Event& e) {
  return std::visit(Namer{}, e);
}

}  // namespace renju::game
