// The board's one geometry (www/component/view/cells.js) from the cells the core sends: every
// board, the 8×8 ones and the wide ones, square or hexagonal, placed and hit-tested from
// state.board, turned half round when flipped. Loads the built wasm in Node, as boundary-keys does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtPkg } from './declarations.mjs';
import { geometry } from '../../www/component/view/cells.js';

const pkg = builtPkg();
const square = await import(pathToFileURL(join(pkg, 'loa.js')).href);
square.initSync({ module: readFileSync(join(pkg, 'loa_study_bg.wasm')) });
const cells = await import(pathToFileURL(join(pkg, 'wide', 'loa.js')).href);
cells.initSync({ module: readFileSync(join(pkg, 'wide', 'loa_bg.wasm')) });

const boardOf = (variant) =>
  (['black-hole', 'standard-12x12', 'hex-5', 'hex-6'].includes(variant) ? new cells.WasmGame(variant) : new square.WasmGame(variant)).state().board;

const close = (a, b) => Math.abs(a - b) < 1e-6;

test('a square board is placed as the 8×8 board always was: a1 bottom left, h8 top right when flipped', () => {
  for (const [variant, n] of [['standard', 8], ['standard-7x7', 7], ['standard-6x6', 6], ['black-hole', 9], ['standard-12x12', 12]]) {
    const g = geometry(480, boardOf(variant), false);
    assert.equal(g.n, n, variant);
    assert.equal(g.height, 480, variant);
    const sq = 480 / n;
    const at = (/** @type {{x: number, y: number}} */ c, x, y) => assert.ok(close(c.x, x) && close(c.y, y), `${variant}: ${JSON.stringify(c)}`);
    at(g.center('a1'), sq / 2, 480 - sq / 2);
    const flipped = geometry(480, boardOf(variant), true);
    at(flipped.center('a1'), 480 - sq / 2, sq / 2);
  }
});

for (const variant of ['standard', 'standard-6x6', 'gemma', 'black-hole', 'standard-12x12', 'hex-5', 'hex-6']) {
  test(`every cell of ${variant} is found under its centre, and nothing outside the board`, () => {
    const board = boardOf(variant);
    for (const flipped of [false, true]) {
      const g = geometry(360, board, flipped);
      assert.equal(g.names.length, board.cells.length);
      for (const name of g.names) {
        const { x, y } = g.center(name);
        assert.equal(g.at(x, y), name, `${variant} ${name} flipped=${flipped}`);
        // A little way towards a corner is still the same cell.
        assert.equal(g.at(x + g.sq * 0.3, y - g.sq * 0.2), name, `${variant} ${name} near its edge`);
      }
      assert.equal(g.at(-5, -5), null);
      assert.equal(g.at(g.px + 5, g.height + 5), null);
    }
  });
}

test('hexagons sit in rows half a cell apart, row a at the bottom, one cell between neighbours', () => {
  const g = geometry(540, boardOf('hex-5'), false);
  assert.ok(g.hex);
  const [a1, a2, b1, e5] = ['a1', 'a2', 'b1', 'e5'].map((n) => g.center(n));
  assert.ok(close(a2.x - a1.x, g.sq) && close(a2.y, a1.y), 'a1 and a2 side by side');
  assert.ok(close(Math.hypot(b1.x - a1.x, b1.y - a1.y), g.sq), 'b1 touches a1');
  assert.ok(b1.y < a1.y, 'row b above row a');
  assert.ok(close(e5.x, g.px / 2) && close(e5.y, g.height / 2), 'e5 in the middle');
});
