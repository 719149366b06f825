// Reading a game's state without its whole history each time (www/component/state-read.js and
// WasmGame.state(from)): in every variant and on the wide boards, through moves, Parachute drops,
// undo, redo, truncation and a different move played after a take-back, the state the board
// builds from the core's part and the state before is exactly the core's whole state; a review's
// state built the same way is exactly stateAt's. Loads the built wasm in Node, as one-game does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtPkg } from './declarations.mjs';
import { readInParts, readState, readStateAt, samePlies } from '../../www/component/state-read.js';

const pkg = builtPkg();
const square = await import(pathToFileURL(join(pkg, 'loa.js')).href);
square.initSync({ module: readFileSync(join(pkg, 'loa_study_bg.wasm')) });
const cells = await import(pathToFileURL(join(pkg, 'wide', 'loa.js')).href);
cells.initSync({ module: readFileSync(join(pkg, 'wide', 'loa_bg.wasm')) });

/** A small deterministic generator, so a failure replays. */
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

/** Plays, takes back and redoes at random, checking every state read against the whole one. */
function walk(game, where, steps = 160) {
  let known = readState(game, null);
  let partial = 0;
  for (let step = 0; step < steps; step++) {
    const r = random();
    const legal = known.legalMoves;
    if (r < 0.6 && legal.length > 0) game.play(legal[Math.floor(random() * legal.length)].packed);
    else if (r < 0.75) game.undoTurn();
    else if (r < 0.85) game.redoTurn();
    else game.truncate(Math.floor(random() * (known.ply + 1)));
    const full = game.state();
    const part = game.state(samePlies(known.history, game.moves()));
    if (part.historyFrom > 0) partial += 1;
    known = readState(game, known);
    assert.deepEqual(known, full, `${where}, step ${step}`);
    if (known.ply > 1) {
      const ply = Math.floor(random() * known.ply);
      assert.deepEqual(readStateAt(game, ply, known), game.stateAt(ply), `${where}, step ${step}, review of ply ${ply}`);
    }
  }
  // Not a test that cannot fail: the core did send parts, not the whole history every time.
  assert.ok(partial > steps / 3, `${where}: only ${partial} reads were partial`);
}

for (const variant of ['standard', 'scrambled-eggs', 'parachute', 'ambiloa', 'standard-6x6', 'gemma']) {
  test(`a ${variant} game read in parts is the whole state`, () => {
    const game = new square.WasmGame(variant);
    walk(game, variant);
    game.free();
  });
}

for (const variant of ['hex-5', 'black-hole']) {
  test(`a ${variant} game on a wide board read in parts is the whole state`, () => {
    const game = new cells.WasmGame(variant, { simultaneous: 'draw' });
    walk(game, variant);
    game.free();
  });
}

test('the core sends only the plies from `from` and the turns that may have changed', () => {
  const game = new square.WasmGame('parachute');
  for (let i = 0; i < 12; i++) game.play(game.state().legalMoves[0].packed);
  const full = game.state();
  const part = game.state(10);
  assert.equal(part.historyFrom, 10);
  assert.deepEqual(part.history, full.history.slice(10));
  assert.ok(part.turnsFrom > 0 && part.turnsFrom < full.turns.length);
  assert.deepEqual(part.turns, full.turns.slice(part.turnsFrom));
  // Every turn left out ended before the last ply both reads share (a drop may complete it).
  for (const turn of full.turns.slice(0, part.turnsFrom)) assert.ok(turn.plies[1] + 1 < 10);
  assert.equal(game.state(1000).history.length, 0, 'past the end: no plies');
  assert.throws(() => game.state(-1), /from must be a whole number of plies/);
  assert.throws(() => game.state('3'), /from must be a whole number of plies/);
  game.free();
});

test('a long game read in parts, a task each, is the whole state, and the board reads on from it', async () => {
  for (const variant of ['parachute', 'standard']) {
    const game = new square.WasmGame(variant);
    for (let i = 0; i < 300 && game.state().legalMoves.length > 0; i++) {
      const legal = game.state().legalMoves;
      game.play(legal[(i * 7) % legal.length].packed);
    }
    const shares = [];
    const known = await readInParts(game, (share) => shares.push(share), 37);
    assert.deepEqual(known, game.state(), variant);
    assert.equal(shares.length, Math.ceil(known.ply / 37));
    assert.equal(shares.at(-1), 1);
    assert.ok(shares.every((s, i) => i === 0 || s > shares[i - 1]), 'the progress only grows');
    // What the board reads next from the game only holds what changed.
    game.undoTurn();
    const after = readState(game, known);
    assert.deepEqual(after, game.state());
    game.play(after.legalMoves[0].packed);
    assert.equal(game.state(samePlies(after.history, game.moves())).history.length, 1);
    assert.deepEqual(readState(game, after), game.state());
    game.free();
  }
});
