// The game's WebAssembly, fetched and compiled exactly once per page. The main thread
// instantiates this `WebAssembly.Module` (core.js) and every computer worker receives the same
// Module by postMessage (worker-start.js, engine.js), so no worker start costs a request.

/** @type {Promise<WebAssembly.Module> | null} */
let compiling = null;
/**
 * The wasm this page compiles when another than the game's is chosen (study-core.js): the
 * puzzles page and the rules tour use the study build. null: the game's.
 * @type {URL | null}
 */
let chosen = null;

/**
 * Makes this page compile the wasm at `url` instead of the game's: call before the first board is
 * mounted. The address is given, not named here, so that bundlers following this module's
 * literal address (below) never see the study wasm (study-core.js holds its own literal).
 * @param {URL} url
 */
export function useCore(url) {
  if (compiling) throw new Error('useCore(): the game wasm is already being compiled');
  chosen = url;
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
  // A literal address relative to import.meta.url: Vite, webpack, Rollup and Parcel follow it and
  // emit the wasm beside the bundle (a computed address would leave them guessing).
  const url = chosen ?? new URL('../../pkg/loa_bg.wasm', import.meta.url);
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
export async function compileInline(base64) {
  const gzipped = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bytes = await new Response(new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  return WebAssembly.compile(bytes);
}
