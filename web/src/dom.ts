// Small DOM helpers shared by the game page's modules: element creation, buttons that carry a
// focus key, and keeping the keyboard focus on a sensible control when a part is re-rendered.

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  return e;
}

// A button; `key` names it for focus keeping (data-key) and is also its class. With a hint, the
// button comes wrapped with its explanation (aria-describedby).
export function button(text: string, key: string, onClick: () => void, hint = '', extra = ''): HTMLElement {
  const b = el('button', { type: 'button', class: extra ? `${key} ${extra}` : key, 'data-key': key }, text);
  b.addEventListener('click', onClick);
  if (!hint) return b;
  const wrap = el('div', { class: 'choice' });
  const id = `hint-${key}`;
  b.setAttribute('aria-describedby', id);
  wrap.append(b, el('p', { class: 'choice-hint', id }, hint));
  return wrap;
}

// The focus key of the focused element inside `root`, if any.
export function focusedKey(root: HTMLElement): string | null {
  const a = document.activeElement;
  if (!(a instanceof HTMLElement) || !root.contains(a)) return null;
  return a.dataset.key ?? a.id ?? null;
}

// After a re-render: when the focus was on a control of `root` that is gone, puts it on the
// control with the same key, else on the first of `fallbacks` that is there.
export function restoreFocus(root: HTMLElement, key: string | null, fallbacks: () => (HTMLElement | null)[]): void {
  if (key === null) return;
  const a = document.activeElement;
  // A control that was removed or hidden (the invite box once the opponent joined) lost the focus.
  if (a instanceof HTMLElement && a !== document.body && a.isConnected && !a.closest('[hidden]')) return;
  const same = root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
  const target = same && !same.closest('[hidden]') ? same : fallbacks().find((f) => f && !f.closest('[hidden]'));
  target?.focus();
}
