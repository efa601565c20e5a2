// What the table says, derived from the server's state and the viewer's seat: the status line,
// the players, the result, the draw offer, and what a point of the board holds. Pure: it reads
// the state and writes nothing.
import { parsePoint, SIZE } from './geometry';
import type { I18n } from './i18n';
import type { Colour, Seat, SeatInfo, State } from './types';

export interface View {
  readonly state: State;
  readonly seat: Seat | null;  // null: a spectator
}

export const other = (seat: Seat): Seat => (seat === 'A' ? 'B' : 'A');

export function seatOf(s: State, c: Colour): Seat {
  return (['A', 'B'] as const).find((x) => s.seats[x].color === c) ?? (c === 'black' ? 'A' : 'B');
}

export function bothJoined(s: State): boolean {
  return s.seats.A.claimed && s.seats.B.claimed;
}

export function isMyTurn(v: View): boolean {
  return !!v.seat && !v.state.result && v.state.to_move === v.seat;
}

// The computer is to act: its move comes by itself, a moment later.
export function computerThinking(s: State): boolean {
  return !s.result && s.to_move !== null && s.seats[s.to_move].computer;
}

export function inArea(s: State, at: string): boolean {
  const a = s.area;
  const p = parsePoint(at);
  if (!a || !p) return true;
  const f = parsePoint(a.from), to = parsePoint(a.to);
  if (!f || !to) return true;
  return p.x >= Math.min(f.x, to.x) && p.x <= Math.max(f.x, to.x) && p.y >= Math.min(f.y, to.y) && p.y <= Math.max(f.y, to.y);
}

export class Texts {
  constructor(private readonly i18n: I18n) {}

  colour(c: Colour | null | undefined): string {
    return this.i18n.t(c === 'white' ? 'game.white' : 'game.black');
  }

  forbidden(reason: string): string {
    return this.i18n.t(`forbidden.${reason}`);
  }

  forbiddenAt(s: State, at: string): string | null {
    return s.forbidden.find((x) => x.at === at)?.reason ?? null;
  }

  // The offer an empty point would repeat by symmetry, while offering.
  symmetricTo(s: State, at: string): string | null {
    if (s.result || s.offers_needed === 0) return null;
    return s.symmetric.find((x) => x.at === at)?.offer ?? null;
  }

  symmetric(s: State, offer: string): string {
    return this.i18n.t('offer.symmetric', { n: s.offers.indexOf(offer) + 1, at: offer });
  }

  point(s: State, at: string): string {
    const t = this.i18n;
    const stone = s.moves.find((m) => m.at === at);
    if (stone) return t.t(stone.color === 'black' ? 'board.stoneBlack' : 'board.stoneWhite', { n: stone.n });
    const offer = s.offers_needed > 0 ? s.offers.indexOf(at) : -1;
    if (offer >= 0) return t.t('board.offer', { n: offer + 1 });
    const reason = this.forbiddenAt(s, at);
    if (reason) return t.t('forbidden.title', { reason: this.forbidden(reason) });
    const sym = this.symmetricTo(s, at);
    if (sym) return this.symmetric(s, sym);
    return t.t('board.empty');
  }

  // "You play Black." / "You are watching this game."
  role(v: View): string {
    const mine = v.seat ? v.state.seats[v.seat].color : null;
    return mine ? this.i18n.t('game.youPlay', { colour: this.colour(mine) }) : this.i18n.t('game.watching');
  }

  // One player as the viewer should see them: you, the computer (and its level), your
  // opponent or a presence word for spectators, or a free seat.
  player(v: View, seat: Seat): string {
    const t = this.i18n;
    const info: SeatInfo = v.state.seats[seat];
    if (seat === v.seat) return t.t('game.you');
    if (info.computer) {
      const key = `game.level.${info.level ?? ''}`;
      return info.level && t.has(key) ? t.t('game.computerLevel', { level: t.t(key) }) : t.t('game.computer');
    }
    if (!info.claimed) return t.t('game.free');
    const presence = t.t(info.online ? 'game.online' : 'game.away');
    return v.seat ? `${t.t('game.opponent')} (${presence})` : presence;
  }

