// The review's evaluation graph: the engine's judgement after every point of the game (Black's
// view), computed once on the server in the background and kept with the game
// (GET /api/games/<id>/evaluation), so every viewer sees the same graph; the page follows the
// progress while it is computed, and a live game's graph grows as moves come. A click on the
// graph jumps there, and the moves where the evaluation swung most are marked and listed.
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

// The server's answer (docs/protocol.md "Evaluation").
interface Graph {
  state: 'done' | 'computing' | 'none';
  line: string[];
  values: number[];
  computed: number;
  total: number;
}

// The step that shows the position after the first i points of the final line.
function stepOf(r: Review, i: number): number {
  const all = positions(r);
  const line = all[all.length - 1].tokens;
  for (let k = all.length - 1; k >= 0; k--) {
    const t = all[k].tokens;
    if (t.length === i && t.every((x, j) => x === line[j])) return all[k].step;
  }
  return 0;
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

  setReview(r: Review): void {
    this.review = r;
    this.draw();
    // Show what the server already has (or is computing), without starting anything.
    void this.follow(true);
  }

  stop(): void {
    this.run++;
  }

  private points(): number {
    const all = this.review ? positions(this.review) : [];
    return all.length ? all[all.length - 1].tokens.length + 1 : 1;
  }

  private compute(): Promise<void> {
    return this.follow(false);
  }

  // Asks the server and, while it computes, asks again (the page shows the progress).
  private async follow(peek: boolean): Promise<void> {
    const run = ++this.run;
    for (;;) {
      const res = await fetch(`/api/games/${encodeURIComponent(this.gameId)}/evaluation${peek ? '?peek=1' : ''}`)
        .then(async (x) => ({ status: x.status, body: (await x.json()) as Graph }))
        .catch(() => ({ status: 0, body: null as Graph | null }));
      if (run !== this.run) return;
      if ((res.status !== 200 && res.status !== 202) || !res.body) {
        if (peek) return;
        this.progress.hidden = true;
        this.note.textContent = this.t.t(res.status === 503 ? 'error.computer_busy' : 'eval.error');
        return;
      }
      const g = res.body;
      if (g.state === 'none') return;
      this.values = g.values.slice(0, this.points());
      if (g.state === 'done') {
        this.progress.hidden = true;
        this.draw();
        return;
      }
      this.progress.hidden = false;
      this.progress.max = g.total;
      this.progress.value = g.computed;
      this.note.textContent = this.t.t('eval.progress', { n: g.computed, total: g.total });
      this.draw();
      await new Promise((done) => setTimeout(done, 400));
      if (run !== this.run) return;
    }
  }

  private x(i: number): number {
    const n = Math.max(1, this.points() - 1);
    return (i / n) * W;
  }

  private y(v: number): number {
    return H / 2 - (v / CAP) * (H / 2 - 4);
  }

  private clicked(e: MouseEvent): void {
    const r = this.review;
    if (!r || this.values.length === 0) return;
    const box = this.svg.getBoundingClientRect();
    const n = this.points();
    const i = Math.round(((e.clientX - box.left) / box.width) * (n - 1));
    this.jump(stepOf(r, Math.max(0, Math.min(n - 1, i))));
  }

  private draw(): void {
    const v = this.values;
    const done = this.review !== null && v.length === this.points();
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
