// The ways a game ends without a move, as the core knows them (src/game/resign.rs,
// draw_offer.rs): a resignation, a loss on time when a clock's flag falls (clock.js), and a draw
// offered with a move and accepted instead of one. Each asks the core,
// which records the result, then lets the board follow and says the game is over.

import { reasonOf } from './core.js';

/** @typedef {import('./controller.js').Controller} Controller */

/**
 * Ends the game by resignation: of `side`, or of the side to move; false (with the reason
 * shown) when the game is over already. @param {Controller} ctrl @param {string} [side]
 */
export function resign(ctrl, side) {
  return end(ctrl, (game) => game.resign(side));
}

/**
 * Ends the game because the clock of the player of `colour` ran out: the core records a loss
 * on time for that player's side. @param {Controller} ctrl @param {string} colour
 */
export function loseOnTime(ctrl, colour) {
  const side = ctrl.state?.players.find((p) => p.colour === colour)?.side;
  return !!side && end(ctrl, (game) => game.loseOnTime(side));
}

/**
 * Offers a draw with the move just played (the core keeps it in the game's link); false, with
 * the core's reason shown, when it refuses. @param {Controller} ctrl
 */
export function offerDraw(ctrl) {
  if (!ctrl.game) return false;
  try {
    ctrl.game.draw(false);
  } catch (err) {
    ctrl.notice({ kind: 'toast', text: reasonOf(err) });
    return false;
  }
  ctrl.refresh(false);
  return true;
}

/** Accepts the draw offered with the last move: the game ends in a draw by agreement. @param {Controller} ctrl */
export function acceptDraw(ctrl) {
  return end(ctrl, (game) => game.draw(true));
}

/**
 * Asks the core to record an ending, then lets the board follow: false, with the core's reason
 * shown, when it refuses (the game is over already).
 * @param {Controller} ctrl @param {(game: NonNullable<Controller['game']>) => void} record
 */
function end(ctrl, record) {
  if (!ctrl.game) return false;
  try {
    record(ctrl.game);
  } catch (err) {
    ctrl.notice({ kind: 'toast', text: reasonOf(err) });
    return false;
  }
  ctrl.review = null;
  const s = ctrl.refresh(false);
  ctrl.emit('gameover', { outcome: s.outcome, state: s });
  return true;
}
