// Small HTML helpers for the server-rendered pages: escaping and the shared page frame.
#pragma once

#include <string>
#include <string_view>

namespace renju::site {

std::string escape(std::string_view text);  // &, <, >, ", ' → entities

}  // namespace renju::site
