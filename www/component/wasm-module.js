// The game's WebAssembly, fetched and compiled exactly once per page. The main thread
// instantiates this `WebAssembly.Module` (core.js) and every computer worker receives the same
// Module by postMessage (worker-start.js, engine.js), so no worker start costs a request.

/** @type {Promise<WebAssembly.Module> | null} */
let compiling = null;
/**
 * The wasm this page compiles: the game's, or, on the puzzles page and the rules tour, the study
 * build (the same core plus the puzzle judge and the lessons; one glue drives both, build.sh).
 */
let wasmFile = 'loa_bg.wasm';

/** Makes this page compile the study wasm: call before the first board is mounted. */
export function useStudyCore() {
  if (compiling) throw new Error('useStudyCore(): the game wasm is already being compiled');
  wasmFile = 'loa_study_bg.wasm';
}
/** What the one-file edition defines. */
const page = /** @type {import('../types/types.js').PageGlobals} */ (globalThis);

/**
 * The compiled wasm, fetched once per page. The one-file edition (tools/onefile.py) defines
 * `globalThis.LOA_INLINE_WASM`, the wasm gzipped and base64-encoded, and nothing is fetched.
 * @returns {Promise<WebAssembly.Module>}
 */
export function compileCore() {
  const compiled = (compiling ??= page.LOA_INLINE_WASM ? compileInline(page.LOA_INLINE_WASM) : compileFetched());
  compiled.catch(() => (compiling = null)); // a later call may try again
  return compiled;
}

/** @returns {Promise<WebAssembly.Module>} */
async function compileFetched() {
  const url = new URL(`../../pkg/${wasmFile}`, import.meta.url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status} ${response.statusText}`.trim());
  // Streaming compilation refuses a response without the application/wasm type, which some
  // servers get wrong; the bytes themselves are fine, so those are compiled from a buffer.
  if (response.headers.get('content-type')?.split(';')[0].trim() === 'application/wasm') {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/** @param {string} base64 the gzipped wasm @returns {Promise<WebAssembly.Module>} */
async function compileInline(base64) {
  const gzipped = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bytes = await new Response(new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  return WebAssembly.compile(bytes);
}
