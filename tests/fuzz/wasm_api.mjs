// Fuzzes the wasm API in Node: calls every export of dist/pkg/loa.js (every class, constructor,
// static and method, found by reflection, so exports added later are fuzzed too) with bad
// arguments: every JavaScript type, huge strings, array-likes whose length is −1 or 2^30 (plain
// and as Proxies), throwing getters, revoked Proxies, malformed position and record texts,
// methods called on freed objects and on the wrong `this`. Counts calls, errors and traps (a
// `WebAssembly.RuntimeError`); a trap is a failure (exit code 1), and so is an error thrown that
// is not an `Error` with a message.
//
//   node tests/fuzz/wasm_api.mjs [calls=20000] [seed=1] [build=study]
//
// `build` is the wasm fuzzed: `study` (dist/pkg/loa_study_bg.wasm, every export of the game's
// wasm plus the puzzles' and lessons') or `wide` (dist/pkg/wide/, the wide boards' WasmGame,
// WasmSearcher and their first classes).
//
// Run against the built site (`./build.sh` first). `./build.sh test` runs 20,000 calls,
// `./build.sh soak` 400,000 (20 runs of 20,000 with seeds 1–20).
//
// The glue's own `__destroy_into_raw()` hands the object's memory over to the caller (it returns
// the pointer and forgets it, as `free()` does before freeing): the harness then frees that
// pointer through the raw export, as the glue's `free()` would. (An earlier version did not, and
// its wasm memory grew by one 8 MB table for every WasmSearcher that went that way: a leak of the
// harness, not of the core.) The last line prints the wasm memory, which stays bounded.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PKG = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'pkg');
const CALLS = Number(process.argv[2] ?? 20000);
const SEED = Number(process.argv[3] ?? 1);
const BUILD = process.argv[4] ?? 'study';
if (!['study', 'wide'].includes(BUILD)) throw new Error(`unknown build ${BUILD}: study or wide`);

/** A small seeded generator (mulberry32), so a failing run can be repeated exactly. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];

/** Loads a fresh instance of the glue and the wasm (a query string makes a new module record). */
let loads = 0;
// The study pages' wasm: every export of the game page's wasm (the same code) plus the puzzle
// and lesson exports, so one run covers them all.
// The wide boards' wasm has its own glue (dist/pkg/wide/).
const GLUE = BUILD === 'wide' ? join(PKG, 'wide', 'loa.js') : join(PKG, 'loa.js');
const wasmBytes = readFileSync(BUILD === 'wide' ? join(PKG, 'wide', 'loa_bg.wasm') : join(PKG, 'loa_study_bg.wasm'));
async function load() {
  loads += 1;
  const glue = await import(`${pathToFileURL(GLUE).href}?instance=${loads}`);
  globalThis.fuzzWasm = glue.initSync({ module: wasmBytes });
  return glue;
}

const POSITION = 'standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition';
const WIDE_POSITION = 'hex-5 wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b - draw,repetition';
const RECORD = '[Variant "standard"]\n\n1. b1-d3 a2-c2 2. c1-c3\n';

/** A valid text with a few characters changed, dropped or doubled. */
function mutate(text) {
  const chars = [...text];
  for (let i = 0, n = 1 + Math.floor(random() * 4); i < n; i++) {
    const at = Math.floor(random() * (chars.length + 1));
    const op = random();
    if (op < 0.4) chars.splice(at, 1);
    else if (op < 0.7) chars.splice(at, 0, pick(['\u0000', '\u001b', '\ud800', '\ufeff', '/', '9', ' ', 'x', '@', '-', '\n', '"', '[']));
    else chars.splice(at, 0, chars[at] ?? '');
  }
  return chars.join('');
}

