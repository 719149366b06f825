// The computer player, as seen from the page: a wrapper around one Web Worker.
//
// State is explicit: 'loading' → 'idle' ⇄ 'thinking', 'waiting' (its files could not be loaded;
// it tries again by itself) or 'failed' (it crashed again and again; the next request tries
// anew). Every request carries an id and replies (and progress reports) for any other id are
// dropped, so a reply that arrives after an undo or a new game can never be played. A running
// wasm search cannot read a stop message, so `cancel()` terminates the worker and starts a fresh
// one — which costs no request: every worker starts from the page's one blob: URL with the page's
// one compiled wasm (worker-start.js).
//
// A worker can also die without a word: a crash fires an error event, but `terminate()` called
// from elsewhere fires nothing. Each worker therefore holds a Web Lock for its whole life; the
// engine queues for that lock, and being granted it means the worker is gone. Either way the
// engine says so (`onRestart`), starts a fresh worker and asks again.
//
// The same happens when the search's answer is a trap (a `WebAssembly.RuntimeError`, flagged
// `trap` by the worker): a trapped wasm instance is unusable, so it is never asked again.

import { workerKit, whyUnavailable } from './worker/worker-start.js';
import { WorkerClient, isTrap } from './worker/worker-client.js';

/** @typedef {import('../types/types.js').SearchResult} SearchResult */
/** @typedef {import('../types/types.js').SearchInfo} SearchInfo a progress report of the search */
/** @typedef {import('./worker/worker-start.js').WorkerKit} WorkerKit */
/**
 * The engine's state: its files load, it waits for a question or thinks, it waits to try loading
 * its files again, or it crashed again and again.
 * @typedef {'loading' | 'idle' | 'thinking' | 'waiting' | 'failed'} EngineState
 */
/**
 * What the engine tells its owner, as codes: the words are the board's (words.js).
 * @typedef {object} EngineHooks
 * @property {(state: EngineState) => void} [onState]
 * @property {(why: 'crashed' | 'back') => void} [onRestart] `'crashed'` when a worker died and a
 *   fresh one is being started, `'back'` when the computer is back after it could not start
 * @property {(why: {offline: boolean, detail: string, err: unknown}) => void} [onUnavailable] when the
 *   computer's files could not be loaded (it tries again by itself)
 */
/**
 * A game to search: its start position string, its packed moves and the search's limits.
 * @typedef {{start: string, moves: number[], limits: {level: number, seed: number, movetimeMs?: number}}} SearchRequest
 */
/**
 * The question being answered.
 * @typedef {object} Pending
 * @property {number} id
 * @property {(result: SearchResult) => void} resolve
 * @property {(err: Error) => void} reject
 * @property {SearchRequest} request
 * @property {((info: SearchInfo) => void) | undefined} onInfo
 * @property {number} [traps] how many workers trapped on this question
 */
/**
 * A message from the worker (the protocol is described in worker.js).
 * @typedef {{type: 'ready', lock: string | null} | {type: 'failed', message: string}
 *   | ({type: 'info', id: number} & SearchInfo) | {type: 'done', id: number, result: SearchResult}
 *   | {type: 'error', id: number, message: string, trap?: boolean}} WorkerReply
 */
/**
 * Why a search was rejected: `cancelled` (the position changed, or a new question came) or
 * `crashed` (the worker crashed again and again; `message` is then the reason, in English).
 * @typedef {Error & {cancelled?: boolean, crashed?: boolean, refusal?: import('./policy.js').Refusal}} SearchError
 */

/** A worker that has not loaded after this long is treated as crashed. */
const START_TIMEOUT_MS = 20000;
/** Crashes in a row (without one good start between them) after which the engine gives up. */
const MAX_CRASHES = 3;
/** Waits before trying again to load the computer's files (the last one repeats); and at once when the browser goes online. */
const RETRY_DELAYS_MS = [1000, 3000, 10000, 30000];
/** Lock names are per page load: Web Locks are shared by every tab of the origin. */
const PAGE_TOKEN = globalThis.crypto?.randomUUID?.() ?? String(Math.random()).slice(2);
let workerCount = 0;

/** Live engines, and the workers not yet terminated, for the test hooks only. @type {Set<Engine>} */
const engines = new Set();
/** @type {Set<Worker>} */
const liveWorkers = new Set();

