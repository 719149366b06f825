// The game of an embedded wide board: the index page's WideBoard (wide-game.js) started from the
// embedder's settings and opening, its changes told as the 8×8 board's events (move, change,
// gameover, thinking, hint), and the moves the api makes on it — play, undo, redo (a whole
// turn against the computer, as Undo takes one back), hint, resign and flip. Every rule is the
// core's: the moves, the refusals and whether a move can be replayed come from WasmWideGame.

import { WideBoard } from './wide-game.js';
import { isFlipped } from './mount-config.js';
import { mountWords } from './mount-words.js';
import { redoTurn } from './turns.js';

/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {import('./wide-game.js').WidePanel} WidePanel */
/** @typedef {import('./mount-config.js').MountSettings} MountSettings */
/**
 * What a new game replays before play begins: moves (texts), then the side that resigned.
 * @typedef {{moves: string[], resigned: 'black' | 'white' | null}} Opening
 */
/**
 * How the game talks to the embedder (wide-mount.js).
 * @typedef {object} Teller
 * @property {(name: string, detail: unknown) => void} emit an api event
 * @property {(message: string) => void} problem an 'error' event, and the board says it
 * @property {(message: string) => void} say a notice on the board
 * @property {() => Words} words the board's words now
 */

/** The reason a call failed, as text. @param {unknown} err */
export const reasonOf = (err) => (err instanceof Error ? err.message : String(err));

export class MountedGame {
  /** @param {HTMLElement} host @param {MountSettings} settings @param {Teller} tell */
  constructor(host, settings, tell) {
    this.host = host;
    this.settings = settings;
    this.tell = tell;
    /** @type {WideBoard | null} */
    this.board = null;
    /** What every new game replays (`moves`). @type {Opening} */
    this.opening = { moves: [], resigned: null };
    /** The moves the embedder has heard of: more in a report are new moves, told as 'move'. */
    this.told = 0;
    this.over = false;
    this.thinking = false;
  }

  /** The WideBoard's options now. */
  options() {
    const words = this.tell.words();
    return { ...this.settings, flipped: isFlipped(this.settings), words, onChange: (/** @type {WidePanel} */ p) => this.report(p), onError: this.tell.problem };
  }

  /** A new game of the settings in force that replays `opening` through the core: a move it
   *  refuses is named, and the game stops before it. @param {Opening} [opening] */
  start(opening = this.opening) {
    this.board?.destroy();
    this.board = null;
    this.told = 0;
    this.over = false;
    this.thinking = false;
    const next = new WideBoard(this.host, this.options());
    this.board = next;
    next.root.querySelector('canvas')?.setAttribute('part', 'canvas');
    if (opening.moves.length || opening.resigned) {
      next.stopThinking();
      for (const move of opening.moves) {
        try {
          next.game.play(move);
        } catch (err) {
          this.tell.problem(mountWords(this.tell.words(), 'wide.refused', { move, reason: reasonOf(err) }));
          break;
        }
      }
      if (opening.resigned && next.game.state().moves.length === opening.moves.length) next.game.resign(opening.resigned);
      this.told = next.game.state().moves.length; // replayed, not played: no 'move' events
      next.changed();
    }
    this.report({ status: '', moves: next.state.moves.map((m) => m.text), canUndo: false, canHint: false, thinking: next.thinking, over: !!next.state.outcome });
  }

  /** The board's changes as the 8×8 board's events. @param {WidePanel} panel */
  report(panel) {
    const board = this.board;
    if (!board) return; // the constructor's first report: start() reports once it is in place
    const { emit } = this.tell;
    const state = this.state();
    if (panel.moves.length > this.told) {
      const mover = board.state.turn === 'black' ? 'white' : 'black';
      const { mode, human } = this.settings;
      const by = mode === 'watch' || (mode === 'computer' && mover !== human) ? 'computer' : 'player';
      emit('move', { move: board.state.moves.at(-1), by, state });
    }
    this.told = panel.moves.length;
    if (panel.thinking !== this.thinking) emit('thinking', { thinking: (this.thinking = panel.thinking) });
    emit('change', { state });
    if (panel.over && !this.over) emit('gameover', { outcome: board.state.outcome, state });
    this.over = panel.over;
  }