  seats(v: View): string {
    const s = v.state;
    let text = this.i18n.t('game.seats', {
      black: this.player(v, seatOf(s, 'black')),
      white: this.player(v, seatOf(s, 'white')),
    });
    if (s.spectators > 0) text += ` · ${this.i18n.plural('game.spectators', s.spectators)}`;
    return text;
  }

  // The status line: whose turn and what to do, empty once the game is over.
  status(v: View): string {
    const s = v.state;
    if (s.result) return '';
    const t = this.i18n;
    if (computerThinking(s) && s.to_move !== v.seat) return t.t('game.computerThinking');
    const turn = this.turn(v);
    const waiting = v.seat !== null && !s.seats[other(v.seat)].claimed;
    return waiting ? `${t.t('game.waitingOpponent')} ${turn}` : turn;
  }

  private turn(v: View): string {
    const t = this.i18n;
    const s = v.state;
    const legal = s.legal;
    const remaining = Math.max(0, s.offers_needed - s.offers.length);
    if (isMyTurn(v)) {
      const text = t.t('game.turn.yours') + ' ';
      if (legal.swap || legal.keep) return text + t.t('phase.swap');
      if (legal.choose) return text + t.t('phase.fifthChoice');
      if (legal.declare) return text + t.t('phase.declare');
      if (legal.offer || (legal.withdraw && remaining > 0)) return text + t.plural('phase.offering', remaining);
      if (legal.pick) return text + t.t('phase.pickOffer');
      const side = s.area ? s.area.side : null;
      if (side === 1) return text + t.t('phase.centre');
      if (side && side < SIZE) {
        if (s.moves.length === 4 || side === 9) return text + t.t('phase.choice1');
        return text + t.t('phase.square', { n: s.moves.length + 1, size: side });
      }
      return text + t.t('phase.normal');
    }
    const d = s.phase_detail;
    const who = this.colour(s.to_move_color);
    if (d.startsWith('swap')) return t.t('phase.wait.swap', { colour: who });
    if (d.startsWith('choose')) return t.t('phase.wait.fifthChoice');
    if (d === 'declare') return t.t('phase.wait.declare');
    if (d === 'offer') return t.plural('phase.wait.offering', remaining);
    if (d === 'pick') return t.t('phase.wait.pickOffer');
    return t.t('phase.wait.move', { colour: who });
  }

  result(v: View): string {
    const r = v.state.result;
    if (!r) return '';
    const t = this.i18n;
    if (r.reason === 'aborted') return t.t('result.aborted');
    const main = r.color === 'black' ? t.t('result.blackWins') : r.color === 'white' ? t.t('result.whiteWins') : t.t('result.draw');
    let text = t.t('result.line', { result: main, reason: t.t(`reason.${r.reason}`) });
    if (v.seat && r.winner) text += ' ' + t.t(r.winner === v.seat ? 'result.youWin' : 'result.youLose');
    return text;
  }

  // The standing draw offer as the viewer should read it.
  drawOffer(v: View): string {
    const by = v.state.draw_offer;
    if (!by || v.state.result) return '';
    if (by === v.seat) return this.i18n.t('draw.sent');
    if (v.seat) return this.i18n.t('draw.offered');
    return this.i18n.t('draw.offeredBy', { colour: this.colour(v.state.seats[by].color) });
  }

  // A draw offer by `offerer` was just declined.
  drawDeclined(v: View, offerer: Seat): string {
    if (offerer === v.seat) return this.i18n.t('draw.declinedYours');
    if (v.seat) return this.i18n.t('draw.declined');
    return this.i18n.t('draw.declinedBy', { colour: this.colour(v.state.seats[other(offerer)].color) });
  }
}
