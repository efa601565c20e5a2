// Standard Renju: no opening procedure. Black plays the first stone anywhere and the game model
// runs normal play from the start.
#include "openings/opening.hpp"

namespace renju::openings {

namespace {

class Standard final : public Opening {
 public:
  std::unique_ptr<Opening> clone() const override { return std::make_unique<Standard>(*this); }
  std::string name() const override { return "standard"; }
  Status status() const override { return Status{}; }
  LegalActions legal(const rules::Board&) const override { return {}; }
  std::variant<std::vector<Effect>, Error> apply(const rules::Board&, Color,
                                                 const Action& action) override {
    return not_allowed(action.kind, "standard Renju has no opening procedure");
  }
};

}  // namespace

std::unique_ptr<Opening> make_standard(int) {
  return std::make_unique<Standard>();
}

}  // namespace renju::openings
