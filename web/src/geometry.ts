// Board coordinates: "h8" ⇄ (x, y) with x 0–14 = columns a–o, y 0–14 = rows 1–15 (bottom up).

export const SIZE = 15;
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
