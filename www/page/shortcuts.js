// The index page's keyboard: single-key shortcuts (n new game, h hint, u undo, r redo, f flip,
// ? the list) and the review keys (← → Home End; on the board's own grid, whose plain arrows move
// between squares, with Shift). Following pgn-viewer, nothing fires while typing, with a
// modifier, or with a dialog open.

/** @type {Record<string, string>} */
const SHORTCUTS = { n: 'new-game', h: 'hint', u: 'undo', r: 'redo', f: 'flip', '?': 'shortcuts' };
/** @type {Record<string, 'back' | 'forward' | 'start' | 'end'>} */
const REVIEW_KEYS = { ArrowLeft: 'back', ArrowRight: 'forward', Home: 'start', End: 'end' };
const TYPING = 'input, select, textarea, [contenteditable], dialog';

/**
 * Listens for the page's keys.
 * @param {Record<string, () => unknown>} actions the page's actions by name
 * @param {(where: 'back' | 'forward' | 'start' | 'end') => void} review steps through the game
 */
export function bindShortcuts(actions, review) {
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const target = /** @type {Element | null} */ (e.target);
    const onBoard = !!target?.closest?.('[role="grid"]');
    const where = REVIEW_KEYS[e.key];
    if (where && e.shiftKey === onBoard && !target?.closest?.(TYPING)) {
      review(where);
      e.preventDefault();
      return;
    }
    if (target?.closest?.(TYPING)) return;
    const key = SHORTCUTS[e.key.length === 1 ? e.key.toLowerCase() : ''];
    if (key && !document.querySelector('dialog[open]')) {
      actions[key]();
      e.preventDefault();
    }
  });
}
