// The table's panel, in two parts. The status part stays beside or above the board: the status
// line, the result, the latest explanation, the decisions of the opening (swap, keep, the
// fifth-move choice), the draw offer and the action buttons with their confirmation. The side
// part holds the rest: connection, who plays whom, the invite box, settings and the move list.
import { ConfirmDialog } from './confirm';
import { button, el } from './dom';
import type { I18n } from './i18n';
import { inviteBox } from './invite';
import type { Settings } from './settings';
import { rematchParts } from './rematch_box';
import { tableParts } from './table_box';
import { bothJoined, computerThinking, other, type Texts, type View } from './texts';
import type { Action, RematchInfo } from './types';

export interface PanelHandlers {
  send(action: Action): void;
  placeArmed(): void;
  setting(name: keyof Settings, value: boolean): void;
  afterConfirm(openerKey: string | null): void;
  keepWaiting(): void;
  goToRematch(game: string): void;
}

export class Panel {
  // The status part.
  readonly status = el('section', { class: 'status', id: 'status' });
  readonly phase = el('p', { class: 'phase', id: 'phase' });
  readonly result = el('p', { class: 'result' });
  readonly hint = el('p', { class: 'hint', id: 'hint', 'aria-live': 'polite' });
  private readonly decision = el('div', { class: 'decision' });
  private readonly drawBox = el('div', { class: 'draw-offer' });
  private readonly tableBox = el('div', { class: 'table-offer', 'aria-live': 'polite' });
  private readonly actions = el('div', { class: 'actions' });
  readonly confirm: ConfirmDialog;
  // The side part.
  readonly side = el('section', { class: 'panel' });
  readonly conn = el('p', { class: 'conn', 'data-state': 'connecting' });
  private readonly role = el('p', { class: 'role' });
  private readonly seats = el('p', { class: 'seats' });
  // The canonical opening stones 1–3 make, and the declared number of fifth moves.
  private readonly opening = el('p', { class: 'opening' });
  private readonly invite = el('div', { class: 'invite' });
  private readonly moves = el('ol', { class: 'move-list' });

  constructor(
    private readonly i18n: I18n,
    private readonly texts: Texts,
    private readonly gameId: string,
    settings: Settings,
    private readonly h: PanelHandlers,
  ) {
    const t = (k: string) => i18n.t(k);
    this.status.setAttribute('aria-label', t('game.status'));
    this.side.setAttribute('aria-label', i18n.t('game.title', { id: gameId }));
    this.confirm = new ConfirmDialog(i18n, (key) => {
      this.actions.hidden = this.actions.childElementCount === 0;
      h.afterConfirm(key);
    });
    this.status.append(this.phase, this.result, this.hint, this.decision, this.drawBox, this.tableBox, this.confirm.box, this.actions);

    const box = el('fieldset', { class: 'settings' });
    box.append(el('legend', { class: 'visually-hidden' }, t('settings.legend')));
    for (const name of ['numbers', 'confirmPlace', 'sound'] as const) {
      box.append(this.checkbox(name, t(`settings.${name}`), settings[name]));
    }
    const movesBox = el('details', { class: 'moves' });
    movesBox.append(el('summary', {}, t('game.moves')), this.moves);
    this.side.append(this.conn, this.role, this.seats, this.opening, this.invite, box, movesBox);
    for (const e of [this.decision, this.drawBox, this.tableBox, this.invite, this.result, this.actions]) e.hidden = true;
  }

  private checkbox(name: keyof Settings, label: string, checked: boolean): HTMLElement {
    const id = `setting-${name}`;
    const box = el('input', { type: 'checkbox', id });
    box.checked = checked;
    box.addEventListener('change', () => this.h.setting(name, box.checked));
    const l = el('label', { for: id });
    l.append(box, document.createTextNode(` ${label}`));
    return l;
  }

  explain(text: string, tone: '' | 'forbidden' | 'error' = ''): void {
    this.hint.textContent = text;
    this.hint.dataset.kind = tone;
  }

  render(v: View, armed: string | null, drawNote: string, gone = false, rematch: RematchInfo | null = null): void {
    const s = v.state;
    const mine = v.seat ? s.seats[v.seat].color : null;
    this.role.textContent = this.texts.role(v);
    this.role.dataset.colour = mine ?? '';
    this.seats.textContent = this.texts.seats(v);
    this.renderOpening(v);
    this.phase.textContent = this.texts.status(v);
    this.phase.dataset.thinking = computerThinking(s) ? 'true' : 'false';
    this.result.textContent = this.texts.result(v);
    this.result.hidden = !s.result;
    this.renderDecision(v);
    this.renderDraw(v, drawNote);
    const table = [...tableParts(this.i18n, v, gone, this.h), ...rematchParts(this.i18n, v, rematch, this.h)];
    this.tableBox.replaceChildren(...table);
    this.tableBox.hidden = table.length === 0;
    this.renderInvite(v);
    this.renderActions(v, armed);
    this.moves.replaceChildren(...s.moves.map((m) => el('li', { value: String(m.n) }, `${this.texts.colour(m.color)} ${m.at}`)));
  }

