// Translations in the browser: the same i18n/*.json catalogs as the server (one chunk per
// language made by the build, only the page's own is loaded), {placeholders}, and plural forms
// chosen by Intl.PluralRules, {count} written by Intl.NumberFormat. Every offered catalog holds
// every key (`renju i18n check` and site_tests check it).
import loaders from 'renju:catalogs';
import { Format } from './format';

type Message = string | Record<string, string>;
type Catalog = Record<string, Message>;
type Params = Record<string, string | number>;

// The page's language, or English for a language without a catalog.
export async function loadI18n(lang: string): Promise<I18n> {
  const known = lang in loaders ? lang : 'en';
  return new I18n(known, (await loaders[known]()).default);
}

export class I18n {
  private readonly plurals: Intl.PluralRules;
  readonly format: Format;

  constructor(
    readonly lang: string,
    private readonly catalog: Catalog,
  ) {
    this.plurals = new Intl.PluralRules(lang);
    this.format = new Format(lang);
  }

  has(key: string): boolean {
    return key in this.catalog;
  }

  t(key: string, params: Params = {}): string {
    const m = this.catalog[key];
    if (m === undefined) return `⟦${key}⟧`;
    return fill(typeof m === 'string' ? m : (m.other ?? ''), params);
  }

  plural(key: string, count: number, params: Params = {}): string {
    const m = this.catalog[key];
    if (m === undefined) return `⟦${key}⟧`;
    const p = { ...params, count: this.format.number(count) };
    if (typeof m === 'string') return fill(m, p);
    return fill(m[this.plurals.select(count)] ?? m.other ?? '', p);
  }
}

function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