/**
 * Switches for the end-to-end tests; the page sets them only with `?test` in the address.
 * `stallMs` keeps each worker busy that long before it searches (a long search, on demand);
 * `killWorkers()` terminates every engine's worker behind its back once it is running;
 * `trapNext` makes the next that many searches trap (a real `WebAssembly.RuntimeError`) in their
 * worker; `liveWorkers()` counts the workers started and not terminated (at most one per engine,
 * one engine per board).
 */
export const testHooks = {
  stallMs: 0,
  trapNext: 0,
  liveWorkers: () => liveWorkers.size,
  engines: () => engines.size,
  async killWorkers() {
    await Promise.all([...engines].map((e) => e.running));
    for (const e of engines) e.worker?.terminate(); // not retired: the engine must notice itself
  },
};

export class Engine {
  /** @param {EngineHooks} [hooks] @param {import('./wasm-module.js').Build} [build] the wasm build it searches with */
  constructor(hooks = {}, build = 'game') {
    this.hooks = hooks;
    this.build = build;
    /** @type {EngineState} */
    this.state = 'loading';
    this.nextId = 1;
    /** @type {Pending | null} */
    this.pending = null;
    this.crashes = 0;
    this.retries = 0;
    /** The current worker (see worker-client.js). @type {WorkerClient | null} */
    this.client = null;
    /** Its Worker, for the test hooks. @type {Worker | null} */
    this.worker = null;
    /** The latest start; a start that finishes after a newer one began is dropped. */
    this.attempt = {};
    /** Resolves once the current worker runs (for the test hooks). @type {Promise<void>} */
    this.running = Promise.resolve();
    this.markRunning = () => {};
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.retryTimer = undefined;
    this.destroyed = false;
    this.onOnline = () => this.state === 'waiting' && this.spawn();
    globalThis.addEventListener?.('online', this.onOnline);
    engines.add(this);
    this.spawn();
  }

  /** Starts a fresh worker; a pending question is asked of it as soon as it exists. */
  spawn() {
    clearTimeout(this.retryTimer);
    const attempt = {};
    this.attempt = attempt;
    this.client = null;
    this.worker = null;
    this.running = new Promise((resolve) => (this.markRunning = () => resolve()));
    if (this.state !== 'waiting') this.setState(this.pending ? 'thinking' : 'loading');
    workerKit(this.build).then(
      (kit) => this.attempt === attempt && !this.destroyed && this.start(kit),
      (err) => this.attempt === attempt && !this.destroyed && this.unavailable(err),
    );
  }

  /** Starts a worker from the page's worker code and compiled wasm. @param {WorkerKit} kit */
  start(kit) {
    const client = new WorkerClient(kit, {
      name: 'loa-computer',
      who: 'the computer player',
      lock: `loa-engine-${PAGE_TOKEN}-${++workerCount}`,
      startTimeoutMs: START_TIMEOUT_MS,
      onReply: (data) => this.client === client && this.receive(data),
      // A worker the page's policy refused is refused again: no restarts, the reason at once.
      onCrash: (why, refusal) => this.client === client && this.crash(why, !!refusal, refusal),
    });
    this.client = client;
    this.worker = client.worker;
    liveWorkers.add(client.worker);
    if (this.pending) this.ask(this.pending);
  }

  /** Asks the current worker the pending question. @param {Pending} p */
  ask(p) {
    const stallMs = testHooks.stallMs || undefined;
    const trap = testHooks.trapNext > 0 ? (testHooks.trapNext--, true) : undefined;
    this.client?.post({ type: 'search', id: p.id, ...p.request, stallMs, trap });
  }

