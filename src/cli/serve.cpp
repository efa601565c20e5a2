// `renju serve`: the web server (pages, JSON API, WebSocket games) on one port, backed by a
// SQLite file (or, with --store, a PostgreSQL database). Defaults work with no arguments.
#include <sys/resource.h>

#include <boost/asio/ip/address.hpp>
#include <charconv>
#include <chrono>
#include <exception>
#include <filesystem>
#include <optional>
#include <string>

#include "cli/command.hpp"
#include "server/log.hpp"
#include "server/rate_limit.hpp"
#include "server/server.hpp"
#include "store/pg_notifications.hpp"
#include "store/store.hpp"
#if __has_include("site/site.hpp")
#include "site/site.hpp"
#define RENJU_SERVE_HAS_SITE 1
#endif

namespace renju::cli {
namespace {

// "7d", "12h", "30m", "45s" or a number of seconds.
std::optional<std::chrono::seconds> parse_duration(const std::string& text) {
  if (text.empty()) return std::nullopt;
  long long n = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || n < 0) return std::nullopt;
  std::string_view unit(end, static_cast<std::size_t>(text.data() + text.size() - end));
  long long scale = unit.empty() || unit == "s" ? 1
                    : unit == "m"               ? 60
                    : unit == "h"               ? 3600
                    : unit == "d"               ? 86400
                                                : 0;
  if (scale == 0) return std::nullopt;
  return std::chrono::seconds(n * scale);
}

// Every connection is a descriptor: the soft limit (often 1 024, or less under `ulimit -n`) is
// raised to the hard one. Returns the start-up line's words on it.
std::string raise_descriptor_limit() {
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return "descriptor limit unknown";
  const rlim_t before = limit.rlim_cur;
  if (limit.rlim_cur < limit.rlim_max) {
    rlimit raised = limit;
    raised.rlim_cur = limit.rlim_max;
    // An unlimited hard limit is still capped by the kernel (fs.nr_open): then try that.
    if (::setrlimit(RLIMIT_NOFILE, &raised) != 0 && limit.rlim_max == RLIM_INFINITY) {
      raised.rlim_cur = 1 << 20;
      ::setrlimit(RLIMIT_NOFILE, &raised);
    }
    ::getrlimit(RLIMIT_NOFILE, &limit);
  }
  auto words = "up to " + std::to_string(limit.rlim_cur) + " open descriptors";
  if (limit.rlim_cur != before) words += " (raised from " + std::to_string(before) + ")";
  return words;
}

// The --store URL for the log: its password, if any, replaced by ***.
std::string without_password(const std::string& url) {
  const auto scheme = url.find("://");
  const auto at = url.find('@', scheme == std::string::npos ? 0 : scheme + 3);
  if (scheme == std::string::npos || at == std::string::npos) return url;
  const auto colon = url.find(':', scheme + 3);
  if (colon == std::string::npos || colon > at) return url;
  return url.substr(0, colon + 1) + "***" + url.substr(at);
}

// --metrics-address: "PORT" (on loopback), "HOST:PORT" or "[IPv6]:PORT"; nullopt when bad.
std::optional<std::pair<std::string, int>> parse_metrics_address(const std::string& text) {
  std::string host = "127.0.0.1";
  std::string port = text;
  if (const auto colon = text.rfind(':'); colon != std::string::npos) {
    host = text.substr(0, colon);
    port = text.substr(colon + 1);
    if (host.size() >= 2 && host.front() == '[' && host.back() == ']') {
      host = host.substr(1, host.size() - 2);
    }
    boost::system::error_code ec;
    boost::asio::ip::make_address(host, ec);
    if (ec) return std::nullopt;
  }
  int n = -1;
  auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), n);
  if (ec != std::errc() || end != port.data() + port.size() || n < 0 || n > 65535) {
    return std::nullopt;
  }
  return std::pair{host, n};
}

