// Writes Prometheus's text exposition format (version 0.0.4): a `# HELP` and `# TYPE` line per
// metric family, then its samples, one `name{label="value",…} number` a line.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <utility>

namespace renju::server {

class PrometheusText {
 public:
  using Labels = std::initializer_list<std::pair<std::string_view, std::string_view>>;
  // The content type a scrape is answered with.
  static constexpr std::string_view kContentType = "text/plain; version=0.0.4; charset=utf-8";

  // Starts a family: `type` is counter, gauge or histogram.
  void family(std::string_view name, std::string_view type, std::string_view help);
  void sample(std::string_view name, double value, Labels labels = {});
  // A whole family of one sample.
  void single(std::string_view name, std::string_view type, std::string_view help, double value);
  // A whole histogram family: `counts[i]` observations up to `bounds[i]` (not cumulative), the
  // slower ones in `counts.back()` (one more than the bounds), and their `sum`.
  void histogram(std::string_view name, std::string_view help, std::span<const double> bounds,
                 std::span<const std::uint64_t> counts, double sum);
  const std::string& text() const { return text_; }
  // A sample value or an `le` bound as the format writes it: 1, 0.25, +Inf.
  static std::string number(double value);

 private:
  std::string text_;
};

}  // namespace renju::server