  /** The computer's files could not be loaded: say why, keep any question, and try again later. */
  /** @param {unknown} err */
  unavailable(err) {
    const wasWaiting = this.state === 'waiting';
    this.setState('waiting');
    const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)];
    this.retries += 1;
    this.retryTimer = setTimeout(() => this.spawn(), delay);
    if (!wasWaiting) {
      this.hooks.onUnavailable?.(whyUnavailable(err));
    }
  }

  /** Terminates the current worker on purpose: its death is not a crash. */
  retire() {
    const client = this.client;
    if (!client) return;
    this.client = null;
    this.worker = null;
    liveWorkers.delete(client.worker);
    client.stop();
  }

  /** @param {EngineState} state */
  setState(state) {
    if (this.state === state) return;
    this.state = state;
    this.hooks.onState?.(state);
  }

  /** @param {WorkerReply} msg */
  receive(msg) {
    if (msg.type === 'ready') {
      this.crashes = 0;
      if (this.retries > 0) this.hooks.onRestart?.('back');
      this.retries = 0;
      this.markRunning();
      this.setState(this.pending ? 'thinking' : 'idle');
      return;
    }
    if (msg.type === 'failed') return this.crash(msg.message, true);
    const p = this.pending;
    if (!p || msg.id !== p.id) return; // stale: its request was cancelled
    if (msg.type === 'info') {
      const { type, id, ...info } = msg;
      return p.onInfo?.(info);
    }
    if (msg.type === 'error' && isTrap(msg)) return this.trapped(p, msg.message);
    this.pending = null;
    this.setState('idle');
    if (msg.type === 'done') p.resolve(msg.result);
    else p.reject(new Error(msg.message));
  }

  /**
   * The search trapped: that wasm instance is unusable, so the worker is replaced and asked
   * again. A question on which every fresh worker traps (a fresh worker's 'ready' clears the
   * crash count, so it is counted per question) fails like repeated crashes.
   * @param {Pending} p @param {string} message
   */
  trapped(p, message) {
    p.traps = (p.traps ?? 0) + 1;
    this.crash(`the engine trapped (${message})`, p.traps >= MAX_CRASHES);
  }

  /**
   * The worker died or failed: start a fresh one, or after too many crashes in a row (or one
   * `permanent` failure) give up and reject the pending question.
   * @param {string} message why, in English (the detail of the board's sentence)
   * @param {boolean} [permanent]
   * @param {import('./policy.js').Refusal} [refusal] the page's policy refused the worker
   */
  crash(message, permanent = false, refusal) {
    this.retire();
    this.crashes += 1;
    if (permanent || this.crashes >= MAX_CRASHES) {
      const p = this.pending;
      this.pending = null;
      this.setState('failed');
      /** @type {SearchError} */
      const err = new Error(message);
      err.crashed = true;
      if (refusal) err.refusal = refusal;
      p?.reject(err);
      return;
    }
    this.hooks.onRestart?.('crashed');
    this.spawn(); // the pending question, if any, is asked again of the fresh worker
  }

  /**
   * Asks for a move: `request` is {start, moves, limits}. `onInfo` receives the search's progress
   * reports {depth, score, side, mate, nodes, nps, elapsedMs, pv}. Resolves with
   * `{best: {text, packed, …}, info}`; rejects if cancelled (with `err.cancelled`) or if the
   * computer player crashed (with `err.crashed`). While its files cannot be loaded the question
   * waits for it.
   * @param {SearchRequest} request
   * @param {{onInfo?: (info: SearchInfo) => void}} [options]
   * @returns {Promise<SearchResult>}
   */
  search(request, { onInfo } = {}) {
    this.cancel();
    if (this.state === 'failed') {
      this.crashes = 0; // asked again: give it a fresh chance
      this.spawn();
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, request, onInfo };
      if (this.state !== 'waiting') this.setState('thinking');
      if (this.worker) this.ask(this.pending); // else asked once the worker exists
    });
  }

  /** A new game: the worker forgets what it learnt (its transposition table). */
  newGame() {
    if (this.pending) this.cancel(); // a fresh worker knows nothing yet
    else this.client?.post({ type: 'newGame' }); // no worker yet: it will know nothing
  }

  /** Stops any search now. Its promise rejects with `err.cancelled = true`. */
  cancel() {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    if (this.state !== 'waiting') {
      this.retire();
      this.spawn();
    }
    /** @type {SearchError} */
    const err = new Error('cancelled');
    err.cancelled = true;
    p.reject(err);
  }

  destroy() {
    this.destroyed = true;
    this.cancel();
    clearTimeout(this.retryTimer);
    this.retire();
    globalThis.removeEventListener?.('online', this.onOnline);
    engines.delete(this);
    this.hooks = {};
  }
}
