// The invite box shown to a player while the other seat is free: the invite link and a button
// that copies it (with a fallback for browsers without the clipboard API).
import { button, el } from './dom';
import type { I18n } from './i18n';

export function inviteBox(i18n: I18n, gameId: string): HTMLElement[] {
  const t = i18n;
  const url = `${location.origin}/game/${encodeURIComponent(gameId)}/join`;
  const input = el('input', { id: 'invite-url', type: 'text', readonly: '', value: url });
  const done = el('span', { class: 'copied', role: 'status' });
  const copy = button(t.t('action.invite'), 'invite-copy', () => {
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
  return [el('label', { for: 'invite-url' }, t.t('game.inviteIntro')), input, copy, done];
}
