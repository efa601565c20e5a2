// A room's clock on its strand (room_clock.hpp).
#include "server/room_clock.hpp"

#include <chrono>
#include <stdexcept>

#include "game/clock_text.hpp"
#include "server/protocol_v2.hpp"

namespace renju::server {

namespace {
game::TimeControl control_of(const store::GameRecord& record) {
  auto parsed = game::parse_time_control(record.time_control);
  if (auto* err = std::get_if<std::string>(&parsed)) {
    throw std::runtime_error("game " + record.id + ": time control '" + record.time_control +
                             "': " + *err);
  }
  return std::get<game::TimeControl>(parsed);
}

std::string snapshot_json(const game::TimeControl& control, const game::ClockSnapshot& s) {
  std::string out = ",\"clock\":{\"control\":";
  protocol::append_json_string(out, game::to_text(control));
  out += ",\"A\":" + std::to_string(s.remaining[0]) + ",\"B\":" + std::to_string(s.remaining[1]) +
         ",\"running\":";
  out += s.running ? "\"" + std::string(game::seat_name(*s.running)) + "\"" : "null";
  return out + "}";
}
}  // namespace

RoomClock::RoomClock(boost::asio::strand<boost::asio::any_io_executor> strand,
                     const store::GameRecord& record, std::shared_ptr<TimeSource> time)
    : timer_(std::move(strand)),
      time_(time ? std::move(time) : steady_unix_time()),
      clock_(control_of(record)) {}

void RoomClock::load(const store::GameRecord& record, const game::Game& game, bool both_seats) {
  if (!timed()) return;
  readings_.reserve(record.stamps.size());
  for (const auto& stamp : record.stamps) {
    if (!stamp.clock) {
      readings_.emplace_back();
      continue;
    }
    auto parsed = game::parse_clock_text(*stamp.clock);
    if (auto* err = std::get_if<std::string>(&parsed)) {
      throw std::runtime_error("game " + record.id + ": clock '" + *stamp.clock + "': " + *err);
    }
    readings_.emplace_back(std::get<game::ClockSnapshot>(parsed));
  }
  if (game.over()) return;
  const game::Millis now = time_->now();
  for (auto it = readings_.rbegin(); it != readings_.rend(); ++it) {
    if (!*it) continue;
    clock_.restore(**it, now);
    return;
  }
  if (both_seats) clock_.start(game.turn().seat, now);
}

void RoomClock::seats_full(const game::Game& game) {
  if (!timed() || game.over() || clock_.running() || !game.log().empty()) return;
  clock_.start(game.turn().seat, time_->now());
  arm();
}

std::optional<RoomClock::Settled> RoomClock::settle(game::Seat actor, const game::Game& after,
                                                    game::Millis compensation) const {
  Settled s{clock_, time_->now(), std::nullopt};
  if (!timed()) return s;
  const auto next = after.over() ? std::nullopt : std::optional(after.turn().seat);
  if (s.clock.record(actor, next, s.at, compensation) == game::Clock::Outcome::kOutOfTime) {
    return std::nullopt;
  }
  // An action by the seat not running (a resignation, a draw answer) that ends the game
  // stops the other's clock too.
  if (after.over()) s.clock.stop(s.at);
  return settled_at(std::move(s.clock), s.at);
}

std::optional<RoomClock::Settled> RoomClock::settle_takeback(game::Seat actor,
                                                             const game::Game& after,
                                                             std::int64_t undone_version) const {
  auto s = settle(actor, after, 0);
  if (!s || !timed()) return s;
  std::optional<game::ClockSnapshot> before;
  if (undone_version <= 1) {
    before = game::Clock(clock_.control()).snapshot(s->at);  // the start: nobody has spent any
  } else if (static_cast<std::size_t>(undone_version - 1) <= readings_.size()) {
    before = readings_[static_cast<std::size_t>(undone_version - 2)];
  }
  if (!before) return s;
  // The clock that runs is the one of the player to act now, whatever ran then (a clock that
  // had not started yet stays stopped).
  if (clock_.running()) before->running = after.turn().seat;
  s->clock.restore(*before, s->at);
  return settled_at(std::move(s->clock), s->at);
}

RoomClock::Settled RoomClock::settled_at(game::Clock clock, game::Millis at) const {
  const auto reading = clock.snapshot(at);
  return Settled{std::move(clock), at, game::to_text(reading), reading};
}

RoomClock::Settled RoomClock::time_out(game::Seat seat) const {
  Settled s{clock_, time_->now(), std::nullopt};
  // Charged up to now: the flagged seat stops at zero, the other keeps what it had.
  s.clock.stop(s.at);
  auto snapshot = s.clock.snapshot(s.at);
  snapshot.remaining[seat == game::Seat::kA ? 0 : 1] = 0;
  s.clock.restore(snapshot, s.at);
  return settled_at(std::move(s.clock), s.at);
}

void RoomClock::adopt(Settled settled) {
  if (timed()) readings_.push_back(settled.reading);
  clock_ = std::move(settled.clock);
  arm();
}

std::optional<game::Seat> RoomClock::flagged() const {
  return clock_.out_of_time(time_->now());
}

void RoomClock::on_deadline(std::function<void()> wake) {
  wake_ = std::move(wake);
  arm();
}

void RoomClock::arm() {
  timer_.cancel();
  const auto deadline = clock_.deadline();
  if (!deadline || !wake_) return;
  const game::Millis wait = std::max<game::Millis>(0, *deadline - time_->now());
  timer_.expires_after(std::chrono::milliseconds(wait));
  timer_.async_wait([wake = wake_](boost::system::error_code ec) {
    if (!ec) wake();
  });
}

void RoomClock::wake_after(game::Millis ms) {
  timer_.cancel();
  if (!wake_) return;
  timer_.expires_after(std::chrono::milliseconds(ms));
  timer_.async_wait([wake = wake_](boost::system::error_code ec) {
    if (!ec) wake();
  });
}

std::string RoomClock::json_field(const std::optional<game::ClockSnapshot>& snapshot) const {
  if (!timed()) return "";
  return snapshot_json(clock_.control(), snapshot ? *snapshot : clock_.snapshot(time_->now()));
}

std::string clock_json_field(const game::TimeControl& control,
                             const std::optional<std::string>& text) {
  if (!text) return "";
  auto parsed = game::parse_clock_text(*text);
  if (!std::holds_alternative<game::ClockSnapshot>(parsed)) return "";
  return snapshot_json(control, std::get<game::ClockSnapshot>(parsed));
}

}  // namespace renju::server
