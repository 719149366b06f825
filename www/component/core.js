// Loads the rules core (Rust compiled to WebAssembly) once per page and shares it between boards.
//
// The wasm is fetched and compiled exactly once per page (`compileCore`); the main thread
// instantiates that `WebAssembly.Module`, and every computer worker receives the same Module by
// postMessage, so starting a worker never costs a request (worker-start.js). The glue import is
// dynamic so that a missing or broken file becomes an error the page can show in words (board.js)
// instead of a module graph that silently never runs.

import { compileCore } from './wasm-module.js';
import { preloadWorkerSource } from './worker/worker-start.js';

/** @typedef {typeof import('../../pkg/loa.js')} Core */

/** @type {Promise<Core> | null} */
let loading = null;
/** The instance's exports (its `memory` among them), once loaded. @type {{memory?: WebAssembly.Memory} | null} */
let instance = null;

/**
 * The wasm module's exports (`WasmGame`), loaded on first call; rejects with the reason a file
 * could not be loaded, and a later call tries again.
 * @returns {Promise<Core>}
 */
export function loadCore() {
  loading ??= (async () => {
    let mod;
    try {
      const [glue, module] = await Promise.all([import('../../pkg/loa.js'), compileCore()]);
      instance = /** @type {{memory?: WebAssembly.Memory}} */ (await glue.default({ module_or_path: module }));
      mod = glue;
    } catch (err) {
      loading = null; // a later call may try again
      throw err;
    }
    // Everything the computer player needs is loaded now, while the page is surely online, so
    // that its first move works offline too. A failure here is reported when a worker starts.
    preloadWorkerSource();
    return mod;
  })();
  return loading;
}

/** The main thread's wasm memory in bytes (0 before it loads): it grows and never shrinks, so a
 *  leak of games shows here (the soak test reads it through the ?test hook). */
export function coreMemoryBytes() {
  return instance?.memory?.buffer.byteLength ?? 0;
}

/**
 * The message of anything thrown by the core, which throws real `Error`s with its reasons.
 * @param {unknown} err
 */
export function reasonOf(err) {
  return String(/** @type {{message?: unknown} | null | undefined} */ (err)?.message ?? err);
}
