// The rules core's WebAssembly, fetched and compiled exactly once per page and build. The main
// thread instantiates this `WebAssembly.Module` (core.js) and every computer worker receives the
// same Module by postMessage (worker-start.js, engine.js), so no worker start costs a request.
//
// Two builds play: 'game', the 8×8 boards' wasm that every page loads, and 'wide', the wide
// boards' (black-hole, standard-12x12, hex-5, hex-6), loaded only when one is played. Which
// build plays a variant or reads a link the game's wasm says (`buildOf`, `linkBuild`).

import { explained } from './policy.js';

/** @typedef {'game' | 'wide'} Build */

/** Each build's compiled wasm, once asked for. @type {Map<Build, Promise<WebAssembly.Module>>} */
const compiling = new Map();
/**
 * The wasm this page compiles for the game's build when another than the game's is chosen
 * (study-core.js): the puzzles page and the rules tour use the study build. null: the game's.
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
  if (compiling.has('game')) throw new Error('useCore(): the game wasm is already being compiled');
  chosen = url;
}
/** What the one-file edition defines. */
const page = /** @type {import('../types/types.js').PageGlobals} */ (globalThis);

/** What the one-file edition answers for the wide boards, which it leaves out (tools/onefile.mjs). */
const NO_WIDE_BOARDS_HERE = 'the wide boards are not in the one-file edition: play them on the site, or in its installed app';

/**
 * Whether the page is the one-file edition (tools/onefile.mjs), which inlines the game's wasm as
 * `globalThis.LOA_INLINE_WASM`. That edition leaves out what only the site can do: the wide
 * boards, the rules tour, and play by link, whose addresses would name a file on the player's own
 * disk, which no friend can open.
 */
export const isOneFile = () => Boolean(page.LOA_INLINE_WASM);

/**
 * Why `build` cannot be loaded on this page, or null when it can: a name that is no build, or
 * the wide boards in the one-file edition.
 * @param {unknown} build
 * @returns {Error | null}
 */
export function buildUnavailable(build) {
  if (build !== 'game' && build !== 'wide') return new Error(`no wasm build ${JSON.stringify(build)}: expected 'game' or 'wide'`);
  if (build === 'wide' && isOneFile()) return new Error(NO_WIDE_BOARDS_HERE);
  return null;
}

/**
 * The compiled wasm of `build` (default the game's), fetched once per page. The one-file edition
 * (tools/onefile.mjs) defines `globalThis.LOA_INLINE_WASM`, the game's wasm gzipped and
 * base64-encoded, and nothing is fetched; it has no wide build, and rejects it saying so.
 * A failure lets a later call try again.
 * @param {Build} [build]
 * @returns {Promise<WebAssembly.Module>}
 */
export function compileCore(build = 'game') {
  const known = compiling.get(build);
  if (known) return known;
  const unavailable = buildUnavailable(build);
  if (unavailable) return Promise.reject(unavailable);
  const compiled =
    build === 'wide'
      ? compileWide()
      : page.LOA_INLINE_WASM
        ? compileInline(page.LOA_INLINE_WASM)
        : // A literal address relative to import.meta.url: Vite, webpack, Rollup and Parcel follow
          // it and emit the wasm beside the bundle (a computed address would leave them guessing).
          compileFetched(chosen ?? new URL('../../pkg/loa_bg.wasm', import.meta.url));
  compiling.set(build, compiled);
  compiled.catch(() => compiling.get(build) === compiled && compiling.delete(build)); // a later call may try again
  return compiled;
}

/**
 * The wide boards' wasm, compiled. A literal address relative to import.meta.url, as the game's
 * above: bundlers emit it too. Read in an async function, so that the compat edition (whose files
 * are inlined) may load it from a chunk of its own only now (tools/cdn/cdn.mjs).
 * @returns {Promise<WebAssembly.Module>}
 */
async function compileWide() {
  return compileFetched(new URL('../../pkg/wide/loa_bg.wasm', import.meta.url));
}

/**
 * Fetches and compiles the wasm at `url`; a failure the page's Content-Security-Policy caused
 * (connect-src refusing the fetch, script-src without 'wasm-unsafe-eval' the compiling) says so.
 * @param {URL} url @returns {Promise<WebAssembly.Module>}
 */
async function compileFetched(url) {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url.pathname} answered ${response.status} ${response.statusText}`.trim());
    // Streaming compilation refuses a response without the application/wasm type, which some
    // servers get wrong; the bytes themselves are fine, so those are compiled from a buffer.
    if (response.headers.get('content-type')?.split(';')[0].trim() === 'application/wasm') {
      return await WebAssembly.compileStreaming(response);
    }
    return await WebAssembly.compile(await response.arrayBuffer());
  } catch (err) {
    throw await explained(err, url.href, [url.href, 'wasm-eval']);
  }
}

/** @param {string} base64 the gzipped wasm @returns {Promise<WebAssembly.Module>} */
export async function compileInline(base64) {
  const gzipped = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bytes = await new Response(new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  return WebAssembly.compile(bytes);
}
