// The variations under the move list, written as a record writes them and lichess shows them:
// each main-line variation as a line of its numbered turns, its own variations in brackets after
// the turn they replace. Each turn is a button that shows its position; the one shown is marked.
// The tree and its numbering are the core's (board.variations()).

import { adoptRules } from './adopt-rules.js';

/** The list's rules, added with its module (a constructed sheet, as people-style.js adds its own): the page's first load does not carry them. */
const RULES = `
.variations { margin-top: 0.5rem; font-variant-numeric: tabular-nums; font-size: 0.9rem; }
.variations h3 { font-size: 0.95rem; margin: 0 0 0.2rem; }
.variations .variation { margin: 0 0 0.3rem; overflow-wrap: anywhere; }
.variations .move { min-width: 0; }
.variation-inner { color: var(--muted); }
`;

/** @typedef {import('../types/types.js').Api} Api */

/** The list, `<div id="variations">` with its heading, after the moves; made the first time. */
function listUnderMoves() {
  const found = document.getElementById('variations');
  if (found) return found;
  const host = document.createElement('div');
  host.id = 'variations';
  host.className = 'variations';
  host.append(document.createElement('h3'));
  document.querySelector('.moves-scroll')?.after(host);
  return host;
}
/** @typedef {import('../types/types.js').VariationView} VariationView */

/**
 * Draws the variations of `board` under its moves (hidden when there are none), in the list
 * made at the first.
 * @param {Api} board
 */
export function renderVariations(board) {
  adoptRules(RULES);
  const host = listUnderMoves();
  const variations = board.variations();
  host.hidden = variations.length === 0;
  const shown = board.variationShown();
  const key = JSON.stringify([variations, shown]);
  if (host.dataset.key === key) return;
  host.dataset.key = key;
  const heading = /** @type {Element} */ (host.firstElementChild);
  heading.textContent = board.words().t('variation.heading');
  const lines = variations.map((variation) => {
    const p = document.createElement('p');
    p.className = 'variation';
    p.append(...turnsOf(variation, board, shown));
    return p;
  });
  host.replaceChildren(heading, ...lines);
}

/**
 * A variation's turns as buttons, each of its own variations in brackets after the turn it
 * replaces. @param {VariationView} variation @param {Api} board @param {{line: number[], turn: number} | null} shown
 * @returns {Node[]}
 */
function turnsOf(variation, board, shown) {
  /** @type {Node[]} */
  const out = [];
  variation.turns.forEach((turn, k) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'move';
    // "12." before a round's first turn, and "12…" before a variation's first turn of another seat.
    const number = turn.first ? `${turn.number}. ` : k === 0 ? `${turn.number}… ` : '';
    button.textContent = `${number}${turn.text}`;
    const current = !!shown && shown.turn === k && shown.line.join() === variation.line.join();
    button.classList.toggle('current', current);
    button.setAttribute('aria-current', String(current));
    button.dataset.line = variation.line.join('.');
    button.dataset.turn = String(k);
    button.addEventListener('click', () => board.showVariation(variation.line, k));
    if (turn.comment) button.title = turn.comment;
    if (out.length) out.push(document.createTextNode(' '));
    out.push(button);
    // A variation follows the turn it replaces, in brackets.
    for (const sub of variation.variations.filter((v) => v.after === k)) {
      const inner = document.createElement('span');
      inner.className = 'variation-inner';
      inner.append('(', ...turnsOf(sub, board, shown), ')');
      out.push(document.createTextNode(' '), inner);
    }
  });
  return out;
}
