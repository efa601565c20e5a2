// The live game page: joins by invite link, keeps the seat secret, renders the server's state
// on the SVG board and the status panel, and turns clicks, taps and keys into actions.
import { BoardView, type BoardModel } from './board';
import { Connection, type ConnStatus } from './connection';
import { SIZE, parsePoint, pointName, symmetricToOffers, type Pt } from './geometry';
import { I18n } from './i18n';
import type { ActionMsg, Colour, ErrorMsg, EventMsg, Legal, PresenceMsg, Seat, State } from './types';

interface Settings {
  numbers: boolean;
  confirmPlace: boolean;
}

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the cookie set by the server still holds the seat.
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  return e;
}

// The legal-action key for a kind, accepting both spellings in use ("offer-draw" and
// "draw_offer").
function legalKey(legal: Legal, ...names: string[]): string | null {
  for (const n of names) if (legal[n]) return n;
  return null;
}

class GameUI {
  private readonly i18n: I18n;
  private readonly board = new BoardView();
  private conn!: Connection;
  private state: State | null = null;
  private seat: Seat | null = null;
  private cursor: Pt = { x: 7, y: 7 };
  private armed: string | null = null;  // confirm-before-place: the point tapped once
  private settings: Settings;
  private confirmAction: ActionMsg | null = null;
  private lastClaimed: boolean | null = null;
  private keyboardMode = false;  // the player moves the cursor with the keys

  // Panel parts.
  private readonly conn_ = el('p', { class: 'conn', 'data-state': 'connecting' });
  private readonly role = el('p', { class: 'role' });
  private readonly seats = el('p', { class: 'seats' });
  private readonly phase = el('p', { class: 'phase', id: 'phase' });
  private readonly decision = el('div', { class: 'decision' });
  private readonly drawBox = el('div', { class: 'draw-offer' });
  private readonly invite = el('div', { class: 'invite' });
  private readonly result = el('p', { class: 'result' });
  private readonly actions = el('div', { class: 'actions' });
  private readonly confirm = el('div', { class: 'confirm', role: 'group' });
  private readonly hint = el('p', { class: 'hint', id: 'hint', 'aria-live': 'polite' });
  private readonly live = el('div', { class: 'visually-hidden', 'aria-live': 'polite', id: 'live' });
  private readonly moves = el('ol', { class: 'move-list' });
  private readonly boardBox: HTMLDivElement;

  constructor(
    private readonly root: HTMLElement,
    lang: string,
    private readonly gameId: string,
    private readonly secret: string | null,
    notice: string,
  ) {
    this.i18n = new I18n(lang);
    let saved: Partial<Settings> = {};
    try {
      saved = JSON.parse(storageGet('renju.settings') ?? '{}') as Partial<Settings>;
    } catch {
      saved = {};
    }
    this.settings = { numbers: saved.numbers ?? true, confirmPlace: saved.confirmPlace ?? false };
    const t = (k: string) => this.i18n.t(k);

    this.boardBox = el('div', {
      class: 'board',
      tabindex: '0',
      role: 'application',
      'aria-label': t('game.board'),
      'aria-describedby': 'board-help hint',
    });
    this.boardBox.append(this.board.svg);
    const boardWrap = el('div', { class: 'board-wrap' });
    boardWrap.append(this.boardBox, el('p', { class: 'help', id: 'board-help' }, t('board.help')), this.hint);

    const settings = el('fieldset', { class: 'settings' });
    settings.append(
      this.checkbox('numbers', t('settings.numbers')),
      this.checkbox('confirmPlace', t('settings.confirmPlace')),
    );
    const movesBox = el('details', { class: 'moves' });
    movesBox.append(el('summary', {}, t('game.moves')), this.moves);

    const panel = el('section', { class: 'panel', 'aria-label': t('game.title').replace('{id}', gameId) });
    panel.append(this.conn_, this.role, this.seats, this.phase, this.decision, this.drawBox,
      this.invite, this.result, this.confirm, this.actions, settings, movesBox);
    for (const e of [this.decision, this.drawBox, this.invite, this.result, this.confirm]) e.hidden = true;

    this.root.replaceChildren(boardWrap, panel, this.live);
    this.root.classList.add('ready');
    if (notice) this.hint.textContent = notice;
    this.bindBoard();
  }

