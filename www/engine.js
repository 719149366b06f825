// The computer player, as seen from the page: a wrapper around one module Web Worker.
//
// State is explicit: 'loading' → 'idle' ⇄ 'thinking', or 'failed'. Every request carries an id
// and replies (and progress reports) for any other id are dropped, so a reply that arrives after
// an undo or a new game can never be played. A running wasm search cannot read a stop message, so
// `cancel()` terminates the worker and starts a fresh one.
//
// A worker can also die without a word: a crash fires an error event, but `terminate()` called
// from elsewhere fires nothing. Each worker therefore holds a Web Lock for its whole life; the
// engine queues for that lock, and being granted it means the worker is gone. Either way the
// engine says so (`onRestart`), starts a fresh worker and asks again.

const WORKER_URL = new URL('./worker.js', import.meta.url);
/** A worker that has not loaded after this long is treated as crashed. */
const START_TIMEOUT_MS = 20000;
/** Lock names are per page load: Web Locks are shared by every tab of the origin. */
const PAGE_TOKEN = globalThis.crypto?.randomUUID?.() ?? String(Math.random()).slice(2);
let workerCount = 0;

/** Live engines, for the test hooks only. */
const engines = new Set();

/**
 * Switches for the end-to-end tests; the page sets them only with `?test` in the address.
 * `stallMs` keeps each worker busy that long before it searches (a long search, on demand);
 * `killWorkers()` terminates every engine's worker behind its back once it is running.
 */
export const testHooks = {
  stallMs: 0,
  async killWorkers() {
    await Promise.all([...engines].map((e) => e.running));
    for (const e of engines) e.worker.terminate(); // not retired: the engine must notice itself
  },
};

export class Engine {
  /**
   * @param {{onState?: (state: string) => void, onRestart?: (message: string) => void}} hooks
   * `onRestart` is called when a worker died and a fresh one is being started.
   */
  constructor(hooks = {}) {
    this.hooks = hooks;
    this.state = 'loading';
    this.nextId = 1;
    this.pending = null; // {id, resolve, reject, request, onInfo}
    this.crashes = 0;
    this.retired = new WeakSet();
    engines.add(this);
    this.spawn();
  }

  spawn() {
    const lock = `loa-engine-${PAGE_TOKEN}-${++workerCount}`;
    const url = new URL(WORKER_URL);
    url.searchParams.set('lock', lock);
    const worker = new Worker(url, { type: 'module' });
    this.worker = worker;
    const live = () => this.worker === worker && !this.retired.has(worker);
    this.running = new Promise((resolve) => (this.markRunning = resolve));
    worker.onmessage = (e) => live() && this.receive(e.data);
    worker.onerror = (e) => {
      e.preventDefault?.();
      if (live()) this.crash(e.message || 'the computer player stopped unexpectedly');
    };
    worker.onmessageerror = () => live() && this.crash('a message from the computer player was unreadable');
    clearTimeout(this.startTimer);
    this.startTimer = setTimeout(() => live() && this.crash('the computer player did not start'), START_TIMEOUT_MS);
    this.watch = (held) => {
      // Granted only once the worker has let go of its lock, that is, once it no longer runs.
      if (held && globalThis.navigator?.locks) {
        navigator.locks.request(held, () => {}).then(() => live() && this.crash('the computer player was stopped'));
      }
    };
    this.setState(this.pending ? 'thinking' : 'loading');
  }

  /** Terminates a worker on purpose: its death is not a crash. */
  retire(worker) {
    this.retired.add(worker);
    worker.terminate();
  }

  setState(state) {
    if (this.state === state) return;
    this.state = state;
    this.hooks.onState?.(state);
  }

  receive(msg) {
    if (msg.type === 'ready') {
      clearTimeout(this.startTimer);
      this.crashes = 0;
      this.watch(msg.lock);
      this.markRunning();
      if (!this.pending) this.setState('idle');
      return;
    }
    if (msg.type === 'failed') return this.crash(msg.message, true);
    const p = this.pending;
    if (!p || msg.id !== p.id) return; // stale: its request was cancelled
    if (msg.type === 'info') {
      const { type, id, ...info } = msg;
      return p.onInfo?.(info);
    }
    this.pending = null;
    this.setState('idle');
    if (msg.type === 'done') p.resolve(msg.result);
    else p.reject(new Error(msg.message));
  }

  crash(message, permanent = false) {
    clearTimeout(this.startTimer);
    this.retire(this.worker);
    const p = this.pending;
    this.pending = null;
    this.crashes += 1;
    if (permanent || this.crashes > 2) {
      this.setState('failed');
      this.failure = `The computer player could not start: ${message}`;
      p?.reject(new Error(this.failure));
      return;
    }
    this.hooks.onRestart?.(message);
    this.spawn();
    // The same question again, to the fresh worker.
    if (p) this.search(p.request, { onInfo: p.onInfo }).then(p.resolve, p.reject);
  }

  /**
   * Asks for a move: `request` is {start, moves, limits}. `onInfo` receives the search's progress
   * reports {depth, score, side, mate, nodes, nps, elapsedMs, pv}. Resolves with
   * `{best: {text, packed, …}, info}`; rejects if cancelled (with `err.cancelled`) or if the
   * computer player failed.
   */
  search(request, { onInfo } = {}) {
    if (this.state === 'failed') return Promise.reject(new Error(this.failure));
    this.cancel();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, request, onInfo };
      this.setState('thinking');
      const stallMs = testHooks.stallMs || undefined;
      this.worker.postMessage({ type: 'search', id, ...request, stallMs });
    });
  }

  /** A new game: the worker forgets what it learnt (its transposition table). */
  newGame() {
    if (this.pending) this.cancel(); // a fresh worker knows nothing yet
    else if (this.state !== 'failed') this.worker.postMessage({ type: 'newGame' });
  }

  /** Stops any search now. Its promise rejects with `err.cancelled = true`. */
  cancel() {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    this.retire(this.worker);
    this.spawn();
    const err = new Error('cancelled');
    err.cancelled = true;
    p.reject(err);
  }

  destroy() {
    this.cancel();
    clearTimeout(this.startTimer);
    this.retire(this.worker);
    engines.delete(this);
    this.hooks = {};
  }
}
