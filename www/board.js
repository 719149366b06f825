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

import { reasonOf } from './component/core.js';
import { refusalSentence, watchPolicy } from './component/policy.js';
import { DEFAULTS, merge } from './component/config.js';
import { buildOf, coreOf } from './component/builds.js';
import { checkConfig } from './component/config-check.js';
import { Controller } from './component/controller.js';
import { BoardView } from './component/view/view.js';
import { createWords, english } from './words/words.js';
import { needsLoading, loadCatalogue } from './words/catalogues.js';
import { undo, redo, review, reviewStep, continueFromHere, playFromHere, analyseShown } from './component/history.js';
import { clockTimes } from './component/clock.js';
import { resign, offerDraw, acceptDraw } from './component/endings.js';
import { getPosition, importGame, importNotes, namedLink, notes, readCollection, setComment, setTag, sgf } from './component/exchange.js';
import { pause, resume, step, setSpeed } from './component/watch.js';
import { showSpot, changeVariation, canPromote, stepVariation, variationViews } from './component/variations.js';

export { VARIANTS, MODES, DEFAULTS } from './component/config.js';
export { registerCatalogue } from './words/words.js';
export { loadCatalogue } from './words/catalogues.js';

/** @typedef {import('./types/types.js').Api} Api */
/** @typedef {import('./types/types.js').ConfigInput} ConfigInput */
/** @typedef {import('./types/types.js').Outcome} Outcome */
/** @typedef {import('./types/types.js').Move} Move */

/**
 * Mounts a board in `element` and returns its API.
 * @param {HTMLElement} element
 * @param {ConfigInput} [config]
 * @returns {Api}
 */
