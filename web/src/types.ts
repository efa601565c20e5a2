// The wire protocol's messages (version 2, docs/protocol.md, src/server/protocol_v2.cpp) as the
// page uses them: messages.ts checks each message on arrival and decodes the point sets into
// point lists. Everything is readonly: the client never changes a server object in place,
// model.ts derives the next state from the last one and an event.

export type Seat = 'A' | 'B';
export type Colour = 'black' | 'white';
export type ForbiddenReason = 'overline' | 'double-four' | 'double-three';
export type ResultReason = 'five' | 'resign' | 'draw-agreed' | 'passes' | 'full-board' | 'abandoned'
  | 'aborted' | 'opponent-gone' | 'time';
export const RESULT_REASONS: readonly ResultReason[] = [
  'five', 'resign', 'draw-agreed', 'passes', 'full-board', 'abandoned', 'aborted', 'opponent-gone', 'time',
];

export const POINT_ACTIONS = ['place', 'offer', 'withdraw', 'pick'] as const;
export const PLAIN_ACTIONS = [
  'swap', 'keep', 'pass', 'resign', 'offer-draw', 'accept-draw', 'decline-draw',
  'abort', 'takeback', 'accept-takeback', 'decline-takeback', 'claim-win', 'claim-draw',
  'rematch', 'decline-rematch',
] as const;
export type PointAction = (typeof POINT_ACTIONS)[number];
export type PlainAction = (typeof PLAIN_ACTIONS)[number];

// An action, as the client sends it (without its id) and as events echo it.
export type Action =
  | { readonly t: PointAction; readonly at: string }
  | { readonly t: 'choose'; readonly n: number }
  | { readonly t: 'declare'; readonly n: number }
  | { readonly t: PlainAction }
  // Recorded by the server's clock when a seat's time ran out; never sent by a client.
  | { readonly t: 'time-out' };

// A timed game's clocks (docs/protocol.md, "Clocks"): each seat's remaining milliseconds as the
// message was written, and the seat whose clock runs.
export interface ClockReading {
  readonly control: string;
  readonly A: number;
  readonly B: number;
  readonly running: Seat | null;
}

// A finished game's rematch (docs/protocol.md, "Rematch"): the seat whose offer stands, and the
// new game's id once both agreed.
export interface RematchInfo {
  readonly offer: Seat | null;
  readonly game: string | null;
}

export interface SeatInfo {
  readonly color: Colour;
  readonly claimed: boolean;
  readonly online: boolean;
  readonly computer: boolean;
  // The engine's level of a computer seat, when the server names it (optional in protocol 1).
  readonly level?: string;
}

export interface PresenceSeat {
  readonly claimed: boolean;
  readonly online: boolean;
  readonly computer: boolean;
  readonly level?: string;
}

// What this seat may send now: point lists, the fifth-move choices, `true` for the others.
export interface Legal {
  readonly place?: readonly string[];
  readonly offer?: readonly string[];
  readonly withdraw?: readonly string[];
  readonly pick?: readonly string[];
  readonly choose?: readonly number[];
  readonly declare?: readonly number[];
  readonly swap?: true;
  readonly keep?: true;
  readonly pass?: true;
  readonly resign?: true;
  readonly 'offer-draw'?: true;
  readonly 'accept-draw'?: true;
  readonly 'decline-draw'?: true;
  readonly abort?: true;
  readonly takeback?: true;
  readonly 'accept-takeback'?: true;
  readonly 'decline-takeback'?: true;
}

export interface Move {
  readonly n: number;
  readonly at: string;
  readonly color: Colour;
}

export interface Area {
  readonly from: string;
  readonly to: string;
  readonly side: number;
}

export interface Opening {
  readonly code: string;  // "4D": the number and D(irect) or I(ndirect)
  readonly name: string;  // its traditional name, "Kagetsu"
}

export interface Result {
  readonly winner: Seat | null;
  readonly color: Colour | null;
  readonly reason: ResultReason;
}

