// The game flow of one board (after pgn-viewer's ctrl.ts): the core's game, whose turn it is,
// the computer's turns and hints, the undo policy, watch mode, and the events. It changes state
// and nothing else; the view draws from `state` and words what `notice` reports. Every rule
// (legal moves, results, which side a colour plays for, whole turns) comes from the core.

import { refusalSentence } from './policy.js';
import { reasonOf } from './core.js';
import { Computer } from './computer.js';
import { merge, normalise, RESTART_KEYS, COMPUTER_KEYS } from './config.js';
import { setUp } from './setup.js';
import { onItsCore } from './builds.js';
import { readRecordInto } from './files.js';
import { askHint } from './hint.js';
import { GameClock, followClock } from './clock.js';
import { readState } from './state-read.js';
import { dropVariations, explainShown, playVariation, varies } from './variations.js';

/** @typedef {import('../types/types.js').Config} Config */
/** @typedef {import('../types/types.js').ConfigInput} ConfigInput */
/** @typedef {import('../types/types.js').State} State */
/** @typedef {import('../types/types.js').Move} Move */
/** @typedef {import('../types/types.js').Played} Played */
/** @typedef {import('../types/types.js').Analysis} Analysis */
/** @typedef {import('../types/types.js').EventName} EventName */
/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {import('../../pkg/loa.js').WasmGame} WasmGame */
/** @typedef {typeof import('../../pkg/loa.js')} Core */
/** @typedef {import('../../pkg/files/loa.js').ImportedGame} ImportedGame */
/** @typedef {import('../types/types.js').Notice} Notice */

/** The pause before a forced pass is played, so people see why the turn changes hands. */
const AUTO_PASS_DELAY_MS = 900;
/** How long an error from the computer stays on the board. */
const ERROR_TOAST_MS = 6000;

export class Controller {
  /**
   * @param {Config} config
   * @param {Words} words for the messages of 'error' events and refusals
   * @param {(notice: Notice) => void} notice
   */
  constructor(config, words, notice) {
    this.cfg = config;
    this.words = words;
    this.notice = notice;
    this.handlers = /** @type {Map<string, Set<(detail: any) => void>>} */ (new Map());
    for (const [name, fn] of Object.entries(config.events)) if (fn) this.on(/** @type {EventName} */ (name), fn);
    // The core of the game's build (builds.js), and which build it is.
    this.core = /** @type {Core | null} */ (null);
    this.build = /** @type {import('./builds.js').Build | null} */ (null);
    this.game = /** @type {WasmGame | null} */ (null);
    this.variations = /** @type {import('../../pkg/files/loa.js').WasmVariations | null} */ (null); // its variations (variations.js)
    this.state = /** @type {State | null} */ (null);
    this.seed = 0;
    /** Bumped on every change, so answers to questions about an older position are dropped. */
    this.version = 0;
    this.hintMove = /** @type {Move | null} */ (null);
    this.analysis = /** @type {Analysis | null} */ (null);
    this.destroyed = false;
    /** Records read by the file readers' wasm, by their text (createGame). @type {Map<string, ImportedGame | Error>} */
    this.records = new Map();
    /** The earlier position shown, or null for the game as it stands; a variation's turn (variations.js) with the moves leading to it. @type {{ply: number, state: State, line?: number[], turn?: number, moves?: string[], half?: (string | number)[]} | null} */
    this.review = null;
    /** Watch mode is paused: the computers wait for `resume` or `step`. */
    this.paused = false;
    /** The computer's moves are made elsewhere (another tab of the page plays this game's): it waits. */
    this.elsewhere = false;
    /** Counts the games set up or loaded: a long game set up in parts comes on the board only if none came since. */
    this.setups = 0;
    /** A long game being set up in parts (newGame), kept once it is on the board or dropped. @type {Promise<unknown> | null} */
    this.settingUp = null;
    /** The two players' clock (friend mode with `clock` set), or null. @type {GameClock | null} */
    this.clock = null;
    /** @type {ReturnType<typeof setInterval> | undefined} */
    this.clockTimer = undefined;
    this.computer = new Computer(words, {
      onThinking: (on) => {
        this.notice({ kind: 'thinking' });
        this.emit('thinking', { thinking: on });
      },
      onRestart: (why) => {
        const message = this.words.t(why === 'back' ? 'toast.computerBack' : 'toast.restart');
        this.notice({ kind: 'toast', text: message, ms: 6000 });
        this.emit('restart', { message });
      },
      onUnavailable: ({ offline, detail, err }) => {
        const message =
          refusalSentence(this.words, err) ?? (offline ? this.words.t('error.computerOffline') : this.words.t('error.computerFiles', { detail }));
        this.notice({ kind: 'toast', text: message, ms: 8000 });
        this.emit('error', { message });
      },
    });
  }

