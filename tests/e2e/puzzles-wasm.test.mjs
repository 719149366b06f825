// Every puzzle of www/puzzles/puzzles.txt played through the wasm exports the puzzles page uses
// (WasmPuzzles, WasmAttempt, as its worker does): the collection's line is followed while the
// engine defends as it does, any other defence is met with a winning ply the judge names, and each
// attempt is rebuilt from the plies so far, as the stateless worker rebuilds it. Every try must be
// judged correct and the last one must solve the puzzle in exactly its number of turns.
// Runs in Node (the same V8 and wasm engine as Chromium), on dist/pkg from ./build.sh.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './harness.mjs';

test('every puzzle is solved through WasmAttempt, rebuilt from its plies before each try', async (t) => {
  const { initSync, WasmPuzzles, WasmAttempt } = await import(join(DIST, 'pkg', 'loa.js'));
  initSync({ module: readFileSync(join(DIST, 'pkg', 'loa_study_bg.wasm')) });
  const collection = new WasmPuzzles(readFileSync(join(DIST, 'www', 'puzzles', 'puzzles.txt'), 'utf8'));
  const puzzles = collection.list();
  assert.equal(collection.count, puzzles.length);
  assert.ok(puzzles.length >= 200);
  let offLine = 0;
  for (const p of puzzles) {
    /** @type {number[]} */
    const plies = [];
    let onLine = true;
    let turns = 0;
    for (let tries = 0; tries < 12; tries++) {
      const attempt = new WasmAttempt(p.line, plies);
      const state = attempt.state();
      const listed = p.solution[plies.length];
      const known = onLine && state.legalMoves.find((m) => m.text === listed);
      const tried = known ? known.packed : attempt.winningMoves()[0]?.packed;
      assert.notEqual(tried, undefined, `${p.id}: no winning ply after ${plies.length} plies`);
      const dropDue = state.dropDue;
      const verdict = attempt.check(tried);
      assert.equal(verdict.verdict, 'correct', `${p.id}: ply ${plies.length + 1} judged ${verdict.verdict}`);
      if (!dropDue) turns += 1;
      plies.push(verdict.tryMove.packed, ...verdict.reply.map((m) => m.packed));
      const replyOnLine = verdict.reply.every((m, i) => m.text === p.solution[plies.length - verdict.reply.length + i]);
      if (onLine && !replyOnLine) offLine += 1;
      onLine &&= replyOnLine;
      attempt.free();
      if (verdict.solved) break;
    }
    const end = new WasmAttempt(p.line, plies);
    assert.equal(end.solved, true, `${p.id}: solved`);
    assert.equal(turns, p.winsIn, `${p.id}: won in ${p.winsIn} turns`);
    end.free();
  }
  collection.free();
  t.diagnostic(`${puzzles.length} puzzles solved; the engine left the collection's line in ${offLine}`);
});
