// Text form: tokens separated by spaces. "rule:" first (optional, default standard), "N." move
// numbers (read and ignored), points, "pass", decisions in parentheses, comments in braces or
// from "#" to the end of the line.
#include "records/text.hpp"

#include <cctype>

#include "records/line_reader.hpp"
#include "rules/notation.hpp"

namespace renju::records {

namespace {

std::string_view color_word(Color c) {
  return c == Color::kBlack ? "black" : "white";
}

// What one action looks like in the text, given the game before it.
std::string token_for(const game::Game& before, const game::SeatAction& a, int stone) {
  using game::ActionKind;
  const auto color = color_word(before.color_of(a.seat));
  const auto num = std::to_string(stone) + ". ";
  switch (a.action.kind) {
    case ActionKind::kPlace:
      return num + rules::to_string(a.action.at);
    case ActionKind::kPick:
      return num + rules::to_string(a.action.at) + " (picked)";
    case ActionKind::kPass:
      return "pass";
    case ActionKind::kSwap:
      return "(swap)";
    case ActionKind::kKeep:
      return "(keep)";
    case ActionKind::kChoose:
      return "(choose " + std::to_string(a.action.choice) + ")";
    case ActionKind::kDeclare:
      return "(declare " + std::to_string(a.action.choice) + ")";
    case ActionKind::kOffer:
      return "(offer " + rules::to_string(a.action.at) + ")";
    case ActionKind::kWithdraw:
      return "(withdraw " + rules::to_string(a.action.at) + ")";
    case ActionKind::kResign:
      return "(" + std::string(color) + " resigns)";
    case ActionKind::kOfferDraw:
      return "(" + std::string(color) + " offers a draw)";
    case ActionKind::kAcceptDraw:
      return "(draw accepted)";
    case ActionKind::kDeclineDraw:
      return "(draw declined)";
    case ActionKind::kTimeOut:
      return "(" + std::string(color) + " lost on time)";
    default:  // table actions (abort, takebacks, claims) are not part of the played game
      break;
  }
  return "";
}

struct Token {
  std::string text;
  std::size_t offset = 0;
};

// Splits on white space, keeping "(…)" and "{…}" whole and dropping "#" comments.
std::variant<std::vector<Token>, ReadError> tokenize(std::string_view s) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < s.size()) {
    if (std::isspace(static_cast<unsigned char>(s[i]))) {
      ++i;
      continue;
    }
    if (s[i] == '#') {
      // A comment to the end of the line (the header of `renju ai-match` records).
      const auto eol = s.find('\n', i);
      i = eol == std::string_view::npos ? s.size() : eol + 1;
      continue;
    }
    const std::size_t start = i;
    if (s[i] == '(' || s[i] == '{') {
      const char close = s[i] == '(' ? ')' : '}';
      const auto end = s.find(close, i);
      if (end == std::string_view::npos) {
        return read_error({"cut_off"}, std::string("'") + s[i] + "' is never closed", start,
                          line_of(s, start));
      }
      i = end + 1;
    } else {
      while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i])) && s[i] != '(' &&
             s[i] != '{') {
        ++i;
      }
    }
    out.push_back({std::string(s.substr(start, i - start)), start});
  }
  return out;
}

