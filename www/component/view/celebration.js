// The celebration when someone at this device wins: the winning group grows in under its
// pieces with a ring spreading from each (render.js draws it from `reveal`), and the result
// glows (board.css, .loa-celebrating). Never under prefers-reduced-motion or with animation off.

import { reducedMotion, MIN_DURATION } from './anim.js';
import { resultWords } from './banner.js';

/** @typedef {import('../controller.js').Controller} Controller */
/** @typedef {import('../../words/words.js').Words} Words */

/** How long the winning group takes to grow in. */
export const CELEBRATION_MS = 1100;

/**
 * Starts the celebration of the game just ended, if someone here won and motion is welcome;
 * `data-celebration` on the board says what happened: 'played', 'skipped' or 'none'.
 * @param {HTMLElement} root the board @param {Controller} ctrl @param {Words} words
 * @returns {boolean} whether it plays (the caller then draws the group growing in)
 */
export function celebrate(root, ctrl, words) {
  const state = ctrl.state;
  const said = state && resultWords(ctrl, words, state);
  const motion = (ctrl.cfg.animation?.duration ?? 0) >= MIN_DURATION && !reducedMotion();
  root.dataset.celebration = !said?.celebrate ? 'none' : motion ? 'played' : 'skipped';
  if (root.dataset.celebration !== 'played') return false;
  root.classList.add('loa-celebrating');
  setTimeout(() => root.classList.remove('loa-celebrating'), CELEBRATION_MS + 300);
  return true;
}

/** How far the group has grown in, `elapsed` ms after the start: 0 to 1, eased out. @param {number} elapsed */
export function reveal(elapsed) {
  const t = Math.min(1, Math.max(0, elapsed / CELEBRATION_MS));
  return 1 - (1 - t) ** 3;
}
