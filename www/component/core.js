// Loads the rules core (Rust compiled to WebAssembly) once per page and build, and shares it
// between boards.
//
// Two builds play (wasm-module.js): 'game', the 8×8 boards' wasm, and 'wide', the wide boards',
// loaded only when one is played; both export the same `WasmGame`, `WasmSearcher` and
// `judgeMove`, and the game's says which build plays a variant or reads a link (`buildOf`,
// `linkBuild`), so a board asks `loadCore(await buildOf…)` and plays either alike.
// Each build's wasm is fetched and compiled exactly once per page (`compileCore`); the main
// thread instantiates that `WebAssembly.Module`, and every computer worker receives the same
// Module by postMessage, so starting a worker never costs a request (worker-start.js). The glue
// import is dynamic so that a missing or broken file becomes an error the page can show in words
// (board.js) instead of a module graph that silently never runs.

import { buildUnavailable, compileCore } from './wasm-module.js';
import { preloadWorkerSource } from './worker/worker-start.js';

/** @typedef {typeof import('../../pkg/loa.js')} Core */
/** @typedef {typeof import('../../pkg/wide/loa.js')} WideCore */
/** @typedef {import('./wasm-module.js').Build} Build */

/** Each build's exports, once asked for. @type {Map<Build, Promise<Core | WideCore>>} */
const loading = new Map();
/** Each build's instance exports (its `memory` among them), once loaded. @type {Map<Build, {memory?: WebAssembly.Memory}>} */
const instances = new Map();

/**
 * The glue of `build`, imported: each address literal, so that bundlers follow both (as
 * wasm-module.js's wasm addresses), and the wide one is fetched only by a page that plays a wide board.
 * @param {Build} build
 */
function importGlue(build) {
  return build === 'wide' ? import('../../pkg/wide/loa.js') : import('../../pkg/loa.js');
}

/**
 * The wasm module's exports (`WasmGame`, `WasmSearcher`, `judgeMove`…) of `build` (default the
 * game's), loaded on first call; rejects with the reason a file could not be loaded (or, in the
 * one-file edition, that it has no wide boards), and a later call tries again.
 * @overload
 * @param {'game'} [build]
 * @returns {Promise<Core>}
 */
/**
 * @overload
 * @param {'wide'} build
 * @returns {Promise<WideCore>}
 */
/**
 * @param {Build} [build]
 * @returns {Promise<Core | WideCore>}
 */
export function loadCore(build = 'game') {
  const known = loading.get(build);
  if (known) return known;
  const unavailable = buildUnavailable(build);
  if (unavailable) return Promise.reject(unavailable);
  const loaded = (async () => {
    const [glue, module] = await Promise.all([importGlue(build), compileCore(build)]);
    instances.set(build, /** @type {{memory?: WebAssembly.Memory}} */ (await glue.default({ module_or_path: module })));
    // Everything the computer player needs is loaded now, while the page is surely online, so
    // that its first move works offline too. A failure here is reported when a worker starts.
    preloadWorkerSource(build);
    return glue;
  })();
  loading.set(build, loaded);
  loaded.catch(() => loading.get(build) === loaded && loading.delete(build)); // a later call may try again
  return loaded;
}

/** The main thread's wasm memory of `build` in bytes (0 before it loads): it grows and never
 *  shrinks, so a leak of games shows here (the soak test reads it through the ?test hook).
 *  @param {Build} [build] */
export function coreMemoryBytes(build = 'game') {
  return instances.get(build)?.memory?.buffer.byteLength ?? 0;
}

/**
 * The message of anything thrown by the core, which throws real `Error`s with its reasons.
 * @param {unknown} err
 */
export function reasonOf(err) {
  return String(/** @type {{message?: unknown} | null | undefined} */ (err)?.message ?? err);
}
