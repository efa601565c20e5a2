// Rooms serialise a game's actions on a strand and keep the order store → ack → broadcast.
// Here: a room's life (loading its game, members' hello, resync and leave, seats, the clock's and
// the engine's turns, handing the game to another node); the action path is in room_action.cpp,
// what the room says in room_publish.cpp.
#include "server/room.hpp"

#include <boost/asio/post.hpp>
#include <boost/json/serialize.hpp>
#include <stdexcept>

#include "server/engine_budget.hpp"
#include "server/log.hpp"
#include "server/metrics.hpp"
#include "server/protocol_v2.hpp"
#include "server/rematch.hpp"
#include "server/secret.hpp"

namespace renju::server {

namespace json = boost::json;
using game::Seat;

namespace {

// A stored game replayed into its rules state, with the last kReplayEvents events serialised.
game::Game replay_record(const store::GameRecord& record,
                         boost::container::devector<std::shared_ptr<const std::string>>& recent) {
  auto created = game::Game::create(record.rule, game::GameOptions{record.takebacks});
  if (auto* err = std::get_if<game::Error>(&created)) {
    throw std::runtime_error("game " + record.id + ": rule '" + record.rule + "': " + err->message);
  }
  game::Game g = std::move(std::get<game::Game>(created));
  // A bad control is reported by the room's clock; the events then simply carry no clock.
  const auto control = game::parse_time_control(record.time_control);
  std::int64_t v = 0;
  for (const auto& line : record.actions) {
    ++v;
    auto parsed = game::parse_action_line(line);
    if (auto* err = std::get_if<game::Error>(&parsed)) {
      throw std::runtime_error("game " + record.id + " v" + std::to_string(v) + ": " +
                               err->message);
    }
    const auto& sa = std::get<game::SeatAction>(parsed);
    auto applied = g.apply(sa);
    if (auto* err = std::get_if<game::Error>(&applied)) {
      throw std::runtime_error("game " + record.id + " v" + std::to_string(v) + " '" + line +
                               "': " + err->message);
    }
    // Only the last kReplayEvents are kept: serialise only those.
    if (record.actions.size() - static_cast<std::size_t>(v) < Room::kReplayEvents) {
      const auto i = static_cast<std::size_t>(v - 1);
      const auto* tc = std::get_if<game::TimeControl>(&control);
      const std::string clock =
          tc && i < record.stamps.size() ? clock_json_field(*tc, record.stamps[i].clock) : "";
      recent.push_back(std::make_shared<const std::string>(
          protocol::event_open(v, sa, std::get<std::vector<game::Event>>(applied)) + clock +
          rematch_json_field(g, record.id) + "}"));
    }
  }
  return g;
}

}  // namespace

namespace {
// Said to every client of a room whose game another node now serves, before it is closed.
std::shared_ptr<const std::string> moved_bye() {
  static const auto bye = std::make_shared<const std::string>(R"({"t":"bye","reason":"moved"})");
  return bye;
}

// The engine's seat in the room: it acts through Room::act_now like any client and needs
// none of the messages.
class EngineClient final : public RoomClient {
 public:
  void deliver(std::shared_ptr<const std::string>) override {}
};
}  // namespace

std::string computer_seat_marker(ai::Level level) {
  return "computer:" + std::string(ai::level_name(level));
}

std::optional<ai::Level> computer_seat_level(std::string_view stored_hash) {
  constexpr std::string_view kPrefix = "computer:";
  if (!stored_hash.starts_with(kPrefix)) return std::nullopt;
  return ai::parse_level(stored_hash.substr(kPrefix.size()));
}

Room::Room(boost::asio::any_io_executor executor, store::AsyncStore& store,
           const store::GameRecord& record, EnginePool& engine, const RoomSettings& settings)
    : strand_(boost::asio::make_strand(std::move(executor))),
      store_(store),
      committer_(store.committer()),
      id_(record.id),
      time_control_(record.time_control),
      seat_hash_(record.seat_hash),
      game_(replay_record(record, recent_)),
      version_(static_cast<std::int64_t>(record.actions.size())),
      max_spectators_(settings.max_spectators),
      presence_interval_(settings.presence_interval),
      presence_timer_(strand_),
      clock_(strand_, record, settings.time),
      clock_client_(std::make_shared<EngineClient>()),
      abandon_after_(settings.abandon_after),
      absence_clock_(settings.absence_clock),
      absence_timer_(strand_),
      engine_(engine),
      engine_move_seconds_(settings.engine_move_seconds),
      fence_(record.fence) {
  finished_ = game_.over();
  for (int i = 0; i < 2; ++i) {
    if (seat_hash_[i]) engine_level_[i] = computer_seat_level(*seat_hash_[i]);
    if (engine_level_[i] && !engine_client_) {
      engine_client_ = std::make_shared<EngineClient>();
      players_[engine_client_.get()] = Member{engine_client_, protocol::seat_from_index(i)};
    }
  }
  snapshot_ = presence();
  track_absence_now(snapshot_);
  clock_.load(record, game_, seat_hash_[0] && seat_hash_[1]);
}

void Room::watch_clock() {
  if (!clock_.timed()) return;
  const std::weak_ptr<Room> weak = weak_from_this();
  boost::asio::post(strand_, [weak] {
    if (auto self = weak.lock()) {
      self->clock_.on_deadline([weak] {
        if (auto room = weak.lock()) room->check_clock_now();
      });
    }
  });
  clock_.time().watch([weak] {
    auto self = weak.lock();
    if (!self) return false;
    boost::asio::post(self->strand_, [self] { self->check_clock_now(); });
    return true;
  });
}

void Room::check_clock_now() {
  if (in_flight_ || game_.over() || clock_stopped_) return;
  const auto seat = clock_.flagged();
  if (!seat) {
    clock_.rearm();  // an injected clock short of the deadline, or a timer that woke early
    return;
  }
  const game::Action action = game::Action::time_out();
  game::Game next = game_;
  auto applied = next.apply(*seat, action);
  if (auto* err = std::get_if<game::Error>(&applied)) {
    log_error("game " + id_ + ": time-out refused: " + err->message);
    return;
  }
  commit_now(InFlight{Request{clock_client_, nullptr, action}, game::SeatAction{*seat, action},
                      std::move(next), std::move(std::get<std::vector<game::Event>>(applied)),
                      clock_.time_out(*seat)});
}

void Room::maybe_engine_move_now() {
  if (engine_busy_ || in_flight_ || !engine_client_) return;
  if (game_.over()) return maybe_engine_rematch_now();
  const Seat seat = game_.turn().seat;
  const auto level = engine_level_[protocol::seat_index(seat)];
  if (!level) return;
  engine_busy_ = true;
  // The pool runs one search per game at a time and takes games in turn; the search's own
  // clock starts when a thread takes it. Untimed, time spent waiting costs the move nothing;
  // under a Fischer clock the wait is taken from what the clock had left when the move was
  // asked for (engine_budget.hpp).
  const game::Millis left = clock_.timed() ? clock_.remaining(seat) : 0;
  engine_.submit(id_, [self = shared_from_this(), snapshot = game_, seat, level = *level,
                       expected = version_, left, control = clock_.control(),
                       asked = std::chrono::steady_clock::now()](const std::atomic<bool>& stop) {
    if (stop) return;
    const auto waited = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::steady_clock::now() - asked)
                            .count();
    const double seconds = engine_move_budget(self->engine_move_seconds_, control,
                                              std::max<game::Millis>(0, left - waited));
    std::optional<ai::Decision> decision;
    try {
      decision = ai::decide(snapshot, seat, ai::Options{level, seconds, &stop});
    } catch (const std::exception& e) {
      log_error("game " + self->id_ + ": engine failed: " + e.what());
    }
    if (stop) return;
    boost::asio::post(self->strand_, [self, decision, expected] {
      self->engine_busy_ = false;
      if (!decision || self->version_ != expected) {
        // The position moved on (or the engine had nothing to say): look again.
        if (decision) self->maybe_engine_move_now();
        return;
      }
      self->act_now(Request{self->engine_client_, nullptr, decision->action});
    });
  });
}

