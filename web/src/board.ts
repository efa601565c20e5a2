// The SVG board: grid, coordinates, star points, stones with optional move numbers, the last
// move, the allowed square, Black's forbidden points, fifth-move offers and the points that
// repeat an offer by symmetry, the winning five, a keyboard cursor, a hover ghost and a pending
// stone.
import { SIZE, letter, parsePoint, type Pt } from './geometry';

const U = 40;  // distance between lines
const M = 50;  // margin for the coordinates
const FULL = 2 * M + (SIZE - 1) * U;
const NS = 'http://www.w3.org/2000/svg';
const STARS = ['d4', 'l4', 'h8', 'd12', 'l12'];

export interface BoardModel {
  stones: { at: string; color: string; n: number }[];
  last: string | null;
  area: { from: string; to: string } | null;
  forbidden: { at: string; title: string }[];
  offers: { at: string; n: number; title: string }[];
  symmetric: { at: string; title: string }[];
  win: string[];  // the stones of the winning line, once the game is won by a five
  numbers: boolean;
  ghost: string | null;  // colour of a stone this player could place, for the hover ghost
}

const px = (x: number) => M + x * U;
const py = (y: number) => M + (SIZE - 1 - y) * U;

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export class BoardView {
  readonly svg: SVGSVGElement;
  private readonly dynamic: SVGGElement;
  private readonly overlay: SVGGElement;
  private model: BoardModel | null = null;
  private cursor: Pt | null = null;
  private hover: Pt | null = null;
  private pending: { at: string; color: string } | null = null;

  constructor() {
    this.svg = document.createElementNS(NS, 'svg');
    this.svg.setAttribute('viewBox', `0 0 ${FULL} ${FULL}`);
    this.svg.setAttribute('class', 'board-svg');
    this.svg.setAttribute('aria-hidden', 'true');
    this.svg.setAttribute('focusable', 'false');
    this.svg.innerHTML = this.staticLayer();
    this.dynamic = document.createElementNS(NS, 'g');
    this.overlay = document.createElementNS(NS, 'g');
    // Redrawn on hover and focus: it must never be the target of a press, or the click that
    // follows the press would be lost with the replaced element.
    this.overlay.setAttribute('class', 'overlay');
    this.svg.append(this.dynamic, this.overlay);
  }

  private staticLayer(): string {
    const end = px(SIZE - 1);
    let s = `<rect class="wood" x="0" y="0" width="${FULL}" height="${FULL}" rx="8"/>`;
    let d = '';
    for (let i = 0; i < SIZE; i++) {
      d += `M${px(i)} ${M}V${end}M${M} ${py(i)}H${end}`;
    }
    s += `<path class="grid" d="${d}"/>`;
    for (const star of STARS) {
      const p = parsePoint(star)!;
      s += `<circle class="star" cx="${px(p.x)}" cy="${py(p.y)}" r="4"/>`;
    }
    for (let i = 0; i < SIZE; i++) {
      s += `<text class="coord" x="${px(i)}" y="${FULL - 14}">${letter(i)}</text>`;
      s += `<text class="coord" x="${M / 2 - 4}" y="${py(i) + 6}">${i + 1}</text>`;
    }
    return s;
  }

  // The point under a mouse or touch position, or null off the board.
  pointAt(clientX: number, clientY: number): Pt | null {
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    const x = Math.round((p.x - M) / U);
    const y = SIZE - 1 - Math.round((p.y - M) / U);
    if (x < 0 || x >= SIZE || y < 0 || y >= SIZE) return null;
    return { x, y };
  }

  render(model: BoardModel): void {
    this.model = model;
    let s = '';
    if (model.area) {
      const a = parsePoint(model.area.from);
      const b = parsePoint(model.area.to);
      if (a && b) {
        const x0 = Math.min(a.x, b.x), x1 = Math.max(a.x, b.x);
        const y0 = Math.min(a.y, b.y), y1 = Math.max(a.y, b.y);
        s += `<rect class="area" x="${px(x0) - U / 2}" y="${py(y1) - U / 2}" width="${(x1 - x0 + 1) * U}" height="${(y1 - y0 + 1) * U}" rx="4"/>`;
      }
    }
    for (const f of model.symmetric) {
      const p = parsePoint(f.at);
      if (!p) continue;
      s += `<g class="symmetric" data-at="${f.at}"><title>${esc(f.title)}</title><rect x="${px(p.x) - U / 2 + 3}" y="${py(p.y) - U / 2 + 3}" width="${U - 6}" height="${U - 6}" rx="4"/></g>`;
    }
    for (const f of model.forbidden) {
      const p = parsePoint(f.at);
      if (!p) continue;
      const x = px(p.x), y = py(p.y), r = 9;
      s += `<g class="forbidden" data-at="${f.at}"><title>${esc(f.title)}</title><rect x="${x - U / 2}" y="${y - U / 2}" width="${U}" height="${U}" class="hit"/><path d="M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}"/></g>`;
    }
    for (const st of model.stones) {
      const p = parsePoint(st.at);
      if (!p) continue;
      const last = st.at === model.last ? ' last' : '';
      const win = model.win.includes(st.at) ? ' win' : '';
      s += `<g class="stone ${st.color}${last}${win}" data-at="${st.at}"><circle cx="${px(p.x)}" cy="${py(p.y)}" r="18"/>`;
      if (model.numbers) s += `<text x="${px(p.x)}" y="${py(p.y) + 6}">${st.n}</text>`;
      else if (last) s += `<circle class="mark" cx="${px(p.x)}" cy="${py(p.y)}" r="5"/>`;
      s += '</g>';
    }
    const ends = model.win.map((at) => parsePoint(at)).filter((p): p is Pt => !!p).sort((a, b) => a.x - b.x || a.y - b.y);
    if (ends.length >= 5) {
      const a = ends[0], b = ends[ends.length - 1];
      s += `<line class="win-line" x1="${px(a.x)}" y1="${py(a.y)}" x2="${px(b.x)}" y2="${py(b.y)}"/>`;
    }
    for (const o of model.offers) {
      const p = parsePoint(o.at);
      if (!p) continue;
      s += `<g class="offer" data-at="${o.at}"><title>${esc(o.title)}</title><circle cx="${px(p.x)}" cy="${py(p.y)}" r="18"/><text x="${px(p.x)}" y="${py(p.y) + 6}">${o.n}</text></g>`;
    }
    this.dynamic.innerHTML = s;
    this.drawOverlay();
  }

  setCursor(p: Pt | null): void {
    this.cursor = p;
    this.drawOverlay();
  }

  setHover(p: Pt | null): void {
    this.hover = p;
    this.drawOverlay();
  }

  setPending(p: { at: string; color: string } | null): void {
    this.pending = p;
    this.drawOverlay();
  }

  private occupied(at: string): boolean {
    const m = this.model;
    return !!m && (m.stones.some((s) => s.at === at) || m.offers.some((o) => o.at === at));
  }

  private drawOverlay(): void {
    let s = '';
    const m = this.model;
    if (this.pending) {
      const p = parsePoint(this.pending.at);
      if (p) s += `<circle class="pending ${this.pending.color}" cx="${px(p.x)}" cy="${py(p.y)}" r="18"/>`;
    } else if (this.hover && m?.ghost) {
      const at = letter(this.hover.x) + (this.hover.y + 1);
      if (!this.occupied(at) && !m.forbidden.some((f) => f.at === at)) {
        s += `<circle class="ghost ${m.ghost}" cx="${px(this.hover.x)}" cy="${py(this.hover.y)}" r="18"/>`;
      }
    }
    if (this.cursor) {
      s += `<rect class="cursor" x="${px(this.cursor.x) - U / 2 + 1}" y="${py(this.cursor.y) - U / 2 + 1}" width="${U - 2}" height="${U - 2}" rx="6"/>`;
    }
    this.overlay.innerHTML = s;
  }
}
