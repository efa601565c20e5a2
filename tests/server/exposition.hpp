// A small reader of Prometheus's text exposition format (0.0.4) for the metrics tests: it
// checks what a scraper relies on (every sample under a declared family, well-formed names,
// labels and numbers, histograms cumulative and ending in +Inf) and gives the samples back.
#pragma once

#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

namespace renju::server::testing {

struct Sample {
  std::string name;
  std::map<std::string, std::string> labels;
  double value = 0;
};

struct Exposition {
  std::map<std::string, std::string> types;  // family → counter, gauge, histogram, …
  std::vector<Sample> samples;

  // The value of the sample with this name and these labels (exactly), or nullopt.
  std::optional<double> value(const std::string& name,
                              const std::map<std::string, std::string>& labels = {}) const {
    for (const auto& s : samples) {
      if (s.name == name && s.labels == labels) return s.value;
    }
    return std::nullopt;
  }
  // Like value(), but 0 when absent (a counter keyed by a code appears at its first count).
  double count(const std::string& name, const std::map<std::string, std::string>& labels) const {
    return value(name, labels).value_or(0);
  }
};

inline double parse_number(const std::string& text) {
  if (text == "+Inf") return HUGE_VAL;
  if (text == "-Inf") return -HUGE_VAL;
  if (text == "NaN") return NAN;
  static const std::regex number(R"([-+]?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?)");
  if (!std::regex_match(text, number)) throw std::runtime_error("bad number '" + text + "'");
  return std::strtod(text.c_str(), nullptr);
}

// Throws std::runtime_error saying which line breaks the format.
inline Exposition parse_exposition(const std::string& text) {
  static const std::regex name_re("[a-zA-Z_:][a-zA-Z0-9_:]*");
  static const std::regex type_re(
      R"(# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped))");
  static const std::regex help_re(R"(# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) .*)");
  static const std::regex sample_re(R"(([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)( -?[0-9]+)?)");
  static const std::regex label_re(R"re(([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\[\\"n])*)"(,|$))re");
  if (!text.empty() && text.back() != '\n') throw std::runtime_error("no final newline");
  Exposition e;
  std::string family;  // the family whose samples may follow
  std::size_t start = 0;
  int line_no = 0;
  while (start < text.size()) {
    const auto end = text.find('\n', start);
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    ++line_no;
    const auto where = "line " + std::to_string(line_no) + " '" + line + "': ";
    std::smatch m;
    if (line.empty()) continue;
    if (std::regex_match(line, m, type_re)) {
      if (e.types.contains(m[1])) throw std::runtime_error(where + "family declared twice");
      e.types[m[1]] = m[2];
      family = m[1];
    } else if (std::regex_match(line, m, help_re) || line.starts_with("#")) {
      // HELP, or a comment
    } else if (std::regex_match(line, m, sample_re)) {
      Sample s{m[1], {}, parse_number(m[4])};
      const std::string type = e.types.contains(family) ? e.types.at(family) : "";
      const bool histogram_part =
          type == "histogram" && (s.name == family + "_bucket" || s.name == family + "_sum" ||
                                  s.name == family + "_count");
      if (s.name != family && !histogram_part) {
        throw std::runtime_error(where + "sample outside its family's TYPE");
      }
      std::string labels = m[3];
      while (!labels.empty()) {
        std::smatch l;
        if (!std::regex_search(labels, l, label_re) || l.position(0) != 0) {
          throw std::runtime_error(where + "bad labels");
        }
        if (!s.labels.emplace(l[1], l[2]).second) throw std::runtime_error(where + "label twice");
        labels = l.suffix();
      }
      e.samples.push_back(std::move(s));
    } else {
      throw std::runtime_error(where + "neither a comment nor a sample");
    }
  }
  // Histograms: buckets by ascending `le`, counts non-decreasing, +Inf last and equal to _count.
  for (const auto& [name, type] : e.types) {
    if (type != "histogram") continue;
    double last_bound = -HUGE_VAL, last_count = 0;
    bool saw_inf = false;
    for (const auto& s : e.samples) {
      if (s.name != name + "_bucket") continue;
      const double bound = parse_number(s.labels.at("le"));
      if (bound <= last_bound || s.value < last_count) {
        throw std::runtime_error(name + ": buckets not cumulative");
      }
      last_bound = bound;
      last_count = s.value;
      saw_inf = std::isinf(bound);
    }
    if (!saw_inf) throw std::runtime_error(name + ": no +Inf bucket");
    if (e.value(name + "_count") != last_count) throw std::runtime_error(name + ": _count");
  }
  return e;
}

}  // namespace renju::server::testing