void Room::hello(std::shared_ptr<RoomClient> client, std::optional<std::string> secret,
                 std::optional<std::int64_t> last_version, int protocol) {
  boost::asio::post(strand_, [self = shared_from_this(), client = std::move(client),
                              secret = std::move(secret), last_version, protocol] {
    self->hello_now(client, secret, last_version, protocol);
  });
}

void Room::resync(const std::shared_ptr<RoomClient>& client, std::int64_t last_version) {
  boost::asio::post(strand_, [self = shared_from_this(), client, last_version] {
    if (auto it = self->players_.find(client.get()); it != self->players_.end()) {
      self->catch_up_now(*client, it->second.seat, last_version, it->second.protocol);
    } else if (auto w = self->spectators_.find(client.get()); w != self->spectators_.end()) {
      self->catch_up_now(*client, std::nullopt, last_version, w->second.protocol);
    }
  });
}

void Room::act(const std::shared_ptr<RoomClient>& client, json::value id, game::Action action) {
  boost::asio::post(strand_, [self = shared_from_this(), client, id = std::move(id), action] {
    self->act_now(Request{client, id, action});
  });
}

void Room::leave(const RoomClient* client) {
  boost::asio::post(strand_, [self = shared_from_this(), client] {
    if (self->players_.erase(client) + self->spectators_.erase(client) > 0) {
      self->presence_changed_now();
    }
  });
}

