// Search speed in wasm, to compare with the native `cargo run --release --bin bench_search`
// (its "fixed depth" line does exactly the same work: loa::search::bench::run_fixed).
//
// Needs this export in src/wasm.rs (the lead wires it):
//
//   /// Benchmark: searches the fixed benchmark positions to `depth`; returns the nodes searched.
//   #[wasm_bindgen]
//   pub fn bench_search(depth: u32) -> f64 {
//       crate::search::bench::run_fixed(depth) as f64
//   }
//
// Run after building dist/pkg (wasm-bindgen --target web):  node bench/search_wasm.mjs [depth]

import { readFileSync } from 'node:fs';
import { initSync, bench_search } from '../dist/pkg/loa.js';

const bytes = readFileSync(new URL('../dist/pkg/loa_bg.wasm', import.meta.url));
initSync({ module: bytes });

const depth = Number(process.argv[2] ?? 6);
bench_search(3); // warm-up: compile tiers, grow memory
let best = Infinity;
let nodes = 0;
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  nodes = bench_search(depth);
  best = Math.min(best, performance.now() - t0);
}
console.log(`wasm fixed depth ${depth}: ${nodes} nodes in ${best.toFixed(0)} ms = ${Math.round((nodes * 1000) / best)} nps (best of 3)`);