function lyingArrays() {
  const lie = (length) => new Proxy([1, 2], { get: (t, k) => (k === 'length' ? length : t[k]) });
  const revocable = Proxy.revocable([], {});
  revocable.revoke();
  return [
    { length: -1 },
    { length: 2 ** 30 },
    { length: 2 ** 32 + 1 },
    { length: 1.5 },
    { length: '3', 0: 1, 1: 2, 2: 3 },
    lie(-1),
    lie(2 ** 30),
    lie(NaN),
    revocable.proxy,
    new Proxy([], { get() { throw new Error('a trap of the page'); } }),
    Object.defineProperty({}, 'length', { get() { throw new Error('a getter of the page'); } }),
    [1, 2, 3],
    [65535, 65536, -1],
    ['b1-d3'],
    new Uint16Array([1, 2, 3]),
    new Uint16Array(0),
    new Float64Array([1.5]),
    new Array(70000).fill(0),
  ];
}

const HUGE = 'x'.repeat(2_000_000);
const throwingObject = Object.defineProperty({}, 'level', { enumerable: true, get() { throw new Error('a getter of the page'); } });
const revokedObject = (() => {
  const r = Proxy.revocable({}, {});
  r.revoke();
  return r.proxy;
})();

/** The pool every argument is drawn from: every type, and some right values so calls get deep. */
const FIXED = [
  undefined, null, true, false, 0, -1, 6, 1e9, 2 ** 53, NaN, Infinity, -0, 0.5, 65535, 65536,
  10n, Symbol('s'), () => 1, {}, [], new Date(), /x/, new Map(), throwingObject, revokedObject,
  '', 'standard', 'parachute', 'ambiloa', 'b1-d3', 'a3-c5@d4', '@d4', 'pass', 'b1', 'd3', 'z9', HUGE,
  'x'.repeat(5000), POSITION, RECORD, WIDE_POSITION, 'hex-5', 'black-hole', 'i2-g2', 'hex-5~draw~mi2g2~offer', 'black', 'white', '\u0000\u001b\ud800', '\ufeffstandard',
  { simultaneous: 'draw' }, { moveLimit: 0 }, { moveLimit: 2 ** 40 }, { moveLimit: '5' }, { repetition: 'yes' },
  { level: 1 }, { level: 9 }, { depth: 1e9 }, { depth: 2 }, { depth: 20 }, { level: 6, movetimeMs: 5 }, { seed: -1 },
  { movetimeMs: 1e300 }, { nodes: 5 }, { __proto__: { level: 3 } }, Object.create(null),
  ...lyingArrays(),
];
function argument() {
  const r = random();
  if (r < 0.15) return mutate(pick([POSITION, RECORD, WIDE_POSITION, 'b1-d3', 'a3-c5@d4']));
  if (r < 0.2) return Math.floor(random() * 70000) - 1000;
  return pick(FIXED);
}

const counts = { calls: 0, returned: 0, errors: 0, traps: 0, strangeThrows: 0 };
const trapSamples = [];
const strangeSamples = [];

/** Calls `fn`, classifying what happens; returns the value or undefined. */
function call(label, fn) {
  counts.calls += 1;
  try {
    const value = fn();
    counts.returned += 1;
    return value;
  } catch (err) {
    if (err instanceof WebAssembly.RuntimeError) {
      counts.traps += 1;
      if (trapSamples.length < 10) trapSamples.push(`${label}: ${err.message}`);
      throw err; // the instance is unusable now: the caller loads a fresh one
    }
    if (err instanceof Error && err.message) counts.errors += 1;
    else {
      counts.strangeThrows += 1;
      if (strangeSamples.length < 10) strangeSamples.push(`${label}: ${String(err)}`);
    }
    return undefined;
  }
}

/** Frees an object whose pointer `__destroy_into_raw()` handed over, as the glue's `free()` does. */
function freeRaw(className, ptr) {
  const free = globalThis.fuzzWasm[`__wbg_${className.toLowerCase()}_free`];
  if (typeof free !== 'function') throw new Error(`no raw free export for ${className}`);
  free(ptr, 0);
}

