// The one-file edition's stand-in for variations.js (tools/onefile.mjs puts it in its place):
// the edition keeps no variations (its wasm reads past them, src/notation/variation_skip.rs,
// within its 200 KB budget), so a move on a reviewed position, or a record that had some, says
// so in the page's language, and the game's record and SGF are its own. Same exports, same shapes.

import { review } from './history.js';

/** @typedef {import('./controller.js').Controller} Controller */

/** There are none to forget. @param {Controller} _ctrl */
export const dropVariations = (_ctrl) => {};

/** @param {Controller} ctrl */
export const varies = (ctrl) => !!ctrl.review && !ctrl.review.state.outcome;

/** @param {Controller} _ctrl @param {string} _from @param {string} _to @returns {string | null} */
export const explainShown = (_ctrl, _from, _to) => null;

/** A move on a reviewed position, or a change of a variation: refused, in words. @param {Controller} ctrl */
const refused = (ctrl) => ({ ok: false, reason: ctrl.words.t('variation.notInEdition') });

/** @param {Controller} ctrl @param {string | number} _move */
export const playVariation = (ctrl, _move) => refused(ctrl);

/** @param {Controller} ctrl @param {{ply: number} | {line: number[], turn: number}} spot */
export const showSpot = (ctrl, spot) => 'ply' in spot && (review(ctrl, spot.ply), true);

/** @param {Controller} _ctrl @param {'back' | 'forward'} _where @returns {number | null} */
export const stepVariation = (_ctrl, _where) => null;

/** @param {Controller} ctrl @param {'promote' | 'delete'} _how */
export const changeVariation = (ctrl, _how) => refused(ctrl);

/** @param {Controller} _ctrl @param {number[]} _line */
export const canPromote = (_ctrl, _line) => false;

/** @param {Controller} _ctrl @param {unknown} _button @returns {HTMLButtonElement[] | null} */
export const variationButtons = (_ctrl, _button) => null;

/** @param {Controller} _ctrl @returns {import('../types/types.js').VariationView[]} */
export const variationViews = (_ctrl) => [];

/** A record that had variations opens without them, and says so. @param {Controller} ctrl @param {string} _text @param {{hasVariations: boolean} | undefined} read */
export function keepVariationsOf(ctrl, _text, read) {
  if (read?.hasVariations) ctrl.notice({ kind: 'toast', text: ctrl.words.t('variation.notInEdition') });
}

/** @param {Controller} ctrl */
export const recordWithVariations = (ctrl) => /** @type {NonNullable<Controller['game']>} */ (ctrl.game).record();

/** @param {Controller} ctrl */
export const sgfWithVariations = (ctrl) => /** @type {NonNullable<Controller['game']>} */ (ctrl.game).sgf();
