// The loading of the two wasm builds (www/component/wasm-module.js, core.js, worker/worker-start.js)
// in Node with a recording fetch: each build's wasm and worker code fetched once per page, at
// its own address; a failure retried by the next call; a name that is no build refused; and the
// one-file edition, which has no wide boards, refusing 'wide' in words without a request. And
// the board's one table of every variant (variant-builds.js, which ./build.sh writes from the
// core's list, examples/variant_builds.rs) against the core: the built game wasm's
// `buildOf` names the same build for every key, and each key is a board the page names.

import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { compileCore } from '../../www/component/wasm-module.js';
import { loadCore } from '../../www/component/core.js';
import { workerKit } from '../../www/component/worker/worker-start.js';
import { VARIANT_BUILDS, VARIANT_KEYS, VARIANTS, buildOfVariant } from '../../www/component/config.js';
import en from '../../www/words/i18n/en.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtPkg } from './declarations.mjs';

/** The smallest wasm module: the magic number and the version. */
const EMPTY_WASM = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
/** The paths fetched, in order. @type {string[]} */
let fetched = [];
/** Paths that answer 404 (once each). @type {Set<string>} */
let failing = new Set();

beforeEach(() => {
  fetched = [];
  failing = new Set();
  delete globalThis.LOA_INLINE_WASM;
  globalThis.fetch = async (/** @type {URL} */ url) => {
    const path = new URL(url).pathname.replace(/^.*\/(pkg|www)\//, '$1/');
    fetched.push(path);
    if (failing.delete(path)) return new Response('', { status: 404, statusText: 'Not Found' });
    return new Response(path.endsWith('.wasm') ? EMPTY_WASM : `// the worker of ${path}`);
  };
});

// First: the page's caches last as long as the module, and a one-file page never compiled the wide build.
test('the one-file edition refuses the wide build with its reason, and fetches nothing', async () => {
  globalThis.LOA_INLINE_WASM = 'H4sI';
  for (const load of [loadCore, compileCore, workerKit]) {
    await assert.rejects(/** @type {any} */ (load)('wide'), /the wide boards are not in the one-file edition/);
  }
  assert.deepEqual(fetched, []);
});

test('each build is compiled once, from its own address, and a failure is tried again', async () => {
  failing.add('pkg/wide/loa_bg.wasm');
  await assert.rejects(compileCore('wide'), /pkg\/wide\/loa_bg\.wasm answered 404 Not Found/);
  const wide = compileCore('wide');
  assert.equal(compileCore('wide'), wide, 'one compile per page');
  assert.ok((await wide) instanceof WebAssembly.Module);
  assert.ok((await compileCore()) instanceof WebAssembly.Module, "the default is the game's build");
  assert.equal(compileCore('game'), compileCore());
  assert.deepEqual(fetched, ['pkg/wide/loa_bg.wasm', 'pkg/wide/loa_bg.wasm', 'pkg/loa_bg.wasm']);
});

test("the wide computer's kit is the same worker over the wide build: its own code, the wide wasm", async () => {
  const kit = await workerKit('wide');
  assert.equal(workerKit('wide'), workerKit('wide'), 'one kit per page');
  assert.match(kit.url, /^blob:/);
  assert.ok(kit.module instanceof WebAssembly.Module);
  assert.ok(fetched.includes('www/component/worker/worker-bundle-wide.js'), fetched.join(', '));
  assert.ok(!fetched.includes('www/component/worker/worker-bundle.js'), "the game's worker is not fetched for it");
});

test('a name that is no build is refused in words, and nothing is fetched', async () => {
  for (const load of [loadCore, compileCore, workerKit]) {
    await assert.rejects(/** @type {any} */ (load)('hex'), /no wasm build "hex": expected 'game' or 'wide'/);
  }
  assert.deepEqual(fetched, []);
});

test("the table of every variant names the build the core's buildOf names, for every key", async () => {
  const pkg = builtPkg();
  const core = await import(pathToFileURL(join(pkg, 'loa.js')).href);
  core.initSync({ module: readFileSync(join(pkg, 'loa_bg.wasm')) });
  for (const key of VARIANT_KEYS) {
    assert.equal(VARIANT_BUILDS[key], core.buildOf(key), key);
    assert.equal(buildOfVariant(key), core.buildOf(key), key);
  }
  // Every variant the page names is in the table, and nothing else is a board to the table or the core.
  const named = Object.keys(en).filter((k) => /^variant\.[^.]+$/.test(k)).map((k) => k.slice('variant.'.length));
  assert.deepEqual([...named].sort(), [...VARIANT_KEYS].sort());
  for (const key of ['hex-9', 'constructor', 'toString', '']) {
    assert.equal(buildOfVariant(key), undefined, key);
    assert.equal(core.buildOf(key), undefined, key);
  }
  // The 8×8 variants with their names are the game build's, in the table's order.
  assert.deepEqual(Object.keys(VARIANTS), VARIANT_KEYS.filter((k) => core.buildOf(k) === 'game'));
});
