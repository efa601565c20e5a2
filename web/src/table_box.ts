// The table's own questions, beside the draw offer: a takeback request to answer (or the one
// the viewer sent), and, when the opponent has been disconnected long enough, the claims of the
// win or a draw with "keep waiting". Only for the players; spectators see none of it, except
// the note that the game was created without takebacks, which everyone sees while it runs.
import { button, el } from './dom';
import type { I18n } from './i18n';
import type { View } from './texts';
import type { Action } from './types';

export interface TableHandlers {
  send(action: Action): void;
  keepWaiting(): void;
}

// The elements to show (none when nothing applies). `gone`: the opponent may be claimed against.
export function tableParts(i18n: I18n, v: View, gone: boolean, h: TableHandlers): HTMLElement[] {
  const s = v.state;
  const t = (k: string) => i18n.t(k);
  const parts: HTMLElement[] = [];
  if (!s.takebacks && !s.result) parts.push(el('p', { class: 'no-takebacks' }, t('game.takebacksOff')));
  if (!v.seat || s.result) return parts;
  const legal = s.legal;
  if (s.takeback === v.seat) parts.push(el('p', {}, t('takeback.sent')));
  if (s.takeback && s.takeback !== v.seat) {
    parts.push(el('p', {}, t('takeback.asked')));
    if (legal['accept-takeback']) {
      parts.push(button(t('action.takebackAccept'), 'takeback-accept', () => h.send({ t: 'accept-takeback' })));
    }
    if (legal['decline-takeback']) {
      parts.push(button(t('action.takebackDecline'), 'takeback-decline', () => h.send({ t: 'decline-takeback' })));
    }
  }
  if (gone) {
    parts.push(el('p', { class: 'gone' }, t('gone.told')));
    parts.push(button(t('action.claimWin'), 'claim-win', () => h.send({ t: 'claim-win' })));
    parts.push(button(t('action.claimDraw'), 'claim-draw', () => h.send({ t: 'claim-draw' })));
    parts.push(button(t('action.keepWaiting'), 'keep-waiting', () => h.keepWaiting()));
  }
  return parts;
}
