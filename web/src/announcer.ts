// Announcements: what just happened, said to screen readers through a live region (the event's
// text followed by the new status line); and the turn signal for a tab in the background: the tab
// title ("● Your turn — …") and, when the player turned it on, a short tone.
import type { I18n } from './i18n';
import { other, type Texts, type View } from './texts';
import type { EventMsg } from './types';

export class Announcer {
  readonly live: HTMLElement;
  private pending = '';
  private readonly baseTitle = document.title;
  private wasMyTurn = false;
  private audio: AudioContext | null = null;
  signals = 0;  // turn signals given while the tab was hidden (exposed for tests as data-signals)

  constructor(
    private readonly i18n: I18n,
    private readonly texts: Texts,
    private readonly sound: () => boolean,
  ) {
    this.live = document.createElement('div');
    this.live.className = 'visually-hidden';
    this.live.id = 'live';
    this.live.setAttribute('aria-live', 'polite');
  }

  // Keeps the text of an event (it is said together with the state that follows it). `before` is
  // the view before the event, for who offered the draw that was declined.
  event(ev: EventMsg, v: View, before: View | null): void {
    const t = this.i18n;
    const s = v.state;
    const a = ev.action;
    const seatColour = this.texts.colour(s.seats[ev.seat].color);
    let text = '';
    switch (a.t) {
      case 'place': {
        const m = s.moves.find((x) => x.at === a.at);
        text = t.t('announce.move', { n: m?.n ?? s.moves.length, colour: this.texts.colour(m?.color), at: a.at });
        break;
      }
      case 'swap':
        text = t.t('announce.swap');
        if (v.seat) text += ' ' + this.texts.role(v);
        break;
      case 'keep':
        text = t.t('announce.keep');
        break;
      case 'declare':
        text = t.plural('announce.declare', a.n);
        break;
      case 'choose':
        text = a.n === 1 ? t.t('announce.choose1') : t.plural('announce.choose2', s.offers_needed || 10);
        break;
      case 'offer':
        text = t.t('announce.offer', { n: s.offers.indexOf(a.at) + 1, at: a.at });
        break;
      case 'withdraw':
        text = t.t('announce.withdraw', { at: a.at });
        break;
      case 'pick':
        text = t.t('announce.pick', { at: a.at });
        break;
      case 'pass':
        text = t.t('announce.pass', { colour: seatColour });
        break;
      case 'resign':
        text = t.t('announce.resign', { colour: seatColour });
        break;
      case 'time-out':
        text = t.t('announce.time', { colour: seatColour });
        break;
      case 'offer-draw':
        text = this.texts.drawOffer(v);
        break;
      case 'decline-draw':
        text = this.texts.drawDeclined(v, before?.state.draw_offer ?? other(ev.seat));
        break;
      case 'accept-draw':
        break;
      case 'takeback':
        text = t.t(ev.seat === v.seat ? 'takeback.sent' : 'takeback.asked');
        break;
      case 'accept-takeback':
        text = t.t('takeback.accepted');
        break;
      case 'decline-takeback':
        text = t.t('takeback.declined');
        break;
      case 'rematch':
        if (v.seat) text = t.t(ev.seat === v.seat ? 'rematch.sent' : 'rematch.asked');
        break;
      case 'decline-rematch':
        text = t.t('rematch.declined');
        break;
      default:
        break;
    }
    this.pending = text;
  }

  joined(): void {
    this.pending ||= this.i18n.t('announce.joined');
  }

  // Says the kept event text and the status (or result), then signals the turn.
  state(v: View, status: string, result: string, myTurn: boolean): void {
    const parts = [this.pending, v.state.result ? result : status].filter((x) => x);
    if (parts.length) this.live.textContent = parts.join(' ');
    this.pending = '';
    const becameMine = myTurn && !this.wasMyTurn;
    this.wasMyTurn = myTurn;
    document.title = this.titleFor(myTurn);
    if (becameMine && document.visibilityState === 'hidden') {
      this.signals++;
      if (this.sound()) this.beep();
    }
  }

  say(text: string): void {
    this.live.textContent = text;
  }

  // The player's clock crossed into low time: said, and the optional sound.
  lowTime(): void {
    this.say(this.i18n.t('clock.low'));
    if (this.sound()) this.beep();
  }

  private titleFor(myTurn: boolean): string {
    return myTurn ? this.i18n.t('game.titleYourTurn', { title: this.baseTitle }) : this.baseTitle;
  }

  // Two soft notes, made in the page (no sound file to load).
  private beep(): void {
    try {
      this.audio ??= new AudioContext();
      const ctx = this.audio;
      for (const [i, freq] of [660, 880].entries()) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        const t0 = ctx.currentTime + i * 0.16;
        osc.frequency.value = freq;
        gain.gain.setValueAtTime(0.0001, t0);
        gain.gain.exponentialRampToValueAtTime(0.15, t0 + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.15);
        osc.connect(gain).connect(ctx.destination);
        osc.start(t0);
        osc.stop(t0 + 0.16);
      }
    } catch {
      // No audio output: the title still says it.
    }
  }
}
