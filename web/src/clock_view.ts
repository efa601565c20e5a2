// The two clocks beside the board (docs/protocol.md, "Clocks"): the server's readings, counted
// down here from when each arrived for the running seat, the running one marked, tenths under
// ten seconds, and a low-time warning (a class for the eye, and once per turn `onLow` for the
// announcer and its optional sound) for the seat this page plays. Nothing here decides a flag:
// the server's time-out event does.
import { el } from './dom';
import type { I18n } from './i18n';
import type { ClockReading, Seat, State } from './types';

const SEATS: readonly Seat[] = ['A', 'B'];
const LOW_MS = 20_000;
const DAY_MS = 86_400_000;

// "1:02:03", "4:05", "9.4", "2 days 03:04".
export function formatClock(ms: number, i18n: I18n): string {
  const left = Math.max(0, ms);
  if (left < 10_000) return (Math.floor(left / 100) / 10).toFixed(1);
  const total = Math.floor(left / 1000);
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  const two = (n: number) => String(n).padStart(2, '0');
  if (left >= DAY_MS) {
    const days = Math.floor(left / DAY_MS);
    return `${i18n.plural('clock.days', days)} ${two(h % 24)}:${two(m)}`;
  }
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

export class ClockView {
  readonly root: HTMLElement;
  private readonly faces: Record<Seat, { box: HTMLElement; label: HTMLElement; time: HTMLElement }>;
  private reading: ClockReading | null = null;
  private receivedAt = 0;
  private timer: number | null = null;
  private warned: Seat | null = null;

  constructor(
    private readonly i18n: I18n,
    private readonly colourName: (seat: Seat) => string,
    private readonly mySeat: () => Seat | null,
    private readonly onLow: () => void,
  ) {
    this.root = el('div', { class: 'clocks', hidden: '' });
    const face = (seat: Seat) => {
      const box = el('div', { class: 'clock', 'data-seat': seat });
      const label = el('span', { class: 'clock-label' });
      const time = el('span', { class: 'clock-time', role: 'timer', 'aria-live': 'off' });
      box.append(label, time);
      return { box, label, time };
    };
    this.faces = { A: face('A'), B: face('B') };
    this.root.append(this.faces.A.box, this.faces.B.box);
  }

  // A state's or an event's clock (null: an untimed game).
  update(reading: ClockReading | null, state: State | null): void {
    this.reading = reading;
    this.receivedAt = performance.now();
    this.root.hidden = reading === null;
    if (this.warned && reading?.running !== this.warned) this.warned = null;
    if (state) {
      for (const seat of SEATS) {
        this.faces[seat].label.textContent = this.i18n.t('clock.label', { colour: this.colourName(seat) });
      }
    }
    this.draw();
    if (this.timer === null && reading?.running) this.timer = window.setInterval(() => this.draw(), 100);
    if (this.timer !== null && !reading?.running) {
      window.clearInterval(this.timer);
      this.timer = null;
    }
  }

  // The seat's time as this page shows it now (the browser test reads it).
  remaining(seat: Seat): number | null {
    const r = this.reading;
    if (!r) return null;
    const elapsed = r.running === seat ? performance.now() - this.receivedAt : 0;
    return Math.max(0, r[seat] - elapsed);
  }

  private draw(): void {
    const r = this.reading;
    if (!r) return;
    for (const seat of SEATS) {
      const f = this.faces[seat];
      const left = this.remaining(seat) ?? 0;
      const running = r.running === seat;
      f.time.textContent = formatClock(left, this.i18n);
      f.box.classList.toggle('running', running);
      f.box.classList.toggle('low', left < LOW_MS && r.control.startsWith('fischer'));
      f.box.classList.toggle('flagged', left === 0);
      f.box.dataset.ms = String(Math.round(left));
      if (running) f.box.setAttribute('aria-current', 'true');
      else f.box.removeAttribute('aria-current');
      f.box.title = running ? this.i18n.t('clock.running') : '';
      if (running && left < LOW_MS && seat === this.mySeat() && this.warned !== seat &&
          r.control.startsWith('fischer')) {
        this.warned = seat;
        this.onLow();
      }
    }
  }
}
