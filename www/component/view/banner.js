// The banner above the board: the result once the game is over (spoken to the player against
// the computer, with "Play again" and "Rematch"), or, while an earlier position is shown, which
// move it is with "Back to the game" and "Continue from here" ("Play from here" in a study or a
// finished game, which stay as they are); a study (an opened record) says so, with its result
// as recorded and no one's "You". It sits above the board, never
// over the position, so the final position and its winning group stay visible on a phone.

import { el } from './chips.js';
import { askInPlace } from './ask.js';
import { review, continueFromHere, playFromHere } from '../history.js';
import { variationButtons } from '../variations.js';

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
  return words.t(ctrl.review?.line ? 'variation.viewing' : 'review.viewing', { number: at.number, player: words.playerOf(state, at.colour) });
}

/** The causes with their own sentence under a result; any other keeps the core's reason. */
const SAID_CAUSES = ['connection', 'connection-by-capture', 'simultaneous', 'resignation', 'time', 'repetition', 'move-limit'];

/**
 * The result in one headline and one sentence, each fact said once: against the computer spoken
 * to the player ("You won!" / "You joined all your pieces in 12 moves. Well played!"), else
 * naming the winner once ("Black wins!" / "All pieces joined in 14 moves."), a draw by its cause.
 * `celebrate` when someone at this device won (not when the computer beat you).
 * @param {Controller} ctrl @param {Words} words @param {State} state
 * @returns {{headline: string, detail: string, celebrate: boolean} | null}
 */
export function resultWords(ctrl, words, state) {
  const o = state.outcome;
  if (!o) return null;
  const cause = SAID_CAUSES.includes(o.cause ?? '') ? o.cause : null;
  const loser = o.loser ? words.side(o.loser) : '';
  if (!o.winner) {
    return { headline: words.t('headline.draw'), detail: cause ? words.t(`result.draw.${cause}`) : `${words.outcomeReason(o)}.`, celebrate: false };
  }
  // The turns of the winner, as the core counts them.
  const count = state.turns.filter((t) => t.side === o.winner).length;
  const general = cause ? words.t(`result.by.${cause}`, { count, loser }) : `${words.outcomeReason(o)}.`;
  if (ctrl.cfg.mode === 'computer' || ctrl.cfg.mode === 'link') {
    const mine = state.players.find((p) => p.sideColour === ctrl.cfg.human)?.side;
    const won = o.winner === mine;
    // "The computer joined all its pieces" and "The computer resigned" are said of the computer
    // only; against a friend by link only your own deeds are said your way.
    const key = `result.${won ? 'won' : 'lost'}.${o.cause}`;
    const said = ctrl.cfg.mode === 'computer' ? o.cause === 'connection' || o.cause === 'resignation' : key === 'result.won.connection' || key === 'result.lost.resignation';
    const own = said ? words.t(key, { count }) : general;
    return { headline: words.t(won ? 'result.youWon' : 'result.youLost'), detail: own, celebrate: won };
  }
  return { headline: words.t('result.sideWins', { side: words.side(o.winner) }), detail: general, celebrate: ctrl.cfg.mode === 'friend' };
}

/**
 * Draws the banner for the controller's game now.
 * @param {HTMLElement} banner @param {Controller} ctrl @param {Words} words
 */
export function renderBanner(banner, ctrl, words) {
  const state = ctrl.state;
  const button = (/** @type {string} */ key, /** @type {string} */ action, /** @type {(e: Event) => void} */ fn) => {
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
    const buttons = /** @type {HTMLElement} */ (banner.lastElementChild);
    buttons.append(button('review.back', 'back', () => review(ctrl, null)));
    // A variation: promoted, deleted, or played from as a new game; never the game's own moves.
    const variation = variationButtons(ctrl, button);
    if (variation) {
      buttons.classList.add('loa-banner-many');
      return buttons.append(...variation, ...playFromHereButtons(ctrl, button));
    }
    // A study or a finished game is kept as it is: a new game starts from the position shown.
    // A game under way goes on from it, its later moves taken back.
    if (ctrl.cfg.mode === 'study' || state?.outcome) buttons.append(...playFromHereButtons(ctrl, button));
    else buttons.append(button('review.continue', 'continue', (e) => continueAfterAsking(ctrl, words, /** @type {HTMLElement} */ (e.currentTarget))));
    return;
  }
  const o = state?.outcome;
  if (!o && state && ctrl.cfg.mode === 'study') {
    // An unfinished record at its last move: what it is, and how to play on from it.
    banner.hidden = false;
    banner.dataset.kind = 'study';
    const buttons = el('span', '', 'loa-banner-buttons');
    buttons.append(...playFromHereButtons(ctrl, button));
    banner.replaceChildren(el('strong', words.t('study.banner')), el('span', words.t('study.detail')), buttons);
    return;
  }
  banner.hidden = !o;
  if (!o || !state) return;
  banner.dataset.kind = 'result';
  const said = /** @type {{headline: string, detail: string}} */ (resultWords(ctrl, words, state));
  banner.replaceChildren(el('strong', said.headline), el('span', said.detail));
  const buttons = el('span', '', 'loa-banner-buttons');
  // A study's result is the record's: no new game of its own kind to play again.
  if (ctrl.cfg.mode !== 'study') buttons.append(button('result.playAgain', 'play-again', () => ctrl.set(fresh(ctrl, {}))));
  if (ctrl.cfg.mode === 'computer') {
    const human = ctrl.cfg.human === 'black' ? 'white' : 'black';
    buttons.append(button('result.rematch', 'rematch', () => ctrl.set(fresh(ctrl, { human, orientation: null }))));
  }
  banner.append(buttons);
}

/**
 * "Play from here": in a study against the computer or a friend (two buttons), else in the
 * game's own mode.
 * @param {Controller} ctrl
 * @param {(key: string, action: string, fn: (e: Event) => void) => HTMLButtonElement} button
 */
function playFromHereButtons(ctrl, button) {
  /** @param {'computer' | 'friend' | undefined} mode */
  const go = (mode) => {
    const result = playFromHere(ctrl, mode);
    if (!result.ok && result.reason) ctrl.notice({ kind: 'toast', text: result.reason });
  };
  if (ctrl.cfg.mode !== 'study') return [button('review.playFromHere', 'play-from-here', () => go(undefined))];
  return [button('review.playComputer', 'play-computer', () => go('computer')), button('review.playFriend', 'play-friend', () => go('friend'))];
}

/**
 * The same settings as a new game: no record, position, link or moves to replay, a new seed.
 * @param {Controller} ctrl @param {import('../../types/types.js').ConfigInput} change
 */
function fresh(ctrl, change) {
  return { variant: ctrl.cfg.variant, rules: ctrl.cfg.rules, position: null, record: null, link: null, moves: [], seed: null, ...change };
}

/**
 * "Continue from here" takes back moves; between two people at one device it asks first, in
 * place of the button (ask.js).
 * @param {Controller} ctrl @param {Words} words @param {HTMLElement} button
 */
function continueAfterAsking(ctrl, words, button) {
  const go = () => {
    const result = continueFromHere(ctrl);
    if (!result.ok && result.reason) ctrl.notice({ kind: 'toast', text: result.reason });
  };
  if (ctrl.cfg.mode !== 'friend') return go();
  askInPlace(button, { question: words.t('review.confirm'), yes: words.t('ask.yes'), no: words.t('ask.no') }, go);
}
