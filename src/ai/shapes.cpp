// Builds the shape tables: each line of ten neighbours (own / empty / blocked) is classified by
// asking what one more own stone would make, memoised so every line is judged once.
#include "ai/shapes.hpp"

#include <array>
#include <vector>

namespace renju::ai {
namespace {

constexpr int kLines = 59049;  // 3^10
constexpr int kOwn = 1;
constexpr int kBlocked = 2;

int offset_of_slot(int s) {
  return s < 5 ? s - 5 : s - 4;
}

class Classifier {
 public:
  explicit Classifier(bool black) : black_(black), memo_(kLines, 0xff) {}

  Shape classify(int line) {
    if (memo_[line] != 0xff) return static_cast<Shape>(memo_[line]);
    Shape s = compute(line);
    memo_[line] = static_cast<std::uint8_t>(s);
    return s;
  }

 private:
  // Digits of the line by offset -5..5, the centre (offset 0) being own.
  static std::array<int, 11> cells(int line) {
    std::array<int, 11> out{};
    int v = line;
    for (int s = 0; s < kSlots; ++s) {
      out[offset_of_slot(s) + 5] = v % 3;
      v /= 3;
    }
    out[5] = kOwn;
    return out;
  }

  Shape compute(int line) {
    const auto c = cells(line);
    int left = 0;
    while (left < 5 && c[5 - left - 1] == kOwn) ++left;
    int right = 0;
    while (right < 5 && c[5 + right + 1] == kOwn) ++right;
    const int run = left + right + 1;
    if (run == 5 || (run > 5 && !black_)) return Shape::kFive;
    if (run > 5) return Shape::kOverline;

    // A line with no five-window free of blockers through the centre can never win.
    bool alive = false;
    for (int start = -4; start <= 0 && !alive; ++start) {
      bool ok = true;
      for (int k = start; k < start + 5; ++k) ok = ok && c[k + 5] != kBlocked;
      alive = ok;
    }
    if (!alive) return Shape::kNone;

    std::vector<int> fives;
    Shape best_child = Shape::kNone;
    int pow3 = 1;
    for (int s = 0; s < kSlots; ++s, pow3 *= 3) {
      const int off = offset_of_slot(s);
      if (off < -4 || off > 4 || c[off + 5] != 0) continue;
      const Shape child = classify(line + pow3 * kOwn);
      if (child == Shape::kFive) fives.push_back(off);
      if (child != Shape::kOverline && child > best_child) best_child = child;
    }
    if (fives.size() >= 2) {
      for (int a : fives)
        for (int b : fives)
          if (b - a == 5) return Shape::kOpenFour;
      return black_ ? Shape::kDoubleFour : Shape::kOpenFour;
    }
    if (fives.size() == 1) return Shape::kFour;
    switch (best_child) {
      case Shape::kOpenFour:
        return Shape::kOpenThree;
      case Shape::kFour:
      case Shape::kDoubleFour:
        return Shape::kThree;
      case Shape::kOpenThree:
        return Shape::kOpenTwo;
      case Shape::kThree:
        return Shape::kTwo;
      case Shape::kTwo:
      case Shape::kOpenTwo:
        return Shape::kOne;
      default:
        return Shape::kNone;
    }
  }

  bool black_;
  std::vector<std::uint8_t> memo_;
};

struct Tables {
  // Per colour: shape by base-3 line, and the base-3 value of each half of a key.
  std::array<std::vector<Shape>, 2> shape;
  std::array<std::array<std::uint16_t, 1024>, 2> low, high;

  Tables() {
    for (int colour = 0; colour < 2; ++colour) {
      Classifier cl(colour == 0);
      shape[colour].resize(kLines);
      for (int i = 0; i < kLines; ++i) shape[colour][i] = cl.classify(i);
      const int own = colour == 0 ? 1 : 2;
      for (int half = 0; half < 1024; ++half) {
        int v = 0;
        int pow3 = 1;
        for (int s = 0; s < 5; ++s, pow3 *= 3) {
          const int cell = (half >> (2 * s)) & 3;
          const int digit = cell == 0 ? 0 : (cell == own ? kOwn : kBlocked);
          v += digit * pow3;
        }
        low[colour][half] = static_cast<std::uint16_t>(v);
        high[colour][half] = static_cast<std::uint16_t>(v * 243);
      }
    }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

const ShapeLookup& shape_lookup() {
  static const ShapeLookup lookup = [] {
    const Tables& t = tables();
    ShapeLookup l;
    for (int c = 0; c < 2; ++c) {
      l.low[c] = t.low[c].data();
      l.high[c] = t.high[c].data();
      l.shape[c] = t.shape[c].data();
    }
    return l;
  }();
  return lookup;
}

Shape shape_of(LineKey key, rules::Color c) {
  return shape_in(shape_lookup(), key, c == rules::Color::kBlack ? 0 : 1);
}

}  // namespace renju::ai
