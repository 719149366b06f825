// Which core plays a game: the 8×8 boards are the game build's (pkg/loa.js), the wide boards
// (black-hole, 12×12, hex) the wide build's (pkg/wide/loa.js), each loaded by core.js. Both
// builds' WasmGame have the same methods and send the same state, so the controller holds "the
// core of this game's build" and nothing else changes; a set() that moves the game to a board of
// the other build loads that build first, then starts the new game. Which build plays a variant
// is config.js's table of every board (checked against the core's `buildOf`), so a wide board
// loads the wide build alone; which build reads a link, the game's wasm says (`linkBuild`).

import { buildOfVariant } from './config.js';
import { loadCore, reasonOf } from './core.js';

/** @typedef {typeof import('../../pkg/loa.js')} Core */
/** @typedef {import('./wasm-module.js').Build} Build */
/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {{variant?: unknown, link?: unknown, record?: unknown}} Chosen a configuration's game */
/** @typedef {Map<string, {link: string} | Error>} Records the records read so far, by their text */

/** The game's wasm, once loaded: it answers which build reads a link. @type {Core | null} */
let game = null;
/** The boards waiting for another build's core, each with its latest ask. @type {WeakMap<Controller, object>} */
const switching = new WeakMap();

/**
 * The link that gives `cfg`'s game (its own, or its record's once read), if any.
 * @param {Chosen} cfg @param {Records} [records] @returns {string | null}
 */
function linkOf(cfg, records) {
  const read = typeof cfg.record === 'string' ? records?.get(cfg.record) : undefined;
  return typeof cfg.link === 'string' && cfg.link ? cfg.link : read && !(read instanceof Error) ? read.link : null;
}

/**
 * The build that plays `cfg`'s game when no link gives it: its variant's (the game's for a key
 * that names no board, which the game's wasm then refuses in words).
 * @param {Chosen} cfg @returns {Build}
 */
function variantBuild(cfg) {
  return buildOfVariant(cfg.variant) ?? 'game';
}

/**
 * The build that plays `cfg`'s game: its link's board, as the game's wasm `answer`s it, or its
 * variant's.
 * @param {Core} answer @param {Chosen} cfg @param {Records} [records] @returns {Build}
 */
function buildBy(answer, cfg, records) {
  const link = linkOf(cfg, records);
  return link ? /** @type {Build} */ (answer.linkBuild(link)) : variantBuild(cfg);
}

/**
 * The build that plays `cfg`'s game; the game's wasm is loaded to ask only when a link gives it.
 * @param {Chosen} cfg @param {Records} [records] @returns {Promise<Build>}
 */
export async function buildOf(cfg, records) {
  if (!linkOf(cfg, records)) return variantBuild(cfg);
  game ??= await loadCore('game');
  return buildBy(game, cfg, records);
}

/**
 * The core of `build`, loaded once per page.
 * @param {Build} build @returns {Promise<Core>}
 */
export function coreOf(build) {
  // Both builds export the same WasmGame (tests/unit/one-game.test.mjs compares them).
  return /** @type {Promise<Core>} */ (build === 'wide' ? loadCore('wide') : loadCore('game'));
}

/**
 * Starts the configured game on the core of its build: at once when the controller holds it
 * (the game's wasm, loaded with the first board, answers which), else once loaded (a core that
 * cannot load is said on the board and the old game stays).
 * @param {Controller} ctrl @param {() => void} start
 */
export function onItsCore(ctrl, start) {
  const build = game ? buildBy(game, ctrl.cfg, ctrl.records) : linkOf(ctrl.cfg, ctrl.records) ? null : variantBuild(ctrl.cfg);
  if (build === ctrl.build) {
    switching.delete(ctrl);
    return start();
  }
  // The latest change wins: a game asked for while another build loads replaces that one.
  const token = {};
  switching.set(ctrl, token);
  /** @type {Build} */
  let wanted = build ?? 'game';
  buildOf(ctrl.cfg, ctrl.records)
    .then(async (answer) => {
      wanted = answer;
      const core = await coreOf(wanted);
      if (ctrl.destroyed || switching.get(ctrl) !== token) return;
      switching.delete(ctrl);
      ctrl.core = core;
      ctrl.build = wanted;
      start();
    })
    .catch((err) => ctrl.reportError(ctrl.words.t(wanted === 'wide' ? 'error.wideLoad' : 'error.coreLoad', { reason: reasonOf(err) })));
}
