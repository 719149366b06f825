// The computer player, as seen from the page: a wrapper around one module Web Worker.
//
// State is explicit: 'loading' → 'idle' ⇄ 'thinking', or 'failed'. Every request carries an id
// and replies to any other id are dropped, so a reply that arrives after an undo or a new game can
// never be played. A running wasm search cannot read a stop message, so `cancel()` terminates the
// worker and starts a fresh one; a crashed worker is restarted the same way.

const WORKER_URL = new URL('./worker.js', import.meta.url);

export class Engine {
  /** @param {{onState?: (state: string) => void, onInfo?: (info: object) => void}} hooks */
  constructor(hooks = {}) {
    this.hooks = hooks;
    this.state = 'loading';
    this.nextId = 1;
    this.pending = null; // {id, resolve, reject}
    this.crashes = 0;
    this.spawn();
  }

  spawn() {
    this.worker = new Worker(WORKER_URL, { type: 'module' });
    this.worker.onmessage = (e) => this.receive(e.data);
    this.worker.onerror = (e) => {
      e.preventDefault?.();
      this.crash(e.message || 'the computer player stopped unexpectedly');
    };
    this.setState(this.pending ? 'thinking' : 'loading');
  }

  setState(state) {
    if (this.state === state) return;
    this.state = state;
    this.hooks.onState?.(state);
  }

  receive(msg) {
    if (msg.type === 'ready') {
      this.crashes = 0;
      if (!this.pending) this.setState('idle');
      return;
    }
    if (msg.type === 'failed') return this.crash(msg.message, true);
    const p = this.pending;
    if (!p || msg.id !== p.id) return; // a stale reply: its request was cancelled
    if (msg.type === 'info') return this.hooks.onInfo?.(msg.info);
    this.pending = null;
    this.setState('idle');
    if (msg.type === 'done') p.resolve(msg.result);
    else p.reject(new Error(msg.message));
  }

  crash(message, permanent = false) {
    this.worker.terminate();
    const p = this.pending;
    this.pending = null;
    this.crashes += 1;
    if (permanent || this.crashes > 2) {
      this.setState('failed');
      this.failure = message;
      p?.reject(new Error(`The computer player could not start: ${message}`));
      return;
    }
    this.spawn();
    if (p) this.search(p.request).then(p.resolve, p.reject); // retry once on a fresh worker
  }

  /**
   * Asks for a move. Resolves with `{best: {text, packed, …}, info}`; rejects if cancelled
   * (with `err.cancelled`) or if the computer player failed.
   */
  search(request) {
    if (this.state === 'failed') return Promise.reject(new Error(this.failure));
    this.cancel();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, request };
      this.setState('thinking');
      this.worker.postMessage({ id, ...request });
    });
  }

  /** Stops any search now. Its promise rejects with `err.cancelled = true`. */
  cancel() {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    this.worker.terminate();
    this.spawn();
    const err = new Error('cancelled');
    err.cancelled = true;
    p.reject(err);
  }

  destroy() {
    this.cancel();
    this.worker.terminate();
    this.hooks = {};
  }
}
