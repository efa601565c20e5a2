// The wire protocol's messages as the client reads them (docs/protocol.md).

export type Seat = 'A' | 'B';
export type Colour = 'black' | 'white';

export interface SeatInfo {
  color: Colour;
  claimed: boolean;
  online: boolean;
}

export interface Legal {
  place?: string[];
  offer?: string[];
  withdraw?: string[];
  pick?: string[];
  choose?: number[];
  [kind: string]: string[] | number[] | boolean | undefined;
}

export interface State {
  game: string;
  rule: string;
  v: number;
  phase: 'opening' | 'play' | 'over' | string;
  phase_detail: string;
  seats: Record<Seat, SeatInfo>;
  spectators: number;
  to_move: Seat | null;
  to_move_color: Colour | null;
  moves: { n: number; at: string; color: Colour }[];
  offers: string[];
  offers_needed: number;
  area: { from: string; to: string; side?: number } | null;
  forbidden: { at: string; reason: string }[];
  symmetric?: { at: string; offer: string }[];
  draw_offer: Seat | null;
  result: { winner: Seat | null; color: Colour | null; reason: string } | null;
  log: string[];
  legal?: Legal;
}

export interface ActionMsg {
  t: string;
  at?: string;
  n?: number;
}

export interface EventMsg {
  t: 'event';
  v: number;
  seat: Seat;
  action: ActionMsg;
  text: string;
  state?: State;
}

export interface ErrorMsg {
  t: 'error';
  id: number | null;
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

export interface PresenceMsg {
  t: 'presence';
  seats: Record<Seat, { claimed: boolean; online: boolean }>;
  spectators: number;
}
