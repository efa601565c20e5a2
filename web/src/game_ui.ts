// The table: holds the latest state from the server and the viewer's seat, and wires the parts
// together: the connection, the board and its input, the panel, the announcements. Each state
// comes from the connection's model (a new object after every event and presence message) and
// the whole table is redrawn from it, keeping the keyboard focus on a sensible control.
import { Announcer } from './announcer';
import { BoardView, type BoardModel } from './board';
import { BoardInput } from './board_input';
import { ClockView } from './clock_view';
import { Connection, type ConnStatus } from './connection';
import { el, focusedKey, restoreFocus } from './dom';
import { gameDownloads } from './downloads';
import { winningStones } from './five';
import type { I18n } from './i18n';
import { pointIntent } from './intent';
import { Panel } from './panel';
import { SeatMenu } from './seat_menu';
import { loadSettings, saveSettings, type Settings } from './settings';
import { isMyTurn, other, Texts, type View } from './texts';
import { goToRematch } from './rematch_go';
import type { Action, ErrorMsg, EventMsg, RematchInfo, Seat, State } from './types';

export class GameUI {
  private readonly board = new BoardView();
  private readonly texts: Texts;
  private readonly panel: Panel;
  private readonly input: BoardInput;
  private readonly announcer: Announcer;
  private readonly seatMenu: SeatMenu;
  private readonly boardBox: HTMLDivElement;
  private readonly settings: Settings = loadSettings();
  private readonly clocks: ClockView;
  private conn!: Connection;
  private state: State | null = null;
  private seat: Seat | null = null;
  private armed: string | null = null;  // confirm-before-place: the point tapped once
  private otherClaimed: boolean | null = null;
  // "Your draw offer was declined", shown until the next stone.
  private drawNote: { text: string; moves: number } | null = null;
  // The opponent has been gone long enough to claim against (until they return or we wait on).
  private gone = false;
  // A finished game's rematch offer or agreement (null before the end).
  private rematch: RematchInfo | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly i18n: I18n,
    private readonly gameId: string,
    private readonly secret: string | null,
    notice: string,
  ) {
    const t = (k: string) => i18n.t(k);
    this.texts = new Texts(i18n);
    this.announcer = new Announcer(i18n, this.texts, () => this.settings.sound);
    this.clocks = new ClockView(
      i18n,
      (seat) => this.texts.colour(this.state?.seats[seat].color),
      () => this.seat,
      () => this.announcer.lowTime(),
    );
    this.panel = new Panel(i18n, this.texts, gameId, this.settings, {
      send: (a) => this.send(a, null),
      placeArmed: () => {
        const at = this.armed;
        if (at) this.send({ t: 'place', at }, { at, color: this.myColour() });
      },
      setting: (name, value) => {
        this.settings[name] = value;
        saveSettings(this.settings);
        this.armed = null;
        this.render();
      },
      afterConfirm: (key) => {
        const opener = key ? this.root.querySelector<HTMLElement>(`[data-key="${key}"]`) : null;
        (opener ?? this.boardBox).focus();
      },
      keepWaiting: () => {
        this.gone = false;
        this.render();
        this.boardBox.focus();
      },
      goToRematch: (game) => void goToRematch(this.gameId, game, this.seat, this.secret),
    });

    this.seatMenu = new SeatMenu(i18n, gameId, secret, (text, tone) => this.panel.explain(text, tone));
    this.panel.phase.after(this.seatMenu.claim);
    this.panel.side.querySelector('.invite')?.after(this.seatMenu.device);
    this.panel.side.append(gameDownloads(i18n, gameId));

    this.boardBox = el('div', {
      class: 'board',
      id: 'board',
      tabindex: '0',
      role: 'application',
      'aria-label': t('game.board'),
      'aria-describedby': 'board-help hint',
    });
    this.boardBox.append(this.board.svg);
    const touch = matchMedia('(pointer: coarse)').matches;
    const help = el('p', { class: 'help', id: 'board-help' }, t(touch ? 'board.helpTouch' : 'board.help'));
    const boardWrap = el('div', { class: 'board-wrap' });
    boardWrap.append(this.clocks.root, this.boardBox, help);

    this.input = new BoardInput(this.board, this.boardBox, {
      activate: (at) => this.activate(at),
      hover: (at) => {
        const s = this.state;
        if (s && (this.texts.forbiddenAt(s, at) || this.texts.symmetricTo(s, at))) {
          this.panel.explain(`${at}: ${this.texts.point(s, at)}`);
        }
      },
      cursor: (at) => {
        if (this.state) this.panel.explain(i18n.t('board.cursor', { at, what: this.texts.point(this.state, at) }));
      },
      typing: (text, state) => {
        if (state === 'bad') this.panel.explain(i18n.t('board.typedBad', { at: text }), 'error');
        else if (state === 'point') this.panel.explain(i18n.t('board.typed', { at: text }));
        else this.panel.explain(text ? `${text}…` : '');
      },
    });

    this.root.replaceChildren(this.panel.status, boardWrap, this.panel.side, this.announcer.live);
    this.root.classList.add('ready');
    if (notice) this.panel.explain(notice);
    this.skipLink();
  }

  // The page's skip link leads straight to the board.
  private skipLink(): void {
    const skip = document.querySelector<HTMLAnchorElement>('a.skip');
    if (!skip) return;
    skip.href = '#board';
    skip.textContent = this.i18n.t('game.skipToBoard');
    skip.addEventListener('click', (e) => {
      e.preventDefault();
      this.boardBox.focus();
    });
  }

  start(): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${location.host}/ws/games/${encodeURIComponent(this.gameId)}`;
    this.conn = new Connection(url, this.gameId, this.secret, {
      welcome: (seat) => {
        this.seat = seat;
      },
      state: (s) => this.onState(s),
      event: (ev, after) => this.onEvent(ev, after),
      // The pending stone stays until the state that contains it arrives (right after).
      ack: () => undefined,
      error: (err, action) => this.onError(err, action),
      dropped: () => this.board.setPending(null),
      presence: (_p, s) => this.onPresence(s),
      gone: (seat) => {
        if (!this.seat || seat === this.seat) return;
        this.gone = true;
        this.announcer.say(this.i18n.t('gone.told'));
        this.render();
      },
      status: (s, pending) => this.onStatus(s, pending),
      notFound: () => {
        this.root.replaceChildren(el('p', { class: 'not-found' }, this.i18n.t('game.notFound')));
      },
      clock: (reading, s) => this.clocks.update(reading, s),
      rematch: (info, live) => {
        const agreedNow = live && !!info?.game && !this.rematch?.game;
        this.rematch = info;
        // Agreed while the page was open: everyone moves to the new game at once. A page
        // opened later shows the way there instead (rematch_box.ts).
        if (agreedNow && info?.game) void goToRematch(this.gameId, info.game, this.seat, this.secret);
      },
    });
    this.conn.start();
  }

  private view(s: State): View {
    return { state: s, seat: this.seat };
  }

  private myColour(): string {
    return this.seat && this.state ? this.state.seats[this.seat].color : 'black';
  }

  // ---- actions ----

  private activate(at: string): void {
    const s = this.state;
    if (!s) return;
    const intent = pointIntent(this.view(s), at, this.armed, this.settings.confirmPlace, this.i18n, this.texts);
    switch (intent.kind) {
      case 'send':
        this.send(intent.action, intent.pending);
        break;
      case 'arm':
        this.armed = intent.at;
        this.render();
        this.panel.explain(this.i18n.t('action.placeAt', { at: intent.at }));
        break;
      case 'explain':
        this.panel.explain(intent.text, intent.tone);
        break;
    }
  }

  private send(action: Action, pending: { at: string; color: string } | null): void {
    this.armed = null;
    if (!this.conn.send(action)) {
      this.panel.explain(this.i18n.plural('conn.pending', 1));
      return;
    }
    // Shown at once; the state from the server replaces it after the acknowledgement.
    this.board.setPending(pending);
    this.panel.explain('');
  }

  // ---- server messages ----

  private onStatus(status: ConnStatus, pending: number): void {
    const t = this.i18n;
    let text = t.t(status === 'online' ? 'conn.online' : status === 'connecting' ? 'conn.connecting' : 'conn.reconnecting');
    if (pending > 0) text += ` · ${t.plural('conn.pending', pending)}`;
    this.panel.setConnection(text, status);
  }

  private onError(err: ErrorMsg, action: Action | null): void {
    this.board.setPending(null);
    const t = this.i18n;
    const key = `error.${err.code}`;
    let text = t.has(key) ? t.t(key) : t.t('error.generic', { message: err.message });
    const at = typeof err.params.at === 'string' ? err.params.at : action && 'at' in action ? action.at : undefined;
    if (err.code === 'forbidden' && at && typeof err.params.reason === 'string') {
      text = t.t('forbidden.explain', { at, reason: this.texts.forbidden(err.params.reason) });
    }
    this.panel.explain(text, 'error');
  }

  private onPresence(s: State | null): void {
    if (!s || !this.state) return;
    this.state = s;
    if (this.seat && s.seats[other(this.seat)].online) this.gone = false;
    if (this.noticeJoined(this.state)) this.announcer.say(this.i18n.t('announce.joined'));
    this.render();
  }

  // True once when the opponent has just taken the free seat.
  private noticeJoined(s: State): boolean {
    if (!this.seat) return false;
    const claimed = s.seats[other(this.seat)].claimed;
    const joined = this.otherClaimed === false && claimed;
    this.otherClaimed = claimed;
    return joined;
  }

  private onEvent(ev: EventMsg, next: State | null): void {
    if (!next) return;
    const before = this.state ? this.view(this.state) : null;
    const after = this.view(next);
    this.announcer.event(ev, after, before);
    if (ev.action.t === 'decline-draw') {
      const offerer = before?.state.draw_offer ?? other(ev.seat);
      this.drawNote = { text: this.texts.drawDeclined(after, offerer), moves: next.moves.length };
    }
  }

  private onState(s: State): void {
    this.state = s;
    this.board.setPending(null);
    if (this.armed && !s.legal.place?.includes(this.armed)) this.armed = null;
    if (this.drawNote && (this.drawNote.moves !== s.moves.length || s.draw_offer || s.result)) this.drawNote = null;
    if (this.noticeJoined(s)) this.announcer.joined();
    this.input.follow(s.moves.length ? s.moves[s.moves.length - 1].at : null);
    this.render();
    this.root.dataset.v = String(s.v);
    const v = this.view(s);
    this.announcer.state(v, this.panel.phase.textContent ?? '', this.panel.result.textContent ?? '', isMyTurn(v));
    this.root.dataset.signals = String(this.announcer.signals);
  }

  // ---- rendering ----

  private render(): void {
    const s = this.state;
    if (!s) return;
    const focus = focusedKey(this.root);
    const v = this.view(s);
    this.panel.render(v, this.armed, this.drawNote?.text ?? '', this.gone && !s.result, this.rematch);
    this.seatMenu.render(v);
    this.renderBoard(v);
    restoreFocus(this.root, focus, () => [this.panel.firstDecision(), this.boardBox]);
  }

  private renderBoard(v: View): void {
    const t = this.i18n;
    const s = v.state;
    const legal = s.legal;
    const showForbidden = !s.result && s.to_move_color === 'black';
    const offering = s.offers_needed > 0 && !s.result;
    const model: BoardModel = {
      stones: s.moves.map((m) => ({ at: m.at, color: m.color, n: m.n })),
      last: s.moves.length ? s.moves[s.moves.length - 1].at : null,
      area: s.result ? null : s.area,
      forbidden: showForbidden
        ? s.forbidden.map((f) => ({ at: f.at, title: `${f.at}: ${t.t('forbidden.title', { reason: this.texts.forbidden(f.reason) })}` }))
        : [],
      // The server keeps listing the offers after the pick; they matter only until then.
      offers: offering ? s.offers.map((at, i) => ({ at, n: i + 1, title: t.t('offer.label', { n: i + 1 }) + ` (${at})` })) : [],
      symmetric: offering ? s.symmetric.map((x) => ({ at: x.at, title: `${x.at}: ${this.texts.symmetric(s, x.offer)}` })) : [],
      win: winningStones(s),
      numbers: this.settings.numbers,
      ghost: legal.place ? this.myColour() : legal.offer ? 'offer' : null,
    };
    this.board.render(model);
    this.boardBox.dataset.turn = isMyTurn(v) ? 'mine' : 'theirs';
    if (this.armed) this.board.setPending({ at: this.armed, color: `${this.myColour()} armed` });
  }
}