std::string collapse(std::string_view inside) {
  std::string out;
  bool space = false;
  for (char c : inside) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// A decision in parentheses as an action and, for resign and draw offers, the colour acting.
std::optional<std::pair<game::Action, std::optional<Color>>> decision(const std::string& words) {
  using game::Action;
  if (words == "swap") return std::pair{Action::swap(), std::optional<Color>{}};
  if (words == "keep") return std::pair{Action::keep(), std::optional<Color>{}};
  if (words == "draw accepted") return std::pair{Action::accept_draw(), std::optional<Color>{}};
  if (words == "draw declined") return std::pair{Action::decline_draw(), std::optional<Color>{}};
  for (auto [word, color] :
       {std::pair{"black", Color::kBlack}, std::pair{"white", Color::kWhite}}) {
    const std::string w(word);
    if (words == w + " resigns") return std::pair{Action::resign(), std::optional<Color>{color}};
    if (words == w + " offers a draw") {
      return std::pair{Action::offer_draw(), std::optional<Color>{color}};
    }
  }
  if (words == "choose 1" || words == "choose 2") {
    return std::pair{Action::choose(words.back() - '0'), std::optional<Color>{}};
  }
  if (words.starts_with("declare ")) {
    // The game log's own parser reads the number, as the log writes it.
    auto parsed = game::parse_action_line("A " + words);
    if (auto* a = std::get_if<game::SeatAction>(&parsed)) {
      return std::pair{a->action, std::optional<Color>{}};
    }
    return std::nullopt;
  }
  for (auto [word, make] :
       {std::pair{"offer ", &Action::offer}, std::pair{"withdraw ", &Action::withdraw}}) {
    const std::string w(word);
    if (words.starts_with(w)) {
      auto p = rules::parse_point(std::string_view(words).substr(w.size()));
      if (auto* point = std::get_if<Point>(&p))
        return std::pair{make(*point), std::optional<Color>{}};
    }
  }
  return std::nullopt;
}

bool is_move_number(std::string_view t) {
  if (t.size() < 2 || t.back() != '.') return false;
  for (char c : t.substr(0, t.size() - 1)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

}  // namespace

std::string write_text(const Record& r) {
  std::string out;
  auto add = [&out](const std::string& t) {
    if (!out.empty() && out.back() != ' ') out += ' ';
    out += t;
  };
  auto created = game::Game::create(r.rule);
  if (r.log && std::holds_alternative<game::Game>(created)) {
    auto& g = std::get<game::Game>(created);
    out = r.rule + ":";
    for (const auto& a : *r.log) {
      const int stone = g.over() ? 0 : g.turn().stone;
      add(token_for(g, a, stone));
      if (!std::holds_alternative<std::vector<game::Event>>(g.apply(a))) break;
    }
  } else {
    int stone = 0;
    for (const auto& m : r.moves) {
      add(m ? std::to_string(++stone) + ". " + rules::to_string(*m) : std::string("pass"));
    }
  }
  if (auto o = outcome(r)) {
    if (o->reason == "abandoned") {
      add("{abandoned}");
    } else if (o->winner) {
      add("{" + std::string(color_word(*o->winner)) + " wins: " + o->reason + "}");
    } else {
      add("{draw: " + o->reason + "}");
    }
  }
  return out + "\n";
}

std::variant<Record, ReadError> read_text(std::string_view text) {
  if (text.size() > kMaxRecordBytes)
    return read_error({"too_large", {{"max", "1024"}}}, "the text is larger than 1 MiB", 0, 1);
  auto tokenized = tokenize(text);
  if (auto* err = std::get_if<ReadError>(&tokenized)) return *err;
  auto& tokens = std::get<std::vector<Token>>(tokenized);
  Record r;
  r.rule = "standard";
  std::size_t i = 0;
  if (!tokens.empty() && tokens[0].text.size() > 1 && tokens[0].text.back() == ':') {
    r.rule = collapse(std::string_view(tokens[0].text).substr(0, tokens[0].text.size() - 1));
    i = 1;
  }
  auto created = game::Game::create(r.rule);
  if (auto* err = std::get_if<game::Error>(&created)) {
    return read_error({"unknown_rule", {{"rule", r.rule}}}, err->message, 0, 1,
                      "rule '" + r.rule + "'");
  }
  auto& g = std::get<game::Game>(created);
  for (; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    auto fail = [&](Why why, std::string message) {
      return read_error(std::move(why), std::move(message), t.offset, line_of(text, t.offset),
                        "'" + t.text + "'");
    };
    std::string word = t.text;
    if (is_move_number(word)) continue;
    if (auto dot = word.find('.'); dot != std::string::npos && dot > 0 &&
                                   is_move_number(std::string_view(word).substr(0, dot + 1))) {
      word = word.substr(dot + 1);  // "1.h8"
    }
    game::Action action;
    std::optional<Color> by;
    if (word.front() == '{') {
      if (collapse(std::string_view(word).substr(1, word.size() - 2)) == "abandoned") {
        r.abandoned = true;
      }
      continue;
    } else if (word.front() == '(') {
      auto d = decision(collapse(std::string_view(word).substr(1, word.size() - 2)));
      if (!d) return fail({"syntax"}, "not a decision this form knows");
      action = d->first;
      by = d->second;
    } else if (collapse(word) == "pass") {
      action = game::Action::pass();
    } else {
      auto p = rules::parse_point(word);
      if (auto* err = std::get_if<rules::ParseError>(&p))
        return fail({"bad_point", {{"point", word}}}, err->message);
      action = game::Action::place(std::get<Point>(p));
      if (i + 1 < tokens.size() && collapse(tokens[i + 1].text) == "(picked)") {
        action = game::Action::pick(action.at);
        ++i;
      }
    }
    auto seated = seat_for(g, action, by);
    if (auto* err = std::get_if<game::Error>(&seated)) return fail({"illegal_move"}, err->message);
    const auto& a = std::get<game::SeatAction>(seated);
    auto applied = g.apply(a);
    if (auto* err = std::get_if<game::Error>(&applied)) return fail({"illegal_move"}, err->message);
    for (const auto& e : std::get<std::vector<game::Event>>(applied)) {
      if (auto* placed = std::get_if<game::event::StonePlaced>(&e)) r.moves.push_back(placed->at);
      if (std::holds_alternative<game::event::Passed>(e)) r.moves.push_back(std::nullopt);
    }
  }
  r.rule = g.rule();
  r.log = g.played();
  r.black = "Player " + std::string(game::seat_name(g.seat_of(Color::kBlack)));
  r.white = "Player " + std::string(game::seat_name(g.seat_of(Color::kWhite)));
  if (r.abandoned && g.over()) r.abandoned = false;
  return r;
}

}  // namespace renju::records
