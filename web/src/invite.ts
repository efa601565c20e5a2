// The invite box shown to a player while the other seat is free: the invite link and a button
// that copies it; and the copy button itself, shared with the seat link (with a fallback for
// browsers without the clipboard API).
import { button, el } from './dom';
import type { I18n } from './i18n';

// A button that copies the input's value, and the status line that says it did.
export function copyControls(t: I18n, input: HTMLInputElement, label: string, key: string): HTMLElement[] {
  const done = el('span', { class: 'copied', role: 'status' });
  const copy = button(label, key, () => {
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
    if (navigator.clipboard) navigator.clipboard.writeText(input.value).then(ok, fallback);
    else fallback();
  });
  return [copy, done];
}

export function inviteBox(i18n: I18n, gameId: string): HTMLElement[] {
  const url = `${location.origin}/game/${encodeURIComponent(gameId)}/join`;
  const input = el('input', { id: 'invite-url', type: 'text', readonly: '', value: url });
  return [el('label', { for: 'invite-url' }, i18n.t('game.inviteIntro')), input, ...copyControls(i18n, input, i18n.t('action.invite'), 'invite-copy')];
}
