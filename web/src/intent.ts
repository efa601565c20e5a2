// What a click, tap or Enter on a point means: the action to send (with the stone to show at
// once), a first tap to confirm when "confirm before placing" is on, or why nothing can be done
// there. Pure: decided from the state, the seat and the settings.
import { inArea, isMyTurn, type Texts, type View } from './texts';
import type { Action } from './types';
import type { I18n } from './i18n';

export type Intent =
  | { readonly kind: 'send'; readonly action: Action; readonly pending: { at: string; color: string } | null }
  | { readonly kind: 'arm'; readonly at: string }
  | { readonly kind: 'explain'; readonly text: string; readonly tone: '' | 'forbidden' };

const listed = (list: readonly string[] | undefined, at: string) => !!list && list.includes(at);

export function pointIntent(v: View, at: string, armed: string | null, confirmPlace: boolean, i18n: I18n, texts: Texts): Intent {
  const s = v.state;
  const legal = s.legal;
  const explain = (text: string, tone: '' | 'forbidden' = ''): Intent => ({ kind: 'explain', text, tone });
  const reason = texts.forbiddenAt(s, at);
  if (reason && (legal.place || legal.offer)) {
    return explain(i18n.t('forbidden.explain', { at, reason: texts.forbidden(reason) }), 'forbidden');
  }
  const colour = v.seat ? s.seats[v.seat].color : 'black';
  if (listed(legal.place, at)) {
    if (confirmPlace && armed !== at) return { kind: 'arm', at };
    return { kind: 'send', action: { t: 'place', at }, pending: { at, color: colour } };
  }
  if (listed(legal.withdraw, at)) return { kind: 'send', action: { t: 'withdraw', at }, pending: null };
  if (listed(legal.offer, at)) return { kind: 'send', action: { t: 'offer', at }, pending: { at, color: 'offer' } };
  if (listed(legal.pick, at)) return { kind: 'send', action: { t: 'pick', at }, pending: { at, color: 'white' } };
  const sym = texts.symmetricTo(s, at);
  if (sym) return explain(texts.symmetric(s, sym));
  if (s.moves.some((m) => m.at === at)) return explain(i18n.t('point.occupied', { at }));
  if ((legal.place || legal.offer) && !inArea(s, at)) return explain(i18n.t('point.outside', { at }));
  if (s.result) return explain(i18n.t('error.game_over'));
  if (!v.seat) return explain(i18n.t('error.spectator'));
  if (!isMyTurn(v)) return explain(i18n.t('error.not_your_turn'));
  return explain(i18n.t('point.notNow', { at }));
}
