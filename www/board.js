// The Lines of Action board component.
//
//   import { mount } from './www/board.js';
//   const board = mount(document.querySelector('#board'), { variant: 'standard', mode: 'computer' });
//   board.on('gameover', ({ outcome }) => console.log(outcome.reason));
//
// Three parts, after lichess's chessground and pgn-viewer: the controller (controller.js: game
// flow, the computer, hints, undo policy), the view (view/: canvas, input, animation, the
// accessible grid) and the words (words.js: every sentence, replaceable by the embedder). Every
// rule (legal moves, results, players and turns) comes from the Rust core through `core.js`, and
// the computer player runs in a Web Worker. No global state: any number of boards share a page.

import { loadCore, reasonOf } from './core.js';
import { DEFAULTS, merge } from './config.js';
import { checkConfig } from './config-check.js';
import { Controller } from './controller.js';
import { BoardView } from './view/view.js';
import { createWords, english } from './words.js';

export { VARIANTS, MODES, DEFAULTS } from './config.js';
export { registerCatalogue } from './words.js';

/** @typedef {import('./types.js').Api} Api */
/** @typedef {import('./types.js').ConfigInput} ConfigInput */
/** @typedef {import('./types.js').Outcome} Outcome */

/**
 * Mounts a board in `element` and returns its API.
 * @param {HTMLElement} element
 * @param {ConfigInput} [config]
 * @returns {Api}
 */
export function mount(element, config = {}) {
  // A bad field throws here, naming it, before anything is drawn (config-check.js).
  const cfg = merge(DEFAULTS, /** @type {ConfigInput} */ (checkConfig(config, 'mount(element, config)')));
  let words = english;
  /** @type {string | null} */
  let wordsProblem = null;
  try {
    words = createWords({ locale: cfg.locale, words: cfg.words });
  } catch (err) {
    wordsProblem = reasonOf(err); // the board still works, in English, and says why
  }
  /** @type {BoardView | null} */
  let view = null;
  const ctrl = new Controller(cfg, words, (notice) => view?.notice(notice));
  view = new BoardView(element, ctrl, words);
  const ready = loadCore().then(
    (core) => {
      if (ctrl.destroyed) return;
      ctrl.start(core);
      if (wordsProblem) ctrl.reportError(wordsProblem); // shown on the board and sent as 'error'
    },
    (err) => {
      view?.fail(reasonOf(err));
      throw err;
    },
  );
  ready.catch(() => {}); // shown on the board; callers may still await api.ready
  return makeApi(ctrl, view, ready);
}

/**
 * "Black wins", "East–West wins" or "Draw", in English (a board's own words: api.words()).
 * @param {Outcome} outcome
 */
export function headline(outcome) {
  return english.headline(outcome);
}

/**
 * The public API; every member is documented here and in the README.
 * @param {Controller} ctrl @param {BoardView} view @param {Promise<void>} ready
 * @returns {Api}
 */
function makeApi(ctrl, view, ready) {
  return Object.freeze({
    /** Resolves when the core has loaded and the first game is set up; rejects if it cannot load. */
    ready,
    /** Plays a move given as text ('b1-d3', '@d4', 'a3-c5@d4', 'pass'); → {ok, reason?}. */
    play(/** @type {string} */ move) {
      ctrl.computer.stop();
      return ctrl.play(move);
    },
    /** Takes back a whole turn (against the computer: back to your turn). → whether anything changed. */
    undo: () => ctrl.undo(),
    /** Replays a turn taken back. */
    redo: () => ctrl.redo(),
    /** Turns the board half round. */
    flip: () => view.flip(),
    /** Changes the configuration; a new variant, rules or moves start a new game. A bad field
     *  throws a TypeError or RangeError naming it, and nothing changes; set() and set(null) do nothing. */
    set: (/** @type {ConfigInput | null | undefined} */ partial) => ctrl.set(/** @type {ConfigInput} */ (checkConfig(partial, 'set(partial)'))),
    /** Starts the game again with the current configuration. */
    newGame: () => ctrl.newGame(),
    /** The game as data: {variant, rules, position (now, as a position string), start (the
     *  position string it began from), moves: ['b1-d3', …], record (tags and numbered turns),
     *  turn, outcome, seed}. `set` accepts it back: `start` and `moves` replay the game. */
    getPosition: () => ctrl.getPosition(),
    /** The full state from the core (pieces, legal moves, players, turns, outcome…); null before ready. */
    state: () => ctrl.state,
    /** The current configuration. */
    config: () => ctrl.cfg,
    /** The centre of a square in viewport (client) coordinates, for overlays and tests. */
    squareCenter: (/** @type {string} */ square) => view.squareCenter(square),
    /** Whether the computer is thinking now (for its move or for a hint). */
    isThinking: () => ctrl.thinking,
    /** Whether it is the computer's turn (false when the game is over). */
    computerToMove: () => ctrl.computerToMove(),
    /** Asks the engine (level 6, `hintTime`) for a move for you; marks it on the board until
     *  the position changes. → a promise of the move {text, from, to, kind, …}; rejects when it
     *  is not your turn, or with `err.cancelled` if the position changed first. */
    hint: () => ctrl.hint(),
    /** The latest search report {depth, score, side, mate, decisive, nodes, nps, pv, pvColours,
     *  purpose: 'move'|'hint', ply}, or null. `score` is in hundredths of a piece from `side`'s view. */
    analysis: () => ctrl.analysis,
    /** The board's words (words.js): `t(key, params)` and the phrase helpers, in its locale. */
    words: () => ctrl.words,
    /** Subscribes to 'ready', 'change', 'move', 'gameover', 'illegal', 'thinking', 'hint',
     *  'analysis', 'restart' (the computer stopped and is being restarted) or 'error';
     *  returns a function that unsubscribes. */
    on: (name, fn) => ctrl.on(name, fn),
    /** Stops the computer, frees the core's game and removes the board from the page. */
    destroy() {
      ctrl.destroy();
      view.destroy();
    },
  });
}
