// After the end: offer a rematch, answer the opponent's offer, and once it is agreed the way to
// the new game (for spectators too). The roles are exchanged there; the server makes the game.
import { button, el } from './dom';
import type { I18n } from './i18n';
import type { View } from './texts';
import type { Action, RematchInfo } from './types';

export interface RematchHandlers {
  send(action: Action): void;
  goToRematch(game: string): void;
}

export function rematchParts(i18n: I18n, v: View, r: RematchInfo | null, h: RematchHandlers): HTMLElement[] {
  if (!v.state.result || !r) return [];
  const t = (k: string) => i18n.t(k);
  const game = r.game;
  if (game) {
    return [
      el('p', { class: 'rematch-ready' }, t('rematch.ready')),
      button(t('action.rematchGo'), 'rematch-go', () => h.goToRematch(game), '', 'primary'),
    ];
  }
  if (!v.seat) return r.offer ? [el('p', {}, t('rematch.offered'))] : [];
  if (r.offer === v.seat) return [el('p', { class: 'rematch-sent' }, t('rematch.sent'))];
  if (r.offer) {
    return [
      el('p', { class: 'rematch-asked' }, t('rematch.asked')),
      button(t('action.rematchAccept'), 'rematch-accept', () => h.send({ t: 'rematch' })),
      button(t('action.rematchDecline'), 'rematch-decline', () => h.send({ t: 'decline-rematch' })),
    ];
  }
  return [button(t('action.rematch'), 'rematch', () => h.send({ t: 'rematch' }))];
}
