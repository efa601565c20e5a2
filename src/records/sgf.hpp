// SGF (FF[4], GM[4] Gomoku/Renju, SZ[15]) records: moves as B[]/W[], the rule in RU, players,
// result, date and time control in the standard properties, and every opening decision in our
// private property RJA (other readers skip unknown properties). See docs/records.md.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "records/record.hpp"

namespace renju::records {

std::string write_sgf(const Record& r);
// A collection: one game tree per record.
std::string write_sgf(const std::vector<Record>& games);
// Every game of the collection; a non-Renju file (GM other than 4, SZ other than 15) is refused.
std::variant<std::vector<Record>, ReadError> read_sgf(std::string_view text);

}  // namespace renju::records
