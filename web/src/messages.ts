// Checks each message from the server against the types of types.ts before the page uses it:
// parseServerMessage returns the typed message or the reason it is malformed. A malformed
// message is logged by the connection and ignored; it never reaches the page.
import {
  PLAIN_ACTIONS, POINT_ACTIONS, type Action, type Legal, type Seat, type ServerMsg, type State,
} from './types';

class Bad extends Error {}

type Obj = Record<string, unknown>;

function obj(v: unknown, where: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Bad(`${where}: not an object`);
  return v as Obj;
}
function str(o: Obj, k: string, where: string): string {
  const v = o[k];
  if (typeof v !== 'string') throw new Bad(`${where}.${k}: not a string`);
  return v;
}
function num(o: Obj, k: string, where: string): number {
  const v = o[k];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Bad(`${where}.${k}: not a number`);
  return v;
}
function bool(o: Obj, k: string, where: string): boolean {
  const v = o[k];
  if (typeof v !== 'boolean') throw new Bad(`${where}.${k}: not a boolean`);
  return v;
}
function oneOf<T extends string>(v: unknown, options: readonly T[], where: string): T {
  if (typeof v !== 'string' || !(options as readonly string[]).includes(v)) throw new Bad(`${where}: unexpected ${String(v)}`);
  return v as T;
}
function nullable<T>(v: unknown, read: (x: unknown) => T): T | null {
  return v === null ? null : read(v);
}
function list<T>(v: unknown, read: (x: unknown, where: string) => T, where: string): T[] {
  if (!Array.isArray(v)) throw new Bad(`${where}: not a list`);
  return v.map((x, i) => read(x, `${where}[${i}]`));
}
const point = (v: unknown, where: string): string => {
  if (typeof v !== 'string' || !/^[a-o](?:[1-9]|1[0-5])$/.test(v)) throw new Bad(`${where}: not a point`);
  return v;
};
const seat = (v: unknown, where = 'seat'): Seat => oneOf(v, ['A', 'B'] as const, where);
const colour = (v: unknown, where = 'color') => oneOf(v, ['black', 'white'] as const, where);
const level = (o: Obj, where: string): { level?: string } =>
  o.level === undefined ? {} : { level: str(o, 'level', where) };

function seatPair<T>(v: unknown, read: (x: unknown, where: string) => T, where: string): Record<Seat, T> {
  const o = obj(v, where);
  return { A: read(o.A, `${where}.A`), B: read(o.B, `${where}.B`) };
}

function presenceSeat(v: unknown, where: string) {
  const o = obj(v, where);
  return {
    claimed: bool(o, 'claimed', where),
    online: bool(o, 'online', where),
    computer: bool(o, 'computer', where),
    ...level(o, where),
  };
}

function action(v: unknown, where: string): Action {
  const o = obj(v, where);
  const t = str(o, 't', where);
  if ((POINT_ACTIONS as readonly string[]).includes(t)) {
    return { t: t as (typeof POINT_ACTIONS)[number], at: point(o.at, `${where}.at`) };
  }
  if (t === 'choose' || t === 'declare') return { t, n: num(o, 'n', where) };
  return { t: oneOf(t, PLAIN_ACTIONS, `${where}.t`) };
}

function legal(v: unknown): Legal {
  const o = obj(v, 'legal');
  const out: Record<string, unknown> = {};
  for (const k of POINT_ACTIONS) if (o[k] !== undefined) out[k] = list(o[k], point, `legal.${k}`);
  for (const k of ['choose', 'declare'] as const) {
    if (o[k] !== undefined) out[k] = list(o[k], (x, w) => num({ x }, 'x', w), `legal.${k}`);
  }
  for (const k of PLAIN_ACTIONS) {
    if (o[k] === undefined) continue;
    if (o[k] !== true) throw new Bad(`legal.${k}: not true`);
    out[k] = true;
  }
  return out as Legal;
}

