// Test helpers: drive a Game with action lines ("A place h8") and read boards as ASCII art
// (X black, O white, . empty; row 15 on top), so a failing test reads like a game record.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "game/game.hpp"
#include "rules/notation.hpp"

namespace renju::game::testing {

inline Game make(std::string_view rule) {
  auto created = Game::create(rule);
  if (auto* err = std::get_if<Error>(&created)) {
    ADD_FAILURE() << "create(" << rule << "): " << err->message;
    return std::get<Game>(Game::create("standard"));
  }
  return std::get<Game>(std::move(created));
}

inline SeatAction line(std::string_view text) {
  auto parsed = parse_action_line(text);
  if (auto* err = std::get_if<Error>(&parsed)) {
    ADD_FAILURE() << "bad test line '" << text << "': " << err->message;
    return {};
  }
  return std::get<SeatAction>(parsed);
}

// Applies every line, failing the test (and stopping) at the first refusal.
inline std::vector<Event> play(Game& g, const std::vector<std::string_view>& lines) {
  std::vector<Event> all;
  for (std::string_view text : lines) {
    auto res = g.apply(line(text));
    if (auto* err = std::get_if<Error>(&res)) {
      ADD_FAILURE() << "'" << text << "' refused: " << err->message << "\n" << describe(g);
      break;
    }
    for (auto& e : std::get<std::vector<Event>>(res)) all.push_back(e);
  }
  return all;
}

// Expects the line to be refused and the game to be left exactly as it was.
inline Error refuse(Game& g, std::string_view text) {
  Game before = g;
  auto res = g.apply(line(text));
  EXPECT_TRUE(g == before) << "state changed by refused '" << text << "'";
  EXPECT_EQ(g.log().size(), before.log().size());
  if (auto* err = std::get_if<Error>(&res)) return *err;
  ADD_FAILURE() << "'" << text << "' was accepted\n" << describe(before);
  return Error::make(ErrorCode::kSyntax, "accepted");
}

inline std::string art(const rules::Board& b) {
  std::string s;
  for (int y = rules::kSize - 1; y >= 0; --y) {
    for (int x = 0; x < rules::kSize; ++x) {
      Color c = b.at({x, y});
      s += c == Color::kBlack ? 'X' : c == Color::kWhite ? 'O' : '.';
    }
    s += '\n';
  }
  return s;
}

// Compacts a raw-string board (spaces and row/column labels allowed) to art() form.
inline std::string board(std::string_view picture) {
  std::string s;
  std::string row;
  for (char c : picture) {
    if (c == 'X' || c == 'O' || c == '.') row += c;
    if (c == '\n') {
      if (!row.empty()) s += row + '\n';
      row.clear();
    }
  }
  if (!row.empty()) s += row + '\n';
  return s;
}

inline Point pt(std::string_view text) {
  auto p = rules::parse_point(text);
  if (auto* err = std::get_if<rules::ParseError>(&p)) {
    ADD_FAILURE() << err->message;
    return {};
  }
  return std::get<Point>(p);
}

template <class E>
int count_events(const std::vector<Event>& events) {
  int n = 0;
  for (const Event& e : events) n += std::holds_alternative<E>(e) ? 1 : 0;
  return n;
}

}  // namespace renju::game::testing
