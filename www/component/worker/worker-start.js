// How a computer worker starts without a single request, in every setting the game runs in: its
// own site over http(s), a page on another origin that imports the board's modules (CORS), and
// the one-file edition opened from file://.
//
// The worker's code is one self-contained classic script: wasm-bindgen's no-modules glue followed
// by worker.js, joined at build time into `worker-bundle.js` (tools/worker_source.py). Its text is fetched once
// per page and turned into a same-origin `blob:` URL once per page, so a worker can always be
// started (never from another origin's URL, which browsers refuse) and a strict CSP needs only
// `worker-src blob:` (the worker imports nothing). Each worker then gets the page's compiled
// `WebAssembly.Module` and its lock name by message (engine.js). The text is fetched rather than
// imported because a failed dynamic import stays failed for the page's life, and a fetch can be
// tried again once the network is back.

import { compileCore } from '../wasm-module.js';

/** @type {Promise<string> | null} */
let source = null;
/** @typedef {{url: string, module: WebAssembly.Module}} WorkerKit */
/** @type {Promise<WorkerKit> | null} */
let kit = null;
/** What the one-file edition defines. */
const page = /** @type {import('../../types/types.js').PageGlobals} */ (globalThis);

/**
 * The worker's code, fetched once per page. The one-file edition (tools/onefile.py) defines
 * `globalThis.LOA_INLINE_WORKER` instead. A failure lets a later call try again.
 * @returns {Promise<string>}
 */
function loadWorkerSource() {
  const text = (source ??= page.LOA_INLINE_WORKER ? Promise.resolve(page.LOA_INLINE_WORKER) : fetchWorkerSource());
  text.catch(() => (source = null));
  return text;
}

/** @returns {Promise<string>} */
async function fetchWorkerSource() {
  const url = new URL('./worker-bundle.js', import.meta.url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/** Starts loading the worker's source now, so that it is at hand later even offline. */
export function preloadWorkerSource() {
  loadWorkerSource().catch(() => {}); // reported when a worker actually needs it
}

/**
 * What starting a worker needs: `{url, module}`, the blob: URL of the worker's code and the
 * compiled wasm. Made once per page; rejects (and is retried by the next call) if a file could
 * not be loaded.
 * @returns {Promise<WorkerKit>}
 */
export function workerKit() {
  const made = (kit ??= Promise.all([loadWorkerSource(), compileCore()]).then(([text, module]) => ({
    url: URL.createObjectURL(new Blob([text], { type: 'text/javascript' })),
    module,
  })));
  made.catch(() => (kit = null));
  return made;
}

/**
 * Why the computer's files could not be loaded: offline (and not cached), or another failure.
 * `detail` is the failure's own message (a file's address and status, or the browser's words).
 * @param {unknown} err
 * @returns {{offline: boolean, detail: string}}
 */
export function whyUnavailable(err) {
  const detail = err instanceof Error ? err.message : String(err);
  return { offline: globalThis.navigator?.onLine === false, detail };
}