struct ServeOptions {
  std::string bind = "0.0.0.0";
  int port = 8080;
  std::string db = "./data/renju.db";
  std::string store_url;  // a postgresql:// URL: PostgreSQL instead of the SQLite file
  int threads = 2;
  std::string assets;  // "": the front-end built into the binary
  std::string unclaimed_ttl = "7d";
  std::string abandoned_after = "30d";
  std::string log_level = "info";
  std::string log_format = "text";
  std::string metrics_address;  // "": no metrics port
  std::size_t max_connections_per_address = server::ServerConfig{}.max_connections_per_address;
  std::string ws_write_timeout = "15s";
  std::string ws_lag_ping_interval = "3s";
  std::string claim_after = "60s";
  double ws_message_rate = server::ServerConfig{}.ws_message_rate;
  std::size_t max_spectators = server::RoomSettings{}.max_spectators;
  int engine_threads = 0;
  std::size_t engine_queue = 0;
  double engine_move_seconds = 0;
  std::string create_rate = server::to_string(server::ServerConfig{}.create_rate);
  std::string join_rate = server::to_string(server::ServerConfig{}.join_rate);
};

int serve(const ServeOptions& o) {
  using namespace renju::server;
  auto level = parse_log_level(o.log_level);
  if (!level) {
    log_error("unknown --log-level '" + o.log_level + "' (debug, info, warn, error, off)");
    return 2;
  }
  set_log_level(*level);
  auto format = parse_log_format(o.log_format);
  if (!format) {
    log_error("unknown --log-format '" + o.log_format + "' (text, json)");
    return 2;
  }
  set_log_format(*format);
  std::optional<std::pair<std::string, int>> metrics;
  if (!o.metrics_address.empty()) {
    metrics = parse_metrics_address(o.metrics_address);
    if (!metrics) {
      log_error("bad --metrics-address '" + o.metrics_address +
                "' (a port such as 9100 for loopback, or HOST:PORT such as 10.0.0.5:9100)");
      return 2;
    }
  }
  auto ttl = parse_duration(o.unclaimed_ttl);
  if (!ttl) {
    log_error("bad --unclaimed-ttl '" + o.unclaimed_ttl + "' (e.g. 7d, 12h, 30m, 3600)");
    return 2;
  }
  auto abandoned = parse_duration(o.abandoned_after);
  if (!abandoned) {
    log_error("bad --abandoned-after '" + o.abandoned_after + "' (e.g. 30d, 12h; 0: never)");
    return 2;
  }
  auto claim_after = parse_duration(o.claim_after);
  if (!claim_after) {
    log_error("bad --claim-after '" + o.claim_after + "' (e.g. 60s, 2m)");
    return 2;
  }
  auto write_timeout = parse_duration(o.ws_write_timeout);
  if (!write_timeout || write_timeout->count() == 0) {
    log_error("bad --ws-write-timeout '" + o.ws_write_timeout + "' (e.g. 15s, 1m; at least 1s)");
    return 2;
  }
  auto lag_ping = parse_duration(o.ws_lag_ping_interval);
  if (!lag_ping) {
    log_error("bad --ws-lag-ping-interval '" + o.ws_lag_ping_interval +
              "' (e.g. 3s, 1m; 0: only the ping at hello)");
    return 2;
  }
  log_info(std::string("renju ") + RENJU_VERSION + " (" + RENJU_GIT_COMMIT +
           ") starting: " + raise_descriptor_limit());
  const auto create_rate = parse_rate_limit(o.create_rate);
  const auto join_rate = parse_rate_limit(o.join_rate);
  if (!create_rate || !join_rate) {
    log_error("bad --" + std::string(create_rate ? "join" : "create") + "-rate '" +
              (create_rate ? o.join_rate : o.create_rate) +
              "' (e.g. 30/min, 10/30s, 100/h; 0: no limit)");
    return 2;
  }
#ifdef RENJU_SERVE_HAS_SITE
  if (!o.assets.empty() &&
      !std::filesystem::is_regular_file(std::filesystem::path(o.assets) / "app.js")) {
    log_error("--assets '" + o.assets +
              "' holds no app.js: build the front-end there with (cd web && npm run build), "
              "or leave --assets out to serve the copy built into this binary");
    return 2;
  }
#endif
  std::unique_ptr<store::Store> store;
  try {
    store = o.store_url.empty() ? store::open_sqlite_store(o.db)
                                : store::open_postgres_store(o.store_url);
  } catch (const store::StoreError& e) {
    // Already in plain words: which file, what is wrong, what to do.
    log_error(e.what());
    return 1;
  }
  try {
    const auto where = o.store_url.empty() ? o.db : without_password(o.store_url);
    log_info("database " + where + " (" + std::to_string(store->game_count()) + " games)");
    ServerConfig config;
    config.bind = o.bind;
    config.port = static_cast<unsigned short>(o.port);
    config.threads = o.threads;
    config.version = RENJU_VERSION;
    config.commit = RENJU_GIT_COMMIT;
    config.unclaimed_ttl = *ttl;
    config.abandoned_after = *abandoned;
    config.max_connections_per_address = o.max_connections_per_address;
    config.ws_write_timeout = *write_timeout;
    config.ws_lag_ping_interval = *lag_ping;
    config.ws_message_rate = o.ws_message_rate;
    config.rooms.max_spectators = o.max_spectators;
    config.rooms.abandon_after = *claim_after;
    config.rooms.engine_threads = o.engine_threads;
    config.rooms.engine_queue = o.engine_queue;
    config.rooms.engine_move_seconds = o.engine_move_seconds;
    config.create_rate = *create_rate;
    config.join_rate = *join_rate;
    config.handle_signals = true;
    if (metrics) {
      config.metrics_bind = metrics->first;
      config.metrics_port = metrics->second;
    }
#ifdef RENJU_SERVE_HAS_SITE
    auto site =
        std::make_shared<site::Site>(site::SiteConfig{o.assets, RENJU_VERSION, RENJU_GIT_COMMIT});
    config.pages = [site](const HttpRequest& r) -> std::optional<HttpReply> {
      const site::PageRequest request{
          r.method, r.target, r.accept_language,
          r.cookie, r.host,   r.forwarded_proto == "https" ? "https" : "http"};
      std::optional<site::PageResponse> page;
      try {
        page = site->handle(request);
      } catch (const std::exception& e) {
        log_error("page " + r.target + ": " + e.what());
        page = site->error_page(500, request);
      }
      if (!page) return std::nullopt;
      return HttpReply{page->status, std::move(page->content_type), std::move(page->body),
                       std::move(page->headers)};
    };
#endif
    Server server(std::move(config), *store);
    // Nodes sharing PostgreSQL hear each other's takeovers (destroyed before the server).
    std::optional<store::PgTakeovers> takeovers;
    if (!o.store_url.empty()) {
      takeovers.emplace(o.store_url, [&server](std::string_view id, std::int64_t fence) {
        server.taken_elsewhere(id, fence);
      });
    }
    server.run();
    log_info("database closed");
    return 0;
  } catch (const std::exception& e) {
    log_error(std::string("serve: ") + e.what());
    return 1;
  }
}

