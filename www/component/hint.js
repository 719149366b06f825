// A hint: the engine's move for the person to play, at full strength for the configured hint
// time. The view marks it until the position changes; a hint asked for a position that has
// changed meanwhile is dropped (the controller's version), like a stale computer move.

import { reasonOf } from './core.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {import('../types/types.js').State} State */

/** Asks the engine for a hint for the person to move. @param {Controller} ctrl */
export function askHint(ctrl) {
  if (!ctrl.humanToMove()) {
    const key = ctrl.state?.outcome ? 'error.hintGameOver' : 'error.hintNotYourTurn';
    return Promise.reject(new Error(ctrl.words.t(key)));
  }
  const version = ctrl.version;
  ctrl.hintMove = null;
  ctrl.notice({ kind: 'hint', move: null });
  const limits = { level: 6, movetimeMs: ctrl.cfg.hintTime, seed: ctrl.seed + /** @type {State} */ (ctrl.state).history.length };
  return ctrl.ask(limits, 'hint').then(
    (result) => {
      if (version !== ctrl.version || ctrl.destroyed) throw Object.assign(new Error('cancelled'), { cancelled: true });
      ctrl.hintMove = result.best;
      ctrl.notice({ kind: 'hint', move: result.best });
      ctrl.emit('hint', { move: result.best, state: ctrl.state });
      return result.best;
    },
    (err) => {
      if (!err.cancelled && version === ctrl.version && !ctrl.destroyed) ctrl.reportError(reasonOf(err));
      throw err;
    },
  );
}
