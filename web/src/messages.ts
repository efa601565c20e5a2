// Checks each message from the server (protocol 2) against the types of types.ts before the page
// uses it, decoding point sets into point lists: parseServerMessage returns the typed message
// or the reason it is malformed. A malformed message is logged by the connection and ignored;
// it never reaches the page.
import { SIZE, pointName } from './geometry';
import {
  PLAIN_ACTIONS, POINT_ACTIONS, RESULT_REASONS, type Action, type Change, type ClockReading, type Legal, type Seat,
  type RematchInfo, type ServerMsg,
  type State, type Turn,
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
  if (t === 'time-out') return { t };
  return { t: oneOf(t, PLAIN_ACTIONS, `${where}.t`) };
}

function clock(v: unknown): { clock?: ClockReading } {
  if (v === undefined) return {};
  const o = obj(v, 'clock');
  return {
    clock: {
      control: str(o, 'control', 'clock'),
      A: num(o, 'A', 'clock'),
      B: num(o, 'B', 'clock'),
      running: nullable(o.running, (x) => seat(x)),
    },
  };
}

function rematch(v: unknown): { rematch?: RematchInfo } {
  if (v === undefined) return {};
  const o = obj(v, 'rematch');
  const game = nullable(o.game, (x) => str({ x }, 'x', 'rematch.game'));
  if (game !== null && !/^[A-Za-z0-9]{10}$/.test(game)) throw new Bad('rematch.game: not a game id');
  return { rematch: { offer: nullable(o.offer, (x) => seat(x, 'rematch.offer')), game } };
}

// A point set (docs/protocol.md): 57 hex digits, digit k holding points 4k…4k+3 of the index
// order a1, b1, … o1, a2, …, the lowest bit first. The points in index order.
export function pointSet(v: unknown, where: string): string[] {
  if (typeof v !== 'string' || !/^[0-9a-f]{57}$/.test(v)) throw new Bad(`${where}: not a point set`);
  const out: string[] = [];
  for (let k = 0; k < v.length; k++) {
    const d = parseInt(v[k], 16);
    for (let bit = 0; bit < 4; bit++) {
      if (!(d & (1 << bit))) continue;
      const i = k * 4 + bit;
      if (i >= SIZE * SIZE) throw new Bad(`${where}: a point beyond o15`);
      out.push(pointName({ x: i % SIZE, y: Math.floor(i / SIZE) }));
    }
  }
  return out;
}

const REASONS = ['overline', 'double-four', 'double-three'] as const;

function legal(v: unknown): Legal {
  const o = obj(v, 'legal');
  const out: Record<string, unknown> = {};
  for (const k of POINT_ACTIONS) if (o[k] !== undefined) out[k] = pointSet(o[k], `legal.${k}`);
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

const move = (x: unknown, where: string) => {
  const m = obj(x, where);
  return { n: num(m, 'n', where), at: point(m.at, `${where}.at`), color: colour(m.color, `${where}.color`) };
};

// The turn's fields, shared by a state and a live event's `set` (without the colours).
function turnFields(s: Obj, w: string): Omit<Turn, 'colors'> {
  const area = nullable(s.area, (x) => {
    const a = obj(x, `${w}.area`);
    return { from: point(a.from, 'area.from'), to: point(a.to, 'area.to'), side: num(a, 'side', 'area') };
  });
  const result = nullable(s.result, (x) => {
    const r = obj(x, `${w}.result`);
    return {
      winner: nullable(r.winner, (y) => seat(y, 'result.winner')),
      color: nullable(r.color, (y) => colour(y, 'result.color')),
      reason: oneOf(r.reason, RESULT_REASONS, 'result.reason'),
    };
  });
  const forbidden = obj(s.forbidden, `${w}.forbidden`);
  for (const k of Object.keys(forbidden)) oneOf(k, REASONS, `${w}.forbidden`);
  const symmetric = obj(s.symmetric, `${w}.symmetric`);
  return {
    phase: str(s, 'phase', w),
    phase_detail: str(s, 'phase_detail', w),
    to_move: nullable(s.to_move, (x) => seat(x, 'to_move')),
    to_move_color: nullable(s.to_move_color, (x) => colour(x, 'to_move_color')),
    stone: nullable(s.stone, (x) => num({ x }, 'x', 'stone')),
    offers: list(s.offers, point, `${w}.offers`),
    offers_needed: num(s, 'offers_needed', w),
    choice: nullable(s.choice, (x) => num({ x }, 'x', 'choice')),
    declared: nullable(s.declared, (x) => num({ x }, 'x', 'declared')),
    opening: nullable(s.opening, (x) => {
      const o = obj(x, `${w}.opening`);
      return { code: str(o, 'code', `${w}.opening`), name: str(o, 'name', `${w}.opening`) };
    }),
    area,
    may_swap: bool(s, 'may_swap', w),
    forbidden: REASONS.flatMap((reason) => forbidden[reason] === undefined ? []
      : pointSet(forbidden[reason], `${w}.forbidden.${reason}`).map((at) => ({ at, reason }))),
    symmetric: Object.keys(symmetric).flatMap((offer) => {
      point(offer, `${w}.symmetric`);
      return pointSet(symmetric[offer], `${w}.symmetric.${offer}`).map((at) => ({ at, offer }));
    }),
    draw_offer: nullable(s.draw_offer, (x) => seat(x, 'draw_offer')),
    takeback: s.takeback === undefined ? null : nullable(s.takeback, (x) => seat(x, 'takeback')),
    result,
  };
}

export function parseState(v: unknown): State {
  const s = obj(v, 'state');
  const w = 'state';
  return {
    game: str(s, 'game', w),
    rule: str(s, 'rule', w),
    v: num(s, 'v', w),
    seats: seatPair(s.seats, (x, where) => {
      const o = obj(x, where);
      return { color: colour(o.color, `${where}.color`), ...presenceSeat(x, where) };
    }, 'state.seats'),
    spectators: num(s, 'spectators', w),
    ...turnFields(s, w),
    moves: list(s.moves, move, 'state.moves'),
    log: list(s.log, (x, where) => str({ x }, 'x', where), 'state.log'),
    takebacks: s.takebacks === undefined ? true : bool(s, 'takebacks', w),
    // On the socket a spectator gets {}.
    legal: s.legal === undefined ? {} : legal(s.legal),
  };
}

function change(m: Obj): Change {
  const moves = obj(m.moves, 'event.moves');
  const set = obj(m.set, 'event.set');
  return {
    moves: { from: num(moves, 'from', 'event.moves'), add: list(moves.add, move, 'event.moves.add') },
    set: { ...turnFields(set, 'event.set'), colors: seatPair(set.colors, (x, where) => colour(x, where), 'event.set.colors') },
    legal: legal(m.legal),
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
      return { t: 'state', state: parseState(m.state), ...clock(m.clock), ...rematch(m.rematch) };
    case 'event':
      return {
        t: 'event',
        v: num(m, 'v', w),
        seat: seat(m.seat),
        action: action(m.action, 'event.action'),
        text: str(m, 'text', w),
        events: m.events === undefined ? [] : list(m.events, (x, where) => ({ type: str(obj(x, where), 'type', where) }), 'event.events'),
        ...(m.set === undefined ? {} : { change: change(m) }),
        ...clock(m.clock),
        ...rematch(m.rematch),
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
    case 'opponent-gone':
      return { t: 'opponent-gone', seat: seat(m.seat), gone_ms: num(m, 'gone_ms', w) };
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
