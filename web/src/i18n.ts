// Translations in the browser: the same i18n/*.json catalogs as the server (embedded by the
// build), {placeholders}, and plural forms chosen by Intl.PluralRules.
import catalogs from 'renju:catalogs';

type Message = string | Record<string, string>;
type Catalog = Record<string, Message>;
type Params = Record<string, string | number>;

const all = catalogs as Record<string, Catalog>;

export class I18n {
  readonly lang: string;
  private readonly catalog: Catalog;
  private readonly plurals: Intl.PluralRules;

  constructor(lang: string) {
    this.lang = all[lang] ? lang : 'en';
    this.catalog = all[this.lang];
    this.plurals = new Intl.PluralRules(this.lang);
  }

  has(key: string): boolean {
    return key in this.catalog;
  }

  t(key: string, params: Params = {}): string {
    const m = this.catalog[key] ?? all.en[key];
    if (m === undefined) return `⟦${key}⟧`;
    return fill(typeof m === 'string' ? m : (m.other ?? ''), params);
  }

  plural(key: string, count: number, params: Params = {}): string {
    const m = this.catalog[key] ?? all.en[key];
    if (m === undefined) return `⟦${key}⟧`;
    const p = { ...params, count };
    if (typeof m === 'string') return fill(m, p);
    return fill(m[this.plurals.select(count)] ?? m.other ?? '', p);
  }
}

function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
