// The question asked before resigning, offering a draw or passing: it takes the place of the
// action buttons, focuses the safe answer ("No"), closes on Escape, and gives the focus back to
// the button that opened it.
import { button, el } from './dom';
import type { I18n } from './i18n';

export class ConfirmDialog {
  readonly box = el('div', { class: 'confirm', role: 'group', 'aria-labelledby': 'confirm-question' });
  private opener: string | null = null;

  constructor(
    private readonly i18n: I18n,
    private readonly closed: (openerKey: string | null) => void,
  ) {
    this.box.hidden = true;
    this.box.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      this.close();
    });
  }

  get open(): boolean {
    return !this.box.hidden;
  }

  ask(question: string, openerKey: string, yes: () => void): void {
    const t = this.i18n;
    this.opener = openerKey;
    const yesButton = button(t.t('action.confirm'), 'confirm-yes', () => {
      this.close();
      yes();
    }, '', 'primary');
    const no = button(t.t('action.cancel'), 'confirm-no', () => this.close());
    this.box.replaceChildren(el('p', { id: 'confirm-question' }, t.t(question)), yesButton, no);
    this.box.hidden = false;
    no.focus();
  }

  close(): void {
    if (this.box.hidden) return;
    this.box.hidden = true;
    this.box.replaceChildren();
    this.closed(this.opener);
    this.opener = null;
  }
}