void Room::seat_claimed(int seat, std::string hash) {
  boost::asio::post(strand_, [self = shared_from_this(), seat, hash = std::move(hash)] {
    self->seat_hash_[seat] = hash;
    const bool timed_start = self->seat_hash_[0] && self->seat_hash_[1] && self->clock_.timed() &&
                             !self->clock_.running();
    if (timed_start) self->clock_.seats_full(self->game_);
    self->presence_changed_now();
    // The clock has started: everyone gets a state with it (once per game).
    if (timed_start && self->clock_.running()) {
      self->for_each_player([&](RoomClient& c, Seat s, int version) {
        if (&c != self->engine_client_.get()) c.deliver(self->state_message(s, version));
      });
      self->for_each_spectator([&](RoomClient& c, int version) {
        c.deliver(self->state_message(std::nullopt, version));
      });
    }
  });
}

std::optional<Seat> Room::seat_for_secret(std::string_view secret) const {
  if (!plausible_secret(secret)) return std::nullopt;
  const std::string hash = sha256_hex(secret);
  std::optional<Seat> found;
  // Both seats are compared every time so the timing does not depend on which one matched.
  for (int i = 0; i < 2; ++i) {
    if (seat_hash_[i] && constant_time_equal(hash, *seat_hash_[i])) {
      found = protocol::seat_from_index(i);
    }
  }
  return found;
}

void Room::hello_now(const std::shared_ptr<RoomClient>& client,
                     const std::optional<std::string>& secret,
                     std::optional<std::int64_t> last_version, int protocol) {
  if (moved_) return client->refuse(moved_bye());
  std::optional<Seat> seat;
  if (secret) {
    seat = seat_for_secret(*secret);
    if (!seat) {
      send(*client, protocol::error_json(nullptr, "bad_secret",
                                         "This secret does not hold a seat in this game; you are "
                                         "watching as a spectator."));
    }
  }
  if (seat) {
    players_[client.get()] = Member{client, *seat, protocol};
    if (clock_.control().kind == game::TimeControl::Kind::kFischer) client->measure_lag();
  } else if (max_spectators_ > 0 && spectators_.size() >= max_spectators_) {
    client->refuse(std::make_shared<const std::string>(json::serialize(
        protocol::error_json(nullptr, "room_full",
                             "This game has as many spectators as it can take (" +
                                 std::to_string(max_spectators_) + "); try again later.",
                             {{"max", max_spectators_}}))));
    return;
  } else {
    spectators_[client.get()] = Watcher{client, protocol};
  }
  json::object welcome{{"t", "welcome"}, {"protocol", protocol}, {"game", id_}, {"v", version_}};
  welcome["seat"] = seat ? json::value(seat == Seat::kA ? "A" : "B") : json::value(nullptr);
  send(*client, welcome);
  catch_up_now(*client, seat, last_version, protocol);
  // A player who comes (back) is told again if their opponent has been gone long enough.
  if (seat) told_gone_[protocol::seat_index(game::other(*seat))] = false;
  presence_changed_now();
  maybe_engine_move_now();
}

void Room::catch_up_now(RoomClient& client, std::optional<Seat> seat,
                        std::optional<std::int64_t> last_version, int protocol) {
  if (last_version && *last_version >= 0 && *last_version <= version_ &&
      version_ - *last_version <= static_cast<std::int64_t>(recent_.size())) {
    auto first = recent_.size() - static_cast<std::size_t>(version_ - *last_version);
    std::vector<std::shared_ptr<const std::string>> messages(recent_.begin() + first,
                                                             recent_.end());
    messages.push_back(state_message(seat, protocol));
    return client.deliver_all(std::move(messages));
  }
  client.deliver(state_message(seat, protocol));
}

void Room::moved_now() {
  if (!moved_.exchange(true) && moved_counter_) ++*moved_counter_;
  refuse_all_now();
}

void Room::refuse_all_now() {
  for (auto& request : waiting_) {
    send(*request.client,
         protocol::error_json(request.id, "game_moved",
                              "This game is now served by another server; nothing changed. "
                              "Reconnecting takes you there."));
  }
  waiting_.clear();
  const auto bye = moved_bye();
  for_each_player([&](RoomClient& c, Seat, int) {
    if (&c != engine_client_.get()) c.refuse(bye);
  });
  for_each_spectator([&](RoomClient& c, int) { c.refuse(bye); });
}

}  // namespace renju::server
