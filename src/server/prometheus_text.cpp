// The escaping rules are the format's: in HELP text a backslash and a newline are escaped, in
// label values a double quote as well; numbers are Go-style floats (+Inf, -Inf, NaN).
#include "server/prometheus_text.hpp"

#include <cmath>
#include <cstdio>

namespace renju::server {
namespace {

void append_escaped(std::string& out, std::string_view text, bool quote) {
  for (char c : text) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '"' && quote) {
      out += "\\\"";
    } else {
      out += c;
    }
  }
}

void append_number(std::string& out, double value) {
  if (std::isnan(value)) {
    out += "NaN";
  } else if (std::isinf(value)) {
    out += value > 0 ? "+Inf" : "-Inf";
  } else if (value == std::floor(value) && std::fabs(value) < 9e15) {
    out += std::to_string(static_cast<long long>(value));
  } else {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    out += buffer;
  }
}

}  // namespace

std::string PrometheusText::number(double value) {
  std::string out;
  append_number(out, value);
  return out;
}

void PrometheusText::family(std::string_view name, std::string_view type, std::string_view help) {
  text_ += "# HELP ";
  text_ += name;
  text_ += ' ';
  append_escaped(text_, help, false);
  text_ += "\n# TYPE ";
  text_ += name;
  text_ += ' ';
  text_ += type;
  text_ += '\n';
}

void PrometheusText::sample(std::string_view name, double value, Labels labels) {
  text_ += name;
  if (labels.size() > 0) {
    text_ += '{';
    bool first = true;
    for (const auto& [key, label] : labels) {
      if (!first) text_ += ',';
      first = false;
      text_ += key;
      text_ += "=\"";
      append_escaped(text_, label, true);
      text_ += '"';
    }
    text_ += '}';
  }
  text_ += ' ';
  append_number(text_, value);
  text_ += '\n';
}

void PrometheusText::single(std::string_view name, std::string_view type, std::string_view help,
                            double value) {
  family(name, type, help);
  sample(name, value);
}

void PrometheusText::histogram(std::string_view name, std::string_view help,
                               std::span<const double> bounds,
                               std::span<const std::uint64_t> counts, double sum) {
  family(name, "histogram", help);
  const std::string bucket = std::string(name) + "_bucket";
  std::uint64_t cumulative = 0;
  for (std::size_t i = 0; i < bounds.size(); ++i) {
    cumulative += counts[i];
    sample(bucket, static_cast<double>(cumulative), {{"le", number(bounds[i])}});
  }
  cumulative += counts[bounds.size()];
  sample(bucket, static_cast<double>(cumulative), {{"le", "+Inf"}});
  sample(std::string(name) + "_sum", sum);
  sample(std::string(name) + "_count", static_cast<double>(cumulative));
}

}  // namespace renju::server