  /** The wide engine's state with what the embedder's controls read: the status line, whether
   *  Undo and Redo can do anything (the core says), and `wide: true`. */
  state() {
    const board = /** @type {WideBoard} */ (this.board);
    const canUndo = board.state.moves.length > 0 && board.state.outcome?.cause !== 'resignation';
    return { ...board.state, wide: true, status: board.status(), canUndo, canRedo: board.game.canRedo() };
  }

  /** Plays `text` through the core; → {ok} or {ok: false, reason} with the game unchanged. @param {string} text */
  play(text) {
    const b = /** @type {WideBoard} */ (this.board);
    try {
      b.game.play(text);
    } catch (err) {
      // A refusal by the rules is worded in the board's language, as the 8×8 board's are.
      const reason = /** @type {{code?: unknown}} */ (err)?.code ? this.tell.words().refusal(err) : reasonOf(err);
      this.tell.emit('illegal', { move: text, reason });
      this.tell.say(reason);
      return { ok: false, reason };
    }
    // Played: a search for the position before it is of no use now.
    b.stopThinking();
    b.selected = -1;
    b.changed();
    return { ok: true };
  }

  /** Takes back your move (against the computer, its reply too); → whether anything changed. */
  undo() {
    const before = this.board?.state.moves.length;
    this.board?.undo();
    return this.board?.state.moves.length !== before;
  }

  /** Plays again what undo() took back: a whole turn against the computer (your move and its
   *  reply), one move otherwise; → whether anything changed. No 'move' events: replayed. */
  redo() {
    const b = this.board;
    if (!b || !redoTurn(b, this.settings)) return false;
    this.told = b.game.state().moves.length;
    b.changed();
    return true;
  }

  /** Asks the wide search (level 6, www/wide/hint.js) for your move and marks it on the board;
   *  → a Promise of the move {text, from, to, capture}, told as 'hint' too. Rejects when it is
   *  not your turn (an 'error' says why), or with `err.cancelled` when the position moves on. */
  async hint() {
    const b = /** @type {WideBoard} */ (this.board);
    const text = await b.hint.ask();
    const move = b.state.legal.find((m) => m.text === text) ?? { text, from: -1, to: -1, capture: false };
    this.tell.emit('hint', { move });
    return move;
  }

  /** Resigns for `side`, or for your side against the computer, else the side to move; a game
   *  already over refuses, with an 'error' saying why. @param {unknown} side */
  resign(side) {
    const b = /** @type {WideBoard} */ (this.board);
    if (side === undefined || side === null) return b.resign();
    b.stopThinking();
    try {
      b.game.resign(/** @type {'black' | 'white'} */ (side));
    } catch (err) {
      this.tell.problem(reasonOf(err));
    }
    b.changed();
  }

  /** Turns the board half round (and back), as the 8×8 board's flip() does: the orientation flips. */
  flip() {
    this.settings.orientation = isFlipped(this.settings) ? 'black' : 'white';
    this.redraw();
  }

  /** Draws the board again in the orientation the settings say. */
  redraw() {
    const b = this.board;
    if (!b) return;
    b.options.flipped = isFlipped(this.settings);
    b.fit();
  }

  /**
   * Where cell `name` is drawn, in viewport (client) coordinates, or null if there is none.
   * @param {string} name
   */
  centre(name) {
    const b = this.board;
    const i = b ? b.state.cells.findIndex((c) => c.name === name) : -1;
    if (!b || i < 0) return null;
    const rect = b.canvas.getBoundingClientRect();
    return { x: rect.left + b.lay.centres[i].x, y: rect.top + b.lay.centres[i].y };
  }

  destroy() {
    this.board?.destroy();
    this.board = null;
  }
}
