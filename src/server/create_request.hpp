// What a request to create a game asks for: the home form's fields or a JSON body, read and
// checked into the settings of the new game, or the refusal that says what is wrong with it.
#pragma once

#include <optional>
#include <string>
#include <variant>

#include "ai/ai.hpp"
#include "rules/board.hpp"
#include "server/api.hpp"

namespace renju::server {

struct CreateSettings {
  std::string rule;                // the rule's own name (as Game::create spells it)
  int seat = 0;                    // the creator's seat: 0 (A) or 1 (B)
  rules::Color color;              // the creator's colour at the start
  std::string time_control;        // game::to_text of the control
  bool takebacks = true;           // allowed unless the creator turns them off
  std::string opponent;            // "human" or "computer"
  std::optional<ai::Level> level;  // the computer's level, when it is the opponent
};

// `form`: the body is application/x-www-form-urlencoded; otherwise it is JSON (or empty, for
// every default). A refusal is a 400 JSON error naming the field; 415 for any other type.
std::variant<CreateSettings, HttpReply> read_create_request(const HttpRequest& request, bool form);

}  // namespace renju::server
