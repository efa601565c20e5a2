// The client's model of the game (protocol 2): the last full state, moved on by each live event
// and each presence message. Pure functions that return a new state and never touch the old
// one; `applyEvent` returns null when the event does not follow the model (the connection
// then asks for a resync). Run under node by e2e/model.test.mjs against the real server.
import type { Change, EventMsg, PresenceMsg, State } from './types';

// The state after a live event, or null when it cannot be applied to `s` (a version gap, or
// stones kept that the model does not have).
export function applyEvent(s: State, ev: EventMsg): State | null {
  const c: Change | undefined = ev.change;
  if (!c || ev.v !== s.v + 1 || c.moves.from > s.moves.length) return null;
  const { colors, ...turn } = c.set;
  return {
    ...s,
    ...turn,
    v: ev.v,
    seats: { A: { ...s.seats.A, color: colors.A }, B: { ...s.seats.B, color: colors.B } },
    moves: [...s.moves.slice(0, c.moves.from), ...c.moves.add],
    log: [...s.log, ev.text],
    legal: c.legal,
  };
}

// The state with who is here now (not versioned: seats' presence and the spectator count).
export function applyPresence(s: State, p: PresenceMsg): State {
  return {
    ...s,
    seats: { A: { ...s.seats.A, ...p.seats.A }, B: { ...s.seats.B, ...p.seats.B } },
    spectators: p.spectators,
  };
}
