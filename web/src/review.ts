// Review on the game page: any game, live or finished, step by step. "Review the game" (or a
// link with #m=N, N the step) puts a board of its own in the live board's place, with first /
// back / forward / last (keys ← → Home End), every step's text, Black's forbidden points with
// their reasons, the list of every step, swaps, offers and the pick included, and the
// evaluation graph (eval_graph.ts). The board exists only while reviewing, so the page has one
// board at a time.
import { BoardView, type BoardModel } from './board';
import { button, el } from './dom';
import { EvalGraph } from './eval_graph';
import type { I18n } from './i18n';
import { boards, parseReview, stepText, type Review } from './review_steps';
import type { Texts } from './texts';

const STEP = /^#m=(\d{1,4})$/;

export class ReviewMode {
  private readonly opener: HTMLElement;
  private box: HTMLElement | null = null;
  private board: BoardView | null = null;
  private review: Review | null = null;
  private at = 0;
  private watch: MutationObserver | null = null;
  private graph: EvalGraph | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly i18n: I18n,
    private readonly texts: Texts,
    private readonly gameId: string,
  ) {
    this.opener = button(i18n.t('review.open'), 'review-open', () => void this.open(null));
    root.querySelector('.panel')?.append(this.opener);
    addEventListener('hashchange', () => this.fromHash());
    this.fromHash();
  }

  private fromHash(): void {
    const m = STEP.exec(location.hash);
    if (m) void this.open(Number(m[1]));
  }

  // Loads the steps (again: a live game moves on) and shows step `at` (null: the last).
  private async open(at: number | null): Promise<void> {
    const t = this.i18n;
    let review: Review | null = null;
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(this.gameId)}/review`);
      review = r.ok ? parseReview(await r.json()) : null;
    } catch {
      review = null;
    }
    if (!review) {
      this.root.querySelector('#hint')?.replaceChildren(t.t('review.error'));
      return;
    }
    const follow = this.review === null || this.at === this.review.steps.length - 1;
    this.review = review;
    if (!this.box) this.build();
    this.graph?.setReview(review);
    this.show(at ?? (follow ? review.steps.length - 1 : this.at));
    if (at === null) this.box?.querySelector<HTMLElement>('.review-board')?.focus();
  }

  private build(): void {
    const t = this.i18n;
    const box = el('section', { class: 'review', 'aria-label': t.t('review.title') });
    const board = new BoardView();
    const boardBox = el('div', { class: 'board review-board', tabindex: '0', 'aria-describedby': 'review-help review-caption' });
    boardBox.setAttribute('aria-label', t.t('review.title'));
    boardBox.append(board.svg);
    boardBox.addEventListener('keydown', (e) => this.key(e));
    const nav = el('div', { class: 'review-nav' });
    nav.addEventListener('keydown', (e) => this.key(e));
    const go = (key: string, to: () => number) => button(t.t(`review.${key}`), `review-${key}`, () => this.show(to()));
    nav.append(
      go('first', () => 0),
      go('back', () => this.at - 1),
      go('forward', () => this.at + 1),
      go('last', () => (this.review ? this.review.steps.length - 1 : 0)),
      button(t.t('review.close'), 'review-close', () => this.close()),
    );
    box.append(
      boardBox,
      el('p', { class: 'help', id: 'review-help' }, t.t('review.help')),
      nav,
      el('p', { class: 'review-caption', id: 'review-caption', 'aria-live': 'polite' }),
      el('p', { class: 'review-forbidden' }),
      el('a', { class: 'review-link', href: '#m=0' }, t.t('review.link')),
      el('ol', { class: 'review-steps', start: '0' }),
    );
    this.graph = new EvalGraph(t, this.gameId, (step) => this.show(step));
    box.append(this.graph.box);
    this.root.querySelector('.board-wrap')?.after(box);
    this.root.classList.add('reviewing');
    this.box = box;
    this.board = board;
    // While reviewing a live game, each new version of the game brings the new steps.
    this.watch = new MutationObserver(() => void this.open(null));
    this.watch.observe(this.root, { attributes: true, attributeFilter: ['data-v'] });
  }

  private close(): void {
    this.watch?.disconnect();
    this.graph?.stop();
    this.box?.remove();
    this.box = this.board = this.review = this.watch = this.graph = null;
    this.root.classList.remove('reviewing');
    if (STEP.test(location.hash)) history.replaceState(null, '', location.pathname + location.search);
    this.opener.focus();
  }

  private key(e: KeyboardEvent): void {
    const last = this.review ? this.review.steps.length - 1 : 0;
    const to = { ArrowLeft: this.at - 1, ArrowRight: this.at + 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.show(to);
  }

  private show(step: number): void {
    const r = this.review;
    const box = this.box;
    if (!r || !box || !this.board) return;
    const t = this.i18n;
    this.at = Math.max(0, Math.min(r.steps.length - 1, step));
    const s = r.steps[this.at];
    const stones = boards(r)[this.at];
    const reason = (x: { reason: string }) => this.texts.forbidden(x.reason);
    const model: BoardModel = {
      stones: stones.map((m) => ({ at: m.at, color: m.color, n: m.n })),
      last: stones.length ? stones[stones.length - 1].at : null,
      area: null,
      forbidden: s.forbidden.map((f) => ({ at: f.at, title: `${f.at}: ${t.t('forbidden.title', { reason: reason(f) })}` })),
      offers: s.offers.map((at, i) => ({ at, n: i + 1, title: t.t('offer.label', { n: i + 1 }) + ` (${at})` })),
      symmetric: [],
      win: [],
      numbers: true,
      ghost: null,
    };
    this.board.render(model);
    box.dataset.step = String(this.at);
    const caption = box.querySelector('.review-caption');
    if (caption) caption.textContent = `${t.t('review.step', { n: this.at, total: r.steps.length - 1 })} ${stepText(t, this.texts, r, this.at)}`;
    const forbidden = box.querySelector('.review-forbidden');
    if (forbidden) {
      forbidden.textContent = s.forbidden.length
        ? `${t.t('review.forbidden')} ${s.forbidden.map((f) => `${f.at} (${reason(f)})`).join(', ')}`
        : t.t('review.forbiddenNone');
    }
    const link = box.querySelector<HTMLAnchorElement>('.review-link');
    if (link) link.href = `#m=${this.at}`;
    const list = box.querySelector('.review-steps');
    list?.replaceChildren(...r.steps.map((_, i) => {
      const item = el('li', i === this.at ? { 'aria-current': 'step' } : {});
      item.append(button(stepText(t, this.texts, r, i), `review-step-${i}`, () => this.show(i)));
      return item;
    }));
    // aria-disabled, not disabled: the button just pressed keeps the focus at either end.
    box.querySelectorAll<HTMLButtonElement>('.review-nav button').forEach((b) => {
      const k = b.dataset.key;
      const off = ((k === 'review-first' || k === 'review-back') && this.at === 0) ||
        ((k === 'review-forward' || k === 'review-last') && this.at === r.steps.length - 1);
      b.setAttribute('aria-disabled', String(off));
    });
  }
}