const RegisterCommand kRegister([](CLI::App& app, int& exit_code) {
  auto options = std::make_shared<ServeOptions>();
  auto* cmd = app.add_subcommand("serve", "Run the web server: pages, JSON API and live games");
  cmd->add_option("--port", options->port, "TCP port (0: any free port)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  cmd->add_option("--bind", options->bind, "Address to listen on")->capture_default_str();
  auto* db = cmd->add_option("--db", options->db, "SQLite database file (created with its folder)")
                 ->capture_default_str();
  cmd->add_option("--store", options->store_url,
                  "PostgreSQL instead of the SQLite file: postgresql://user@host:port/database "
                  "(libpq's URL; the schema is created or migrated on start)")
      ->check([](const std::string& url) {
        return store::is_postgres_url(url) ? std::string()
                                           : std::string("--store takes a postgresql:// URL");
      })
      ->excludes(db);
  cmd->add_option("--threads", options->threads, "I/O threads")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--assets", options->assets,
                  "Serve the front-end from this folder (e.g. web/dist, for front-end work) "
                  "instead of the copy built into the binary");
  cmd->add_option("--unclaimed-ttl", options->unclaimed_ttl,
                  "Delete games whose second seat was never taken after this long (7d, 12h, 30m)")
      ->capture_default_str();
  cmd->add_option("--abandoned-after", options->abandoned_after,
                  "End unfinished games with no move for this long as abandoned, keeping their "
                  "log (30d, 12h; 0: never)")
      ->capture_default_str();
  cmd->add_option("--log-level", options->log_level, "debug, info, warn, error or off")
      ->capture_default_str();
  cmd->add_option("--log-format", options->log_format,
                  "text, or json: one JSON object a line (time, level, event, game, fields, "
                  "message)")
      ->capture_default_str();
  cmd->add_option("--metrics-address", options->metrics_address,
                  "Serve Prometheus metrics (GET /metrics) on this port of loopback, or on "
                  "HOST:PORT; none by default, and never on the site's own port");
  cmd->add_option("--max-connections-per-address", options->max_connections_per_address,
                  "Open connections (HTTP and WebSocket) allowed from one IPv4 address or IPv6 "
                  "/64; more are answered 503 and closed (0: unlimited, for load tests)")
      ->check(CLI::Range(0, 1000000))
      ->capture_default_str();
  cmd->add_option("--ws-write-timeout", options->ws_write_timeout,
                  "Drop a WebSocket client whose socket has accepted nothing for this long "
                  "(it stopped reading): 15s, 1m")
      ->capture_default_str();
  cmd->add_option("--ws-lag-ping-interval", options->ws_lag_ping_interval,
                  "How often each WebSocket is pinged to measure its round trip for the clocks' "
                  "lag compensation (0: only once, at hello): 3s, 1m")
      ->capture_default_str();
  cmd->add_option("--ws-message-rate", options->ws_message_rate,
                  "Messages per second one WebSocket may send on average, bursts of twice that; "
                  "more are refused with rate_limited (0: unlimited, for load tests)")
      ->check(CLI::Range(0.0, 1e6))
      ->capture_default_str();
  cmd->add_option("--claim-after", options->claim_after,
                  "How long a player must have been disconnected before the opponent may claim "
                  "the win or a draw: 60s, 2m")
      ->capture_default_str();
  cmd->add_option("--max-spectators", options->max_spectators,
                  "Spectators one game admits; the next is refused with room_full (0: no limit)")
      ->check(CLI::Range(std::size_t{0}, std::size_t{1000000}))
      ->capture_default_str();
  cmd->add_option("--engine-threads", options->engine_threads,
                  "Threads the computer opponent's searches share (0: the cores minus one, at "
                  "least one)")
      ->check(CLI::Range(0, 256))
      ->capture_default_str();
  cmd->add_option("--engine-queue", options->engine_queue,
                  "Computer games that may wait for an engine thread; while that many wait, new "
                  "computer games are refused with 503 computer_busy (0: as many as the threads)")
      ->check(CLI::Range(std::size_t{0}, std::size_t{100000}))
      ->capture_default_str();
  cmd->add_option("--engine-move-seconds", options->engine_move_seconds,
                  "Time budget of one computer move (0: the level's own: beginner 0.3 s, club 1 "
                  "s, strong 3 s, maximum 10 s; of a budget beginner takes a tenth, club a "
                  "third, strong all of it up to 3 s, maximum all of it; under a Fischer clock "
                  "the budget is at most a twentieth of the computer's time left plus most of "
                  "the increment, 30 s at most)")
      ->check(CLI::Range(0.0, 600.0))
      ->capture_default_str();
  cmd->add_option("--create-rate", options->create_rate,
                  "Games one IPv4 address or IPv6 /64 may create: N/period (30/min, 10/30s, "
                  "100/h), up to N at once; more are answered 429 rate_limited (0: unlimited, for "
                  "load tests)")
      ->capture_default_str();
  cmd->add_option("--join-rate", options->join_rate,
                  "Join requests one IPv4 address or IPv6 /64 may make, in the same form as "
                  "--create-rate")
      ->capture_default_str();
  cmd->callback([options, &exit_code] { exit_code = serve(*options); });
});

}  // namespace
}  // namespace renju::cli
