// One game interface over both wasm builds: the wide boards' wasm (dist/pkg/wide) exports a
// `WasmGame` with the 8×8 game's methods (dist/pkg), and a hex-5 or Black Hole game answers them
// in the 8×8 game's shapes — the same state keys, packed moves that replay, refusals with a code
// and parameters that the Italian and German catalogues word, review and take-back. Loads the
// built wasm in Node, as boundary-keys does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtPkg } from './declarations.mjs';
import { createWords, registerCatalogue } from '../../www/words/words.js';
import it from '../../www/words/i18n/it.js';
import de from '../../www/words/i18n/de.js';

const pkg = builtPkg();
const square = await import(pathToFileURL(join(pkg, 'loa.js')).href);
square.initSync({ module: readFileSync(join(pkg, 'loa_study_bg.wasm')) });
const cells = await import(pathToFileURL(join(pkg, 'wide', 'loa.js')).href);
cells.initSync({ module: readFileSync(join(pkg, 'wide', 'loa_bg.wasm')) });

// What the wide game does not have yet: a clock's loss on time and a draw offer.
const NOT_YET_ON_WIDE_BOARDS = ['draw', 'loseOnTime'];

/** The methods of a class, its static ones marked. */
const methods = (cls) =>
  [
    ...Object.getOwnPropertyNames(cls.prototype).filter((n) => n !== 'constructor'),
    ...Object.getOwnPropertyNames(cls).filter((n) => typeof cls[n] === 'function').map((n) => `static ${n}`),
  ].sort();

/** Every key path of a value, arrays read through all their items. */
function paths(value, path = '', into = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => paths(v, `${path}[]`, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(`${path}.${k}`);
      paths(v, `${path}.${k}`, into);
    }
  }
  return into;
}

test("the wide wasm's WasmGame has the 8×8 WasmGame's methods", () => {
  const missing = methods(square.WasmGame).filter((m) => !methods(cells.WasmGame).includes(m));
  assert.deepEqual(missing, NOT_YET_ON_WIDE_BOARDS);
  assert.deepEqual(methods(cells.WasmGame).filter((m) => !methods(square.WasmGame).includes(m)), []);
});

for (const variant of ['black-hole', 'standard-12x12', 'hex-5', 'hex-6']) {
  test(`a ${variant} game answers in the standard game's shapes`, () => {
    const standard = new square.WasmGame('standard');
    const game = new cells.WasmGame(variant, { simultaneous: 'draw' });
    for (const g of [standard, game]) {
      g.play(g.state().legalMoves[0].packed);
      g.resign();
    }
    assert.deepEqual([...paths(game.state())].sort(), [...paths(standard.state())].sort());
    const board = game.state().board;
    assert.equal(board.shape, variant.startsWith('hex') ? 'hex' : 'square');
    assert.equal(new Set(board.cells.map((c) => c.name)).size, board.cells.length);
    assert.equal(game.state().outcome?.cause, 'resignation');
  });
}

test('a hex-5 game plays packed moves, reviews, takes back and round-trips its link', () => {
  const game = new cells.WasmGame('hex-5', { simultaneous: 'draw' });
  for (let i = 0; i < 4; i++) game.play(game.state().legalMoves.at(-1).packed);
  const state = game.state();
  assert.equal(state.ply, 4);
  assert.deepEqual([...game.moves()], state.history.map((m) => m.packed));
  assert.deepEqual(game.stateAt(2).history, state.history.slice(0, 2));
  const again = cells.WasmGame.fromLink(game.link());
  assert.deepEqual(again.state().history, state.history);
  game.truncate(1);
  assert.equal(game.state().ply, 1);
  assert.ok(game.state().canRedo);
  assert.ok(game.redoTurn());
  assert.ok(game.undoTurn());
  game.setTag('Black', 'Ann');
  assert.match(game.record(), /\[Black "Ann"\]/);
  assert.equal(game.tag('Black'), 'Ann');
});

test('a refusal on a wide board is worded in Italian and German, not in English', () => {
  registerCatalogue('it', it);
  registerCatalogue('de', de);
  const game = new cells.WasmGame('black-hole', { simultaneous: 'draw' });
  /** @type {any} */
  let refused;
  assert.throws(() => game.play('b1-b4'), (e) => ((refused = e), true));
  assert.equal(refused.code, 'wrong-distance');
  assert.equal(refused.message, 'illegal move b1-b4: the piece on b1 moves 2 cells along this line (to b3), not 3');
  assert.equal(createWords({ locale: 'en' }).refusal(refused), 'b1-b4: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares');
  for (const locale of ['it', 'de']) {
    const worded = createWords({ locale }).refusal(refused);
    assert.ok(!/illegal|piece|moves/.test(worded), `${locale}: ${worded}`);
    assert.match(worded, /b1-b4/);
  }
  const explained = game.explainCode('b1', 'c3');
  assert.equal(explained?.code, 'not-a-line');
  assert.equal(game.explainCode('b1', 'b3'), undefined);
  assert.throws(() => game.play(0.5), /0.5 is not a packed move/);
  // The wide page's own game refuses with the same code until it plays through WasmGame.
  assert.throws(() => new cells.WasmWideGame('black-hole', 'draw', '').play('b1-b4'), (e) => e.code === 'wrong-distance');
});
