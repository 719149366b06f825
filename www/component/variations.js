// Variations: other lines beside a game's main line, as lichess's analysis board keeps them. A
// move played on a position shown in review enters or starts one; a variation's turns can be
// stepped through, promoted (it changes places with the line it hangs from) or deleted; records
// and SGF write them. The tree and every position in it are the core's (WasmGame.playIn,
// variations, variationState, variationStep, promoteVariation, deleteVariation): this module
// only says which position is shown.

import { reasonOf } from './core.js';
import { review, shownChanged } from './history.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {{ply: number} | {line: number[], turn: number}} Spot */

/** Whether a move may be played on the position shown: an earlier one, or a variation's, not over. @param {Controller} ctrl */
export function varies(ctrl) {
  return !!ctrl.review && !ctrl.review.state.outcome;
}

/**
 * Plays `move` (text or packed) on the position shown in review: the turn the line goes on
 * with is followed, any other enters or starts a variation; a Parachute move waits for its drop.
 * → {ok: true} or {ok: false, reason}.
 * @param {Controller} ctrl @param {string | number} move
 */
export function playVariation(ctrl, move) {
  const shown = /** @type {NonNullable<Controller['review']>} */ (ctrl.review);
  const game = /** @type {NonNullable<Controller['game']>} */ (ctrl.game);
  const [line, at] = shown.line ? [shown.line, /** @type {number} */ (shown.turn)] : [[], shown.ply];
  let led;
  try {
    led = shown.half === undefined ? game.playIn(line, at, move) : game.playIn(line, at, shown.half, move);
  } catch (err) {
    return { ok: false, reason: ctrl.words.refusal(err) };
  }
  if (led.state) {
    // The move is played and its drop is due: shown until the drop completes the turn.
    ctrl.review = { ...shown, half: move, state: { ...led.state, seed: ctrl.seed } };
    shownChanged(ctrl);
  } else {
    showSpot(ctrl, led.line ? { line: led.line, turn: led.turn ?? 0 } : { ply: led.ply ?? 0 });
  }
  changedNotes(ctrl);
  return { ok: true };
}

/**
 * Shows the position `spot` names: a ply of the main line, or a turn of a variation. → whether
 * it is shown.
 * @param {Controller} ctrl @param {Spot} spot
 */
export function showSpot(ctrl, spot) {
  if (!ctrl.game || !ctrl.state) return false;
  if ('ply' in spot) return review(ctrl, spot.ply), true;
  let state;
  try {
    state = ctrl.game.variationState(spot.line, spot.turn);
  } catch (err) {
    ctrl.notice({ kind: 'toast', text: reasonOf(err) });
    return false;
  }
  // The main line's ply the variation leaves it at: where its moves and the game's part.
  const moves = ctrl.game.moves();
  let ply = 0;
  while (ply < moves.length && ply < state.history.length && state.history[ply].packed === moves[ply]) ply += 1;
  ctrl.review = { ply, line: spot.line, turn: spot.turn, state: { ...state, seed: ctrl.seed } };
  shownChanged(ctrl);
  return true;
}

/**
 * A turn back or on along the variation shown (back from its first turn is the position it
 * starts from). @param {Controller} ctrl @param {'back' | 'forward'} where
 */
export function stepVariation(ctrl, where) {
  const shown = ctrl.review;
  if (!shown?.line || !ctrl.game) return null;
  showSpot(ctrl, ctrl.game.variationStep(shown.line, shown.turn ?? 0, where === 'forward'));
  return ctrl.review?.ply ?? null;
}

/**
 * Promotes the variation shown, or deletes it from the turn shown on. → {ok} or {ok: false, reason}.
 * @param {Controller} ctrl @param {'promote' | 'delete'} how
 */
export function changeVariation(ctrl, how) {
  const shown = ctrl.review;
  if (!shown?.line || !ctrl.game) return { ok: false, reason: ctrl.words.t('variation.none') };
  let spot;
  try {
    const turn = shown.turn ?? 0;
    spot = how === 'promote' ? ctrl.game.promoteVariation(shown.line, turn) : ctrl.game.deleteVariation(shown.line, turn);
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  }
  ctrl.review = null;
  if (how === 'promote') ctrl.refresh(false); // the game's own moves may have changed
  showSpot(ctrl, spot);
  changedNotes(ctrl);
  return { ok: true };
}

/** The game's record changed (its variations): `change` follows, so a page keeps it. @param {Controller} ctrl */
function changedNotes(ctrl) {
  queueMicrotask(() => {
    if (ctrl.state && !ctrl.destroyed) ctrl.emit('change', { state: ctrl.state });
  });
}