  start(): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${location.host}/ws/games/${encodeURIComponent(this.gameId)}`;
    this.conn = new Connection(url, this.gameId, this.secret, {
      welcome: (seat) => {
        this.seat = seat;
      },
      state: (s) => this.onState(s),
      event: (ev, live) => this.onEvent(ev, live),
      // The pending stone stays until the state that contains it arrives (right after).
      ack: () => undefined,
      error: (err, action) => this.onError(err, action),
      dropped: () => this.board.setPending(null),
      presence: (p) => this.onPresence(p),
      status: (s, pending) => this.onStatus(s, pending),
      notFound: () => {
        this.root.replaceChildren(el('p', { class: 'not-found' }, this.i18n.t('game.notFound')));
      },
    });
    this.conn.start();
  }

  private checkbox(name: keyof Settings, label: string): HTMLElement {
    const id = `setting-${name}`;
    const box = el('input', { type: 'checkbox', id });
    box.checked = this.settings[name];
    box.addEventListener('change', () => {
      this.settings[name] = box.checked;
      storageSet('renju.settings', JSON.stringify(this.settings));
      this.armed = null;
      this.render();
    });
    const l = el('label', { for: id });
    l.append(box, document.createTextNode(` ${label}`));
    return l;
  }

  // ---- helpers over the state ----

  private colourName(c: Colour | null | undefined): string {
    return this.i18n.t(c === 'white' ? 'game.white' : 'game.black');
  }

  private myColour(): Colour | null {
    return this.seat && this.state ? this.state.seats[this.seat].color : null;
  }

  private legal(): Legal {
    return this.state?.legal ?? {};
  }

  private inList(kind: string, at: string): boolean {
    const list = this.legal()[kind];
    return Array.isArray(list) && (list as unknown[]).includes(at);
  }

  private forbiddenAt(at: string): string | null {
    const f = this.state?.forbidden.find((x) => x.at === at);
    return f ? f.reason : null;
  }

  private symmetricMap(): Map<string, string> {
    const s = this.state;
    const out = new Map<string, string>();
    if (!s || s.offers.length === 0 || s.offers_needed === 0 || s.result) return out;
    if (s.symmetric) {
      for (const x of s.symmetric) out.set(x.at, x.offer);
      return out;
    }
    if (s.phase_detail !== 'offer') return out;
    return symmetricToOffers(s.moves, s.offers);
  }

  private forbiddenText(reason: string): string {
    return this.i18n.t(`forbidden.${reason}`);
  }

  private describePoint(at: string): string {
    const s = this.state;
    if (!s) return '';
    const t = this.i18n;
    const stone = s.moves.find((m) => m.at === at);
    if (stone) return t.t(stone.color === 'black' ? 'board.stoneBlack' : 'board.stoneWhite', { n: stone.n });
    const offer = s.offers_needed > 0 ? s.offers.indexOf(at) : -1;
    if (offer >= 0) return t.t('board.offer', { n: offer + 1 });
    const reason = this.forbiddenAt(at);
    if (reason) return t.t('forbidden.title', { reason: this.forbiddenText(reason) });
    const sym = this.symmetricMap().get(at);
    if (sym) return t.t('offer.symmetric', { n: s.offers.indexOf(sym) + 1, at: sym });
    return t.t('board.empty');
  }

  // ---- board input ----

  private bindBoard(): void {
    const svg = this.board.svg;
    svg.addEventListener('click', (e) => {
      const p = this.board.pointAt(e.clientX, e.clientY);
      if (p) {
        this.cursor = p;
        this.keyboardMode = false;
        this.activate(pointName(p));
      }
    });
    svg.addEventListener('mousemove', (e) => {
      const p = this.board.pointAt(e.clientX, e.clientY);
      this.board.setHover(p);
      if (p) {
        const at = pointName(p);
        const reason = this.forbiddenAt(at);
        const sym = this.symmetricMap().get(at);
        if (reason || sym) this.hint.textContent = `${at}: ${this.describePoint(at)}`;
      }
    });
    svg.addEventListener('mouseleave', () => this.board.setHover(null));
    this.boardBox.addEventListener('focus', () => {
      // A mouse press also focuses the board; the cursor is for keyboard users only.
      if (!this.boardBox.matches(':focus-visible')) return;
      this.board.setCursor(this.cursor);
      this.hint.textContent = this.i18n.t('board.cursor', {
        at: pointName(this.cursor),
        what: this.describePoint(pointName(this.cursor)),
      });
    });
    this.boardBox.addEventListener('blur', () => this.board.setCursor(null));
    this.boardBox.addEventListener('keydown', (e) => {
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
        ArrowUp: [0, 1],
        ArrowDown: [0, -1],
      };
      const d = moves[e.key];
      if (d) {
        e.preventDefault();
        this.keyboardMode = true;
        this.cursor = {
          x: Math.min(SIZE - 1, Math.max(0, this.cursor.x + d[0])),
          y: Math.min(SIZE - 1, Math.max(0, this.cursor.y + d[1])),
        };
        this.board.setCursor(this.cursor);
        const at = pointName(this.cursor);
        this.hint.textContent = this.i18n.t('board.cursor', { at, what: this.describePoint(at) });
      } else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        this.activate(pointName(this.cursor));
      }
    });
  }

  // A click, tap or Enter on a point: send the action it stands for, or explain why not.
  private activate(at: string): void {
    const s = this.state;
    if (!s) return;
    const t = this.i18n;
    const reason = this.forbiddenAt(at);
    const legal = this.legal();
    if (reason && (legal.place || legal.offer)) {
      this.hint.textContent = t.t('forbidden.explain', { at, reason: this.forbiddenText(reason) });
      this.hint.dataset.kind = 'forbidden';
      return;
    }
    this.hint.dataset.kind = '';
    const colour = this.myColour() ?? 'black';
    if (this.inList('place', at)) {
      if (this.settings.confirmPlace && this.armed !== at) {
        this.armed = at;
        this.board.setPending({ at, color: `${colour} armed` });
        this.hint.textContent = t.t('action.placeAt', { at });
        this.renderActions();
        return;
      }
      this.sendAction({ t: 'place', at }, { at, color: colour });
      return;
    }
    if (this.inList('withdraw', at)) return this.sendAction({ t: 'withdraw', at }, null);
    if (this.inList('offer', at)) return this.sendAction({ t: 'offer', at }, { at, color: 'offer' });
    if (this.inList('pick', at)) return this.sendAction({ t: 'pick', at }, { at, color: 'white' });
    // Not playable: say why.
    const sym = this.symmetricMap().get(at);
    if (sym) {
      this.hint.textContent = t.t('offer.symmetric', { n: s.offers.indexOf(sym) + 1, at: sym });
    } else if (s.moves.some((m) => m.at === at)) {
      this.hint.textContent = t.t('point.occupied', { at });
    } else if ((legal.place || legal.offer) && s.area && !this.inArea(at)) {
      this.hint.textContent = t.t('point.outside', { at });
    } else if (s.result) {
      this.hint.textContent = t.t('error.game_over');
    } else if (this.seat && s.to_move !== this.seat) {
      this.hint.textContent = t.t('error.not_your_turn');
    } else if (!this.seat) {
      this.hint.textContent = t.t('error.spectator');
    } else {
      this.hint.textContent = t.t('point.notNow', { at });
    }
  }

  private inArea(at: string): boolean {
    const a = this.state?.area;
    const p = parsePoint(at);
    if (!a || !p) return true;
    const f = parsePoint(a.from), to = parsePoint(a.to);
    if (!f || !to) return true;
    return p.x >= Math.min(f.x, to.x) && p.x <= Math.max(f.x, to.x) && p.y >= Math.min(f.y, to.y) && p.y <= Math.max(f.y, to.y);
  }

  private sendAction(action: ActionMsg, pending: { at: string; color: string } | null): void {
    this.armed = null;
    if (!this.conn.send(action)) {
      this.hint.textContent = this.i18n.plural('conn.pending', 1);
      return;
    }
    // Shown at once; the state from the server replaces it after the acknowledgement.
    this.board.setPending(pending);
    this.hint.textContent = '';
  }

  // ---- server messages ----

  private onStatus(status: ConnStatus, pending: number): void {
    const t = this.i18n;
    this.conn_.dataset.state = status;
    let text = t.t(status === 'online' ? 'conn.online' : status === 'connecting' ? 'conn.connecting' : 'conn.reconnecting');
    if (pending > 0) text += ` · ${t.plural('conn.pending', pending)}`;
    this.conn_.textContent = text;
  }

  private onError(err: ErrorMsg, action: ActionMsg | null): void {
    this.board.setPending(null);
    const key = `error.${err.code}`;
    let text = this.i18n.has(key) ? this.i18n.t(key) : this.i18n.t('error.generic', { message: err.message });
    const at = typeof err.params?.at === 'string' ? err.params.at : action?.at;
    if (err.code === 'forbidden' && at && typeof err.params?.reason === 'string') {
      text = this.i18n.t('forbidden.explain', { at, reason: this.forbiddenText(err.params.reason) });
    }
    this.hint.textContent = text;
    this.hint.dataset.kind = 'error';
  }

  private onPresence(p: PresenceMsg): void {
    const s = this.state;
    if (!s) return;
    for (const seat of ['A', 'B'] as Seat[]) {
      s.seats[seat].claimed = p.seats[seat].claimed;
      s.seats[seat].online = p.seats[seat].online;
    }
    s.spectators = p.spectators;
    const other = this.seat ? s.seats[this.seat === 'A' ? 'B' : 'A'] : null;
    if (other && this.lastClaimed === false && other.claimed) this.live.textContent = this.i18n.t('announce.joined');
    if (other) this.lastClaimed = other.claimed;
    this.render();
  }

  private onEvent(ev: EventMsg, live: boolean): void {
    if (!live || !ev.state) return;
    const s = ev.state;
    const t = this.i18n;
    const a = ev.action;
    const seatColour = s.seats[ev.seat]?.color;
    let text = '';
    switch (a.t) {
      case 'place': {
        const m = s.moves.find((x) => x.at === a.at);
        text = t.t('announce.move', { n: m?.n ?? s.moves.length, colour: this.colourName(m?.color), at: a.at ?? '' });
        break;
      }
      case 'swap':
        text = t.t('announce.swap');
        if (this.seat) text += ' ' + t.t('game.youPlay', { colour: this.colourName(s.seats[this.seat].color) });
        break;
      case 'keep':
        text = t.t('announce.keep');
        break;
      case 'choose':
        text = a.n === 1 ? t.t('announce.choose1') : t.plural('announce.choose2', s.offers_needed || 10);
        break;
      case 'offer':
        text = t.t('announce.offer', { n: s.offers.indexOf(a.at ?? '') + 1, at: a.at ?? '' });
        break;
      case 'withdraw':
        text = t.t('announce.withdraw', { at: a.at ?? '' });
        break;
      case 'pick':
        text = t.t('announce.pick', { at: a.at ?? '' });
        break;
      case 'pass':
        text = t.t('announce.pass', { colour: this.colourName(seatColour) });
        break;
      case 'resign':
        text = t.t('announce.resign', { colour: this.colourName(seatColour) });
        break;
      case 'offer-draw':
      case 'draw_offer':
        text = t.t(ev.seat === this.seat ? 'draw.sent' : 'draw.offered');
        break;
      case 'decline-draw':
      case 'draw_decline':
        text = t.t('draw.declined');
        break;
      default:
        break;
    }
    this.pendingAnnouncement = text;
  }

  private pendingAnnouncement = '';

  private onState(s: State): void {
    this.state = s;
    this.board.setPending(null);
    if (this.armed && !this.inList('place', this.armed)) this.armed = null;
    const other = this.seat ? s.seats[this.seat === 'A' ? 'B' : 'A'] : null;
    if (other && this.lastClaimed === false && other.claimed) this.pendingAnnouncement ||= this.i18n.t('announce.joined');
    if (other) this.lastClaimed = other.claimed;
    // The keyboard cursor starts from the latest move unless the player is using it.
    if (s.moves.length > 0 && !this.keyboardMode) {
      const last = parsePoint(s.moves[s.moves.length - 1].at);
      if (last) this.cursor = last;
    }
    this.render();
    this.root.dataset.v = String(s.v);
    const phase = this.phase.textContent ?? '';
    const parts = [this.pendingAnnouncement, s.result ? this.result.textContent ?? '' : phase].filter((x) => x);
    if (parts.length) this.live.textContent = parts.join(' ');
    this.pendingAnnouncement = '';
  }

  // ---- rendering ----

  private render(): void {
    const s = this.state;
    if (!s) return;
    const t = this.i18n;
    const mine = this.myColour();
    this.role.textContent = this.seat && mine ? t.t('game.youPlay', { colour: this.colourName(mine) }) : t.t('game.watching');
    this.role.dataset.colour = mine ?? '';

    const label = (c: Colour) => {
      const seat = (['A', 'B'] as Seat[]).find((x) => s.seats[x].color === c) ?? (c === 'black' ? 'A' : 'B');
      const info = s.seats[seat];
      if (seat === this.seat) return t.t('game.you');
      if (!info.claimed) return t.t('game.free');
      const presence = t.t(info.online ? 'game.online' : 'game.away');
      return this.seat ? `${t.t('game.opponent')} (${presence})` : presence;
    };
    let seatsText = t.t('game.seats', { black: label('black'), white: label('white') });
    if (s.spectators > 0) seatsText += ` · ${t.plural('game.spectators', s.spectators)}`;
    this.seats.textContent = seatsText;

    this.phase.textContent = this.phaseText(s);
    this.renderDecision(s);
    this.renderDraw(s);
    this.renderInvite(s);
    this.renderResult(s);
    this.renderActions();
    this.renderMoves(s);
    this.renderBoard(s);
  }

  private phaseText(s: State): string {
    const t = this.i18n;
    if (s.result) return '';
    const other = this.seat ? s.seats[this.seat === 'A' ? 'B' : 'A'] : null;
    const turn = this.turnText(s);
    return other && !other.claimed ? `${t.t('game.waitingOpponent')} ${turn}` : turn;
  }

  private turnText(s: State): string {
    const t = this.i18n;
    const legal = this.legal();
    const remaining = Math.max(0, s.offers_needed - s.offers.length);
    if (this.seat && s.to_move === this.seat) {
      let text = t.t('game.turn.yours') + ' ';
      if (legal.swap || legal.keep) return text + t.t('phase.swap');
      if (legal.choose) return text + t.t('phase.fifthChoice');
      if (legal.offer || (legal.withdraw && remaining > 0)) return text + t.plural('phase.offering', remaining);
      if (legal.pick) return text + t.t('phase.pickOffer');
      const side = this.areaSide(s);
      if (side === 1) return text + t.t('phase.centre');
      if (side && side < SIZE) {
        if (s.moves.length === 4 || side === 9) return text + t.t('phase.choice1');
        return text + t.t('phase.square', { n: s.moves.length + 1, size: side, });
      }
      return text + t.t('phase.normal');
    }
    const d = s.phase_detail;
    const who = this.colourName(s.to_move_color);
    if (d.startsWith('swap')) return t.t('phase.wait.swap', { colour: who });
    if (d.startsWith('choose')) return t.t('phase.wait.fifthChoice');
    if (d === 'offer') return t.plural('phase.wait.offering', remaining);
    if (d === 'pick') return t.t('phase.wait.pickOffer');
    return t.t('phase.wait.move', { colour: who });
  }

  private areaSide(s: State): number | null {
    if (!s.area) return null;
    if (s.area.side) return s.area.side;
    const a = parsePoint(s.area.from), b = parsePoint(s.area.to);
    return a && b ? Math.abs(b.x - a.x) + 1 : null;
  }

  private button(text: string, cls: string, onClick: () => void, hint = ''): HTMLElement {
    const b = el('button', { type: 'button', class: cls }, text);
    b.addEventListener('click', onClick);
    if (!hint) return b;
    const wrap = el('div', { class: 'choice' });
    const id = `hint-${cls.replace(/\W/g, '')}`;
    b.setAttribute('aria-describedby', id);
    wrap.append(b, el('p', { class: 'choice-hint', id }, hint));
    return wrap;
  }

  private renderDecision(s: State): void {
    const t = this.i18n;
    const legal = this.legal();
    const parts: HTMLElement[] = [];
    if (legal.swap) parts.push(this.button(t.t('action.swap'), 'swap', () => this.sendAction({ t: 'swap' }, null)));
    if (legal.keep) parts.push(this.button(t.t('action.keep'), 'keep', () => this.sendAction({ t: 'keep' }, null)));
    const choices = Array.isArray(legal.choose) ? (legal.choose as number[]) : [];
    const n = s.offers_needed || Number(/taraguchi-(\d+)/.exec(s.rule)?.[1] ?? 10);
    if (choices.includes(1)) {
      parts.push(this.button(t.t('action.choice1'), 'choice1', () => this.sendAction({ t: 'choose', n: 1 }, null), t.t('action.choice1.hint')));
    }
    if (choices.includes(2)) {
      parts.push(this.button(t.plural('action.choice2', n), 'choice2', () => this.sendAction({ t: 'choose', n: 2 }, null), t.plural('action.choice2.hint', n)));
    }
    if (s.offers_needed > 0 && !s.result) {
      const counter = el('p', { class: 'offer-count' }, t.plural('offer.count', s.offers.length) + ` / ${s.offers_needed}`);
      parts.push(counter);
      if (legal.withdraw) parts.push(el('p', { class: 'choice-hint' }, t.t('offer.withdrawHint')));
    }
    this.decision.replaceChildren(...parts);
    this.decision.hidden = parts.length === 0;
  }

  private renderDraw(s: State): void {
    const t = this.i18n;
    const legal = this.legal();
    const parts: HTMLElement[] = [];
    if (s.draw_offer && !s.result) {
      if (s.draw_offer === this.seat) {
        parts.push(el('p', {}, t.t('draw.sent')));
      } else {
        parts.push(el('p', {}, t.t('draw.offered')));
        const accept = legalKey(legal, 'accept-draw', 'draw_accept');
        const decline = legalKey(legal, 'decline-draw', 'draw_decline');
        if (accept) parts.push(this.button(t.t('action.drawAccept'), 'draw-accept', () => this.sendAction({ t: accept }, null)));
        if (decline) parts.push(this.button(t.t('action.drawDecline'), 'draw-decline', () => this.sendAction({ t: decline }, null)));
      }
    }
    this.drawBox.replaceChildren(...parts);
    this.drawBox.hidden = parts.length === 0;
  }

  private renderInvite(s: State): void {
    const t = this.i18n;
    const otherSeat = this.seat === 'A' ? 'B' : 'A';
    const show = !!this.seat && !s.seats[otherSeat].claimed && !s.result;
    this.invite.hidden = !show;
    if (!show || this.invite.childElementCount > 0) return;
    const url = `${location.origin}/game/${encodeURIComponent(this.gameId)}/join`;
    const input = el('input', { id: 'invite-url', type: 'text', readonly: '', value: url });
    const done = el('span', { class: 'copied', role: 'status' });
    const copy = this.button(t.t('action.invite'), 'invite-copy', () => {
      const ok = () => {
        done.textContent = t.t('action.inviteCopied');
      };
      const fallback = () => {
        input.select();
        try {
          if (document.execCommand('copy')) return ok();
        } catch {
          // fall through
        }
        done.textContent = t.t('error.copy');
      };
      if (navigator.clipboard) navigator.clipboard.writeText(url).then(ok, fallback);
      else fallback();
    });
    this.invite.append(el('label', { for: 'invite-url' }, t.t('game.inviteIntro')), input, copy, done);
  }

  private renderResult(s: State): void {
    const t = this.i18n;
    const r = s.result;
    this.result.hidden = !r;
    if (!r) return;
    const main = r.color === 'black' ? t.t('result.blackWins') : r.color === 'white' ? t.t('result.whiteWins') : t.t('result.draw');
    let text = t.t('result.line', { result: main, reason: t.t(`reason.${r.reason}`) });
    if (this.seat && r.winner) text += ' ' + t.t(r.winner === this.seat ? 'result.youWin' : 'result.youLose');
    this.result.textContent = text;
  }

  private renderActions(): void {
    const t = this.i18n;
    const s = this.state;
    const legal = this.legal();
    const parts: HTMLElement[] = [];
    if (this.armed) {
      const at = this.armed;
      parts.push(this.button(t.t('action.placeAt', { at }), 'place-confirm primary', () => {
        this.sendAction({ t: 'place', at }, { at, color: this.myColour() ?? 'black' });
      }));
    }
    if (s && !s.result) {
      if (legal.pass) parts.push(this.button(t.t('action.pass'), 'pass', () => this.ask('confirm.pass', { t: 'pass' })));
      const offer = legalKey(legal, 'offer-draw', 'draw_offer');
      if (offer) parts.push(this.button(t.t('action.draw'), 'draw', () => this.ask('confirm.draw', { t: offer })));
      if (legal.resign) parts.push(this.button(t.t('action.resign'), 'resign danger', () => this.ask('confirm.resign', { t: 'resign' })));
    }
    this.actions.replaceChildren(...parts);
    this.actions.hidden = parts.length === 0;
  }

  // Resign, draw and pass ask first; the question replaces the buttons until answered.
  private ask(question: string, action: ActionMsg): void {
    const t = this.i18n;
    this.confirmAction = action;
    const yes = this.button(t.t('action.confirm'), 'confirm-yes primary', () => {
      const a = this.confirmAction;
      this.closeConfirm();
      if (a) this.sendAction(a, null);
    });
    const no = this.button(t.t('action.cancel'), 'confirm-no', () => this.closeConfirm());
    const q = el('p', { id: 'confirm-question' }, t.t(question));
    this.confirm.setAttribute('aria-labelledby', 'confirm-question');
    this.confirm.replaceChildren(q, yes, no);
    this.confirm.hidden = false;
    this.actions.hidden = true;
    (yes as HTMLButtonElement).focus();
  }

  private closeConfirm(): void {
    this.confirmAction = null;
    this.confirm.hidden = true;
    this.confirm.replaceChildren();
    this.renderActions();
  }

  private renderMoves(s: State): void {
    const items = s.moves.map((m) => el('li', { value: String(m.n) }, `${this.colourName(m.color)} ${m.at}`));
    this.moves.replaceChildren(...items);
  }

  private renderBoard(s: State): void {
    const t = this.i18n;
    const legal = this.legal();
    const sym = this.symmetricMap();
    const showForbidden = !s.result && s.to_move_color === 'black';
    const model: BoardModel = {
      stones: s.moves.map((m) => ({ at: m.at, color: m.color, n: m.n })),
      last: s.moves.length ? s.moves[s.moves.length - 1].at : null,
      area: s.result ? null : s.area,
      forbidden: showForbidden
        ? s.forbidden.map((f) => ({ at: f.at, title: `${f.at}: ${t.t('forbidden.title', { reason: this.forbiddenText(f.reason) })}` }))
        : [],
      // The server keeps listing the offers after the pick; they matter only until then.
      offers: s.offers_needed > 0 && !s.result
        ? s.offers.map((at, i) => ({ at, n: i + 1, title: t.t('offer.label', { n: i + 1 }) + ` (${at})` }))
        : [],
      symmetric: [...sym].map(([at, offer]) => ({
        at,
        title: `${at}: ${t.t('offer.symmetric', { n: s.offers.indexOf(offer) + 1, at: offer })}`,
      })),
      numbers: this.settings.numbers,
      ghost: legal.place ? (this.myColour() ?? null) : legal.offer ? 'offer' : null,
    };
    this.board.render(model);
    this.boardBox.dataset.turn = this.seat && s.to_move === this.seat ? 'mine' : 'theirs';
    if (this.armed) this.board.setPending({ at: this.armed, color: `${this.myColour() ?? 'black'} armed` });
  }
}

async function main(root: HTMLElement): Promise<void> {
  const gameId = root.dataset.game ?? '';
  const lang = document.documentElement.lang || 'en';
  const i18n = new I18n(lang);
  const key = `renju.seat.${gameId}`;
  // The seat link carries the secret in the fragment: keep it, then take it out of the address
  // bar so that it is not shared by accident.
  const m = /(?:^#|&)s=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (m) {
    storageSet(key, m[1]);
    history.replaceState(null, '', location.pathname + location.search);
  }
  let secret = storageGet(key) ?? (m ? m[1] : null);
  let notice = '';
  if (root.dataset.join === '1') {
    if (!secret) {
      try {
        const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/join`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        const body = (await r.json().catch(() => null)) as
          | { secret?: string; error?: { code?: string } }
          | null;
        if (r.ok && body?.secret) {
          secret = body.secret;
          storageSet(key, secret);
        } else if (body?.error?.code === 'unknown_game') {
          root.replaceChildren(el('p', { class: 'not-found' }, i18n.t('game.notFound')));
          return;
        } else if (body?.error?.code === 'seat_taken') {
          notice = i18n.t('game.seatTaken');
        } else if (body?.error?.code) {
          const k = `error.${body.error.code}`;
          notice = i18n.has(k) ? i18n.t(k) : i18n.t('error.generic', { message: body.error.code });
        }
      } catch {
        notice = i18n.t('conn.reconnecting');
      }
    }
    history.replaceState(null, '', location.pathname.replace(/\/join\/?$/, '') + location.search);
  }
  new GameUI(root, lang, gameId, secret, notice).start();
}

const root = document.getElementById('app');
if (root) void main(root);
