// Input on the board: clicks and taps, the mouse hover, the keyboard cursor (arrow keys, Enter or
// Space) and typed coordinates ("h9" then Enter). It turns them into points and hands them to
// the table; what a point means is decided elsewhere (intent.ts).
import type { BoardView } from './board';
import { parsePoint, pointName, SIZE, type Pt } from './geometry';

export interface BoardInputHandlers {
  activate(at: string): void;            // a click, a tap, Enter on the cursor or a typed point
  hover(at: string): void;               // the mouse is over a point
  cursor(at: string): void;              // the keyboard cursor moved to a point
  // The coordinate typed so far ('' when cleared): not complete yet, a point, or refused on Enter.
  typing(text: string, state: 'partial' | 'point' | 'bad'): void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

export class BoardInput {
  private cursor: Pt = { x: 7, y: 7 };
  private keyboardMode = false;
  private typed = '';

  constructor(
    private readonly board: BoardView,
    readonly box: HTMLElement,
    private readonly h: BoardInputHandlers,
  ) {
    const svg = board.svg;
    svg.addEventListener('click', (e) => {
      const p = board.pointAt(e.clientX, e.clientY);
      if (!p) return;
      this.cursor = p;
      this.keyboardMode = false;
      this.clearTyped();
      h.activate(pointName(p));
    });
    svg.addEventListener('mousemove', (e) => {
      const p = board.pointAt(e.clientX, e.clientY);
      board.setHover(p);
      if (p) h.hover(pointName(p));
    });
    svg.addEventListener('mouseleave', () => board.setHover(null));
    box.addEventListener('focus', () => {
      // A mouse press also focuses the board; the cursor is for keyboard users only.
      if (!box.matches(':focus-visible')) return;
      board.setCursor(this.cursor);
      h.cursor(pointName(this.cursor));
    });
    box.addEventListener('blur', () => {
      board.setCursor(null);
      this.clearTyped();
    });
    box.addEventListener('keydown', (e) => this.key(e));
  }

  // The cursor follows the latest move until the player starts using the keys.
  follow(at: string | null): void {
    const p = at ? parsePoint(at) : null;
    if (p && !this.keyboardMode) this.cursor = p;
  }

  private key(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const d = ARROWS[e.key];
    if (d) {
      e.preventDefault();
      this.keyboardMode = true;
      this.clearTyped();
      this.cursor = {
        x: Math.min(SIZE - 1, Math.max(0, this.cursor.x + d[0])),
        y: Math.min(SIZE - 1, Math.max(0, this.cursor.y + d[1])),
      };
      this.board.setCursor(this.cursor);
      this.h.cursor(pointName(this.cursor));
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (this.typed) return this.submitTyped();
      this.h.activate(pointName(this.cursor));
      return;
    }
    if (e.key === 'Escape' && this.typed) {
      e.preventDefault();
      this.clearTyped();
      return;
    }
    if (e.key === 'Backspace' && this.typed) {
      e.preventDefault();
      this.setTyped(this.typed.slice(0, -1));
      return;
    }
    const c = e.key.length === 1 ? e.key.toLowerCase() : '';
    // A letter starts a new coordinate; digits follow it (at most two).
    if (/^[a-o]$/.test(c)) {
      e.preventDefault();
      this.setTyped(c);
    } else if (/^\d$/.test(c) && /^[a-o]\d?$/.test(this.typed)) {
      e.preventDefault();
      this.setTyped(this.typed + c);
    }
  }

  private submitTyped(): void {
    const p = parsePoint(this.typed);
    if (!p) {
      this.h.typing(this.typed, 'bad');
      return;
    }
    this.typed = '';
    this.keyboardMode = true;
    this.cursor = p;
    this.board.setCursor(p);
    this.h.activate(pointName(p));
  }

  private setTyped(text: string): void {
    this.typed = text;
    this.h.typing(text, parsePoint(text) ? 'point' : 'partial');
  }

  private clearTyped(): void {
    if (!this.typed) return;
    this.typed = '';
    this.h.typing('', 'partial');
  }
}
