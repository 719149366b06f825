// Moving through a board's game: undo and redo of whole turns, review of an earlier position
// (read-only, with its last move marked) and "continue from here". The positions come from the
// core (WasmGame.stateAt replays the game's start to the asked ply); nothing here knows a rule.

import { reasonOf } from './core.js';
import { readState, readStateAt } from './state-read.js';
import { followClock } from './clock.js';
import { loadFiles } from './files.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {import('../types/types.js').State} State */

/**
 * Takes back a whole turn (a Parachute move with its drop); against the computer, back to
 * your own turn. → whether anything changed.
 * @param {Controller} ctrl
 */
export function undo(ctrl) {
  return travel(ctrl, 'undoTurn', 'undone');
}

/** Replays a whole turn taken back; against the computer, on to your own turn again. @param {Controller} ctrl */
export function redo(ctrl) {
  return travel(ctrl, 'redoTurn', 'redone');
}

/** @param {Controller} ctrl @param {'undoTurn' | 'redoTurn'} step @param {'undone' | 'redone'} kind */
function travel(ctrl, step, kind) {
  const game = ctrl.game;
  if (!game) return false;
  ctrl.computer.stop();
  if (ctrl.cfg.mode === 'watch') ctrl.paused = true; // Undo stops watch mode; Resume or Step go on
  if (ctrl.review) review(ctrl, null);
  if (!game[step]()) return false;
  if (ctrl.cfg.mode === 'computer') {
    const more = step === 'undoTurn' ? 'canUndo' : 'canRedo';
    let s = readState(game, ctrl.state);
    while (s[more] && !s.outcome && !ctrl.isHuman(s.turn, s)) {
      game[step]();
      s = readState(game, s);
    }
  }
  ctrl.refresh();
  ctrl.notice({ kind });
  return true;
}

/**
 * Shows the position after `ply` plies read-only (null, or the ply played last, goes back to
 * the game). → the ply shown, or null for the game.
 * @param {Controller} ctrl @param {number | null} ply
 */
export function review(ctrl, ply) {
  const state = ctrl.state;
  if (!ctrl.game || !state) return null;
  if (ply === null || ply >= state.ply) {
    ctrl.review = null;
  } else {
    const at = Math.max(0, Math.trunc(ply));
    // A move on an earlier position makes a variation, which the readers' wasm keeps: fetched now.
    if (!ctrl.review) loadFiles().catch(() => {});
    ctrl.review = { ply: at, state: { ...readStateAt(ctrl.game, at, state), seed: ctrl.seed } };
  }
  shownChanged(ctrl);
  return ctrl.review?.ply ?? null;
}

/** The position shown changed (reviewed, or back to the game): the view and the listeners follow. @param {Controller} ctrl */
export function shownChanged(ctrl) {
  ctrl.hintMove = null;
  followClock(ctrl, /** @type {State} */ (ctrl.state), false); // stopped while an earlier position is shown, on again after
  ctrl.version += 1; // the view's grid and marks follow
  ctrl.notice({ kind: 'review' });
  ctrl.emit('review', { ply: ctrl.review?.ply ?? null, state: ctrl.shown });
}

/**
 * The ply a review key leads to from the one shown: a whole turn back or on, the start or the end.
 * @param {Controller} ctrl @param {'back' | 'forward' | 'start' | 'end'} where
 */
export function reviewStep(ctrl, where) {
  const state = ctrl.state;
  if (!state) return null;
  // Turn boundaries as the core groups plies (a Parachute move with its drop is one turn).
  const ends = [0, ...state.turns.map((turn) => turn.plies[1] + 1)];
  const now = ctrl.review?.ply ?? state.ply;
  const target = {
    back: [...ends].reverse().find((p) => p < now) ?? 0,
    forward: ends.find((p) => p > now) ?? state.ply,
    start: 0,
    end: state.ply,
  }[where];
  return review(ctrl, target);
}

/**
 * "Continue from here": takes back every move after the reviewed position, which becomes the
 * game. → {ok} or {ok: false, reason}.
 * @param {Controller} ctrl
 */
export function continueFromHere(ctrl) {
  const at = ctrl.review?.ply;
  if (at === undefined || !ctrl.game) return { ok: false, reason: ctrl.words.t('review.notReviewing') };
  // A variation's position is not the game's: it becomes the game's by being promoted.
  if (ctrl.review?.line) return { ok: false, reason: ctrl.words.t('variation.continue') };
  ctrl.computer.stop();
  try {
    ctrl.game.truncate(at);
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  }
  ctrl.review = null;
  ctrl.paused = ctrl.cfg.mode === 'watch';
  ctrl.refresh(false);
  ctrl.notice({ kind: 'undone' });
  return { ok: true };
}

/**
 * "Play from here": a new game (a new seed) from the position shown, its moves up to there
 * replayed from the same start, so the game it came from (a study, a finished game) stays as it
 * was wherever it is kept. `mode` is who plays it ('computer' or 'friend'; the game's own when
 * not given, a study's against the computer). → {ok} or {ok: false, reason}.
 * @param {Controller} ctrl @param {'computer' | 'friend'} [mode]
 */
export function playFromHere(ctrl, mode) {
  const shown = ctrl.shown;
  if (!ctrl.game || !ctrl.state || !shown) return { ok: false, reason: ctrl.words.t('error.notStarted') };
  if (mode !== undefined && mode !== 'computer' && mode !== 'friend') return { ok: false, reason: ctrl.words.t('error.playFromHereMode', { mode: String(mode) }) };
  if (shown.outcome) return { ok: false, reason: ctrl.words.t('error.hintGameOver') };
  const own = ctrl.cfg.mode === 'computer' || ctrl.cfg.mode === 'friend' ? ctrl.cfg.mode : 'computer';
  const moves = shown.history.slice(0, shown.ply).map((m) => m.text);
  ctrl.review = null;
  // The start as a position string carries its variant and rules; the moves are checked again.
  ctrl.set({ mode: mode ?? own, position: ctrl.state.start, moves, record: null, link: null, seed: null, orientation: null });
  return { ok: true };
}

/**
 * Asks the engine (level 6, `hintTime`) about the position shown, reviewed or not; its
 * reports become the analysis. Refused while the computer thinks or once the game is over.
 * @param {Controller} ctrl
 */
export function analyseShown(ctrl) {
  const shown = ctrl.shown;
  if (!shown || !ctrl.game || shown.outcome || ctrl.thinking) {
    return Promise.reject(new Error(ctrl.words.t(shown?.outcome ? 'error.hintGameOver' : 'toast.thinking')));
  }
  const version = ctrl.version;
  const request = { start: shown.start, moves: shown.history.slice(0, shown.ply).map((m) => m.packed) };
  const limits = { level: 6, movetimeMs: ctrl.cfg.hintTime, seed: ctrl.seed + shown.ply };
  return ctrl.computer.search(request, limits, (info) => {
    if (version === ctrl.version) ctrl.setAnalysis({ ...info, purpose: 'review', ply: shown.ply });
  });
}
