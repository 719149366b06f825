// Watch mode's controls (the computer playing itself): pause, resume, step one move, speed.
// Undo and a new game stop it too (history.js, controller.js).

/** @typedef {import('./controller.js').Controller} Controller */

/** Pauses the computers; the move being thought about is dropped. @param {Controller} ctrl */
export function pause(ctrl) {
  ctrl.paused = true;
  ctrl.computer.stop();
  ctrl.version += 1; // an answer already on its way is for a game that no longer runs
  ctrl.notice({ kind: 'config' });
  ctrl.emit('watch', { paused: true });
}

/** Lets the computers play on. @param {Controller} ctrl */
export function resume(ctrl) {
  ctrl.paused = false;
  ctrl.version += 1;
  ctrl.next();
  ctrl.notice({ kind: 'config' });
  ctrl.emit('watch', { paused: false });
}

/** Plays one computer move and stays paused. @param {Controller} ctrl */
export function step(ctrl) {
  if (!ctrl.computerToMove() || ctrl.thinking) return false;
  ctrl.paused = false;
  ctrl.version += 1;
  ctrl.next(); // schedules the one move; the pause below holds the one after it
  ctrl.paused = true;
  ctrl.emit('watch', { paused: true });
  return true;
}

/**
 * The pause before each move, in ms (the page offers 0.1 s to 2 s); a number out of range is
 * refused. @param {Controller} ctrl @param {number} ms
 */
export function setSpeed(ctrl, ms) {
  if (!Number.isFinite(ms) || ms < 0 || ms > 10000) return false;
  ctrl.cfg = { ...ctrl.cfg, watchDelay: ms };
  return true;
}
