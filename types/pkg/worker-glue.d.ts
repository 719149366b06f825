// The name under which tools/worker_bundle.mjs hands www/component/worker/worker.js the exports it
// uses of the page's glue (pkg/loa.js, built --target web), in one classic script, so the worker
// reads them from `wasm_bindgen` rather than importing them. For tsconfig.worker.json only.

import type * as Glue from './loa.js';

declare global {
  /** What the worker uses of pkg/loa.js (a build without the puzzles lacks WasmAttempt, and its
   * page never asks for a puzzle's judge). */
  const wasm_bindgen: Pick<typeof Glue, 'initSync' | 'WasmSearcher' | 'WasmAttempt'>;
}