  /** Reads `record` once with the file readers' wasm, for `createGame` (files.js). Never rejects. @param {string} record */
  readRecord(record) {
    return readRecordInto(this.records, record, this.words);
  }

  get thinking() {
    return this.computer.thinking;
  }

  /**
   * Starts the first game once its build's core has loaded; → a promise kept once it is on the
   * board (a long game is set up in parts: finishInParts).
   * @param {Core} core @param {import('./builds.js').Build} build
   */
  async start(core, build) {
    this.core = core;
    this.build = build;
    this.newGame();
    await this.settingUp;
    if (!this.destroyed) this.emit('ready', { state: this.state });
  }

  /**
   * A new game from the configuration; false (with the reason shown) if it cannot start. A
   * game the configuration cannot set up (a bad link, record or move) is reported once and
   * replaced by the variant's start, so the board always has a game.
   */
  newGame(fallback = false) {
    return setUp(this, fallback);
  }

  /**
   * Makes `game` (a WasmGame the caller hands over) the board's game: imports, links, resumes.
   * @param {WasmGame} game @param {State | null} [known] its state read already (state-read.js)
   */
  load(game, known = null) {
    this.setups += 1; // a long game still being set up is not wanted any more
    this.computer.useBuild(this.build ?? 'game');
    this.computer.stop();
    this.computer.newGame();
    this.seed = Number.isSafeInteger(this.cfg.seed) && /** @type {number} */ (this.cfg.seed) >= 0 ? /** @type {number} */ (this.cfg.seed) : randomSeed();
    this.setAnalysis(null);
    this.game?.free();
    this.game = game;
    dropVariations(this); // a record's come back with it (variations.js keepVariationsOf)
    this.review = null;
    this.paused = false;
    this.state = known;
    // Between two people only; saved times (`clockTimes`) resume a game once, never the next.
    this.clock = this.cfg.clock && this.cfg.mode === 'friend' ? new GameClock(this.cfg.clock, this.cfg.clockTimes) : null;
    this.cfg = merge(this.cfg, { clockTimes: null });
    const s = this.refresh(false);
    // A position, record or link brings its own variant and rules.
    this.cfg = merge(this.cfg, { variant: s.variant, rules: s.rules });
    this.notice({ kind: 'newGame' });
  }

  /**
   * Reads the core's state after a change and lets the view, the clock and the computer follow.
   * @param {boolean} [animate] @param {boolean} [moved] a move was just played (the clock's increment)
   * @returns {State}
   */
  refresh(animate = true, moved = false) {
    const game = /** @type {WasmGame} */ (this.game);
    // Only what changed crosses from the core: a long game's history is read once (state-read.js).
    const state = { ...readState(game, this.state), seed: this.seed };
    this.state = state;
    followClock(this, state, moved);
    this.hintMove = null; // a hint is for the position it was asked in
    this.version += 1;
    this.notice({ kind: 'state', animate });
    this.emit('change', { state });
    this.next();
    return state;
  }

  /**
   * Whether the player of `colour` is a person at this device (not the computer).
   * @param {string} colour @param {State | null} [state] the current one unless given
   */
  isHuman(colour, state = this.state) {
    if (this.cfg.mode === 'friend') return true;
    // Watch mode's sides are the computer's; a study's (an opened record) nobody's.
    if (this.cfg.mode === 'watch' || this.cfg.mode === 'study') return false;
    // The core says which side each colour plays for; `human` names a side by its colour.
    const player = state?.players.find((p) => p.colour === colour);
    return player?.sideColour === this.cfg.human;
  }

