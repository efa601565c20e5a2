// The review's evaluation graph: the engine's judgement after every stone (Black's view, from
// POST /api/analysis/engine?quick=1, one position after another on the server's engine pool),
// with a progress bar while it is computed, kept in this browser (localStorage, per game and
// log) so it is computed once; a click on the graph jumps there, and the moves where the
// evaluation swung most are marked and listed.
import { button, el } from './dom';
import type { I18n } from './i18n';
import type { Review } from './review_steps';

const CAP = 1000;  // shown range: a proven win is ±CAP
const W = 600;
const H = 120;
const NS = 'http://www.w3.org/2000/svg';

// The position tokens (points and passes) after each stone, from the review's steps.
export function positions(r: Review): { tokens: string[]; step: number }[] {
  const tokens: string[] = [];
  const out = [{ tokens: [] as string[], step: 0 }];
  const stones = () => tokens.filter((x) => x !== 'pass').length;
  r.steps.forEach((s, i) => {
    const a = s.action;
    if (!a) return;
    if (s.placed) tokens.push(s.placed.at);
    else if (a.t === 'pass') tokens.push('pass');
    else if (s.stones < stones()) {
      // A takeback: the moves taken back leave the line.
      while (stones() > s.stones) tokens.pop();
    } else return;
    out.push({ tokens: [...tokens], step: i });
  });
  return out;
}

// The largest changes between consecutive values: [index, change], biggest first.
export function swings(values: number[], count = 3): [number, number][] {
  const d: [number, number][] = values.slice(1).map((v, i) => [i + 1, v - values[i]]);
  return d.filter(([, x]) => Math.abs(x) >= 150).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])).slice(0, count);
}

function blackView(body: Record<string, unknown>): number {
  const best = (body.best as { score: number; proven: string | null }[] | undefined)?.[0];
  if (!best) return 0;
  const own = best.proven === 'win' ? CAP : best.proven === 'loss' ? -CAP : Math.max(-CAP, Math.min(CAP, best.score));
  return body.to_move === 'white' ? -own : own;
}

export class EvalGraph {
  readonly box = el('section', { class: 'eval-graph' });
  private readonly progress = el('progress', { max: '1', value: '0' });
  private readonly note = el('p', { class: 'eval-note', 'aria-live': 'polite' });
  private readonly svg = document.createElementNS(NS, 'svg');
  private review: Review | null = null;
  private values: number[] = [];
  private run = 0;  // the computation in progress; a new review or close() stops it

  constructor(private readonly t: I18n, private readonly gameId: string, private readonly jump: (step: number) => void) {
    this.svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    this.svg.setAttribute('class', 'eval-svg');
    this.svg.setAttribute('role', 'img');
    this.svg.setAttribute('aria-label', t.t('eval.title'));
    this.svg.addEventListener('click', (e) => this.clicked(e));
    this.progress.hidden = true;
    this.box.append(el('h2', {}, t.t('eval.title')), button(t.t('eval.compute'), 'eval-compute', () => void this.compute()),
      this.progress, this.note, this.svg);
  }

  private key(): string {
    return `renju.eval.${this.gameId}`;
  }

  setReview(r: Review): void {
    this.review = r;
    const all = positions(r);
    try {
      const kept = JSON.parse(localStorage.getItem(this.key()) ?? 'null') as { line: string; values: number[] } | null;
      const line = all[all.length - 1].tokens.join(',');
      if (kept && kept.line === line && kept.values.length === all.length) this.values = kept.values;
    } catch {
      this.values = [];
    }
    this.draw();
  }

  stop(): void {
    this.run++;
  }

  private async compute(): Promise<void> {
    const r = this.review;
    if (!r) return;
    const run = ++this.run;
    const all = positions(r);
    const values: number[] = [];
    this.progress.hidden = false;
    this.progress.max = all.length;
    for (const [i, p] of all.entries()) {
      if (run !== this.run) return;
      this.progress.value = i;
      this.note.textContent = this.t.t('eval.progress', { n: i, total: all.length });
      const res = await fetch(`/api/analysis/engine?quick=1&moves=${p.tokens.map(encodeURIComponent).join(',')}`, { method: 'POST' })
        .then(async (x) => ({ status: x.status, body: (await x.json()) as Record<string, unknown> }))
        .catch(() => ({ status: 0, body: {} as Record<string, unknown> }));
      if (res.status === 422) {
        // The last stone made five: the game is won by the colour that played it.
        values.push(p.tokens.length % 2 === 1 ? CAP : -CAP);
      } else if (res.status === 200) {
        values.push(blackView(res.body));
      } else {
        this.progress.hidden = true;
        this.note.textContent = this.t.t(res.status === 503 ? 'error.computer_busy' : 'eval.error');
        return;
      }
      this.values = values;
      this.draw();
    }
    this.progress.hidden = true;
    localStorage.setItem(this.key(), JSON.stringify({ line: all[all.length - 1].tokens.join(','), values }));
    this.draw();
  }

  private x(i: number): number {
    const n = Math.max(1, (this.review ? positions(this.review).length : 1) - 1);
    return (i / n) * W;
  }

  private y(v: number): number {
    return H / 2 - (v / CAP) * (H / 2 - 4);
  }

  private clicked(e: MouseEvent): void {
    const r = this.review;
    if (!r || this.values.length === 0) return;
    const box = this.svg.getBoundingClientRect();
    const all = positions(r);
    const i = Math.round(((e.clientX - box.left) / box.width) * (all.length - 1));
    const p = all[Math.max(0, Math.min(all.length - 1, i))];
    this.jump(p.step);
  }

  private draw(): void {
    const v = this.values;
    const done = this.review !== null && v.length === positions(this.review).length;
    this.box.dataset.done = String(done);
    let s = `<line class="axis" x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}"/>`;
    if (v.length > 1) s += `<polyline class="eval-line" points="${v.map((x, i) => `${this.x(i).toFixed(1)},${this.y(x).toFixed(1)}`).join(' ')}"/>`;
    const big = swings(v);
    for (const [i] of big) s += `<circle class="swing" data-move="${i}" cx="${this.x(i).toFixed(1)}" cy="${this.y(v[i]).toFixed(1)}" r="6"/>`;
    this.svg.innerHTML = s;
    if (done) {
      this.note.textContent = big.length
        ? this.t.t('eval.swings', { list: big.map(([i, d]) => `${i} (${d > 0 ? '+' : ''}${d})`).join(', ') })
        : this.t.t('eval.noSwings');
    }
  }
}
