// The seat menu: for a visitor watching a game with a free seat, the one-click "Play White" /
// "Play Black" (first claim wins, on the server); for a player, "Continue on another device"
// with the seat link, a copy button, its QR code and the warning that the link is a key.
import { button, el } from './dom';
import type { I18n } from './i18n';
import { copyControls } from './invite';
import { qrSvg } from './qr';
import { storageSet } from './settings';
import type { View } from './texts';
import type { Seat } from './types';

export function seatKey(gameId: string): string {
  return `renju.seat.${gameId}`;
}

export class SeatMenu {
  // In the status part: the claim button, or why the claim failed.
  readonly claim = el('div', { class: 'claim' });
  // In the side part: the seat link for another device.
  readonly device = el('details', { class: 'device' });
  private readonly deviceBody = el('div', { class: 'device-body' });
  private claiming = false;
  private asked = false;  // whether the server was asked for this browser's seat link

  constructor(
    private readonly i18n: I18n,
    private readonly gameId: string,
    private secret: string | null,
    private readonly notify: (text: string, tone?: '' | 'error') => void,
  ) {
    this.device.append(el('summary', {}, i18n.t('device.summary')), this.deviceBody);
    this.device.addEventListener('toggle', () => {
      if (this.device.open && this.deviceBody.childElementCount === 0) void this.showLink();
    });
    this.claim.hidden = true;
    this.device.hidden = true;
  }

  render(v: View): void {
    const s = v.state;
    this.device.hidden = !v.seat;
    // A seat held by the cookie alone: ask for its link now (which also migrates old cookies).
    if (v.seat && !this.secret && !this.asked) {
      this.asked = true;
      void this.fetchSecret();
    }
    // A watcher may take a seat nobody holds: not the computer's, not in a finished game.
    const free = (['A', 'B'] as Seat[]).find((x) => !s.seats[x].claimed && !s.seats[x].computer);
    const show = !v.seat && !!free && !s.result;
    this.claim.hidden = !show;
    if (!show || !free) {
      this.claim.replaceChildren();
      return;
    }
    const key = s.seats[free].color === 'black' ? 'game.claim.black' : 'game.claim.white';
    const label = this.i18n.t(key);
    const existing = this.claim.querySelector('button');
    if (existing?.textContent === label) return;
    this.claim.replaceChildren(button(label, 'claim', () => void this.take(), '', 'primary'));
  }

  private async take(): Promise<void> {
    if (this.claiming) return;
    this.claiming = true;
    const t = this.i18n;
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(this.gameId)}/join`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body = (await r.json().catch(() => null)) as { secret?: unknown; error?: { code?: unknown } } | null;
      if (r.ok && typeof body?.secret === 'string') {
        storageSet(seatKey(this.gameId), body.secret);
        // The page starts again as the seat's player (the device cookie holds it too).
        location.reload();
        return;
      }
      const code = typeof body?.error?.code === 'string' ? body.error.code : '';
      this.notify(code === 'seat_taken' ? t.t('game.claimLost') : t.has(`error.${code}`) ? t.t(`error.${code}`) : t.t('error.generic', { message: code || String(r.status) }), 'error');
    } catch {
      this.notify(t.t('conn.reconnecting'), 'error');
    } finally {
      this.claiming = false;
    }
  }

  private async fetchSecret(): Promise<void> {
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(this.gameId)}/seat`);
      const body = (await r.json().catch(() => null)) as { secret?: unknown } | null;
      if (r.ok && typeof body?.secret === 'string') this.secret = body.secret;
    } catch {
      // The control says there is no link.
    }
  }

  // The seat link: the secret this page was given, else the one the server keeps for this
  // browser (GET /api/games/<id>/seat).
  private async showLink(): Promise<void> {
    const t = this.i18n;
    if (!this.secret) await this.fetchSecret();
    if (!this.secret) {
      this.deviceBody.replaceChildren(el('p', { class: 'device-none' }, t.t('device.none')));
      return;
    }
    const url = `${location.origin}/game/${encodeURIComponent(this.gameId)}#s=${this.secret}`;
    const input = el('input', { id: 'seat-url', type: 'text', readonly: '', value: url, 'aria-describedby': 'seat-warning' });
    this.deviceBody.replaceChildren(
      el('p', { class: 'device-warning', id: 'seat-warning' }, t.t('device.warning')),
      el('label', { for: 'seat-url' }, t.t('device.intro')),
      input,
      ...copyControls(t, input, t.t('device.copy'), 'seat-copy'),
      qrSvg(url, t.t('device.qr')),
    );
  }
}