/** Every class the glue exports, with its methods and statics, found by reflection. */
function surface(glue) {
  return Object.entries(glue)
    .filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name) && value.prototype)
    .map(([name, cls]) => ({
      name,
      cls,
      // Read as descriptors: reading a getter (`solved`, `count`) on the prototype would call it.
      methods: Object.entries(Object.getOwnPropertyDescriptors(cls.prototype))
        .filter(([m, d]) => m !== 'constructor' && typeof d.value === 'function')
        .map(([m]) => m),
      statics: Object.getOwnPropertyNames(cls).filter((m) => typeof cls[m] === 'function' && !['length', 'name', 'prototype', '__wrap'].includes(m)),
    }));
}

/** Arguments for one call: as many as the function declares, sometimes one more or fewer. */
const args = (fn) => Array.from({ length: Math.max(0, fn.length + pick([0, 0, 0, -1, 1])) }, argument);

async function run() {
  let glue = await load();
  let classes = surface(glue);
  const live = []; // objects made so far, some freed on purpose
  const started = performance.now();
  while (counts.calls < CALLS) {
    // At most 16 objects at once: each WasmSearcher holds 8 MB of wasm memory.
    if (live.length > 16) live.splice(0, 8).forEach((o) => call('free', () => o.free()));
    try {
      const c = pick(classes);
      const r = random();
      // A constructor without arguments (WasmSearcher: 8 MB of table) is worth few calls.
      if (r < 0.15 && (c.cls.length > 0 || random() < 0.1)) {
        const obj = call(`new ${c.name}`, () => new c.cls(...args(c.cls)));
        if (obj) live.push(obj);
      } else if (r < 0.25 && c.statics.length) {
        const name = pick(c.statics);
        const obj = call(`${c.name}.${name}`, () => c.cls[name](...args(c.cls[name])));
        if (obj && typeof obj === 'object') live.push(obj);
      } else if (r < 0.28) {
        // A `this` without the glue's pointer: a plain object or the prototype itself. (Another
        // class's instance, or a forged `__wbg_ptr`, is outside what the glue can check: it
        // trusts that private field.)
        const name = pick(c.methods);
        const self = pick([{}, c.cls.prototype, Object.create(c.cls.prototype)]);
        call(`${c.name}.${name} on a wrong this`, () => c.cls.prototype[name].apply(self, args(c.cls.prototype[name])));
      } else if (live.length) {
        const obj = pick(live);
        const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(obj)).filter((m) => m !== 'constructor');
        const name = pick(methods);
        const value = call(`${obj.constructor.name}.${name}`, () => obj[name](...args(obj[name])));
        if (name === '__destroy_into_raw' && value) freeRaw(obj.constructor.name, value);
        if (name === 'free' && random() < 0.5) live.splice(live.indexOf(obj), 1); // else: use after free
      }
    } catch {
      glue = await load(); // after a trap: a fresh instance, and on
      classes = surface(glue);
      live.length = 0;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // The instance still plays after all of it.
  const game = new glue.WasmGame(BUILD === 'wide' ? 'hex-5' : 'standard', undefined);
  game.play(BUILD === 'wide' ? 'i2-g2' : 'b1-d3');
  const sane = game.state().history.length === 1;
  game.free();
  return { seconds, sane, classes: classes.map((c) => `${c.name} (${c.methods.length + c.statics.length + 1} entry points)`) };
}

const { seconds, sane, classes } = await run();
console.log(`wasm API fuzz: ${counts.calls} calls in ${seconds.toFixed(1)} s (seed ${SEED}, ${BUILD} build) over ${classes.join(', ')}`);
console.log(`  returned ${counts.returned}, clear errors ${counts.errors}, traps ${counts.traps}, throws that are not Errors ${counts.strangeThrows}`);
for (const s of [...trapSamples, ...strangeSamples]) console.log(`  ${s}`);
console.log(`  wasm memory ${(globalThis.fuzzWasm.memory.buffer.byteLength / 2 ** 20).toFixed(0)} MB, instances ${loads}`);
if (!sane) console.log('  the instance no longer plays a move correctly after the run');
process.exitCode = counts.traps || counts.strangeThrows || !sane ? 1 : 0;
