// `renju book [--out FILE] [--plies 3] [--replies 2] [--nodes N] [--reply-nodes N] [--jobs 2]`:
// builds the engine's opening book (src/ai/book_build.hpp) from the 26 canonical openings and
// writes src/ai/book_data.hpp's text (to standard output without --out), with a progress line
// on standard error.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include "ai/book_build.hpp"
#include "cli/command.hpp"
#include "openings/canonical.hpp"

namespace renju::cli {
namespace {

struct BookOptions {
  ai::BookBuildOptions build;
  int max_openings = 0;  // 0: all 26
  std::string out;
};

std::vector<std::vector<rules::Point>> canonical_starts(int max_openings) {
  std::vector<std::vector<rules::Point>> starts;
  for (const openings::CanonicalOpening& o : openings::canonical_openings()) {
    if (max_openings > 0 && static_cast<int>(starts.size()) >= max_openings) break;
    const rules::Point second = o.direct() ? rules::Point{7, 8} : rules::Point{8, 8};
    starts.push_back({rules::Point{7, 7}, second, o.third});
  }
  return starts;
}

int run(const BookOptions& o) {
  std::ostringstream command;
  command << "renju book --plies " << o.build.plies << " --replies " << o.build.replies
          << " --nodes " << o.build.nodes << " --reply-nodes " << o.build.reply_nodes;
  if (o.max_openings > 0) command << " --max-openings " << o.max_openings;
  const auto start = std::chrono::steady_clock::now();
  const auto entries =
      ai::build_book(canonical_starts(o.max_openings), o.build, [&](const ai::BookProgress& p) {
        const auto s = std::chrono::duration_cast<std::chrono::seconds>(
                           std::chrono::steady_clock::now() - start)
                           .count();
        std::fprintf(stderr, "\rbook: ply %d of %d, position %zu of %zu, %lld s", p.ply + 1,
                     p.plies, p.done, p.total, static_cast<long long>(s));
        std::fflush(stderr);
      });
  std::fprintf(stderr, "\n");
  const std::string text = ai::book_header(entries, command.str());
  if (o.out.empty()) {
    std::cout << text;
  } else {
    std::ofstream f(o.out);
    f << text;
    if (!f.flush()) {
      std::cerr << "error: cannot write " << o.out << '\n';
      return 1;
    }
  }
  std::fprintf(stderr, "book: %zu positions\n", entries.size());
  return 0;
}

const RegisterCommand registered([](CLI::App& app, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "book", "Build the opening book: long searches of the positions after the 26 openings");
  auto opt = std::make_shared<BookOptions>();
  cmd->add_option("--out", opt->out, "Where to write the book (src/ai/book_data.hpp's text)");
  cmd->add_option("--plies", opt->build.plies, "Moves covered after each opening")
      ->check(CLI::Range(1, 8))
      ->capture_default_str();
  cmd->add_option("--replies", opt->build.replies,
                  "Replies followed from each position besides the book move")
      ->check(CLI::Range(0, 10))
      ->capture_default_str();
  cmd->add_option("--nodes", opt->build.nodes, "Nodes of the search that picks each move")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1'000'000'000'000}))
      ->capture_default_str();
  cmd->add_option("--reply-nodes", opt->build.reply_nodes,
                  "Nodes of the analysis that picks the replies followed")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1'000'000'000'000}))
      ->capture_default_str();
  cmd->add_option("--jobs", opt->build.jobs, "Positions searched at once, one thread each")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--max-openings", opt->max_openings, "Only the first N of the 26 openings")
      ->check(CLI::Range(0, 26));
  cmd->callback([opt, &exit_code] { exit_code = run(*opt); });
});

}  // namespace
}  // namespace renju::cli
