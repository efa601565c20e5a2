// A game's action path inside its room: the checks an action passes, its commit through the
// store's committer, and what the room does with the store's answer (publish, refuse, or leave
// the game to the node that now holds it).
#include <boost/asio/post.hpp>

#include "server/log.hpp"
#include "server/room.hpp"

namespace renju::server {

namespace json = boost::json;
using game::Seat;

namespace {

// The version an accepted takeback undid, when `events` accept one.
std::optional<std::int64_t> undone_version(const std::vector<game::Event>& events) {
  for (const auto& e : events) {
    if (const auto* t = std::get_if<game::event::TakebackAccepted>(&e)) return t->undone_version;
  }
  return std::nullopt;
}

}  // namespace

void Room::act_now(Request request) {
  RoomClient& client = *request.client;
  const json::value& id = request.id;
  if (moved_) {
    waiting_.push_back(std::move(request));
    return refuse_all_now();
  }
  auto it = players_.find(&client);
  if (it == players_.end()) {
    if (spectators_.contains(&client)) {
      send(client, protocol::error_json(id, "spectator",
                                        "Spectators cannot act; open your seat link to play."));
    } else {
      send(client, protocol::error_json(id, "hello_first", "Send 'hello' before anything else."));
    }
    return;
  }
  if (in_flight_) {
    // Judged against the state its sender saw once the previous action is settled.
    if (waiting_.size() >= kMaxWaiting) {
      send(client, protocol::error_json(id, "busy",
                                        "Too many actions are waiting in this game; nothing "
                                        "changed. Try again."));
      return;
    }
    waiting_.push_back(std::move(request));
    return;
  }
  if (clock_.flagged()) {
    // A flag fell before the timer noticed: the time-out goes first, then this is judged.
    waiting_.push_back(std::move(request));
    check_clock_now();
    return;
  }
  const Seat seat = it->second.seat;
  if (request.action.kind == game::ActionKind::kClaimWin ||
      request.action.kind == game::ActionKind::kClaimDraw) {
    if (auto refusal = claim_refusal(id, seat)) {
      send(client, *refusal);
      return;
    }
  }
  if (request.action.kind == game::ActionKind::kRematch && engine_client_ &&
      &client != engine_client_.get() && engine_.busy()) {
    // As for a new game against the computer: a clear no now, not a computer that takes
    // minutes to answer every move of the rematch. Nothing changed: the offer can come again.
    send(client, protocol::error_json(id, "computer_busy",
                                      "The computer is busy with other games; nothing changed. "
                                      "Offer the rematch again in a minute."));
    return;
  }
  game::Game next = game_;
  auto applied = next.apply(seat, request.action);
  if (auto* err = std::get_if<game::Error>(&applied)) {
    send(client, protocol::game_error_json(id, *err));
    return;
  }
  auto& events = std::get<std::vector<game::Event>>(applied);
  const auto undone = undone_version(events);
  // A takeback's clocks are restored, not charged: no lag to give back for it.
  const auto lag = undone ? std::nullopt : lag_offer(seat);
  auto settled = undone ? clock_.settle_takeback(seat, next, *undone)
                        : clock_.settle(seat, next, lag.value_or(0));
  if (!settled) {
    send(client, protocol::error_json(id, "out_of_time",
                                      "Your time ran out before this action arrived; nothing "
                                      "changed and the game is lost on time."));
    check_clock_now();
    return;
  }
  const game::SeatAction sa{seat, request.action};
  InFlight pending{std::move(request),  sa, std::move(next), std::move(events),
                   std::move(*settled), lag};
  if (pending.next.rematch_agreed() && !game_.rematch_agreed()) {
    return make_rematch_now(std::move(pending));
  }
  commit_now(std::move(pending));
}

void Room::commit_now(InFlight pending) {
  in_flight_ = std::make_unique<InFlight>(std::move(pending));
  submit_now();
}

void Room::submit_now() {
  store::Append append{id_, version_ + 1, game::to_text(in_flight_->action)};
  append.at_ms = in_flight_->clock.at;
  append.clock = in_flight_->clock.text;
  append.fence = fence_;
  // Nobody learns of the action before the committer says it is durable.
  committer_.submit(
      std::move(append),
      [self = shared_from_this()](std::optional<store::AppendResult> result, std::string error) {
        boost::asio::post(self->strand_, [self, result, error = std::move(error)] {
          self->committed_now(result, error);
        });
      });
}

void Room::committed_now(std::optional<store::AppendResult> result, const std::string& error) {
  InFlight done = std::move(*in_flight_);
  in_flight_.reset();
  const bool time_out = done.request.client == clock_client_;
  if (result == store::AppendResult::kOk) {
    publish_now(std::move(done));
  } else if (result == store::AppendResult::kFenced ||
             result == store::AppendResult::kVersionConflict) {
    log_event(LogLevel::kInfo, "action_refused", id_,
              {{"action", game::to_text(done.action)}, {"reason", "game_moved"}},
              "game " + id_ + ": refused '" + game::to_text(done.action) +
                  "': another node holds the game now");
    waiting_.push_front(std::move(done.request));
    moved_now();
    return;
  } else {
    if (time_out && result == store::AppendResult::kUnknownGame) {
      clock_stopped_ = true;  // closed or deleted meanwhile: no time-out can ever be stored
    } else if (time_out) {
      clock_.wake_after(1000);  // the store failed: try the time-out again in a second
    }
    const std::string text = game::to_text(done.action);
    if (result == store::AppendResult::kUnknownGame) {
      // Deleted as unclaimed or closed as abandoned by the sweep: trying again cannot help.
      log_event(LogLevel::kInfo, "action_refused", id_,
                {{"action", text}, {"reason", "game_expired"}},
                "game " + id_ + ": refused '" + text + "': the game has expired");
      send(*done.request.client,
           protocol::error_json(done.request.id, "game_expired",
                                "This game has expired (it waited too long for a move or an "
                                "opponent); it takes no more actions."));
    } else {
      log_event(LogLevel::kError, "store_failed", id_, {{"action", text}, {"error", error}},
                "game " + id_ + ": storing '" + text + "' failed: " + error);
      send(*done.request.client,
           protocol::error_json(done.request.id, "unavailable",
                                "The server could not store this action (its database is out "
                                "of reach); nothing changed. Try again."));
    }
  }
  while (!in_flight_ && !waiting_.empty()) {
    Request next = std::move(waiting_.front());
    waiting_.pop_front();
    act_now(std::move(next));
  }
  if (!in_flight_ && !(time_out && result != store::AppendResult::kOk)) check_clock_now();
  if (!in_flight_) maybe_engine_move_now();
}

}  // namespace renju::server
