// The record downloads: the query read and checked, the games loaded on the store's read
// thread, each rebuilt from its log and written by the records layer.
#include "server/record_route.hpp"

#include <boost/json.hpp>

#include "records/psq.hpp"
#include "records/renlib.hpp"
#include "records/sgf.hpp"
#include "records/text.hpp"
#include "server/log.hpp"
#include "server/room.hpp"
#include "server/secret.hpp"

namespace renju::server {

namespace json = boost::json;

namespace {

// Who sat in a seat, as a record names the player.
std::string player_name(const store::GameRecord& g, game::Seat seat) {
  const auto& hash = g.seat_hash[seat == game::Seat::kA ? 0 : 1];
  if (hash) {
    if (auto level = computer_seat_level(*hash)) {
      return "computer (" + std::string(ai::level_name(*level)) + ")";
    }
  }
  return "Player " + std::string(game::seat_name(seat));
}

records::Record to_record(const store::GameRecord& stored) {
  std::vector<game::SeatAction> log;
  for (const auto& line : stored.actions) {
    auto parsed = game::parse_action_line(line);
    if (!std::holds_alternative<game::SeatAction>(parsed)) {
      throw std::runtime_error("game " + stored.id + " has an unreadable action '" + line + "'");
    }
    log.push_back(std::get<game::SeatAction>(parsed));
  }
  auto replayed = game::Game::replay(stored.rule, log);
  if (!std::holds_alternative<game::Game>(replayed)) {
    throw std::runtime_error("game " + stored.id + " does not replay");
  }
  const auto& g = std::get<game::Game>(replayed);
  records::Record r = records::from_game(g);
  r.id = stored.id;
  r.created_at = stored.created_at;
  r.black = player_name(stored, g.seat_of(rules::Color::kBlack));
  r.white = player_name(stored, g.seat_of(rules::Color::kWhite));
  r.abandoned = stored.closed_at.has_value() && !g.over();
  return r;
}

std::string summary(const records::Record& r) {
  std::string s = "renju game " + r.id + " (" + r.rule + ")";
  if (auto o = records::outcome(r)) {
    s += ": " + (o->winner ? std::string(rules::color_name(*o->winner)) + " wins" : "draw") +
         (o->reason.empty() ? "" : ", " + o->reason);
  }
  return s;
}

HttpReply bad_format(std::string_view got, bool collection) {
  const std::string allowed = collection ? "sgf, lib or txt" : "sgf, lib, psq or txt";
  return json_error(400, "bad_format", "'format' must be " + allowed + ".",
                    {{"format", json::string_view(got.data(), got.size())}});
}

std::string query_of(std::string_view target) {
  const auto q = target.find('?');
  return q == std::string_view::npos ? std::string() : std::string(target.substr(q + 1));
}

using Loaded = std::vector<std::optional<store::GameRecord>>;

// Loads every id on the read thread and answers with the records, 404 naming the first id
// that is not there, 503 when the store is busy, 500 when it failed.
void load_and_reply(store::AsyncStore& store, std::vector<std::string> ids, RecordFormat format,
                    std::string file_stem, const boost::asio::any_io_executor& executor,
                    ReplyHandler done) {
  store.read(
      [ids](store::Store& s) {
        Loaded out;
        for (const auto& id : ids) out.push_back(s.load_game(id));
        return out;
      },
      executor,
      [ids, format, file_stem, done = std::move(done)](store::Outcome<Loaded> outcome) {
        if (outcome.busy) {
          auto r = json_error(503, "busy", "The server is busy; nothing changed. Try again.");
          r.headers.emplace_back("Retry-After", "1");
          return done(std::move(r));
        }
        try {
          if (!outcome.error.empty()) throw std::runtime_error(outcome.error);
          std::vector<store::GameRecord> games;
          for (std::size_t i = 0; i < ids.size(); ++i) {
            if (!outcome.value[i]) {
              return done(json_error(404, "unknown_game", "No game with id '" + ids[i] + "'.",
                                     {{"id", ids[i]}}));
            }
            games.push_back(std::move(*outcome.value[i]));
          }
          done(record_reply(games, format, file_stem));
        } catch (const std::exception& e) {
          log_error(std::string("api record: ") + e.what());
          done(json_error(500, "internal", "The server failed; please try again."));
        }
      });
}

}  // namespace

std::optional<RecordFormat> record_format(std::string_view name) {
  if (name == "sgf") return RecordFormat{"sgf", "application/x-go-sgf; charset=utf-8", "sgf"};
  if (name == "lib") return RecordFormat{"lib", "application/octet-stream", "lib"};
  if (name == "psq") return RecordFormat{"psq", "text/plain; charset=utf-8", "psq"};
  if (name == "txt") return RecordFormat{"txt", "text/plain; charset=utf-8", "txt"};
  return std::nullopt;
}

HttpReply record_reply(const std::vector<store::GameRecord>& games, const RecordFormat& format,
                       std::string_view file_stem) {
  std::vector<records::Record> recs;
  for (const auto& g : games) recs.push_back(to_record(g));
  std::string body;
  if (format.name == "sgf") {
    body = records::write_sgf(recs);
  } else if (format.name == "lib") {
    records::Library lib;
    for (const auto& r : recs) records::add_line(lib, r, summary(r));
    body = records::write_lib(lib);
  } else if (format.name == "txt") {
    for (const auto& r : recs) body += records::write_text(r);
  } else {
    if (recs.size() != 1) {
      return json_error(422, "record_format", "A .psq file holds one game.");
    }
    auto written = records::write_psq(recs.front());
    if (auto* err = std::get_if<records::WriteError>(&written)) {
      return json_error(422, "record_format", err->message + ".", {{"format", "psq"}});
    }
    body = std::get<std::string>(written);
  }
  HttpReply reply{200, format.content_type, std::move(body), {}};
  reply.headers.emplace_back(
      "Content-Disposition",
      "attachment; filename=\"" + std::string(file_stem) + "." + format.extension + "\"");
  reply.headers.emplace_back("Cache-Control", "no-store");
  return reply;
}

void serve_game_record(store::AsyncStore& store, const HttpRequest& request, std::string_view id,
                       const boost::asio::any_io_executor& executor, ReplyHandler done) {
  const auto query = query_of(request.target);
  if (auto bad = form_error(query)) return done(json_error(400, "bad_query", *bad));
  const auto name = form_value(query, "format").value_or("sgf");
  const auto format = record_format(name);
  if (!format) return done(bad_format(name, false));
  if (!plausible_game_id(id)) {
    return done(json_error(404, "unknown_game", "No game with id '" + std::string(id) + "'.",
                           {{"id", json::string_view(id.data(), id.size())}}));
  }
  load_and_reply(store, {std::string(id)}, *format, "renju-" + std::string(id), executor,
                 std::move(done));
}

void serve_records(store::AsyncStore& store, const HttpRequest& request,
                   const boost::asio::any_io_executor& executor, ReplyHandler done) {
  const auto query = query_of(request.target);
  if (auto bad = form_error(query)) return done(json_error(400, "bad_query", *bad));
  const auto name = form_value(query, "format").value_or("sgf");
  const auto format = record_format(name);
  if (!format || format->name == "psq") return done(bad_format(name, true));
  const auto list = form_value(query, "ids").value_or("");
  std::vector<std::string> ids;
  std::size_t start = 0;
  while (start <= list.size() && !list.empty()) {
    const auto comma = list.find(',', start);
    auto id = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (!plausible_game_id(id)) {
      return done(
          json_error(400, "bad_ids", "'ids' must be game ids separated by commas.", {{"id", id}}));
    }
    ids.push_back(std::move(id));
    if (ids.size() > kMaxRecordIds) {
      return done(json_error(400, "too_many_ids",
                             "At most " + std::to_string(kMaxRecordIds) + " games at once.",
                             {{"max", kMaxRecordIds}}));
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (ids.empty()) return done(json_error(400, "bad_ids", "'ids' names no game."));
  load_and_reply(store, std::move(ids), *format, "renju-games", executor, std::move(done));
}

}  // namespace renju::server