export function mount(element, config = {}) {
  // A bad field throws here, naming it, before anything is drawn (config-check.js).
  const checked = /** @type {ConfigInput} */ (checkConfig(config, 'mount(element, config)'));
  watchPolicy(); // so that a file the page's Content-Security-Policy refuses is named (policy.js)
  const cfg = merge(DEFAULTS, checked);
  // Every board is played alike; only the core differs: the build that carries the game's board
  // (builds.js), loaded with the board's words. A set() to a board of the other build loads it.
  const build = buildOf(cfg);
  let words = english;
  /** @type {string | null} */
  let wordsProblem = null;
  // Italian and German load on demand (catalogues.js), alongside the core: the board speaks them
  // from its first game on.
  const speaking = needsLoading(cfg.locale) ? loadCatalogue(cfg.locale) : null;
  const speak = () => {
    try {
      words = createWords({ locale: cfg.locale, words: cfg.words });
      wordsProblem = null;
    } catch (err) {
      wordsProblem = reasonOf(err); // the board still works, in English, and says why
    }
  };
  if (!speaking) speak();
  /** @type {BoardView | null} */
  let view = null;
  const ctrl = new Controller(cfg, words, (notice) => view?.notice(notice));
  view = new BoardView(element, ctrl, words);
  // A record is read by the file readers' wasm, fetched beside the core's (it never rejects).
  const record = typeof ctrl.cfg.record === 'string' && ctrl.cfg.record ? ctrl.readRecord(ctrl.cfg.record) : null;
  // A wide board whose build cannot load (the one-file edition has none) says why and plays
  // the standard board instead: the board always has a game.
  /** Why the game's own build could not load, when the standard board plays instead. @type {string | null} */
  let fellBack = null;
  /** @type {import('./component/builds.js').Build} */
  let played = 'game';
  const core = build.then(async (b) => {
    played = b;
    return coreOf(b);
  }).catch((err) => {
    if (played === 'game') throw err;
    played = 'game';
    ctrl.cfg = merge(ctrl.cfg, { variant: 'standard', link: null, record: null, position: null, moves: [] });
    fellBack = reasonOf(err);
    return coreOf('game');
  });
  const ready = Promise.all([core, speaking?.then(speak, (err) => (wordsProblem = reasonOf(err))), record]).then(
    async ([core]) => {
      if (ctrl.destroyed) return;
      if (speaking && words !== ctrl.words) {
        ctrl.words = words;
        view?.setWords(words);
      }
      await ctrl.start(core, played); // a long game is read in parts first
      if (fellBack !== null) ctrl.reportError(ctrl.words.t('error.wideLoad', { reason: fellBack }));
      if (wordsProblem) ctrl.reportError(wordsProblem); // shown on the board and sent as 'error'
    },
    (err) => {
      const message = refusalSentence(words, err) ?? words.t('error.coreLoad', { reason: reasonOf(err) });
      view?.fail(message);
      throw new Error(message);
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
 * The public API; every member is documented here and in docs/embedding.md.
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
      const played = ctrl.play(move);
      if (!played.ok) ctrl.next(); // refused: the computer's turn, if it was, goes on
      return played;
    },
    /** Takes back a whole turn (against the computer: back to your turn). → whether anything changed. */
    undo: () => undo(ctrl),
    /** Replays a turn taken back. */
    redo: () => redo(ctrl),
    /** Turns the board half round. */
    flip: () => view.flip(),
    /** Changes the configuration; a new variant, rules or moves start a new game; a new
     *  `locale` or `words` words everything again. A bad field (config-check.js), or an unknown
     *  locale, throws an Error naming it and changes nothing; set() and set(null) do nothing. */
    set(/** @type {ConfigInput | null | undefined} */ given) {
      const partial = /** @type {ConfigInput} */ (checkConfig(given, 'set(partial)'));
      if ('locale' in partial || 'words' in partial) {
        const words = createWords({ locale: partial.locale ?? ctrl.cfg.locale, words: partial.words ?? ctrl.cfg.words });
        ctrl.words = words;
        view.setWords(words);
      }
      ctrl.set(partial);
    },
    /** Starts the game again with the current configuration. */
    newGame: () => ctrl.newGame(),
    /** The game as data: {variant, rules, position (now, as a position string), start (the
     *  position string it began from), moves: ['b1-d3', …], record (tags and numbered turns),
     *  turn, outcome, seed}. `set` accepts it back: `start` and `moves` replay the game. */
    getPosition: () => getPosition(ctrl),
    /** The game as SGF (FF[4], GM[9]); null before ready. */
    sgf: () => sgf(ctrl),
    /** What the record says beside the moves: {black, white, event, date, site, round,
     *  gameComment, comments} (comments[i] follows ply i); null before ready. */
    notes: () => notes(ctrl),
    /** Sets (null: clears) the comment after ply `ply` (from 0), kept by the record and SGF exports. */
    setComment: (/** @type {number} */ ply, /** @type {string | null} */ text) => setComment(ctrl, ply, text),
    /** Sets (null: removes) the record's tag `name` (`Black`, `White`, `Event`, …), kept by the
     *  record, the SGF and the named link; the players' tags name them on their chips by link. */
    setTag: (/** @type {string} */ name, /** @type {string | null} */ value) => setTag(ctrl, name, value),
    /** The game's link with its players' names: the address a friend by link receives. */
    namedLink: () => namedLink(ctrl),
    /** Opens a game record, an SGF game or a position string: → a Promise of {ok} or {ok: false,
     *  reason}, the reason naming line and column, and the game then untouched. The readers'
     *  wasm is fetched on first use. With {study: true} it opens as a study (mode 'study'): a
     *  replay nobody moves in, which the computer never answers. */
    importGame: (/** @type {string} */ text, /** @type {{study?: boolean} | undefined} */ options) => importGame(ctrl, text, { study: options?.study === true }),
    /** Gives the game the tags and comments of a record or SGF of this same game (what
     *  getPosition().record and sgf() wrote): → a Promise of {ok} or {ok: false, reason} when
     *  it is another game; the moves are untouched. */
    importNotes: (/** @type {string} */ text) => importNotes(ctrl, text),
    /** Lists the games of an SGF file of several (players, event, date, result, turns and each
     *  game's text for importGame): → a Promise of {ok, games} or {ok: false, reason}; the game is untouched. */
    readCollection: (/** @type {string} */ text) => readCollection(ctrl, text),
    /** Shows the position after `ply` plies read-only (null: back to the game); → the ply shown or null. */
    review: (/** @type {number | null} */ ply) => review(ctrl, ply),
    /** Reviews a turn back or on, or the start or the end: 'back' | 'forward' | 'start' | 'end'. */
    reviewStep: (/** @type {'back' | 'forward' | 'start' | 'end'} */ where) =>
      // Along a variation shown, back and on are its turns'.
      ctrl.review?.line && (where === 'back' || where === 'forward') ? stepVariation(ctrl, where) : reviewStep(ctrl, where),
    /** The ply shown read-only, or null when the game as it stands is shown. */
    reviewing: () => ctrl.review?.ply ?? null,
    /** The variations, as the move list shows them: [{line, after, turns: [{text, number, first,
     *  comment}], variations}] (a move played on a reviewed position enters or starts one). */
    variations: () => variationViews(ctrl),
    /** The variation turn shown ({line, turn}), or null on the main line. */
    variationShown: () => (ctrl.review?.line ? { line: ctrl.review.line, turn: /** @type {number} */ (ctrl.review.turn) } : null),
    /** Shows the turn `turn` of the variation `line` (as `variations()` names it); → whether shown. */
    showVariation: (/** @type {number[]} */ line, /** @type {number} */ turn) => showSpot(ctrl, { line, turn }),
    /** Whether the variation `line` can be promoted (not over a game ended by resignation, time or agreement). */
    canPromote: (/** @type {number[]} */ line) => canPromote(ctrl, line),
    /** Promotes the variation shown (it changes places with the line it hangs from); → {ok, reason?}. */
    promoteVariation: () => changeVariation(ctrl, 'promote'),
    /** Deletes the variation shown from the turn shown on; → {ok, reason?}. */
    deleteVariation: () => changeVariation(ctrl, 'delete'),
    /** Takes back every move after the reviewed position and plays on from it; → {ok, reason?}. */
    continueFromHere: () => continueFromHere(ctrl),
    /** Starts a new game from the position shown (reviewed or not), against the computer or a
     *  friend ('computer' | 'friend'; the game's own mode when not given), leaving the game it
     *  came from as it was; → {ok, reason?} (refused on a finished position). */
    playFromHere: (/** @type {'computer' | 'friend' | undefined} */ mode) => playFromHere(ctrl, mode),
    /** Resigns for `side` ('black', 'white', 'east_west', 'north_south') or the side to move. */
    resign: (/** @type {string | undefined} */ side) => resign(ctrl, side),
    /** Offers a draw with the move just played; the opponent accepts or declines by moving. */
    offerDraw: () => offerDraw(ctrl),
    /** Accepts the draw offered with the last move. */
    acceptDraw: () => acceptDraw(ctrl),
    /** Whether a draw offered with the last move awaits an answer. */
    drawOffered: () => !!ctrl.state?.drawOffered,
    /** The clocks' remaining ms by colour ({black, white}), or null without a clock; give it
     *  back as `clockTimes` with the game's link to resume it. */
    clockTimes: () => clockTimes(ctrl),
    /** Watch mode: pause, resume, one move while paused, the pause before each move in ms. */
    pause: () => pause(ctrl),
    resume: () => resume(ctrl),
    step: () => step(ctrl),
    setWatchDelay: (/** @type {number} */ ms) => setSpeed(ctrl, ms),
    /** The state shown: the reviewed position's, or the game's as it stands. */
    shown: () => ctrl.shown,
    /** Asks the engine about the position shown (reviewed or not); the reports arrive as 'analysis'. */
    analyse: () => analyseShown(ctrl),
    /** Whether watch mode is paused. */
    isPaused: () => ctrl.paused,
    /** Whether the computer's moves are made elsewhere (true: it waits here, as another tab of a
     *  page plays them; false: it plays again, now if it is its turn). */
    computerElsewhere: (/** @type {boolean} */ on) => {
      ctrl.elsewhere = on;
      if (ctrl.computerToMove()) ctrl.next(); // stops its search, or starts it
    },
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
    /** Marks `move` ({from, to, text}) on the board as a hint is marked, until the position shown
     *  changes (the whole-game analysis shows the better move this way); null takes it off. */
    suggest(/** @type {Move | null} */ move) {
      ctrl.hintMove = move;
      ctrl.version += 1; // the grid names the marked squares too
      ctrl.notice({ kind: 'hint', move: null });
    },
    /** The latest search report {depth, score, side, mate, decisive, nodes, nps, pv, pvColours,
     *  purpose: 'move'|'hint', ply}, or null. `score` is in hundredths of a piece from `side`'s view. */
    analysis: () => ctrl.analysis,
    /** The board's words (words.js): `t(key, params)` and the phrase helpers, in its locale. */
    words: () => ctrl.words,
    /** Subscribes to 'ready', 'change', 'move', 'gameover', 'illegal', 'thinking', 'hint',
     *  'analysis', 'restart' (the computer stopped and is being restarted), 'review' (the
     *  reviewed ply), 'watch' (paused or not) or 'error';
     *  returns a function that unsubscribes. An 'illegal' handler that says the refusal itself
     *  sets `detail.said = true`, and the board shows no toast of its own. */
    on: (name, fn) => ctrl.on(name, fn),
    /** Shows `message` on the board for a few seconds, as the board's own notices do (the
     *  element says a bad property value this way). */
    say: (/** @type {string} */ message) => view.notice({ kind: 'toast', text: String(message), ms: 6000 }),
    /** Stops the computer, frees the core's game and removes the board from the page. */
    destroy() {
      ctrl.destroy();
      view.destroy();
    },
  });
}
