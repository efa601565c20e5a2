// What the SGF properties mean for a Renju record, both ways. Coordinates: "aa" is the top
// left (a1 is "ao"); an empty value (or "tt") is a pass.
#include "records/sgf.hpp"

#include <charconv>
#include <chrono>
#include <cstdio>

#include "records/line_reader.hpp"
#include "records/sgf_tree.hpp"

namespace renju::records {

namespace {

std::string coord(const std::optional<Point>& p) {
  if (!p) return "";
  return {static_cast<char>('a' + p->x), static_cast<char>('a' + (rules::kSize - 1 - p->y))};
}

std::string date_of(std::int64_t unix_seconds) {
  using namespace std::chrono;
  const sys_days day = floor<days>(sys_seconds{seconds{unix_seconds}});
  const year_month_day ymd{day};
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return buf;
}

std::optional<std::int64_t> date_value(std::string_view v) {
  // "YYYY-MM-DD" (further dates after a comma are ignored)
  int y = 0;
  unsigned m = 0, d = 0;
  if (v.size() < 10 || v[4] != '-' || v[7] != '-') return std::nullopt;
  auto num = [](std::string_view t, auto& out) {
    auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
    return ec == std::errc() && end == t.data() + t.size();
  };
  if (!num(v.substr(0, 4), y) || !num(v.substr(5, 2), m) || !num(v.substr(8, 2), d)) {
    return std::nullopt;
  }
  using namespace std::chrono;
  const year_month_day ymd{year{y}, month{m}, day{d}};
  if (!ymd.ok()) return std::nullopt;
  return sys_days{ymd}.time_since_epoch() / seconds{1};
}

template <class T>
std::optional<T> integer(std::string_view v) {
  T out{};
  auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
  if (ec != std::errc() || end == v.data()) return std::nullopt;
  return out;
}

std::string result_value(const Outcome& o) {
  if (o.reason == "abandoned") return "Void";
  if (!o.winner) return "0";
  return std::string(*o.winner == Color::kBlack ? "B+" : "W+") + (o.reason == "resign" ? "R" : "");
}

void write_one(std::string& out, const Record& r) {
  out += "(;FF[4]GM[4]SZ[15]CA[UTF-8]AP[renju]";
  if (!r.rule.empty()) out += "RU" + sgf_value(r.rule);
  if (!r.id.empty()) out += "GN" + sgf_value(r.id);
  if (!r.black.empty()) out += "PB" + sgf_value(r.black);
  if (!r.white.empty()) out += "PW" + sgf_value(r.white);
  if (r.created_at) {
    out += "DT" + sgf_value(date_of(*r.created_at));
    out += "RJT" + sgf_value(std::to_string(*r.created_at));
  }
  if (r.main_time_s) out += "TM" + sgf_value(std::to_string(*r.main_time_s));
  if (!r.overtime.empty()) out += "OT" + sgf_value(r.overtime);
  if (auto o = outcome(r)) out += "RE" + sgf_value(result_value(*o));
  std::size_t move = 0;
  auto stone = [&](const std::string& pending, Color c, const std::optional<Point>& p) {
    out += "\n;" + pending + (c == Color::kBlack ? "B" : "W") + sgf_value(coord(p));
    if (move < r.comments.size() && !r.comments[move].empty()) {
      out += "C" + sgf_value(r.comments[move]);
    }
    ++move;
  };
  auto created = game::Game::create(r.rule);
  if (r.log && std::holds_alternative<game::Game>(created)) {
    auto& g = std::get<game::Game>(created);
    std::string pending;  // decisions made since the last stone
    for (const auto& a : *r.log) {
      const Color color = g.color_of(a.seat);
      const auto kind = a.action.kind;
      if (kind != game::ActionKind::kPlace && kind != game::ActionKind::kPass) {
        pending += (pending.empty() ? "RJA" : "") + sgf_value(game::to_text(a));
      }
      if (!std::holds_alternative<std::vector<game::Event>>(g.apply(a))) break;
      if (kind == game::ActionKind::kPick) {
        stone(pending, Color::kBlack, a.action.at);
        pending.clear();
      } else if (kind == game::ActionKind::kPlace || kind == game::ActionKind::kPass) {
        stone(pending, color,
              kind == game::ActionKind::kPlace ? std::optional(a.action.at) : std::nullopt);
        pending.clear();
      }
    }
    if (!pending.empty()) out += "\n;" + pending;
  } else {
    Color c = Color::kBlack;
    for (const auto& m : r.moves) {
      stone("", c, m);
      c = rules::opponent(c);
    }
  }
  out += ")\n";
}

struct Reader {
  std::string_view text;
  Record r;
  std::optional<game::Game> g;  // when the rule is one we know
  std::string ru;               // the rule as the file names it

