// A load report as text, for `renju loadtest --processes N`: each child process writes its
// report to a file, the parent reads them back and merges them. The format is line-based,
// "key value", versioned by its first line; a file that is not one is refused with the line
// that breaks it.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "loadtest/game_load.hpp"

namespace renju::loadtest {

std::string report_to_text(const GameLoadReport& r);
// The report, or an error naming the line.
std::variant<GameLoadReport, std::string> report_from_text(std::string_view text);

// Several processes' reports of one load run (their measured phases run together): counts,
// errors, histograms, connections and CPU of the generators add up; the length is their mean,
// so that per_second() is the sum of the rates. Server-wide figures (the server's CPU, commits)
// come from the first report, whose phase the others overlap. Memory figures are left for the
// caller, who can see the server before any child connects.
GameLoadReport merge_reports(const std::vector<GameLoadReport>& reports);

}  // namespace renju::loadtest
