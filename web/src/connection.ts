// The game's WebSocket (protocol 2): hello with the seat secret and last version, the game's
// model (the last state moved on by each live event, model.ts), catch-up and resync on a version
// gap or an event that does not apply, reconnection with back-off, and at most one action in
// flight. An action whose
// outcome is unknown after a drop is resent only if the game's version has not moved since it
// was sent, so it is neither lost nor applied twice. Every message is checked (messages.ts)
// before it is handed on; a malformed one is logged and ignored.
import { parseServerMessage } from './messages';
import { applyEvent, applyPresence } from './model';
import type { Action, ClockReading, ErrorMsg, EventMsg, PresenceMsg, RematchInfo, Seat, ServerMsg, State } from './types';

export type ConnStatus = 'connecting' | 'online' | 'reconnecting';

export interface Handlers {
  welcome(seat: Seat | null): void;
  state(state: State): void;
  // `after`: the model after a live event (then state(after) follows); null for a catch-up event.
  event(ev: EventMsg, after: State | null): void;
  ack(action: Action): void;
  error(err: ErrorMsg, action: Action | null): void;
  dropped(action: Action): void;
  // `state`: the model with the new presence (null before the first state).
  presence(p: PresenceMsg, state: State | null): void;
  gone?(seat: Seat): void;
  status(status: ConnStatus, pending: number): void;
  notFound(): void;
  // A timed game's clocks, from each state and event (null: a state without a clock).
  clock?(reading: ClockReading | null, state: State | null): void;
  // A finished game's rematch, before the state or event that carries it is handed on (null: a
  // state without one). `live`: from an event, so the agreement happened while the page was open.
  rematch?(info: RematchInfo | null, live: boolean): void;
}

interface Pending {
  msg: Action;
  id: number;
  baseV: number;
  sent: boolean;
}

export class Connection {
  private ws: WebSocket | null = null;
  private ready = false;
  private v = -1;
  private model: State | null = null;
  private nextId = 1;
  private pending: Pending | null = null;
  private attempts = 0;
  private everOpened = false;
  private retry: number | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly gameId: string,
    private readonly secret: string | null,
    private readonly h: Handlers,
  ) {}

  start(): void {
    window.addEventListener('online', () => this.reconnectNow());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.reconnectNow();
    });
    this.open();
  }

  hasPending(): boolean {
    return this.pending !== null;
  }

  // Queues one action; false when another is still waiting for its answer.
  send(action: Action): boolean {
    if (this.pending) return false;
    this.pending = { msg: action, id: this.nextId++, baseV: this.v, sent: false };
    this.flush();
    this.report();
    return true;
  }

  private flush(): void {
    const p = this.pending;
    if (!p || p.sent || !this.ready || !this.ws) return;
    this.ws.send(JSON.stringify({ ...p.msg, id: p.id }));
    p.sent = true;
  }

  private report(): void {
    const status: ConnStatus = this.ready ? 'online' : this.everOpened ? 'reconnecting' : 'connecting';
    const waiting = this.pending && !this.ready ? 1 : 0;
    this.h.status(status, waiting);
  }

  private reconnectNow(): void {
    if (this.stopped || this.ws) return;
    window.clearTimeout(this.retry);
    this.open();
  }

  private open(): void {
    this.retry = undefined;
    let opened = false;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      opened = true;
      const hello: Record<string, unknown> = { t: 'hello', protocol: 2, v: this.v };
      if (this.secret) hello.secret = this.secret;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (e) => {
      const msg = parseServerMessage(String(e.data));
      if ('error' in msg) {
        console.warn(`renju: ignored a malformed message from the server (${msg.error})`);
        return;
      }
      this.receive(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.ready = false;
      // The answer to an action in flight is lost with the socket: decide after the next state.
      if (this.pending) this.pending.sent = false;
      if (!opened && !this.everOpened) void this.checkExists();
      this.schedule();
      this.report();
    };
  }

  private async checkExists(): Promise<void> {
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(this.gameId)}`);
      if (r.status === 404) {
        this.stopped = true;
        window.clearTimeout(this.retry);
        this.h.notFound();
      }
    } catch {
      // Offline: keep retrying.
    }
  }

  private schedule(): void {
    if (this.stopped || this.retry !== undefined) return;
    const delay = Math.min(5000, 300 * 2 ** this.attempts) + Math.random() * 200;
    this.attempts++;
    this.retry = window.setTimeout(() => this.open(), delay);
  }

  private resync(): void {
    this.ws?.send(JSON.stringify({ t: 'resync', v: this.v }));
  }

  private receive(msg: ServerMsg): void {
    switch (msg.t) {
      case 'welcome':
        this.ready = true;
        this.everOpened = true;
        this.attempts = 0;
        this.h.welcome(msg.seat);
        this.report();
        break;
      case 'event': {
        const ev = msg;
        if (this.v >= 0 && ev.v <= this.v) break;  // already seen
        if (this.v >= 0 && ev.v !== this.v + 1) {
          this.resync();
          break;
        }
        if (ev.rematch) this.h.rematch?.(ev.rematch, true);
        if (!ev.change) {
          // A catch-up event: the state that follows it is the truth.
          this.v = ev.v;
          this.h.event(ev, null);
          break;
        }
        const next = this.model ? applyEvent(this.model, ev) : null;
        if (!next) {
          this.resync();
          break;
        }
        this.model = next;
        this.v = ev.v;
        this.h.event(ev, next);
        this.h.state(next);
        if (ev.clock) this.h.clock?.(ev.clock, next);
        break;
      }
      case 'state': {
        const state = msg.state;
        this.v = state.v;
        this.model = state;
        const p = this.pending;
        if (p && !p.sent) {
          if (state.v === p.baseV) {
            this.flush();
          } else {
            // The game moved on while we were away: either our action went through or it is
            // stale. Resending could apply it twice, so drop it and show the new state.
            this.pending = null;
            this.h.dropped(p.msg);
          }
        }
        this.h.rematch?.(msg.rematch ?? null, false);
        this.h.state(state);
        this.h.clock?.(msg.clock ?? null, state);
        this.report();
        break;
      }
      case 'ack': {
        const p = this.pending;
        if (p && msg.id === p.id) {
          this.pending = null;
          this.h.ack(p.msg);
        }
        break;
      }
      case 'error': {
        const err = msg;
        const p = this.pending;
        let action: Action | null = null;
        if (p && err.id === p.id) {
          action = p.msg;
          this.pending = null;
        }
        this.h.error(err, action);
        break;
      }
      case 'presence':
        if (this.model) this.model = applyPresence(this.model, msg);
        this.h.presence(msg, this.model);
        break;
      case 'opponent-gone':
        this.h.gone?.(msg.seat);
        break;
      case 'bye':
        this.ws?.close();
        break;
      default:
        break;
    }
  }
}
