// `renju record convert IN OUT` and `renju record show FILE`: game records between SGF, RenLib
// .lib, Piskvork .psq and the text form ("-" is standard input or output); `renju convert
// --from X --to Y [IN [OUT]]` is the same conversion, standard input to output by default. The
// formats come from the file names (or --from/--to), else from the content; errors say where the
// file is broken.
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>

#include "cli/command.hpp"
#include "cli/record_input.hpp"
#include "records/formats.hpp"
#include "records/renlib.hpp"
#include "records/text.hpp"

namespace renju::cli {

namespace {

namespace rec = renju::records;

struct RecordOptions {
  std::string in;
  std::string out;
  std::string from;
  std::string to;
};

std::optional<rec::Format> choose(const std::string& named, const std::string& path,
                                  const std::string* content) {
  if (!named.empty()) return rec::parse_format(named);
  if (auto f = rec::format_of_path(path)) return f;
  if (content) return rec::sniff_format(*content);
  return std::nullopt;
}

int convert(const RecordOptions& o) {
  std::string bytes, error;
  if (!read_record_input(o.in, bytes, error)) return std::cerr << "error: " << error << "\n", 2;
  const auto from = choose(o.from, o.in, &bytes);
  const auto to = choose(o.to, o.out, nullptr);
  if (!from || !to) {
    std::cerr << "error: say the format (sgf, lib, psq or txt) with --from/--to or the file name\n";
    return 2;
  }
  std::string written;
  if (*from == rec::Format::kLib && *to == rec::Format::kLib) {
    auto lib = rec::read_lib(bytes);  // the whole tree, variations and board texts kept
    if (auto* err = std::get_if<rec::ReadError>(&lib)) {
      return std::cerr << "error: " << o.in << ": " << rec::describe(*err) << "\n", 1;
    }
    written = rec::write_lib(std::get<rec::Library>(lib));
  } else {
    auto games = rec::read_records(*from, bytes);
    if (auto* err = std::get_if<rec::ReadError>(&games)) {
      return std::cerr << "error: " << o.in << ": " << rec::describe(*err) << "\n", 1;
    }
    auto out = rec::write_records(*to, std::get<std::vector<rec::Record>>(games));
    if (auto* err = std::get_if<rec::WriteError>(&out)) {
      return std::cerr << "error: " << err->message << "\n", 1;
    }
    written = std::get<std::string>(out);
  }
  if (o.out == "-") {
    std::cout << written;
  } else {
    std::ofstream file(o.out, std::ios::binary);
    file << written;
    if (!file) return std::cerr << "error: cannot write " << o.out << "\n", 2;
  }
  return 0;
}

int show(const RecordOptions& o) {
  std::string bytes, error;
  if (!read_record_input(o.in, bytes, error)) return std::cerr << "error: " << error << "\n", 2;
  const auto format = choose(o.from, o.in, &bytes);
  if (!format) return std::cerr << "error: unknown format '" << o.from << "'\n", 2;
  std::cout << "format: " << rec::format_name(*format) << "\n";
  if (*format == rec::Format::kLib) {
    auto lib = rec::read_lib(bytes);
    if (auto* err = std::get_if<rec::ReadError>(&lib)) {
      return std::cerr << "error: " << o.in << ": " << rec::describe(*err) << "\n", 1;
    }
    const auto s = rec::stats(std::get<rec::Library>(lib));
    std::cout << "nodes: " << s.nodes << ", moves: " << s.moves << ", comments: " << s.comments
              << ", board texts: " << s.board_texts << ", lines: " << s.leaves << "\n";
  }
  auto games = rec::read_records(*format, bytes);
  if (auto* err = std::get_if<rec::ReadError>(&games)) {
    return std::cerr << "error: " << o.in << ": " << rec::describe(*err) << "\n", 1;
  }
  const auto& all = std::get<std::vector<rec::Record>>(games);
  std::cout << "games: " << all.size() << "\n";
  for (const auto& r : all) {
    if (!r.id.empty()) std::cout << "game " << r.id << "\n";
    if (!r.black.empty() || !r.white.empty()) {
      std::cout << "black: " << r.black << ", white: " << r.white << "\n";
    }
    std::cout << rec::write_text(r);
  }
  return 0;
}

const RegisterCommand kRegister([](CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<RecordOptions>();
  CLI::App* record = app.add_subcommand("record",
                                        "Convert and show game records (SGF, RenLib "
                                        ".lib, Piskvork .psq, text)");
  record->require_subcommand(1);
  CLI::App* conv =
      record->add_subcommand("convert", "Convert IN to OUT ('-': standard input or output)");
  conv->add_option("in", opt->in, "input file or -")->required();
  conv->add_option("out", opt->out, "output file or -")->required();
  conv->add_option("--from", opt->from, "sgf, lib, psq or txt (default: by name, then content)");
  conv->add_option("--to", opt->to, "sgf, lib, psq or txt (default: by the output's name)");
  conv->callback([opt, &exit_code] { exit_code = convert(*opt); });
  CLI::App* sh = record->add_subcommand("show", "Show what a record file holds");
  sh->add_option("file", opt->in, "record file or -")->required();
  sh->add_option("--from", opt->from, "sgf, lib, psq or txt (default: by name, then content)");
  sh->callback([opt, &exit_code] { exit_code = show(*opt); });
});

// The spelling: `renju convert --from sgf --to lib < a.sgf > a.lib`.
const RegisterCommand kRegisterConvert([](CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<RecordOptions>();
  opt->in = opt->out = "-";
  CLI::App* conv = app.add_subcommand(
      "convert", "Convert a game record (the same as `record convert`; default: stdin to stdout)");
  conv->add_option("in", opt->in, "input file or - (default)");
  conv->add_option("out", opt->out, "output file or - (default)");
  conv->add_option("--from", opt->from, "sgf, lib, psq or txt (default: by name, then content)");
  conv->add_option("--to", opt->to, "sgf, lib, psq or txt (default: by the output's name)");
  conv->callback([opt, &exit_code] { exit_code = convert(*opt); });
});

}  // namespace

}  // namespace renju::cli
