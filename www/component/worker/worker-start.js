// How a computer worker starts without a single request, in every setting the game runs in: its
// own site over http(s), a page on another origin that imports the board's modules (CORS), and
// the one-file edition opened from file://.
//
// The worker's code is one self-contained classic script: worker.js with the exports of the
// page's own wasm-bindgen glue it uses, bundled at build time into `worker-bundle.js`
// (tools/worker_bundle.mjs), and for the
// wide boards' build (wasm-module.js) the same worker.js over that build's glue,
// `worker-bundle-wide.js`. Its text is fetched once per page and build and turned into a
// same-origin `blob:` URL once, so a worker can always be
// started (never from another origin's URL, which browsers refuse) and a strict CSP needs only
// `worker-src blob:` (the worker imports nothing). Each worker then gets the page's compiled
// `WebAssembly.Module` and its lock name by message (engine.js). The text is fetched rather than
// imported because a failed dynamic import stays failed for the page's life, and a fetch can be
// tried again once the network is back.

import { buildUnavailable, compileCore } from '../wasm-module.js';
import { explained } from '../policy.js';

/** @typedef {import('../wasm-module.js').Build} Build */
/** Each build's worker code, once asked for. @type {Map<Build, Promise<string>>} */
const sources = new Map();
/** @typedef {{url: string, module: WebAssembly.Module}} WorkerKit */
/** Each build's kit, once asked for. @type {Map<Build, Promise<WorkerKit>>} */
const kits = new Map();
/** What the one-file edition defines. */
const page = /** @type {import('../../types/types.js').PageGlobals} */ (globalThis);

/**
 * Remembers `promise` as `map`'s entry for `build` until it fails, so that a later call tries again.
 * @template T @param {Map<Build, Promise<T>>} map @param {Build} build @param {Promise<T>} promise
 */
function keep(map, build, promise) {
  map.set(build, promise);
  promise.catch(() => map.get(build) === promise && map.delete(build));
  return promise;
}

/**
 * The worker's code for `build`, fetched once per page. The one-file edition (tools/onefile.mjs)
 * defines `globalThis.LOA_INLINE_WORKER` instead (the game's: it has no wide boards).
 * @param {Build} build
 * @returns {Promise<string>}
 */
function loadWorkerSource(build) {
  const inline = build === 'game' && page.LOA_INLINE_WORKER;
  return sources.get(build) ?? keep(sources, build, inline ? Promise.resolve(inline) : fetchWorkerSource(build));
}

/** @param {Build} build @returns {Promise<string>} */
async function fetchWorkerSource(build) {
  // Literal addresses, so that bundlers emit both: the same worker.js over each build's
  // glue (build.sh, build_offline).
  const url =
    build === 'wide' ? new URL('./worker-bundle-wide.js', import.meta.url) : new URL('./worker-bundle.js', import.meta.url);
  /** @type {Response} */
  let response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw await explained(err, url.href); // connect-src may have refused it
  }
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/**
 * Starts loading the worker's source of `build` (default the game's; loadCore calls it once
 * that build loaded) now, so that it is at hand later even offline.
 * @param {Build} [build]
 */
export function preloadWorkerSource(build = 'game') {
  loadWorkerSource(build).catch(() => {}); // reported when a worker actually needs it
}

/**
 * What starting a worker of `build` (default the game's; 'wide' for a wide board's computer)
 * needs: `{url, module}`, the blob: URL of the worker's code and that build's compiled wasm.
 * Made once per page and build; rejects (and is retried by the next call) if a file could not
 * be loaded, or at once in the one-file edition for 'wide'.
 * @param {Build} [build]
 * @returns {Promise<WorkerKit>}
 */
export function workerKit(build = 'game') {
  const known = kits.get(build);
  if (known) return known;
  // A name that is no build, or the wide boards in the one-file edition: said before any fetch.
  const unavailable = buildUnavailable(build);
  if (unavailable) return Promise.reject(unavailable);
  const made = Promise.all([loadWorkerSource(build), compileCore(build)]).then(([text, module]) => ({
    url: URL.createObjectURL(new Blob([text], { type: 'text/javascript' })),
    module,
  }));
  return keep(kits, build, made);
}

/**
 * Why the computer's files could not be loaded: offline (and not cached), or another failure.
 * `detail` is the failure's own message (a file's address and status, or the browser's words);
 * `err` itself goes along, for the board to word a refusal of the page's policy (policy.js).
 * @param {unknown} err
 * @returns {{offline: boolean, detail: string, err: unknown}}
 */
export function whyUnavailable(err) {
  const detail = err instanceof Error ? err.message : String(err);
  return { offline: globalThis.navigator?.onLine === false, detail, err };
}
