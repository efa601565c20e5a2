// The winning line, derived from the final position: the stones of the five (White: or more)
// through the last stone placed, to highlight on the board. The server says who won and why,
// not where.
import { parsePoint, pointName, SIZE } from './geometry';
import type { Move, State } from './types';

const DIRECTIONS = [[1, 0], [0, 1], [1, 1], [1, -1]] as const;

export function winningLine(moves: readonly Move[]): string[] {
  const last = moves[moves.length - 1];
  const p = last && parsePoint(last.at);
  if (!p) return [];
  const mine = new Set(moves.filter((m) => m.color === last.color).map((m) => m.at));
  for (const [dx, dy] of DIRECTIONS) {
    const line = [last.at];
    for (const sign of [1, -1]) {
      for (let k = 1; k < SIZE; k++) {
        const q = { x: p.x + sign * dx * k, y: p.y + sign * dy * k };
        if (q.x < 0 || q.x >= SIZE || q.y < 0 || q.y >= SIZE || !mine.has(pointName(q))) break;
        line.push(pointName(q));
      }
    }
    // Black wins only with exactly five; White with five or more.
    if (line.length === 5 || (last.color === 'white' && line.length > 5)) return line;
  }
  return [];
}

export function winningStones(s: State): string[] {
  return s.result?.reason === 'five' ? winningLine(s.moves) : [];
}
