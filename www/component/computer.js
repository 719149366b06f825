// The computer player as the controller uses it: one engine (a worker) per board, made on first
// use and reused from move to move, the delayed starts of its turns, and "thinking" on or off.
// Stopping it cancels both a running search and any turn not yet started.

import { refusalSentence } from './policy.js';
import { Engine } from './engine.js';

/** @typedef {import('../types/types.js').Analysis} Analysis */
/** @typedef {import('../types/types.js').SearchResult} SearchResult */
/** @typedef {import('./engine.js').SearchError} SearchError */
/** @typedef {import('../words/words.js').Words} Words */

export class Computer {
  /**
   * @param {Words} words the board's words, for a crash's sentence
   * @param {{onThinking: (on: boolean) => void, onRestart: (why: 'crashed' | 'back') => void,
   *          onUnavailable: (why: {offline: boolean, detail: string, err: unknown}) => void}} hooks
   */
  constructor(words, hooks) {
    this.words = words;
    this.hooks = hooks;
    /** @type {Engine | null} */
    this.engine = null;
    /** @type {Set<ReturnType<typeof setTimeout>>} */
    this.timers = new Set();
    this.thinking = false;
    /** The wasm build its engine searches with. @type {import('./wasm-module.js').Build} */
    this.build = 'game';
  }

  /** The engine, made on first use. */
  ensureEngine() {
    this.engine ??= new Engine(
      {
        onState: (state) => this.setThinking(state === 'thinking'),
        onRestart: (why) => this.hooks.onRestart(why),
        onUnavailable: (why) => this.hooks.onUnavailable(why),
      },
      this.build,
    );
    return this.engine;
  }

  /**
   * Searches the game `request` (start position and packed moves) within `limits`; `onInfo`
   * receives each progress report and finally the result's. Rejects with `err.cancelled`, or
   * with the board's sentence when the computer player crashed again and again.
   * @param {{start: string, moves: number[]}} request
   * @param {{level: number, seed: number, movetimeMs?: number}} limits
   * @param {(info: Omit<Analysis, 'purpose' | 'ply'>) => void} onInfo
   * @returns {Promise<SearchResult>}
   */
  search(request, limits, onInfo) {
    return this.ensureEngine()
      .search({ ...request, limits }, { onInfo })
      .then(
        (result) => {
          onInfo(result.info);
          return result;
        },
        (/** @type {SearchError} */ err) => {
          if (!err.crashed) throw err;
          throw new Error(refusalSentence(this.words, err) ?? this.words.t('error.computerCrashed', { reason: err.message }));
        },
      );
  }

  /** Runs `fn` after `ms` unless the computer is stopped first. @param {() => void} fn @param {number} ms */
  later(fn, ms) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  /** Cancels the running search and every turn not yet started. */
  stop() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.engine?.cancel();
    this.setThinking(false);
  }

  /**
   * Searches with the wasm `build` from now on (the game's board's): an engine of another build
   * makes way, and the next search starts a worker of this one.
   * @param {import('./wasm-module.js').Build} build
   */
  useBuild(build) {
    if (build === this.build) return;
    this.stop();
    this.engine?.destroy();
    this.engine = null;
    this.build = build;
  }

  /** A new game: the engine's transposition table starts afresh. */
  newGame() {
    this.engine?.newGame();
  }

  destroy() {
    this.stop();
    this.engine?.destroy();
    this.engine = null;
  }

  /** @param {boolean} on */
  setThinking(on) {
    if (this.thinking === on) return;
    this.thinking = on;
    this.hooks.onThinking(on);
  }
}
