// A question asked in place, not in a pop-up: the button that asked is replaced by a row
// "Resign? [Yes] [No]" until one is chosen. No is focused first (the safe answer), Escape is No,
// and the asking button gets the focus back. Used by Resign (the page) and by the banner's
// "Continue from here" between two players, instead of the browser's confirm().

import { el } from './chips.js';

/**
 * Asks `question` where `anchor` stands; `onYes` runs on Yes. Asking again while a row is
 * open changes nothing. Returns a function that withdraws the question (as No).
 * @param {HTMLElement} anchor the button that asked
 * @param {{question: string, yes: string, no: string}} text
 * @param {() => void} onYes
 */
export function askInPlace(anchor, text, onYes) {
  const open = anchor.nextElementSibling;
  if (open instanceof HTMLElement && open.classList.contains('loa-ask')) return () => {};
  const row = el('span', '', 'loa-ask');
  row.setAttribute('role', 'group');
  row.setAttribute('aria-label', text.question);
  const yes = /** @type {HTMLButtonElement} */ (el('button', text.yes, 'loa-ask-yes'));
  const no = /** @type {HTMLButtonElement} */ (el('button', text.no, 'loa-ask-no'));
  yes.type = 'button';
  no.type = 'button';
  row.append(el('span', text.question, 'loa-ask-question'), yes, no);
  const close = (/** @type {boolean} */ answer) => {
    if (!row.isConnected) return;
    const focused = row.contains(document.activeElement);
    row.remove();
    anchor.hidden = false;
    if (focused) anchor.focus();
    if (answer) onYes();
  };
  yes.addEventListener('click', () => close(true));
  no.addEventListener('click', () => close(false));
  row.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    close(false);
    e.preventDefault();
    e.stopPropagation();
  });
  anchor.hidden = true;
  anchor.after(row);
  no.focus();
  return () => close(false);
}
