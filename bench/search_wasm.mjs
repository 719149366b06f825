// Search speed in wasm, to compare with the native `cargo run --release --example bench_search`
// (its "fixed depth" line does exactly the same work: loa::search::bench::run_fixed).
//
// It calls the export `benchSearch` of src/wasm.rs (the module root), which only the `bench` feature compiles, so it
// loads the separate bench build in target/bench-pkg, never the page's dist/pkg.
//
// Run with `./build.sh bench`, or after `./build.sh bench-wasm`:  node bench/search_wasm.mjs [depth]

import { readFileSync } from 'node:fs';
import { initSync, benchSearch, WasmSearcher } from '../target/bench-pkg/loa.js';

const bytes = readFileSync(new URL('../target/bench-pkg/loa_bg.wasm', import.meta.url));
initSync({ module: bytes });

const depth = Number(process.argv[2] ?? 6);
benchSearch(3); // warm-up: compile tiers, grow memory
let best = Infinity;
let nodes = 0;
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  nodes = benchSearch(depth);
  best = Math.min(best, performance.now() - t0);
}
console.log(`wasm fixed depth ${depth}: ${nodes} nodes in ${best.toFixed(0)} ms = ${Math.round((nodes * 1000) / best)} nps (best of 3)`);

// The one-file edition's wasm is built for size (Cargo.toml's profile onefile): the same fixed
// search in that build, alternating with the page's build, CPU time, as a ratio (target/bench-pkg-onefile).
const sized = await import('../target/bench-pkg-onefile/loa.js');
sized.initSync({ module: readFileSync(new URL('../target/bench-pkg-onefile/loa_bg.wasm', import.meta.url)) });
sized.benchSearch(3);
/** CPU milliseconds of one fixed search by `run`. @param {(d: number) => number} run */
const cpuMs = (run) => {
  const start = process.cpuUsage();
  run(depth);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const ratios = [];
for (let round = 0; round < 5; round++) ratios.push(cpuMs(benchSearch) / cpuMs(sized.benchSearch));
ratios.sort((a, b) => a - b);
console.log(`one-file edition's wasm (opt-level s) against the page's (opt-level 3), same search: ${(100 * ratios[2]).toFixed(0)}% of its speed (median of 5 alternating rounds, CPU time; rounds ${(100 * ratios[0]).toFixed(0)}–${(100 * ratios[4]).toFixed(0)}%)`);

// Depth reached in one second from the Standard start, as the page's computer player searches
// (WasmSearcher, level 6, 1 s per move).
const START = 'standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition';
let last = null;
const result = new WasmSearcher().search(START, new Uint16Array(0), { level: 6, movetimeMs: 1000, seed: 0 }, (info) => {
  last = info;
});
console.log(`wasm start position, 1 s: depth ${last?.depth ?? result.info.depth}, ${result.info.nodes} nodes, ${result.info.nps} nps, best ${result.best.text}`);
