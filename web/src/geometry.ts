// Board coordinates: "h8" ⇄ (x, y) with x 0–14 = columns a–o, y 0–14 = rows 1–15 (bottom up),
// and the eight symmetries of the square about the centre h8.

export const SIZE = 15;
export const CENTRE = 7;
const LETTERS = 'abcdefghijklmno';

export interface Pt {
  x: number;
  y: number;
}

export function parsePoint(s: string): Pt | null {
  const m = /^([a-o])(\d{1,2})$/.exec(s.trim().toLowerCase());
  if (!m) return null;
  const y = Number(m[2]) - 1;
  if (y < 0 || y >= SIZE) return null;
  return { x: LETTERS.indexOf(m[1]), y };
}

export function pointName(p: Pt): string {
  return LETTERS[p.x] + String(p.y + 1);
}

export function letter(x: number): string {
  return LETTERS[x];
}

export function inBoard(p: Pt): boolean {
  return p.x >= 0 && p.x < SIZE && p.y >= 0 && p.y < SIZE;
}

// The eight transforms of the square (identity first), as functions on offsets from the centre.
const TRANSFORMS: ((dx: number, dy: number) => [number, number])[] = [
  (dx, dy) => [dx, dy],
  (dx, dy) => [-dy, dx],
  (dx, dy) => [-dx, -dy],
  (dx, dy) => [dy, -dx],
  (dx, dy) => [-dx, dy],
  (dx, dy) => [dx, -dy],
  (dx, dy) => [dy, dx],
  (dx, dy) => [-dy, -dx],
];

export function transform(i: number, p: Pt): Pt {
  const [dx, dy] = TRANSFORMS[i](p.x - CENTRE, p.y - CENTRE);
  return { x: dx + CENTRE, y: dy + CENTRE };
}

// Indices of the transforms that map the position (stones by colour) onto itself.
export function positionSymmetries(stones: { at: string; color: string }[]): number[] {
  const key = new Map<string, string>();
  for (const s of stones) key.set(s.at, s.color);
  const out: number[] = [];
  for (let i = 0; i < TRANSFORMS.length; i++) {
    let ok = true;
    for (const s of stones) {
      const p = parsePoint(s.at);
      if (!p || key.get(pointName(transform(i, p))) !== s.color) {
        ok = false;
        break;
      }
    }
    if (ok) out.push(i);
  }
  return out;
}

// For each empty point that repeats an earlier offer under a symmetry of the position, the
// offer it repeats (client-side fallback when the server state carries no `symmetric` list).
export function symmetricToOffers(
  stones: { at: string; color: string }[],
  offers: string[],
): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set(stones.map((s) => s.at));
  const syms = positionSymmetries(stones);
  for (const o of offers) {
    const p = parsePoint(o);
    if (!p) continue;
    for (const i of syms) {
      const q = pointName(transform(i, p));
      if (q !== o && !taken.has(q) && !offers.includes(q) && !out.has(q)) out.set(q, o);
    }
  }
  return out;
}