export interface State {
  readonly game: string;
  readonly rule: string;
  readonly v: number;
  readonly phase: string;
  readonly phase_detail: string;
  readonly seats: Readonly<Record<Seat, SeatInfo>>;
  readonly spectators: number;
  readonly to_move: Seat | null;
  readonly to_move_color: Colour | null;
  readonly stone: number | null;
  readonly moves: readonly Move[];
  readonly offers: readonly string[];
  readonly offers_needed: number;
  readonly choice: number | null;
  // Yamaguchi, Soosõrv-N: the number of fifth moves declared, once it is.
  readonly declared: number | null;
  // One of the 26 canonical openings, once stones 1–3 make it (docs/rules.md).
  readonly opening: Opening | null;
  readonly area: Area | null;
  readonly may_swap: boolean;
  readonly forbidden: readonly { readonly at: string; readonly reason: ForbiddenReason }[];
  readonly symmetric: readonly { readonly at: string; readonly offer: string }[];
  readonly draw_offer: Seat | null;
  readonly takeback: Seat | null;  // who asked to take back their last action
  readonly result: Result | null;
  readonly takebacks: boolean;  // the game allows takeback requests
  readonly log: readonly string[];
  readonly legal: Legal;
}

// The fields of the state that a live event sets, in full (protocol 2's `set`): what the turn
// is, offers, forbidden and symmetric points, draw offer, result, and each seat's colour.
export type Turn = Pick<State, 'phase' | 'phase_detail' | 'to_move' | 'to_move_color' | 'stone'
  | 'offers' | 'offers_needed' | 'choice' | 'declared' | 'opening' | 'area' | 'may_swap' | 'forbidden' | 'symmetric'
  | 'draw_offer' | 'takeback' | 'result'> & { readonly colors: Readonly<Record<Seat, Colour>> };

// What a live event changed: stones kept (`from`) and added, the turn, the receiver's legal
// actions. The log grows by the event's `text`.
export interface Change {
  readonly moves: { readonly from: number; readonly add: readonly Move[] };
  readonly set: Turn;
  readonly legal: Legal;
}

export interface WelcomeMsg {
  readonly t: 'welcome';
  readonly protocol: number;
  readonly game: string;
  readonly seat: Seat | null;
  readonly v: number;
}

export interface StateMsg {
  readonly t: 'state';
  readonly state: State;
  readonly clock?: ClockReading;
  readonly rematch?: RematchInfo;  // once the game is over
}

export interface EventMsg {
  readonly t: 'event';
  readonly v: number;
  readonly seat: Seat;
  readonly action: Action;
  readonly text: string;
  // What the action did, in order; each has a `type` (docs/protocol.md). Not read by this client.
  readonly events: readonly { readonly type: string }[];
  // Present on live events, absent on catch-up events (a full state follows those).
  readonly change?: Change;
  readonly clock?: ClockReading;
  readonly rematch?: RematchInfo;  // once the game is over
}

export interface AckMsg {
  readonly t: 'ack';
  readonly id: number;
  readonly v: number;
}

export interface ErrorMsg {
  readonly t: 'error';
  readonly id: number | null;
  readonly code: string;
  readonly message: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export interface PresenceMsg {
  readonly t: 'presence';
  readonly seats: Readonly<Record<Seat, PresenceSeat>>;
  readonly spectators: number;
}

// The opponent (`seat`) has been disconnected long enough to be claimed against.
export interface GoneMsg {
  readonly t: 'opponent-gone';
  readonly seat: Seat;
  readonly gone_ms: number;
}

export interface ByeMsg {
  readonly t: 'bye';
  readonly reason: string;
}

export interface PongMsg {
  readonly t: 'pong';
}

export type ServerMsg =
  | WelcomeMsg
  | StateMsg
  | EventMsg
  | AckMsg
  | ErrorMsg
  | PresenceMsg
  | GoneMsg
  | ByeMsg
  | PongMsg;
