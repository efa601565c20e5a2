// What a load client reads and writes as text besides JSON: the log line of an action it sent
// (to compare with the game's log) and the points of a protocol-2 point set.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace renju::loadtest {

// The log line of an action the client sent: seat "A", {"t":"place","at":"h9"} → "A place h9".
std::string action_text(std::string_view seat, std::string_view type, std::string_view at,
                        int choice);
// The points of a point set (protocol 2, docs/protocol.md) as names in index order ("a1", "b1",
// …); empty when `set` is not one.
std::vector<std::string> point_set_names(std::string_view set);

}  // namespace renju::loadtest
