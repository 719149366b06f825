// How long the puzzle judge takes in wasm (what puzzles.html's worker runs), by variant and
// "win in N": for every puzzle of www/puzzles/puzzles.txt, the key move judged (correct: the
// proof plus the engine's longest defence), one wrong try (the proof that fails plus the
// refutation) and "show solution" (every winning first ply). Printed, never asserted.
//
// Run after ./build.sh (it loads the page's own dist/pkg):  node bench/puzzles_wasm.mjs [id-prefix]

import { readFileSync } from 'node:fs';
import { initSync, WasmPuzzles, WasmAttempt } from '../dist/pkg/loa.js';

// The puzzle judge is in the study pages' wasm (feature study), which the one glue drives.
initSync({ module: readFileSync(new URL('../dist/pkg/loa_study_bg.wasm', import.meta.url)) });
const collection = new WasmPuzzles(readFileSync(new URL('../www/puzzles/puzzles.txt', import.meta.url), 'utf8'));
const prefix = process.argv[2] ?? '';

/** Milliseconds `fn` takes. @param {() => unknown} fn */
function timed(fn) {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** @type {Map<string, {key: number[], wrong: number[], solution: number[], slowest: string}>} */
const groups = new Map();
for (const p of collection.list().filter((p) => p.id.startsWith(prefix))) {
  const name = `${p.variant} win in ${p.winsIn}`;
  const g = groups.get(name) ?? { key: [], wrong: [], solution: [], slowest: '', worst: 0 };
  groups.set(name, g);
  const attempt = () => new WasmAttempt(p.line, []);
  const a = attempt();
  const legal = a.state().legalMoves;
  const key = timed(() => a.check(p.solution[0]));
  const b = attempt();
  const winning = new Set(b.winningMoves().map((m) => m.packed));
  const solution = timed(() => attempt().winningMoves());
  const wrongMove = legal.find((m) => !winning.has(m.packed));
  const wrong = wrongMove ? timed(() => b.check(wrongMove.packed)) : 0;
  g.key.push(key);
  g.wrong.push(wrong);
  g.solution.push(solution);
  const worst = Math.max(key, wrong, solution);
  if (worst > g.worst) [g.worst, g.slowest] = [worst, p.id];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const max = (xs) => Math.max(0, ...xs);
const ms = (x) => `${x.toFixed(0)} ms`.padStart(8);
console.log('kind (puzzles)                 key move: median   max | wrong try: median   max | solution: median   max | slowest');
for (const [name, g] of [...groups].sort()) {
  console.log(
    `${`${name} (${g.key.length})`.padEnd(30)} ${ms(median(g.key))} ${ms(max(g.key))}   ${ms(median(g.wrong))} ${ms(max(g.wrong))}   ${ms(median(g.solution))} ${ms(max(g.solution))}   ${g.slowest}`,
  );
}
