// Each game's whole-game analysis (game-review.js), kept under the game's identity, `loa.a.<id>`,
// so that every game in the list keeps its own and "Export all" writes each one's marks (games.js)
// — not only the analysis of the game on the board. Before, one analysis was kept, under
// `loa.gameReview`, for whichever game it was of: it is still read, for the game it fits, and
// moves under that game's identity the first time it is kept again. What is read here is checked
// by its reader (game-review.js), which is loaded only when there is one.

import { readStored, writeStored, forgetStored } from '../site/stored.js';
import { REVIEWS, OLD_REVIEW as OLD } from './resume.js';
export { REVIEWS, hasReview } from './resume.js';

/**
 * The analysis kept for game `id` as stored (unchecked), or the older layout's one, which may be
 * of another game (the reader checks that it fits), or undefined.
 * @param {string} id
 */
export function storedReview(id) {
  return readStored(REVIEWS + id).value ?? readStored(OLD).value;
}

/**
 * Keeps `review` as the analysis of game `id` (the older layout's one goes); → whether it is
 * kept (false: storage full or blocked; then no older analysis of the game is left in its place).
 * @param {string} id @param {unknown} review
 */
export function keepReview(id, review) {
  const kept = writeStored(REVIEWS + id, review);
  if (kept) forgetStored(OLD);
  else forgetReview(id);
  return kept;
}

/** Forgets the analysis of game `id`. @param {string} id */
export function forgetReview(id) {
  forgetStored(REVIEWS + id);
}
