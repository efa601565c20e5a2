// One browser identity: the device cookie (a random key; HttpOnly, SameSite=Lax, Secure when
// the browser reached us over https), the seat secrets the store keeps sealed with that key, and
// the older per-game `rs_<id>` cookies, which still open their seats and are migrated once.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "server/api.hpp"
#include "store/async_store.hpp"

namespace renju::server {

inline constexpr std::string_view kDeviceCookie = "rd";
// Chromium keeps a cookie at most 400 days; every reply of a device route renews it.
inline constexpr std::int64_t kDeviceCookieSeconds = 400LL * 24 * 3600;

// An `rs_<id>` cookie, with what migrating it needs (computed on the io thread, where the
// hashing belongs).
struct LegacySeat {
  std::string game_id;
  std::string hash;    // SHA-256 of its secret, as games.seat_*_hash holds it
  std::string sealed;  // its secret sealed with the device key
};

struct Device {
  std::string key;                 // empty: the request has no device and none was made
  std::string hash;                // sha256_hex(key): the store knows the device by this only
  bool fresh = false;              // made for this request
  bool secure = false;             // the browser reached us over https (X-Forwarded-Proto)
  std::vector<LegacySeat> legacy;  // its rs_<id> cookies, migrated and expired by this reply
  explicit operator bool() const { return !key.empty(); }
};

// The request's device from its cookie; with `make`, a new one when it has none (or a bad one).
// A request that carries rs_<id> cookies always gets a device, to migrate them into.
Device device_of(const HttpRequest& request, bool make);

// The secret XOR a key stream drawn from HMAC-SHA256(device key, game id), in hex: the store
// alone (a copied database) opens no seat. open_sealed gives nullopt for anything that does
// not open to a plausible secret.
std::string seal_secret(std::string_view key, std::string_view game_id, std::string_view secret);
std::optional<std::string> open_sealed(std::string_view key, std::string_view game_id,
                                       std::string_view sealed);

// The reply's Set-Cookie headers: the device cookie (renewed), each migrated rs_<id> expired.
void add_device_cookies(HttpReply& reply, const Device& device);

// On the store's write thread: binds to the device each legacy seat whose secret is a seat of
// its game (a device that already holds a seat in that game keeps it). Returns how many bound.
int migrate_legacy(store::Store& store, const Device& device, std::int64_t now);

// Runs a device route's store job: on the write thread when it migrates rs_<id> cookies (it
// writes), else on the read thread.
template <class Job, class Done>
void device_job(store::AsyncStore& store, const Device& device, Job job,
                const boost::asio::any_io_executor& executor, Done done) {
  if (device.legacy.empty()) {
    store.read(std::move(job), executor, std::move(done));
  } else {
    store.write(std::move(job), executor, std::move(done));
  }
}

// The seat secret a WebSocket upgrade to game `id` presents without a hello secret: the game's
// rs_<id> cookie, else the device's sealed seat there (a read on the store's thread), else
// nullopt. `done` is posted to `executor` (called at once when no read is needed).
void cookie_seat_secret(store::AsyncStore& store, const boost::asio::any_io_executor& executor,
                        std::string_view cookie_header, const std::string& id,
                        std::function<void(std::optional<std::string>)> done);

}  // namespace renju::server
