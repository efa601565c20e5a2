// The analysis board (/<lang>/analysis, no game needed): a position set up by clicking (stones
// alternate, Black first), by pasting moves, or from a record (pasted or a file, any of our
// four formats; a library's lines are its games). The position lives in the address
// (?moves=h8,h9&m=N), so it can be shared. Shown: Black's forbidden points with their reasons,
// a point's explanation (RIF 9.3's recursion as nested items) and the engine's answer, its
// line numbered on the board.
import { engineItems, explanation, refusal, type EngineJson, type ExplanationJson, type Item } from './analysis_text';
import { BoardView, type BoardModel } from './board';
import { BoardInput } from './board_input';
import { button, el } from './dom';
import type { I18n } from './i18n';
import { VariationTree } from './variation_tree';

interface PositionJson {
  to_move: string;
  stones: number;
  over: boolean;
  forbidden: { at: string; reason: string }[];
  explain?: ExplanationJson;
}
interface ImportedGame {
  moves: string[];
  comments: string[];
  rule: string;
  id: string;
}

const MOVES = /^\s*(?:(?:[a-o](?:1[0-5]|[1-9])|pass)[\s,;]*)+$/i;

async function call(url: string, init?: RequestInit): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  try {
    const r = await fetch(url, init);
    return { ok: r.ok, body: (await r.json()) as Record<string, unknown> };
  } catch {
    return { ok: false, body: { error: { code: 'network' } } };
  }
}

function itemList(items: Item[]): HTMLUListElement {
  const ul = el('ul', { class: 'explain-list' });
  for (const i of items) {
    const li = el('li', i.tone ? { 'data-tone': i.tone } : {}, i.text);
    if (i.children.length) li.append(itemList(i.children));
    ul.append(li);
  }
  return ul;
}

export class AnalysisBoard {
  private readonly board = new BoardView();
  private readonly boardBox = el('div', { class: 'board analysis-board', id: 'board', tabindex: '0', role: 'application' });
  private readonly status = el('p', { class: 'analysis-status', 'aria-live': 'polite' });
  private readonly message = el('p', { class: 'hint analysis-message', 'aria-live': 'polite' });
  private readonly forbiddenBox = el('div', { class: 'analysis-forbidden' });
  private readonly explainBox = el('div', { class: 'analysis-explain' });
  private readonly engineBox = el('div', { class: 'engine-answer', 'aria-live': 'polite' });
  private readonly games = el('select', { id: 'analysis-game', class: 'analysis-game' });
  private line: string[] = [];
  private at = 0;
  private position: PositionJson | null = null;
  private sequence: string[] = [];  // the engine's line, numbered on the board
  private imported: ImportedGame[] = [];
  private readonly tree = new VariationTree(this.t, (line, at) => this.setLine(line, at));
  private asked = 0;  // the newest request: answers to older ones are dropped
  private good: { line: string[]; at: number } = { line: [], at: 0 };  // the last line that played

  constructor(private readonly root: HTMLElement, private readonly t: I18n) {
    this.boardBox.setAttribute('aria-label', t.t('analysis.board'));
    this.boardBox.append(this.board.svg);
    new BoardInput(this.board, this.boardBox, {
      activate: (at) => void this.click(at),
      hover: () => undefined,
      cursor: (at) => this.say(at),
      typing: (text) => this.say(text),
    });
    const nav = el('div', { class: 'review-nav analysis-nav' });
    nav.addEventListener('keydown', (e) => {
      const to = { ArrowLeft: this.at - 1, ArrowRight: this.at + 1, Home: 0, End: this.line.length }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      void this.go(to);
    });
    nav.append(
      button(t.t('review.first'), 'review-first', () => void this.go(0)),
      button(t.t('review.back'), 'review-back', () => void this.go(this.at - 1)),
      button(t.t('review.forward'), 'review-forward', () => void this.go(this.at + 1)),
      button(t.t('review.last'), 'review-last', () => void this.go(this.line.length)),
      button(t.t('action.pass'), 'analysis-pass', () => void this.play('pass')),
      button(t.t('analysis.clear'), 'analysis-clear', () => this.setLine([], 0)),
    );
    const engine = el('div', { class: 'engine' });
    engine.append(button(t.t('engine.ask'), 'engine-ask', () => void this.ask(), '', 'primary'), this.engineBox);
    this.root.replaceChildren(this.boardBox, this.side(nav, engine));
    this.root.classList.add('ready');
    const q = new URLSearchParams(location.search);
    const moves = (q.get('moves') ?? '').split(',').filter((x) => x);
    const m = Number(q.get('m') ?? moves.length);
    this.setLine(moves, Number.isInteger(m) ? m : moves.length);
  }

