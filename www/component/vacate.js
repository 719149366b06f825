// Gemma's vacate (docs/rules.md §8.1): a piece that cannot slide may leave the board. Whether it
// may is the core's answer — it lists the vacate among the legal moves only then — so the page
// only looks for it there and plays it through the controller.

/** @typedef {import('./controller.js').Controller} Controller */

/** Whether the piece on `square` may vacate now. @param {Controller} ctrl @param {string | null} square */
export function canVacate(ctrl, square) {
  return !!square && !!ctrl.state?.legalMoves.some((m) => m.kind === 'vacate' && m.from === square);
}

/** The player's vacate of the stuck piece on `square`, or the refusal. @param {Controller} ctrl @param {string} square */
export function vacate(ctrl, square) {
  const legal = ctrl.state?.legalMoves.find((m) => m.kind === 'vacate' && m.from === square);
  if (legal) return ctrl.play(legal.packed);
  return ctrl.refuse(square, square, ctrl.words.t('toast.noMoves', { square }));
}
