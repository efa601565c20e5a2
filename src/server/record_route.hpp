// Game records over HTTP: GET /api/games/<id>/record?format=sgf|lib|psq|txt (one game) and
// GET /api/records?ids=a,b,c&format=sgf|lib|txt (a collection). The store is read on its read
// thread; the records layer writes the bytes.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "server/api.hpp"
#include "store/async_store.hpp"

namespace renju::server {

inline constexpr std::size_t kMaxRecordIds = 50;  // games in one collection download

struct RecordFormat {
  std::string name;          // "sgf", "lib", "psq", "txt"
  std::string content_type;  // what the reply says it is
  std::string extension;     // of the download's file name
};
std::optional<RecordFormat> record_format(std::string_view name);

// The reply carrying these games in `format` as the download `file_stem.<extension>` (pure:
// the route's tests and the fuzz targets call it directly). A game that does not replay is an
// error the caller logs; a format that cannot hold a game (a pass in .psq, several games in
// one .psq) is answered 422 record_format.
HttpReply record_reply(const std::vector<store::GameRecord>& games, const RecordFormat& format,
                       std::string_view file_stem);

void serve_game_record(store::AsyncStore& store, const HttpRequest& request, std::string_view id,
                       const boost::asio::any_io_executor& executor, ReplyHandler done);
void serve_records(store::AsyncStore& store, const HttpRequest& request,
                   const boost::asio::any_io_executor& executor, ReplyHandler done);

}  // namespace renju::server