  private side(nav: HTMLElement, engine: HTMLElement): HTMLElement {
    const t = this.t;
    const side = el('section', { class: 'analysis-side' });
    const paste = el('textarea', { id: 'analysis-paste', rows: '3' });
    const file = el('input', { type: 'file', id: 'analysis-file', accept: '.sgf,.lib,.psq,.txt,text/plain' });
    file.addEventListener('change', () => {
      const f = file.files?.[0];
      if (f) void f.arrayBuffer().then((bytes) => this.importRecord(bytes, f.name));
    });
    this.games.hidden = true;
    this.games.addEventListener('change', () => {
      const g = this.imported[Number(this.games.value)];
      if (g) this.setLine(g.moves, g.moves.length);
    });
    const load = button(t.t('import.load'), 'import-load', () => {
      const text = paste.value;
      if (MOVES.test(text)) this.setLine(text.toLowerCase().split(/[\s,;]+/).filter((x) => x), Infinity);
      else void this.importRecord(text, '');
    });
    const importBox = el('div', { class: 'import' });
    importBox.append(
      el('label', { for: 'analysis-paste' }, t.t('import.paste')), paste, load,
      el('label', { for: 'analysis-file' }, t.t('import.file')), file, this.games, this.tree.box,
    );
    side.append(this.status, nav, this.message, this.forbiddenBox, this.explainBox, engine, importBox);
    return side;
  }

  private say(text: string, tone = ''): void {
    this.message.textContent = text;
    this.message.dataset.kind = tone;
  }

  private setLine(line: string[], at: number): void {
    this.line = line.slice(0, 450);
    void this.go(Math.min(Math.max(0, at), this.line.length));
  }

  private movesQuery(upTo = this.at): string {
    return this.line.slice(0, upTo).map(encodeURIComponent).join(',');
  }

  // Shows the position after `at` moves of the line (and puts it in the address).
  private async go(at: number): Promise<void> {
    this.at = Math.max(0, Math.min(this.line.length, at));
    const ask = ++this.asked;
    const r = await call(`/api/analysis/position?moves=${this.movesQuery()}`);
    if (ask !== this.asked) return;
    if (!r.ok) {
      // A line that does not play (pasted, or from the address): the last good one stays.
      this.say(refusal(this.t, (r.body.error ?? {}) as Record<string, unknown>), 'error');
      [this.line, this.at] = [this.good.line, this.good.at];
      return;
    }
    this.good = { line: this.line, at: this.at };
    this.position = r.body as unknown as PositionJson;
    this.sequence = [];
    this.engineBox.replaceChildren();
    this.explainBox.replaceChildren();
    const all = this.line.map(encodeURIComponent).join(',');
    const q = this.line.length ? `?moves=${all}${this.at < this.line.length ? `&m=${this.at}` : ''}` : '';
    history.replaceState(null, '', location.pathname + q);
    this.tree.mark(this.line, this.at);
    this.render();
  }

  private async play(at: string): Promise<void> {
    this.line = [...this.line.slice(0, this.at), at];
    await this.go(this.at + 1);
  }

  private async click(at: string): Promise<void> {
    const p = this.position;
    if (!p) return;
    if (this.stones().some((s) => s.at === at)) return this.say(this.t.t('error.occupied'), 'error');
    if (p.over) return this.say(this.t.t('analysis.over'), 'error');
    const forbidden = p.forbidden.find((f) => f.at === at);
    if (forbidden && p.to_move === 'black') return this.explain(at);
    await this.play(at);
  }