export function parseState(v: unknown): State {
  const s = obj(v, 'state');
  const w = 'state';
  const area = nullable(s.area, (x) => {
    const a = obj(x, 'state.area');
    return { from: point(a.from, 'area.from'), to: point(a.to, 'area.to'), side: num(a, 'side', 'area') };
  });
  const result = nullable(s.result, (x) => {
    const r = obj(x, 'state.result');
    return {
      winner: nullable(r.winner, (y) => seat(y, 'result.winner')),
      color: nullable(r.color, (y) => colour(y, 'result.color')),
      reason: oneOf(r.reason, ['five', 'resign', 'draw-agreed', 'passes', 'full-board', 'abandoned'] as const, 'result.reason'),
    };
  });
  return {
    game: str(s, 'game', w),
    rule: str(s, 'rule', w),
    v: num(s, 'v', w),
    phase: str(s, 'phase', w),
    phase_detail: str(s, 'phase_detail', w),
    seats: seatPair(s.seats, (x, where) => {
      const o = obj(x, where);
      return { color: colour(o.color, `${where}.color`), ...presenceSeat(x, where) };
    }, 'state.seats'),
    spectators: num(s, 'spectators', w),
    to_move: nullable(s.to_move, (x) => seat(x, 'to_move')),
    to_move_color: nullable(s.to_move_color, (x) => colour(x, 'to_move_color')),
    stone: nullable(s.stone, (x) => num({ x }, 'x', 'stone')),
    moves: list(s.moves, (x, where) => {
      const m = obj(x, where);
      return { n: num(m, 'n', where), at: point(m.at, `${where}.at`), color: colour(m.color, `${where}.color`) };
    }, 'state.moves'),
    offers: list(s.offers, point, 'state.offers'),
    offers_needed: num(s, 'offers_needed', w),
    choice: nullable(s.choice, (x) => num({ x }, 'x', 'choice')),
    area,
    may_swap: bool(s, 'may_swap', w),
    forbidden: list(s.forbidden, (x, where) => {
      const f = obj(x, where);
      return { at: point(f.at, `${where}.at`), reason: oneOf(f.reason, ['overline', 'double-four', 'double-three'] as const, `${where}.reason`) };
    }, 'state.forbidden'),
    symmetric: list(s.symmetric, (x, where) => {
      const f = obj(x, where);
      return { at: point(f.at, `${where}.at`), offer: point(f.offer, `${where}.offer`) };
    }, 'state.symmetric'),
    draw_offer: nullable(s.draw_offer, (x) => seat(x, 'draw_offer')),
    result,
    log: list(s.log, (x, where) => str({ x }, 'x', where), 'state.log'),
    // GET /api/games/<id> has no `legal`; on the socket a spectator gets {}.
    legal: s.legal === undefined ? {} : legal(s.legal),
  };
}

function parse(m: Obj): ServerMsg {
  const w = String(m.t);
  switch (m.t) {
    case 'welcome':
      return {
        t: 'welcome',
        protocol: num(m, 'protocol', w),
        game: str(m, 'game', w),
        seat: nullable(m.seat, (x) => seat(x)),
        v: num(m, 'v', w),
      };
    case 'state':
      return { t: 'state', state: parseState(m.state) };
    case 'event':
      return {
        t: 'event',
        v: num(m, 'v', w),
        seat: seat(m.seat),
        action: action(m.action, 'event.action'),
        text: str(m, 'text', w),
        events: m.events === undefined ? [] : list(m.events, (x, where) => ({ type: str(obj(x, where), 'type', where) }), 'event.events'),
        ...(m.state === undefined ? {} : { state: parseState(m.state) }),
      };
    case 'ack':
      return { t: 'ack', id: num(m, 'id', w), v: num(m, 'v', w) };
    case 'error':
      return {
        t: 'error',
        id: nullable(m.id, (x) => num({ x }, 'x', 'error.id')),
        code: str(m, 'code', w),
        message: str(m, 'message', w),
        params: m.params === undefined ? {} : obj(m.params, 'error.params'),
      };
    case 'presence':
      return { t: 'presence', seats: seatPair(m.seats, presenceSeat, 'presence.seats'), spectators: num(m, 'spectators', w) };
    case 'bye':
      return { t: 'bye', reason: typeof m.reason === 'string' ? m.reason : '' };
    case 'pong':
      return { t: 'pong' };
    default:
      throw new Bad(`unknown message type ${w}`);
  }
}

// The typed message, or the reason it is not one.
export function parseServerMessage(text: string): ServerMsg | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'not JSON' };
  }
  try {
    return parse(obj(raw, 'message'));
  } catch (e) {
    if (e instanceof Bad) return { error: e.message };
    throw e;
  }
}