  humanToMove() {
    return !this.review && !!this.state && !this.state.outcome && this.isHuman(this.state.turn);
  }

  computerToMove() {
    // A friend by link moves elsewhere: their turn is nobody's here, not the computer's.
    return !!this.state && !this.state.outcome && this.cfg.mode !== 'link' && this.cfg.mode !== 'study' && !this.isHuman(this.state.turn);
  }

  /** Whether the piece on `square` may be picked up now (on a reviewed position, to play a variation). @param {string} square */
  movable(square) {
    const s = this.shown;
    return !!s && (this.humanToMove() || varies(this)) && !s.dropDue && s.legalMoves.some((m) => m.from === square);
  }

  /** The legal targets of the piece on `square` in the position shown. @param {string | null} square */
  targetsFrom(square) {
    if (!square || !this.shown) return [];
    return this.shown.legalMoves.filter((m) => m.from === square && m.to).map((m) => ({ to: /** @type {string} */ (m.to), capture: m.capture }));
  }

  /** Why `from`-`to` is not legal now, in words (the core's code, worded), or null. @param {string} from @param {string} to */
  explain(from, to) {
    if (this.review) return explainShown(this, from, to); // a reviewed position's, from its own replay
    try {
      const why = this.game?.explainCode(from, to);
      return why ? this.words.refusal(why) : null;
    } catch (err) {
      return reasonOf(err);
    }
  }

  /**
   * Plays a move (text or packed); → {ok: true} or {ok: false, reason}.
   * @param {string | number} move
   * @param {{animate?: boolean, by?: 'player' | 'computer'}} [options]
   * @returns {{ok: boolean, reason?: string}}
   */
  play(move, { animate = true, by = 'player' } = {}) {
    if (!this.game) return { ok: false, reason: this.words.t('error.notStarted') };
    if (this.review) return playVariation(this, move);
    try {
      this.game.play(move);
    } catch (err) {
      return { ok: false, reason: this.words.refusal(err) };
    }
    const s = this.refresh(animate, true);
    const played = /** @type {Played} */ (s.lastMove);
    this.notice({ kind: 'moved', move: played });
    this.emit('move', { move: played, by, state: s });
    if (s.outcome) this.emit('gameover', { outcome: s.outcome, state: s });
    return { ok: true };
  }

  /**
   * A slide asked for by the player; an illegal one is refused with the core's reason.
   * @param {string} from @param {string} to @param {{animate?: boolean}} [options]
   */
  slide(from, to, options) {
    const legal = this.shown?.legalMoves.find((m) => m.from === from && m.to === to);
    if (legal) return this.play(legal.packed, options);
    return this.refuse(from, to, this.explain(from, to) ?? this.words.t('error.notLegal', { from, to }));
  }

  /** A drop asked for by the player. @param {string} square */
  drop(square) {
    const result = this.play(`@${square}`);
    return result.ok ? result : this.refuse(null, square, result.reason ?? '');
  }

  /**
   * Says why a move was refused, once: an 'illegal' handler that words it itself (a lesson, a
   * puzzle) sets `said` on the event's detail, and the board then shows no toast of its own.
   * @param {string | null} from @param {string} to @param {string} reason
   */
  refuse(from, to, reason) {
    const detail = { from, to, reason, said: false };
    this.emit('illegal', detail);
    if (!detail.said) this.notice({ kind: 'toast', text: reason });
    return { ok: false, reason };
  }

