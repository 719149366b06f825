// The banner above the board: the result once the game is over (spoken to the player against
// the computer, with "Play again" and "Rematch"), or, while an earlier position is shown, which
// move it is with "Back to the game" and "Continue from here". It sits above the board, never
// over the position, so the final position and its winning group stay visible on a phone.

import { el } from './chips.js';
import { review, continueFromHere } from '../history.js';

/** @typedef {import('../controller.js').Controller} Controller */
/** @typedef {import('../../words/words.js').Words} Words */
/** @typedef {import('../../types/types.js').State} State */

/**
 * Which move a position comes after, numbered as the move list and the game record number them:
 * move N is the Nth round (one turn of each player, as in "12. b1-d3 h2-f4"), and `colour`
 * played the last turn of it. Null for the starting position.
 * @param {State} state
 * @returns {{number: number, colour: string} | null}
 */
export function moveNumber(state) {
  const last = state.turns.at(-1);
  if (!last) return null;
  return { number: Math.ceil(state.turns.length / Math.max(1, state.players.length)), colour: last.colour };
}

/** "Viewing move 12, White" for the reviewed position. @param {Controller} ctrl @param {Words} words */
export function reviewLabel(ctrl, words) {
  const state = ctrl.review?.state;
  const at = state ? moveNumber(state) : null;
  if (!state || !at) return words.t('review.viewingStart');
  return words.t('review.viewing', { number: at.number, player: words.playerOf(state, at.colour) });
}

/**
 * The result against the computer, spoken to the player: {headline: 'You won', detail}; null
 * when nobody at this device played a side alone (two players, watch mode, a draw).
 * @param {Controller} ctrl @param {Words} words @param {State} state
 */
export function personalResult(ctrl, words, state) {
  const o = state.outcome;
  if (!o?.winner || ctrl.cfg.mode !== 'computer') return null;
  const mine = state.players.find((p) => p.sideColour === ctrl.cfg.human)?.side;
  const won = o.winner === mine;
  // Your own turns, as the core counts them.
  const count = state.turns.filter((t) => t.side === mine).length;
  const cause = o.cause === 'connection' || o.cause === 'resignation' ? o.cause : 'other';
  return {
    headline: words.t(won ? 'result.youWon' : 'result.youLost'),
    detail: words.t(`result.${won ? 'won' : 'lost'}.${cause}`, { count, reason: words.outcomeReason(o) }),
  };
}

/**
 * Draws the banner for the controller's game now.
 * @param {HTMLElement} banner @param {Controller} ctrl @param {Words} words
 */
export function renderBanner(banner, ctrl, words) {
  const state = ctrl.state;
  const button = (/** @type {string} */ key, /** @type {string} */ action, /** @type {() => void} */ fn) => {
    const b = /** @type {HTMLButtonElement} */ (el('button', words.t(key), 'loa-banner-button'));
    b.type = 'button';
    b.dataset.loaAction = action;
    b.addEventListener('click', fn);
    return b;
  };
  if (ctrl.review) {
    banner.hidden = false;
    banner.dataset.kind = 'review';
    banner.replaceChildren(
      el('strong', reviewLabel(ctrl, words)),
      el('span', '', 'loa-banner-buttons'),
    );
    /** @type {HTMLElement} */ (banner.lastElementChild).append(
      button('review.back', 'back', () => review(ctrl, null)),
      button('review.continue', 'continue', () => continueAfterAsking(ctrl, words)),
    );
    return;
  }
  const o = state?.outcome;
  banner.hidden = !o;
  if (!o || !state) return;
  banner.dataset.kind = 'result';
  const personal = personalResult(ctrl, words, state);
  // A draw's reason already says "Draw by …"; a win gets its headline and the reason below.
  const reason = words.outcomeReason(o);
  const headline = personal?.headline ?? (o.winner ? words.headline(o) : reason);
  const detail = personal?.detail ?? (o.winner ? reason : '');
  banner.replaceChildren(el('strong', headline));
  if (detail) banner.append(el('span', detail));
  // The reason stays too: it names the colours ("Black connected all pieces").
  if (personal && !detail.includes(reason)) banner.append(el('small', reason));
  const buttons = el('span', '', 'loa-banner-buttons');
  buttons.append(button('result.playAgain', 'play-again', () => ctrl.set(fresh(ctrl, {}))));
  if (ctrl.cfg.mode === 'computer') {
    const human = ctrl.cfg.human === 'black' ? 'white' : 'black';
    buttons.append(button('result.rematch', 'rematch', () => ctrl.set(fresh(ctrl, { human, orientation: null }))));
  }
  banner.append(buttons);
}

/**
 * The same settings as a new game: no record, position, link or moves to replay, a new seed.
 * @param {Controller} ctrl @param {import('../../types/types.js').ConfigInput} change
 */
function fresh(ctrl, change) {
  return { variant: ctrl.cfg.variant, rules: ctrl.cfg.rules, position: null, record: null, link: null, moves: [], seed: null, ...change };
}

/**
 * "Continue from here" takes back moves; between two people at one device it asks first.
 * @param {Controller} ctrl @param {Words} words
 */
function continueAfterAsking(ctrl, words) {
  if (ctrl.cfg.mode === 'friend' && !window.confirm(words.t('review.confirm'))) return;
  const result = continueFromHere(ctrl);
  if (!result.ok && result.reason) ctrl.notice({ kind: 'toast', text: result.reason });
}
