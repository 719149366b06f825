// "Confirm each move" on touch (the board's `confirmMoves`): ✓ and ✗ placed beside the target
// of the move waiting for them, on the side with room, so the piece on its target stays in view.
// interaction.js holds the waiting move; view.js draws the piece on its target.

/** @typedef {import('./render.js').Geometry} Geometry */
/** @typedef {import('../../words/words.js').Words} Words */

/**
 * Shows ✓ and ✗ for `from`-`to` in `box` (its two buttons); an empty `to` hides them.
 * @param {HTMLElement} box @param {Geometry | null} geom @param {Words} words @param {string} from @param {string} to
 */
export function showConfirm(box, geom, words, from, to) {
  if (!to || !geom) {
    box.hidden = true;
    return;
  }
  const yes = /** @type {HTMLButtonElement} */ (box.firstElementChild);
  const no = /** @type {HTMLButtonElement} */ (box.lastElementChild);
  yes.textContent = '✓';
  no.textContent = '✗';
  const move = words.t('confirm.play', { move: `${from}-${to}` });
  yes.setAttribute('aria-label', move);
  no.setAttribute('aria-label', words.t('confirm.cancel'));
  box.setAttribute('aria-label', move);
  const { x, y } = geom.center(to);
  const { sq, px } = geom;
  box.style.left = `${Math.min(Math.max(x - sq, 0), px - 2 * sq)}px`;
  box.style.top = `${y + sq * 0.5 + 2 * sq <= geom.height ? y + sq * 0.55 : y - sq * 1.55}px`;
  box.hidden = false;
  yes.focus({ preventScroll: true });
}
