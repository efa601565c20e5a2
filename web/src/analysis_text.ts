// What the analysis board says (pure): the explanation of a point for Black, with RIF 9.3's
// recursion as nested items, the engine's answer, and a refused position or record, all from
// the JSON of /api/analysis/* (docs/protocol.md) in the page's language.
import type { I18n } from './i18n';

export interface FourPointJson {
  at: string;
  five: boolean;
  forbidden: string | null;
  why: ExplanationJson | null;
}
export interface ExplanationJson {
  at: string;
  verdict: string | null;
  five: boolean;
  overline: boolean;
  fours: number;
  threes: { line: string; stones: string[]; counts: boolean; points: FourPointJson[] }[];
}
export interface EngineJson {
  to_move: string;
  best: { move: string; score: number; proven: string | null; pv: string[] }[];
  vcf: Record<'black' | 'white', { win: boolean; line: string[] }>;
  // quiet: the attacker's moves of the line that threaten a VCF without a three or a four.
  vct: Record<'black' | 'white', { win: boolean; line: string[]; quiet?: string[] }>;
}

// A line of text and the lines nested under it.
export interface Item {
  text: string;
  tone?: 'forbidden' | 'allowed' | '';
  children: Item[];
}

const reason = (t: I18n, r: string) => t.t(`forbidden.${r}`);

function fourPoint(t: I18n, p: FourPointJson): Item {
  if (p.five) return { text: t.t('explain.pointFive', { at: p.at }), children: [] };
  if (!p.forbidden) return { text: t.t('explain.pointPlayable', { at: p.at }), tone: 'allowed', children: [] };
  return {
    text: t.t('explain.pointForbidden', { at: p.at, reason: reason(t, p.forbidden) }),
    tone: 'forbidden',
    children: p.why ? [explanation(t, p.why)] : [],
  };
}

export function explanation(t: I18n, e: ExplanationJson): Item {
  const at = e.at;
  if (e.five) return { text: t.t('explain.five', { at }), tone: 'allowed', children: [] };
  if (e.overline) return { text: t.t('explain.overline', { at }), tone: 'forbidden', children: [] };
  if (e.fours >= 2) return { text: t.t('explain.doubleFour', { at }), tone: 'forbidden', children: [] };
  if (e.threes.length < 2) return { text: t.t('explain.allowed', { at }), tone: 'allowed', children: [] };
  const threes = e.threes.map((three): Item => ({
    text: t.t(three.counts ? 'explain.threeReal' : 'explain.threeFalse', {
      stones: three.stones.join('–'),
      line: t.t(`explain.line.${three.line}`),
    }),
    tone: three.counts ? 'forbidden' : 'allowed',
    children: three.points.map((p) => fourPoint(t, p)),
  }));
  const real = e.threes.filter((x) => x.counts).length;
  const verdict = e.verdict === 'double-three'
    ? t.plural('explain.doubleThree', real, { at })
    : t.plural('explain.notDoubleThree', real, { at });
  return { text: verdict, tone: e.verdict ? 'forbidden' : 'allowed', children: threes };
}

function score(t: I18n, m: EngineJson['best'][number]): string {
  if (m.proven === 'win') return t.t('engine.wins');
  if (m.proven === 'loss') return t.t('engine.loses');
  return (m.score > 0 ? '+' : '') + String(m.score);
}

export function engineItems(t: I18n, a: EngineJson): Item[] {
  const colour = (c: string) => t.t(c === 'white' ? 'game.white' : 'game.black');
  const out: Item[] = [{
    text: t.t('engine.best', { colour: colour(a.to_move) }),
    children: a.best.map((m, i) => ({
      text: `${i + 1}. ${m.move} (${score(t, m)}): ${m.pv.join(' ')}`,
      children: [],
    })),
  }];
  for (const side of ['black', 'white'] as const) {
    const vcf = a.vcf[side];
    out.push({
      text: vcf.win ? t.t('engine.vcf', { colour: colour(side), line: vcf.line.map((p, i) => `${i + 1}. ${p}`).join(' ') })
        : t.t('engine.noVcf', { colour: colour(side) }),
      children: [],
    });
    const vct = a.vct[side];
    const won = vct.win && vct.line.length > 0;
    out.push({
      text: !won ? t.t('engine.noVct', { colour: colour(side) })
        : vct.quiet?.length
          ? t.t('engine.vctQuiet', { colour: colour(side), at: vct.line[0], quiet: vct.quiet.join(' ') })
          : t.t('engine.vct', { colour: colour(side), at: vct.line[0] }),
      // The proof's main line, numbered like a VCF's (the server sends the first move alone
      // where it could not rebuild the line within its nodes).
      children: won && vct.line.length > 1
        ? [{ text: vct.line.map((p, i) => `${i + 1}. ${p}`).join(' '), children: [] }] : [],
    });
  }
  return out;
}

// A refusal from /api/analysis/*, in the page's language.
export function refusal(t: I18n, error: { code?: unknown; message?: unknown; params?: unknown }): string {
  const p = (typeof error.params === 'object' && error.params !== null ? error.params : {}) as Record<string, unknown>;
  const s = (k: string) => String(p[k] ?? '');
  switch (error.code) {
    case 'bad_record': {
      const where = s('where') ? t.t('import.where', { where: s('where') }) : '';
      const place = Number(p.line) > 0 ? t.t('import.atLine', { line: s('line'), byte: s('byte') }) : t.t('import.atByte', { byte: s('byte') });
      // The reader's reason in the page's language (record.<code>); its English words only for a
      // code this page does not know yet.
      const key = `record.${s('reason_code')}`;
      const args = (typeof p.reason_params === 'object' && p.reason_params !== null ? p.reason_params : {}) as Record<string, string>;
      const reason = s('reason_code') && t.has(key) ? t.t(key, args) : s('reason');
      return t.t('import.bad', { format: s('format').toUpperCase(), place, where, reason });
    }
    case 'too_large':
      return t.t('import.tooLarge', { max: String(Math.round(Number(p.max) / 1024)) });
    case 'empty_record':
      return t.t('import.empty');
    case 'bad_moves':
      return t.t('analysis.badMoves', { index: s('index'), token: s('token') });
    case 'game_over':
      return t.t('analysis.over');
  }
  const key = `error.${String(error.code)}`;
  return t.has(key) ? t.t(key) : t.t('error.generic', { message: String(error.message ?? '') });
}
