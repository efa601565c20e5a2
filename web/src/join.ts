// Joining and the seat secret: the seat link's fragment (#s=…) is kept in localStorage, bound to
// this browser's device on the server, and taken out of the address bar; the invite link
// (/game/<id>/join) takes the free seat with one POST, or says it is the visitor's own game.
import { el } from './dom';
import type { I18n } from './i18n';
import { seatKey } from './seat_menu';
import { storageGet, storageSet } from './settings';

export interface Seating {
  readonly secret: string | null;
  readonly notice: string;  // why the visitor watches instead of playing, if they asked to play
}

// The seat secret for this game and a notice, or null when the game does not exist (the page
// then says so).
export async function takeSeat(root: HTMLElement, gameId: string, i18n: I18n): Promise<Seating | null> {
  const key = seatKey(gameId);
  // The seat link carries the secret in the fragment: keep it, then take it out of the address
  // bar so that it is not shared by accident.
  const m = /(?:^#|&)s=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (m) {
    storageSet(key, m[1]);
    history.replaceState(null, '', location.pathname + location.search);
    // This browser keeps the seat (My games, reloads) through its device cookie.
    await fetch(`/api/games/${encodeURIComponent(gameId)}/seat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ secret: m[1] }),
    }).catch(() => null);
  }
  let secret = storageGet(key) ?? (m ? m[1] : null);
  let notice = '';
  if (root.dataset.join === '1') {
    if (secret) {
      notice = i18n.t('game.ownGame');
    } else {
      try {
        const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/join`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        const body: unknown = await r.json().catch(() => null);
        const b = (typeof body === 'object' && body !== null ? body : {}) as { secret?: unknown; own?: unknown; error?: { code?: unknown } };
        const code = typeof b.error?.code === 'string' ? b.error.code : '';
        if (r.ok && typeof b.secret === 'string') {
          secret = b.secret;
          storageSet(key, secret);
          // Our own game's invite link: the seat we hold stays ours.
          if (b.own === true) notice = i18n.t('game.ownGame');
        } else if (code === 'unknown_game') {
          root.replaceChildren(el('p', { class: 'not-found' }, i18n.t('game.notFound')));
          return null;
        } else if (code === 'seat_taken') {
          notice = i18n.t('game.seatTaken');
        } else if (code) {
          const k = `error.${code}`;
          notice = i18n.has(k) ? i18n.t(k) : i18n.t('error.generic', { message: code });
        }
      } catch {
        notice = i18n.t('conn.reconnecting');
      }
    }
    history.replaceState(null, '', location.pathname.replace(/\/join\/?$/, '') + location.search);
  }
  return { secret, notice };
}
