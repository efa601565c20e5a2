// The analysis routes: queries read and bounded here, the rules layer's explanation and the
// records readers turned into JSON, and the engine's search handed to the engine pool (never
// run on an I/O thread) with a bounded time.
#include "server/analysis_route.hpp"

#include <atomic>
#include <boost/asio/post.hpp>

#include "ai/analysis.hpp"
#include "ai/search.hpp"
#include "records/formats.hpp"
#include "rules/explain.hpp"
#include "rules/notation.hpp"
#include "server/api_reply.hpp"
#include "server/http_fields.hpp"

namespace renju::server {

namespace json = boost::json;

namespace {

constexpr std::string_view kLines[4] = {"row", "column", "diagonal", "anti-diagonal"};
constexpr std::size_t kMaxMoveTokens = 450;  // 225 stones and as many passes
// The node budget of one analysis (quick=1: a fifth). kAnalysisSeconds bounds the main search;
// this bounds everything, threat searches included, so a slow machine (or a sanitizer build)
// takes longer but never searches without end.
constexpr std::uint64_t kAnalysisNodes = 20000;

std::string query_of(std::string_view target) {
  const auto q = target.find('?');
  return q == std::string_view::npos ? std::string() : std::string(target.substr(q + 1));
}

json::string name(rules::Point p) {
  return json::string(rules::to_string(p));
}

json::array names(const std::vector<rules::Point>& points) {
  json::array out;
  for (auto p : points) out.push_back(name(p));
  return out;
}

json::value reason(rules::Forbidden f) {
  return f == rules::Forbidden::kNone ? json::value(nullptr)
                                      : json::value(rules::forbidden_name(f));
}

json::object explanation_json(const rules::Explanation& e) {
  json::array threes;
  for (const auto& t : e.threes) {
    json::array points;
    for (const auto& fp : t.points) {
      points.push_back(
          json::object{{"at", name(fp.at)},
                       {"five", fp.makes_five},
                       {"forbidden", reason(fp.forbidden)},
                       {"why", fp.why.empty() ? json::value(nullptr)
                                              : json::value(explanation_json(fp.why[0]))}});
    }
    threes.push_back(json::object{{"line", kLines[t.direction]},
                                  {"stones", names(t.stones)},
                                  {"counts", t.counts},
                                  {"points", std::move(points)}});
  }
  return {{"at", name(e.at)}, {"verdict", reason(e.verdict)},
          {"five", e.five},   {"overline", e.overline},
          {"fours", e.fours}, {"threes", std::move(threes)}};
}

HttpReply bad_moves(std::string message, std::size_t index, std::string_view token) {
  return json_error(400, "bad_moves", message,
                    {{"index", index}, {"token", json::string_view(token.data(), token.size())}});
}

}  // namespace

std::variant<Position, HttpReply> position_from_query(std::string_view query) {
  if (auto bad = form_error(query)) return json_error(400, "bad_query", *bad);
  const auto list = form_value(query, "moves").value_or("");
  Position pos;
  std::size_t index = 0, start = 0;
  while (!list.empty() && start <= list.size()) {
    const auto comma = list.find(',', start);
    const std::string token =
        list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (++index > kMaxMoveTokens) {
      return bad_moves("At most " + std::to_string(kMaxMoveTokens) + " moves.", index, "");
    }
    if (pos.over)
      return bad_moves("The game is over: a five was made before this move.", index, token);
    if (token != "pass") {
      auto p = rules::parse_point(token);
      if (auto* err = std::get_if<rules::ParseError>(&p))
        return bad_moves(err->message, index, token);
      const auto at = std::get<rules::Point>(p);
      if (!pos.board.empty(at)) return bad_moves("'" + token + "' is already taken.", index, token);
      pos.over = rules::makes_five(pos.board, at, pos.to_move);
      pos.board.set(at, pos.to_move);
      ++pos.stones;
    }
    pos.to_move = rules::opponent(pos.to_move);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return pos;
}

ai::AnalysisOptions analysis_options(bool quick) {
  ai::AnalysisOptions options;
  options.time_limit_s = quick ? kAnalysisSeconds / 5 : kAnalysisSeconds;
  options.max_nodes = quick ? kAnalysisNodes / 5 : kAnalysisNodes;
  if (quick) options.top = 1;
  return options;
}

HttpReply position_reply(std::string_view query) {
  auto parsed = position_from_query(query);
  if (auto* r = std::get_if<HttpReply>(&parsed)) return std::move(*r);
  auto& pos = std::get<Position>(parsed);
  json::array forbidden;
  for (const auto& f : rules::forbidden_points(pos.board)) {
    forbidden.push_back(
        json::object{{"at", name(f.at)}, {"reason", rules::forbidden_name(f.reason)}});
  }
  json::object body{{"to_move", rules::color_name(pos.to_move)},
                    {"stones", pos.stones},
                    {"over", pos.over},
                    {"forbidden", std::move(forbidden)}};
  if (auto which = form_value(query, "explain")) {
    auto p = rules::parse_point(*which);
    if (auto* err = std::get_if<rules::ParseError>(&p)) {
      return json_error(400, "bad_point", err->message, {{"explain", *which}});
    }
    const auto at = std::get<rules::Point>(p);
    if (!pos.board.empty(at)) {
      return json_error(400, "bad_point", "'" + *which + "' is not empty.", {{"explain", *which}});
    }
    body["explain"] = explanation_json(rules::explain_forbidden(pos.board, at));
  }
  return json_reply(200, body);
}

HttpReply import_reply(const HttpRequest& request) {
  const auto query = query_of(request.target);
  if (auto bad = form_error(query)) return json_error(400, "bad_query", *bad);
  if (request.body.size() > kMaxRecordUpload) {
    return json_error(413, "too_large", "A record may have at most 256 KiB.",
                      {{"max", kMaxRecordUpload}});
  }
  if (request.body.empty()) return json_error(400, "empty_record", "The record is empty.");
  auto format = records::sniff_format(request.body);
  if (auto named = form_value(query, "format"); named && *named != "auto") {
    auto f = records::parse_format(*named);
    if (!f) {
      return json_error(400, "bad_format", "'format' must be auto, sgf, lib, psq or txt.",
                        {{"format", *named}});
    }
    format = *f;
  }
  auto read = records::read_records(format, request.body);
  if (auto* err = std::get_if<records::ReadError>(&read)) {
    json::object args;
    for (const auto& [key, value] : err->args) args[key] = value;
    return json_error(400, "bad_record", records::describe(*err),
                      {{"format", records::format_name(format)},
                       {"line", err->line},
                       {"byte", err->offset},
                       {"where", err->where},
                       {"reason", err->message},
                       {"reason_code", err->code},
                       {"reason_params", std::move(args)}});
  }
  const auto& games = std::get<std::vector<records::Record>>(read);
  json::array out;
  for (std::size_t i = 0; i < games.size() && i < kMaxImportedGames; ++i) {
    const auto& g = games[i];
    json::array moves, comments;
    for (const auto& m : g.moves) moves.push_back(m ? json::value(name(*m)) : json::value("pass"));
    for (const auto& c : g.comments) comments.push_back(json::string(c));
    out.push_back(json::object{{"rule", g.rule},
                               {"black", g.black},
                               {"white", g.white},
                               {"id", g.id},
                               {"moves", std::move(moves)},
                               {"comments", std::move(comments)}});
  }
  return json_reply(200, {{"format", records::format_name(format)},
                          {"count", games.size()},
                          {"truncated", games.size() > kMaxImportedGames},
                          {"games", std::move(out)}});
}

void serve_position(const HttpRequest& request, ReplyHandler done) {
  done(position_reply(query_of(request.target)));
}

void serve_import(const HttpRequest& request, ReplyHandler done) {
  done(import_reply(request));
}

void serve_engine(EnginePool& pool, const HttpRequest& request,
                  const boost::asio::any_io_executor& executor, ReplyHandler done) {
  auto parsed = position_from_query(query_of(request.target));
  if (auto* r = std::get_if<HttpReply>(&parsed)) return done(std::move(*r));
  auto pos = std::get<Position>(parsed);
  if (pos.over) return done(json_error(422, "game_over", "The position already has a five."));
  // quick=1: one move and a fifth of the time, for the review's evaluation of every move.
  const bool quick = form_value(query_of(request.target), "quick").value_or("") == "1";
  if (pool.busy()) {
    auto r = json_error(503, "computer_busy", "The engine is busy; try again in a moment.");
    r.headers.emplace_back("Retry-After", "2");
    return done(std::move(r));
  }
  // Each request is a queue of its own, so busy() counts it among the waiting searches.
  static std::atomic<std::uint64_t> next{0};
  const std::string key = "analysis " + std::to_string(next.fetch_add(1));
  pool.submit(key, [pos, quick, executor, done = std::move(done)](const std::atomic<bool>& stop) {
    HttpReply reply;
    if (stop) {
      reply = json_error(503, "busy", "The server is stopping.");
    } else {
      try {
        const auto a = ai::analyse(pos.board, pos.to_move, analysis_options(quick));
        auto line = [](const std::vector<int>& moves) {
          json::array out;
          for (int m : moves) out.push_back(name(rules::Point::from_index(m)));
          return out;
        };
        json::array best;
        for (const auto& m : a.best) {
          const char* proven = m.score > ai::kWinThreshold    ? "win"
                               : m.score < -ai::kWinThreshold ? "loss"
                                                              : nullptr;
          best.push_back(
              json::object{{"move", name(rules::Point::from_index(m.move))},
                           {"score", m.score},
                           {"proven", proven ? json::value(proven) : json::value(nullptr)},
                           {"pv", line(m.pv)}});
        }
        auto threat = [&](const ai::ThreatAnswer(&t)[2]) {
          auto side = [&](const ai::ThreatAnswer& s) {
            return json::object{{"win", s.win}, {"line", line(s.line)}, {"quiet", line(s.quiet)}};
          };
          return json::object{{"black", side(t[0])}, {"white", side(t[1])}};
        };
        reply = json_reply(200, {{"to_move", rules::color_name(pos.to_move)},
                                 {"best", std::move(best)},
                                 {"vcf", threat(a.vcf)},
                                 {"vct", threat(a.vct)},
                                 {"nodes", a.nodes}});
      } catch (const std::exception& e) {
        log_error(std::string("api analysis engine: ") + e.what());
        reply = internal_error();
      }
    }
    boost::asio::post(executor,
                      [done, reply = std::move(reply)]() mutable { done(std::move(reply)); });
  });
}

}  // namespace renju::server
