// How long the page takes to open a collection of 10,000 games with the file readers'
// wasm (pkg/files/): `readCollection` lists them (players, event, date, result, turns, each game's
// text), then one game is picked, read (`importText`) and replayed in the game's wasm from its
// link with its comments, as the page does. Printed, never asserted.
//
// Run after ./build.sh (it loads the page's own dist/pkg):  node bench/records_wasm.mjs [games=10000]

import { readFileSync } from 'node:fs';
import { initSync, WasmGame } from '../dist/pkg/loa.js';
import * as files from '../dist/pkg/files/loa.js';

initSync({ module: readFileSync(new URL('../dist/pkg/loa_bg.wasm', import.meta.url)) });
files.initSync({ module: readFileSync(new URL('../dist/pkg/files/loa_bg.wasm', import.meta.url)) });
const count = Number(process.argv[2] ?? 10000);
// A real game of 39 turns (Winands' thesis, game F2) with comments, as Boardspace's archive writes it.
const moves = readFileSync(new URL('../tests/data/games/appendix_F_game2.txt', import.meta.url), 'utf8')
  .split(/\s+/)
  .filter((w) => /^[a-h][1-8][-x][a-h][1-8]$/.test(w));
const nodes = moves.map((m, i) => `;${i % 2 ? 'W' : 'B'}[${m}]${i % 10 === 0 ? 'C[A comment on this move.]' : ''}`).join('\n');
const game = (n) => `(;GM[9]FF[4]SU[LOA]EV[Bench Open]DT[2003.05.01]PB[Player ${n}]PW[Player ${n + 1}]RE[B+]\n${nodes})\n`;
const text = Array.from({ length: count }, (_, n) => game(n)).join('');

const t0 = performance.now();
const listed = files.readCollection(text);
const t1 = performance.now();
const parts = listed.split('\u001e');
const t2 = performance.now();
const read = files.importText(parts[parts.length - 2]);
const picked = WasmGame.fromLink(read.link);
read.comments.forEach((c, ply) => c != null && picked.setComment(ply, c));
const t3 = performance.now();
console.log(`collection of ${count} games (${(text.length / 1024 / 1024).toFixed(1)} MB, ${moves.length} turns each), readers' wasm in Node:`);
console.log(`  listed in ${(t1 - t0).toFixed(0)} ms (+ ${(t2 - t1).toFixed(0)} ms to split the list)`);
console.log(`  last game picked, read and replayed in ${(t3 - t2).toFixed(1)} ms: ${picked.moves().length} plies, comment on ply 1: ${picked.comment(0)}`);