  /** Decides what happens after a change: the computer's move, an automatic pass, or nothing. */
  next() {
    const s = this.state;
    if (!s || s.outcome) {
      this.computer.stop();
      return;
    }
    const version = this.version;
    if (this.isHuman(s.turn)) {
      this.computer.stop();
      // A player with no legal move must pass; the core says when: it is the only move.
      if (s.legalMoves.length === 1 && s.legalMoves[0].kind === 'pass') {
        this.notice({ kind: 'autoPass', colour: s.turn });
        this.computer.later(() => version === this.version && this.play('pass'), AUTO_PASS_DELAY_MS);
      }
      return;
    }
    // A study is a record replayed: the computer never answers it, finished or not.
    if ((this.cfg.mode === 'watch' && this.paused) || this.cfg.mode === 'link' || this.cfg.mode === 'study' || this.elsewhere) return this.computer.stop();
    const delay = this.cfg.mode === 'watch' ? this.cfg.watchDelay : 0;
    this.computer.later(() => {
      if (version !== this.version || this.destroyed) return;
      /** @type {{level: number, seed: number, movetimeMs?: number}} */
      const limits = { level: this.cfg.level, seed: this.seed + s.history.length };
      if (this.cfg.level === 6) limits.movetimeMs = this.cfg.moveTime;
      this.ask(limits, 'move').then(
        (result) => {
          if (version === this.version && !this.destroyed) this.play(result.best.packed, { by: 'computer' });
        },
        (err) => {
          if (err.cancelled || version !== this.version || this.destroyed) return;
          this.reportError(reasonOf(err));
          this.computer.setThinking(false);
        },
      );
    }, delay);
  }

  /** Shown once: by the embedder's 'error' handler when there is one, else on the board. @param {string} message */
  reportError(message) {
    if (this.handlers.get('error')?.size) this.emit('error', { message });
    else this.notice({ kind: 'toast', text: message, ms: ERROR_TOAST_MS });
  }

  /** The state the view shows: the reviewed position, or the game as it stands. */
  get shown() {
    return this.review?.state ?? this.state;
  }

  /**
   * Asks the engine about the current position; its progress becomes the analysis.
   * @param {{level: number, seed: number, movetimeMs?: number}} limits
   * @param {'move' | 'hint'} purpose
   */
  ask(limits, purpose) {
    const s = /** @type {State} */ (this.state);
    const game = /** @type {WasmGame} */ (this.game);
    const version = this.version;
    const request = { start: s.start, moves: Array.from(game.moves()) };
    return this.computer.search(request, limits, (info) => {
      if (version === this.version) this.setAnalysis({ ...info, purpose, ply: s.history.length });
    });
  }

  /** @param {Analysis | null} analysis */
  setAnalysis(analysis) {
    this.analysis = analysis;
    this.emit('analysis', { analysis });
  }

  /** Asks the engine for a move for the person to play (hint.js). */
  hint() {
    return askHint(this);
  }

  /**
   * Changes the configuration; a new variant, rules, moves, position, record or seed start a new game.
   * @param {ConfigInput} partial
   */
  set(partial) {
    const before = this.cfg;
    const change = normalise(partial);
    this.cfg = merge(this.cfg, change);
    const changed = (/** @type {string} */ key) => key in change && /** @type {any} */ (change)[key] !== /** @type {any} */ (before)[key];
    const record = this.cfg.record;
    if (this.core && RESTART_KEYS.some((k) => k in change) && record && !this.records.has(record)) {
      this.computer.stop(); // the record is read first (the readers' wasm loads on demand): no move meanwhile
      this.readRecord(record).then(() => {
        if (!this.destroyed && this.cfg.record === record) onItsCore(this, () => this.newGame());
      });
    } else if (this.core && RESTART_KEYS.some((k) => k in change)) {
      onItsCore(this, () => this.newGame()); // another board may be another build's
    } else if (this.core && COMPUTER_KEYS.some(changed)) {
      this.computer.stop();
      this.version += 1;
      this.next();
    }
    this.notice({ kind: 'config' });
  }

  /** @param {EventName} name @param {(detail: any) => void} fn */
  on(name, fn) {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set());
    this.handlers.get(name)?.add(fn);
    return () => {
      this.handlers.get(name)?.delete(fn);
    };
  }

  /** @param {EventName} name @param {object} detail */
  emit(name, detail) {
    for (const fn of this.handlers.get(name) ?? []) {
      try {
        fn(detail);
      } catch (err) {
        console.error(`loa board: a '${name}' handler threw`, err);
      }
    }
  }

  destroy() {
    this.destroyed = true;
    clearInterval(this.clockTimer);
    this.computer.destroy();
    this.game?.free();
    this.game = null;
    dropVariations(this);
    this.handlers.clear();
  }
}

/** A seed for the computer's random choices: a whole number below 2^32. */
function randomSeed() {
  return Math.floor(Math.random() * 2 ** 32);
}