  private async explain(at: string): Promise<void> {
    const ask = this.asked;
    const r = await call(`/api/analysis/position?moves=${this.movesQuery()}&explain=${at}`);
    if (ask !== this.asked || !r.ok) return;
    const e = (r.body as unknown as PositionJson).explain;
    if (e) this.explainBox.replaceChildren(el('h2', {}, this.t.t('explain.title', { at })), itemList([explanation(this.t, e)]));
  }

  private async ask(): Promise<void> {
    const ask = this.asked;
    this.engineBox.replaceChildren(el('p', { class: 'thinking' }, this.t.t('engine.thinking')));
    const r = await call(`/api/analysis/engine?moves=${this.movesQuery()}`, { method: 'POST' });
    if (ask !== this.asked) return;
    if (!r.ok) {
      this.engineBox.replaceChildren(el('p', { class: 'error' }, refusal(this.t, (r.body.error ?? {}) as Record<string, unknown>)));
      return;
    }
    const a = r.body as unknown as EngineJson;
    const mine = a.to_move === 'white' ? a.vcf.white : a.vcf.black;
    this.sequence = mine.win ? mine.line : (a.best[0]?.pv ?? []);
    this.engineBox.replaceChildren(itemList(engineItems(this.t, a)));
    this.engineBox.dataset.answered = 'true';
    this.render();
  }

  private async importRecord(bytes: ArrayBuffer | string, name: string): Promise<void> {
    const ext = /\.(sgf|lib|psq|txt)$/i.exec(name)?.[1]?.toLowerCase();
    const r = await call(`/api/analysis/import${ext ? `?format=${ext}` : ''}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: bytes,
    });
    if (!r.ok) return this.say(refusal(this.t, (r.body.error ?? {}) as Record<string, unknown>), 'error');
    this.imported = (r.body.games as ImportedGame[] | undefined) ?? [];
    this.tree.show(r.body.format === 'lib' ? this.imported : []);
    if (this.imported.length === 0) return this.say(this.t.t('import.empty'), 'error');
    this.games.replaceChildren(...this.imported.map((g, i) =>
      el('option', { value: String(i) }, this.t.t('import.game', { n: i + 1, moves: g.moves.length }))));
    this.games.hidden = this.imported.length < 2;
    this.say(this.t.plural('import.loaded', this.imported.length));
    this.setLine(this.imported[0].moves, this.imported[0].moves.length);
  }

  private stones(): { at: string; color: string; n: number }[] {
    const out: { at: string; color: string; n: number }[] = [];
    this.line.slice(0, this.at).forEach((at, i) => {
      if (at !== 'pass') out.push({ at, color: i % 2 === 0 ? 'black' : 'white', n: out.length + 1 });
    });
    return out;
  }

  private render(): void {
    const p = this.position;
    if (!p) return;
    const t = this.t;
    const stones = this.stones();
    const title = (f: { at: string; reason: string }) => `${f.at}: ${t.t('forbidden.title', { reason: t.t(`forbidden.${f.reason}`) })}`;
    const model: BoardModel = {
      stones,
      last: stones.length ? stones[stones.length - 1].at : null,
      area: null,
      forbidden: p.forbidden.map((f) => ({ at: f.at, title: title(f) })),
      offers: this.sequence.map((at, i) => ({ at, n: i + 1, title: `${i + 1}. ${at}` })),
      symmetric: [],
      win: [],
      numbers: true,
      ghost: p.over ? null : p.to_move,
    };
    this.board.render(model);
    this.root.dataset.stones = String(stones.length);
    const colour = t.t(p.to_move === 'white' ? 'game.white' : 'game.black');
    this.status.textContent = p.over ? t.t('analysis.over') : t.t('analysis.toMove', { colour, n: this.at, total: this.line.length });
    this.forbiddenBox.replaceChildren();
    if (p.forbidden.length) {
      this.forbiddenBox.append(el('p', {}, t.t('review.forbidden')));
      for (const f of p.forbidden) {
        this.forbiddenBox.append(button(`${f.at} (${t.t(`forbidden.${f.reason}`)})`, `why-${f.at}`, () => void this.explain(f.at)));
      }
    }
  }
}
