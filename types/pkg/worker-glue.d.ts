// The global that wasm-bindgen's no-modules glue defines (`--target no-modules`): build.sh puts
// that glue before www/component/worker/worker.js in one classic script, so the worker reads the
// exports from `wasm_bindgen` rather than importing them. For tsconfig.worker.json only.

import type * as Glue from './loa.js';

declare global {
  /** The glue: a function that instantiates the wasm, carrying every export of pkg/loa.js. */
  const wasm_bindgen: typeof Glue.default & Omit<typeof Glue, 'default'>;
}
