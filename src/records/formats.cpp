// Dispatch over the formats, for the command line and anything else that takes "a record".
#include "records/formats.hpp"

#include "records/psq.hpp"
#include "records/renlib.hpp"
#include "records/sgf.hpp"
#include "records/text.hpp"

namespace renju::records {

std::string_view format_name(Format f) {
  switch (f) {
    case Format::kSgf:
      return "sgf";
    case Format::kLib:
      return "lib";
    case Format::kPsq:
      return "psq";
    case Format::kTxt:
      return "txt";
  }
  return "txt";
}

std::optional<Format> parse_format(std::string_view name) {
  for (Format f : {Format::kSgf, Format::kLib, Format::kPsq, Format::kTxt}) {
    if (name == format_name(f)) return f;
  }
  if (name == "text") return Format::kTxt;
  return std::nullopt;
}

std::optional<Format> format_of_path(std::string_view path) {
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos) return std::nullopt;
  std::string ext;
  for (char c : path.substr(dot + 1)) ext += static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  return parse_format(ext);
}

Format sniff_format(std::string_view bytes) {
  if (bytes.starts_with("\xFFRenLib\xFF")) return Format::kLib;
  if (bytes.starts_with("Piskvorky")) return Format::kPsq;
  const auto first = bytes.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && bytes[first] == '(') return Format::kSgf;
  return Format::kTxt;
}

std::variant<std::vector<Record>, ReadError> read_records(Format f, std::string_view bytes) {
  switch (f) {
    case Format::kSgf:
      return read_sgf(bytes);
    case Format::kLib: {
      auto lib = read_lib(bytes);
      if (auto* err = std::get_if<ReadError>(&lib)) return *err;
      auto all = lines(std::get<Library>(lib), kMaxLines);
      if (auto* err = std::get_if<std::string>(&all))
        return read_error({"too_many", {{"max", std::to_string(kMaxLines)}}}, *err, 0, 0, "tree");
      auto& out = std::get<std::vector<Record>>(all);
      for (auto& r : out) derive_log(r, "standard");
      return out;
    }
    case Format::kPsq:
    case Format::kTxt: {
      auto one = f == Format::kPsq ? read_psq(bytes) : read_text(bytes);
      if (auto* err = std::get_if<ReadError>(&one)) return *err;
      return std::vector<Record>{std::get<Record>(one)};
    }
  }
  return read_error({"not_format", {{"format", "?"}}}, "unknown format", 0, 0);
}

std::variant<std::string, WriteError> write_records(Format f, const std::vector<Record>& games) {
  if (f == Format::kSgf) return write_sgf(games);
  if (f == Format::kLib) {
    Library lib;
    for (const auto& r : games) add_line(lib, r, r.id.empty() ? "" : "renju game " + r.id);
    return write_lib(lib);
  }
  if (games.size() != 1) {
    return WriteError{"a ." + std::string(format_name(f)) + " file holds one game; this has " +
                      std::to_string(games.size())};
  }
  if (f == Format::kPsq) return write_psq(games.front());
  return write_text(games.front());
}

}  // namespace renju::records
