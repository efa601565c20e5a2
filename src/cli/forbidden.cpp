// `renju forbidden [--explain]`: one position per input line (a move list), one answer line per
// position: Black's forbidden points, or an `error:` line. Streams: reads big chunks, answers
// every complete line, and flushes before it waits for more input.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>

#include "cli/command.hpp"
#include "cli/position_line.hpp"

namespace renju::cli {

namespace {

// No legal position needs more than a few kilobytes; a longer line is answered with an error
// and skipped, so memory stays bounded whatever arrives.
constexpr std::size_t kMaxLine = 1 << 20;

bool write_all(const std::string& data) {
  std::size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(STDOUT_FILENO, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

int run_forbidden(bool explain) {
  std::string pending;  // the start of a line whose end has not arrived yet
  std::string out;
  bool skipping = false;  // inside an over-long line, dropping bytes up to its newline
  bool all_valid = true;
  std::size_t line_number = 0;
  std::string chunk(1 << 16, '\0');
  auto answer = [&](std::string_view line) {
    ++line_number;
    all_valid &= answer_forbidden(line, explain, out);
    out += '\n';
  };
  while (true) {
    ssize_t n = ::read(STDIN_FILENO, chunk.data(), chunk.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      std::cerr << "renju forbidden: cannot read standard input: " << std::strerror(errno) << "\n";
      return 2;
    }
    if (n == 0) break;
    std::string_view data(chunk.data(), static_cast<std::size_t>(n));
    while (!data.empty()) {
      std::size_t nl = data.find('\n');
      std::string_view piece = data.substr(0, nl);
      if (skipping) {
        if (nl != std::string_view::npos) skipping = false;
      } else if (pending.size() + piece.size() > kMaxLine) {
        ++line_number;
        out += "error: line " + std::to_string(line_number) + " is longer than " +
               std::to_string(kMaxLine) + " bytes\n";
        all_valid = false;
        pending.clear();
        skipping = nl == std::string_view::npos;
      } else if (nl == std::string_view::npos) {
        pending.append(piece);
      } else if (pending.empty()) {
        answer(piece);
      } else {
        pending.append(piece);
        answer(pending);
        pending.clear();
      }
      data = nl == std::string_view::npos ? std::string_view{} : data.substr(nl + 1);
    }
    // Everything read so far is answered: hand it over before blocking on the next read, so a
    // program talking to us line by line gets each answer at once.
    if (!write_all(out)) return 2;
    out.clear();
  }
  if (!pending.empty() && !skipping) answer(pending);
  if (!write_all(out)) return 2;
  return all_valid ? 0 : 1;
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "forbidden",
      "Read positions (move lists, Black first) from standard input, one per line; print Black's "
      "forbidden points for each, sorted by column then row");
  auto explain = std::make_shared<bool>(false);
  cmd->add_flag("--explain", *explain, "Add the reason after each point (h9:double-three)");
  cmd->callback([explain, &exit_code] { exit_code = run_forbidden(*explain); });
});

}  // namespace

}  // namespace renju::cli
