// Locale-aware formatting in the browser, by Intl (the server does the same with ICU, see
// src/site/format.hpp): numbers, lists, durations and dates in the page's language.
export class Format {
  private readonly numbers: Intl.NumberFormat;

  constructor(readonly lang: string) {
    this.numbers = new Intl.NumberFormat(lang);
  }

  // 1234567 → "1,234,567" (en), "1.234.567" (de).
  number(n: number): string {
    return this.numbers.format(n);
  }

  // ['a', 'b', 'c'] → "a, b, and c" (en), "a, b und c" (de), "a、b、c" (ja).
  list(items: string[], type: 'conjunction' | 'unit' = 'conjunction'): string {
    return new Intl.ListFormat(this.lang, { style: 'long', type }).format(items);
  }

  // Seconds in their largest units, zero parts left out: 259200 → "3 days", 90 → "1 minute,
  // 30 seconds" (en, full unit names, as "3 days per move" needs).
  duration(seconds: number): string {
    let rest = Math.max(0, Math.floor(seconds));
    const parts: string[] = [];
    for (const [size, unit] of [[86400, 'day'], [3600, 'hour'], [60, 'minute'], [1, 'second']] as const) {
      if (rest >= size) parts.push(this.unit(Math.floor(rest / size), unit));
      rest %= size;
    }
    return parts.length ? this.list(parts, 'unit') : this.unit(0, 'second');
  }

  // A moment (milliseconds since 1970) as a medium date and a short time, in the browser's zone.
  dateTime(epochMs: number): string {
    return new Intl.DateTimeFormat(this.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
  }

  private unit(n: number, unit: string): string {
    return new Intl.NumberFormat(this.lang, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
  }
}
