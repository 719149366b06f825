// A kept whole-game analysis (game-review.js runs it, kept-reviews.js keeps it) read back and
// said as comments on the moves it marks: for the exports of the game on the board
// (game-review.js, withComments) and for "Export all" of every kept game (games.js), which loads
// this without the analysis panel.

import { storedReview } from './kept-reviews.js';
import { hasStoredSteps } from './review-graph.js';
import { reviewWords } from './review-words.js';

/** @typedef {import('./game-review.js').Review} Review */
/** @typedef {import('./game-review.js').Step} Step */

/** The version of the analysis as kept. */
export const VERSION = 1;
const MARKS = ['inaccuracy', 'mistake', 'blunder'];

/** The analysis kept for game `id`, if it has the right shape (it may be of another game: see `reviewFits`). @param {string} id @returns {Review | null} */
export function keptReview(id) {
  const value = storedReview(id);
  const ok =
    value &&
    value.v === VERSION &&
    typeof value.start === 'string' &&
    hasStoredSteps(value);
  return ok ? /** @type {Review} */ (value) : null;
}

/**
 * Whether `review` is of the game from `start` whose moves (their text) are `moves`: the game
 * begins with the moves it analysed (it may have gone on since).
 * @param {Review} review @param {string} start @param {readonly string[]} moves
 */
export function reviewFits(review, start, moves) {
  return start === review.start && review.moves.every((m, i) => moves[i] === m);
}

/**
 * The analysis's comments on the marked moves of `review`, each on the ply of its move.
 * @param {Review} review @param {import('../words/words.js').Words} words
 * @returns {{ply: number, text: string}[]}
 */
export function reviewComments(review, words) {
  return review.steps.flatMap((j) => {
    const text = comment(j, words);
    return text && j.ply > 0 ? [{ ply: j.ply - 1, text }] : [];
  });
}

/**
 * What the analysis says of a move: "Blunder (missed a win in 3). Better: d1-c2", or null for a
 * move it does not mark.
 * @param {Step} j @param {import('../words/words.js').Words} words
 */
export function comment(j, words) {
  const t = reviewWords(words);
  if (!j.mark || !MARKS.includes(j.mark)) return null;
  const forced = [];
  if (j.missedWin) forced.push(t('gameReview.missedWin', { count: j.missedWin }));
  if (j.allowedLoss) forced.push(t('gameReview.allowedLoss', { count: j.allowedLoss }));
  const head = t(`gameReview.${j.mark}`) + (forced.length ? ` (${forced.join(', ')})` : '');
  return j.better ? `${head}. ${t('gameReview.better', { move: j.better.text })}` : `${head}.`;
}