  private renderOpening(v: View): void {
    const s = v.state;
    const parts: string[] = [];
    if (s.opening) parts.push(this.i18n.t('game.opening', { name: s.opening.name, code: s.opening.code }));
    if (s.declared !== null) parts.push(this.i18n.plural('game.declared', s.declared));
    this.opening.textContent = parts.join(' · ');
    this.opening.hidden = parts.length === 0;
  }

  private renderDecision(v: View): void {
    const t = this.i18n;
    const s = v.state;
    const legal = s.legal;
    const parts: HTMLElement[] = [];
    if (legal.swap) parts.push(button(t.t('action.swap'), 'swap', () => this.h.send({ t: 'swap' })));
    if (legal.keep) parts.push(button(t.t('action.keep'), 'keep', () => this.h.send({ t: 'keep' })));
    const choices = legal.choose ?? [];
    const n = s.offers_needed || Number(/taraguchi-(\d+)/.exec(s.rule)?.[1] ?? 10);
    if (choices.includes(1)) {
      parts.push(button(t.t('action.choice1'), 'choice1', () => this.h.send({ t: 'choose', n: 1 }), t.t('action.choice1.hint')));
    }
    if (choices.includes(2)) {
      parts.push(button(t.plural('action.choice2', n), 'choice2', () => this.h.send({ t: 'choose', n: 2 }), t.plural('action.choice2.hint', n)));
    }
    // Yamaguchi, Soosõrv-N: one button per count that may be declared.
    for (const count of legal.declare ?? []) {
      parts.push(button(t.plural('action.declare', count), `declare-${count}`, () => this.h.send({ t: 'declare', n: count })));
    }
    if (s.offers_needed > 0 && !s.result) {
      parts.push(el('p', { class: 'offer-count' }, t.plural('offer.count', s.offers.length) + ` / ${s.offers_needed}`));
      if (legal.withdraw) parts.push(el('p', { class: 'choice-hint' }, t.t('offer.withdrawHint')));
    }
    this.decision.replaceChildren(...parts);
    this.decision.hidden = parts.length === 0;
  }

  private renderDraw(v: View, note: string): void {
    const t = this.i18n;
    const legal = v.state.legal;
    const parts: HTMLElement[] = [];
    const offer = this.texts.drawOffer(v);
    if (offer) {
      parts.push(el('p', {}, offer));
      if (legal['accept-draw']) parts.push(button(t.t('action.drawAccept'), 'draw-accept', () => this.h.send({ t: 'accept-draw' })));
      if (legal['decline-draw']) parts.push(button(t.t('action.drawDecline'), 'draw-decline', () => this.h.send({ t: 'decline-draw' })));
    } else if (note) {
      parts.push(el('p', { class: 'draw-note' }, note));
    }
    this.drawBox.replaceChildren(...parts);
    this.drawBox.hidden = parts.length === 0;
  }

  private renderInvite(v: View): void {
    const show = !!v.seat && !v.state.seats[other(v.seat)].claimed && !v.state.result;
    this.invite.hidden = !show;
    if (show && this.invite.childElementCount === 0) this.invite.append(...inviteBox(this.i18n, this.gameId));
  }

  private renderActions(v: View, armed: string | null): void {
    const t = this.i18n;
    const s = v.state;
    const legal = s.legal;
    const parts: HTMLElement[] = [];
    if (armed) parts.push(button(t.t('action.placeAt', { at: armed }), 'place-confirm', () => this.h.placeArmed(), '', 'primary'));
    if (!s.result) {
      const ask = (question: string, key: string, action: Action) => () => {
        this.confirm.ask(question, key, () => this.h.send(action));
        this.actions.hidden = true;
      };
      if (legal.pass) parts.push(button(t.t('action.pass'), 'pass', ask('confirm.pass', 'pass', { t: 'pass' })));
      // A draw needs an opponent: not offered while the other seat is free.
      if (legal['offer-draw'] && bothJoined(s)) {
        parts.push(button(t.t('action.draw'), 'draw', ask('confirm.draw', 'draw', { t: 'offer-draw' })));
      }
      if (legal.takeback) parts.push(button(t.t('action.takeback'), 'takeback', () => this.h.send({ t: 'takeback' })));
      if (legal.abort && v.seat) parts.push(button(t.t('action.abort'), 'abort', ask('confirm.abort', 'abort', { t: 'abort' })));
      if (legal.resign) parts.push(button(t.t('action.resign'), 'resign', ask('confirm.resign', 'resign', { t: 'resign' }), '', 'danger'));
    }
    this.actions.replaceChildren(...parts);
    this.actions.hidden = parts.length === 0 || this.confirm.open;
  }

  setConnection(text: string, state: string): void {
    this.conn.dataset.state = state;
    this.conn.textContent = text;
  }

  // The decision to make now (swap or keep, the fifth-move choice, a draw offer to answer), for
  // the focus after an action; the board is next.
  firstDecision(): HTMLElement | null {
    return this.status.querySelector<HTMLElement>('.decision button, .draw-offer button, .table-offer button');
  }
}
