// The "My games" list: each of the device's games replayed to say whose turn it is.
#include "server/my_games.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "ai/ai.hpp"
#include "server/api_reply.hpp"
#include "server/device.hpp"
#include "server/protocol.hpp"
#include "server/room.hpp"

namespace renju::server {
namespace {

namespace json = boost::json;

struct Entry {
  bool ongoing = false;
  json::object body;
};

const char* seat_name(int i) {
  return i == 0 ? "A" : "B";
}

// One game as the list shows it; nullopt when its log does not replay (skipped, logged).
std::optional<Entry> entry(const store::DeviceGame& dg) {
  const auto& record = dg.record;
  auto g = replay(record);
  if (!g) return std::nullopt;
  const auto me = protocol::seat_from_index(dg.seat);
  const int them = 1 - dg.seat;
  json::object opponent;
  if (const auto& hash = record.seat_hash[them]; !hash) {
    opponent["kind"] = "nobody";  // the invitation is still open
  } else if (auto level = computer_seat_level(*hash)) {
    opponent["kind"] = "computer";
    opponent["level"] = ai::level_name(*level);
  } else {
    opponent["kind"] = "human";
  }
  const bool abandoned = record.closed_at && !g->over();
  const bool ongoing = !g->over() && !abandoned;
  json::value to_move = nullptr;
  if (ongoing) to_move = seat_name(protocol::seat_index(g->turn().seat));
  json::value result = nullptr;
  if (g->over()) {
    const auto& r = *g->result();
    result = json::object{
        {"winner", r.winner ? json::value(seat_name(protocol::seat_index(*r.winner))) : nullptr},
        {"reason", game::result_reason_name(r.reason)}};
  } else if (abandoned) {
    result = json::object{{"winner", nullptr}, {"reason", "abandoned"}};
  }
  Entry e;
  e.ongoing = ongoing;
  e.body = {{"id", record.id},
            {"url", "/game/" + record.id},
            {"rule", record.rule},
            {"seat", seat_name(dg.seat)},
            {"color", rules::color_name(g->color_of(me))},
            {"ongoing", ongoing},
            {"to_move", to_move},
            {"your_turn", ongoing && g->turn().seat == me},
            {"moves", g->moves().size()},
            {"opponent", std::move(opponent)},
            {"result", std::move(result)},
            {"last_activity", dg.last_activity}};
  return e;
}

}  // namespace

void my_games(store::AsyncStore& store, const HttpRequest& request,
              const boost::asio::any_io_executor& executor, ReplyHandler done) {
  Device device = device_of(request, false);
  if (!device) return done(json_reply(200, {{"games", json::array()}}));
  auto job = [device](store::Store& s) {
    migrate_legacy(s, device, unix_now());
    return s.device_games(device.hash, kMaxMyGames);
  };
  auto reply = [done = std::move(done), device](store::Outcome<std::vector<store::DeviceGame>> o) {
    answer(done, "my-games", o, [&](const std::vector<store::DeviceGame>& games) {
      std::vector<Entry> entries;
      for (const auto& dg : games) {
        if (auto e = entry(dg)) {
          entries.push_back(std::move(*e));
        } else {
          log_error("my-games: game " + dg.record.id + " does not replay");
        }
      }
      // The store gives the most recent first; ongoing games go before finished ones.
      std::stable_partition(entries.begin(), entries.end(),
                            [](const Entry& e) { return e.ongoing; });
      json::array list;
      for (auto& e : entries) list.push_back(std::move(e.body));
      HttpReply r = json_reply(200, {{"games", std::move(list)}});
      add_device_cookies(r, device);
      return r;
    });
  };
  device_job(store, device, std::move(job), executor, std::move(reply));
}

}  // namespace renju::server
