// One worker running the page's worker code (worker.js), started and watched the same way for
// the computer player (engine.js) and the puzzle judge (www/puzzles/judge.js): each owner keeps
// its own questions and its own policy of retries, and this keeps what they share.
//
// It starts the worker from the page's one blob: URL with the page's compiled wasm (the kit of
// worker-start.js), passes on every message while it is current, and reports a death once, in
// whichever way it shows: an error event, an unreadable message, no 'ready' in time, or (with a
// lock) the worker's Web Lock being released, which is the only sign of a worker terminated from
// elsewhere. A trap (an 'error' reply flagged `trap`) leaves the wasm instance unusable; the
// owner decides what it means for its question (isTrap).

import { explained } from '../policy.js';

/** @typedef {import('./worker-start.js').WorkerKit} WorkerKit */
/** @typedef {import('../policy.js').Refusal} Refusal */
/**
 * @typedef {object} ClientOptions
 * @property {(data: any) => void} onReply every message of the worker while it is current
 * @property {(why: string, refusal?: Refusal) => void} onCrash the worker
 *   died or would not start (in English), or the page's Content-Security-Policy refused it
 * @property {string} [name] the worker's name (for the browser's tools)
 * @property {string} [lock] a Web Lock for the worker to hold while it lives, watched here
 * @property {number} [startTimeoutMs] a worker not 'ready' after this long counts as crashed
 * @property {string} who the worker in the reasons given to onCrash: 'the computer player'
 */

/** Whether a reply of worker.js says its wasm instance trapped. @param {{type: string, trap?: boolean}} data */
export function isTrap(data) {
  return data.type === 'error' && data.trap === true;
}

export class WorkerClient {
  /** @param {WorkerKit} kit @param {ClientOptions} options */
  constructor({ url, module }, options) {
    this.options = options;
    this.stopped = false;
    const worker = new Worker(url, options.name ? { name: options.name } : undefined);
    this.worker = worker;
    worker.onmessage = (/** @type {MessageEvent<any>} */ e) => {
      if (this.stopped) return;
      if (e.data?.type === 'ready') this.ready(e.data.lock);
      options.onReply(e.data);
    };
    worker.onerror = (e) => {
      e.preventDefault?.(); // reported through onCrash, not as an uncaught error
      const why = new Error(e.message || `${options.who} stopped unexpectedly`);
      // A worker the page's policy refused (worker-src without blob:) says nothing of it here.
      explained(why, url, [url, 'blob']).then((err) => this.crash(why.message, /** @type {{refusal?: Refusal}} */ (err).refusal));
    };
    worker.onmessageerror = () => this.crash(`a message from ${options.who} was unreadable`);
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.startTimer = options.startTimeoutMs
      ? setTimeout(() => this.crash(`${options.who} did not start`), options.startTimeoutMs)
      : undefined;
    worker.postMessage(options.lock ? { type: 'start', module, lock: options.lock } : { type: 'start', module });
  }

  /** The worker runs: stop waiting for it, and watch its lock. @param {string | null} held */
  ready(held) {
    clearTimeout(this.startTimer);
    // Granted only once the worker has let go of its lock, that is, once it no longer runs.
    if (held && globalThis.navigator?.locks) {
      navigator.locks.request(held, () => {}).then(
        () => this.crash(`${this.options.who} was stopped`),
        () => {}, // no locks here: a killed worker then goes unnoticed until the owner asks again
      );
    }
  }

  /**
   * Reports a death once, unless the owner stopped the worker itself.
   * @param {string} why @param {Refusal} [refusal]
   */
  crash(why, refusal) {
    if (this.stopped) return;
    this.stop();
    this.options.onCrash(why, refusal);
  }

  /** @param {object} message */
  post(message) {
    if (!this.stopped) this.worker.postMessage(message);
  }

  /** Terminates the worker on purpose: nothing more is reported. */
  stop() {
    this.stopped = true;
    clearTimeout(this.startTimer);
    this.worker.terminate();
  }
}