  ReadError fail(Why why, std::string message, std::size_t at, std::string where) const {
    return read_error(std::move(why), std::move(message), at, line_of(text, at), std::move(where));
  }
  void record_events(const std::vector<game::Event>& events) {
    for (const auto& e : events) {
      if (auto* placed = std::get_if<game::event::StonePlaced>(&e)) r.moves.push_back(placed->at);
      if (std::holds_alternative<game::event::Passed>(e)) r.moves.push_back(std::nullopt);
    }
  }
  std::optional<ReadError> header(const SgfNode& root) {
    if (auto* gm = root.find("GM"); gm && gm->values[0] != "4") {
      return fail({"not_renju", {{"gm", gm->values[0]}}},
                  "GM[" + gm->values[0] + "] is not Gomoku/Renju (GM[4])", gm->offset, "GM");
    }
    if (auto* sz = root.find("SZ"); sz && sz->values[0] != "15" && sz->values[0] != "15:15") {
      return fail({"board_size", {{"size", sz->values[0]}}},
                  "board size " + sz->values[0] + " is not 15", sz->offset, "SZ");
    }
    if (root.find("AB") || root.find("AW") || root.find("AE")) {
      return fail({"setup_stones"},
                  "set-up stones (AB, AW, AE) are not a game this site can replay", root.offset,
                  "AB/AW");
    }
    auto value = [&](const char* id) -> std::string {
      auto* p = root.find(id);
      return p ? p->values[0] : std::string();
    };
    r.id = value("GN");
    r.black = value("PB");
    r.white = value("PW");
    r.overtime = value("OT");
    if (auto tm = value("TM"); !tm.empty()) {
      auto v = integer<double>(tm);
      if (!v || *v < 0 || *v > 1e9)
        return fail({"bad_value", {{"property", "TM"}}}, "TM must be seconds",
                    root.find("TM")->offset, "TM");
      r.main_time_s = static_cast<int>(*v);
    }
    if (auto t = value("RJT"); !t.empty()) {
      r.created_at = integer<std::int64_t>(t);
      if (!r.created_at)
        return fail({"bad_value", {{"property", "RJT"}}}, "RJT must be unix seconds",
                    root.find("RJT")->offset, "RJT");
    } else if (auto dt = value("DT"); !dt.empty()) {
      r.created_at = date_value(dt);
    }
    r.abandoned = value("RE") == "Void";
    if (auto rule = value("RU"); !rule.empty()) {
      ru = rule;
      auto created = game::Game::create(rule);
      if (auto* game = std::get_if<game::Game>(&created)) {
        g = std::move(*game);
        r.rule = g->rule();
      }
    }
    return std::nullopt;
  }
  std::optional<ReadError> node(const SgfNode& n) {
    const game::Action* picked = nullptr;
    game::Action last;
    if (auto* rja = n.find("RJA")) {
      if (!g)
        return fail({"unknown_rule", {{"rule", ru}}}, "RJA needs a rule this site knows in RU",
                    rja->offset, "RJA");
      for (const auto& v : rja->values) {
        auto parsed = game::parse_action_line(v);
        if (auto* err = std::get_if<game::Error>(&parsed))
          return fail({"illegal_move"}, err->message, rja->offset, "RJA");
        auto applied = g->apply(std::get<game::SeatAction>(parsed));
        if (auto* err = std::get_if<game::Error>(&applied)) {
          return fail({"illegal_move"}, "'" + v + "' refused: " + err->message, rja->offset, "RJA");
        }
        record_events(std::get<std::vector<game::Event>>(applied));
        last = std::get<game::SeatAction>(parsed).action;
        picked = last.kind == game::ActionKind::kPick ? &last : nullptr;
      }
    }
    const SgfProperty* b = n.find("B");
    const SgfProperty* w = n.find("W");
    if (b && w) return fail({"illegal_move"}, "a node with both B and W", n.offset, "B/W");
    const SgfProperty* m = b ? b : w;
    if (!m) return std::nullopt;
    const Color color = b ? Color::kBlack : Color::kWhite;
    std::optional<Point> at;
    const std::string& v = m->values[0];
    if (!v.empty() && v != "tt") {
      if (v.size() != 2 || v[0] < 'a' || v[0] > 'o' || v[1] < 'a' || v[1] > 'o') {
        return fail({"bad_point", {{"point", v}}}, "'" + v + "' is not a point of a 15x15 board",
                    m->offset, m->id);
      }
      at = Point{v[0] - 'a', rules::kSize - 1 - (v[1] - 'a')};
    }
    if (auto* c = n.find("C")) {
      r.comments.resize(r.moves.size() + (picked ? 0 : 1));
      r.comments.back() = c->values[0];
    }
    if (picked) {
      if (!at || *at != picked->at || color != Color::kBlack) {
        return fail({"illegal_move"}, "the picked fifth stone must be this node's B move",
                    m->offset, m->id);
      }
      return std::nullopt;
    }
    if (g) {
      if (g->over())
        return fail({"illegal_move"}, "a move after the end of the game", m->offset, m->id);
      if (g->turn().color != color) {
        return fail({"illegal_move"},
                    std::string(color == Color::kBlack ? "Black" : "White") +
                        " moves, but the other colour is to move",
                    m->offset, m->id);
      }
      const game::SeatAction a{g->turn().seat,
                               at ? game::Action::place(*at) : game::Action::pass()};
      auto applied = g->apply(a);
      if (auto* err = std::get_if<game::Error>(&applied))
        return fail({"illegal_move"}, err->message, m->offset, m->id);
      record_events(std::get<std::vector<game::Event>>(applied));
      return std::nullopt;
    }
    const Color expected = r.moves.size() % 2 == 0 ? Color::kBlack : Color::kWhite;
    if (color != expected)
      return fail({"illegal_move"}, "two moves of one colour in a row", m->offset, m->id);
    r.moves.push_back(at);
    if (auto bad = check_moves(r.moves)) return fail({"illegal_move"}, *bad, m->offset, m->id);
    return std::nullopt;
  }
};

}  // namespace

std::string write_sgf(const Record& r) {
  std::string out;
  write_one(out, r);
  return out;
}

std::string write_sgf(const std::vector<Record>& games) {
  std::string out;
  for (const auto& r : games) write_one(out, r);
  return out;
}

std::variant<std::vector<Record>, ReadError> read_sgf(std::string_view text) {
  auto parsed = parse_sgf(text);
  if (auto* err = std::get_if<ReadError>(&parsed)) return *err;
  std::vector<Record> out;
  for (const auto& tree : std::get<std::vector<SgfGame>>(parsed)) {
    Reader reader{text, {}, std::nullopt, {}};
    if (auto err = reader.header(tree.main_line.front())) return *err;
    for (const auto& n : tree.main_line) {
      if (auto err = reader.node(n)) return *err;
    }
    Record& r = reader.r;
    if (reader.g) {
      r.log = reader.g->log();
      if (r.abandoned && reader.g->over()) r.abandoned = false;
    } else {
      derive_log(r, "standard");
    }
    while (!r.comments.empty() && r.comments.back().empty()) r.comments.pop_back();
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace renju::records
