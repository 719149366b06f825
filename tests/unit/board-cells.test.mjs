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
  const i5 = g.center('i5');
  assert.ok(close(e5.x, g.px / 2) && close(e5.y, (a1.y + i5.y) / 2), 'e5 in the middle');
});

test('hexagons leave room for their labels: a letter left of each row, a number under the bottom', () => {
  for (const flipped of [false, true]) {
    const g = geometry(540, boardOf('hex-6'), flipped);
    const r = g.sq / Math.sqrt(3);
    const centres = g.names.map((n) => g.center(n));
    // render.js writes a row's letter 1.3 radii beside its first cell, a number 1.12 radii below.
    assert.ok(Math.min(...centres.map((c) => c.x)) - 1.3 * r >= r * 0.3, `room for the letters, flipped=${flipped}`);
    assert.ok(Math.max(...centres.map((c) => c.x)) + 1.3 * r <= g.px - r * 0.3, `room on the right, flipped=${flipped}`);
    assert.ok(Math.max(...centres.map((c) => c.y)) + 1.12 * r + r * 0.3 <= g.height, `room for the numbers, flipped=${flipped}`);
  }
});

test('no two touching cells share a shade: squares alternate from a dark a1, hexagons take three', () => {
  for (const variant of ['standard', 'standard-7x7', 'black-hole', 'standard-12x12', 'hex-5', 'hex-6']) {
    for (const flipped of [false, true]) {
      const g = geometry(480, boardOf(variant), flipped);
      if (!g.hex) assert.equal(g.shade('a1'), 1, `${variant}: a1 is dark`);
      const shades = new Set();
      for (const a of g.names) {
        shades.add(g.shade(a));
        for (const b of g.names) {
          // Diagonal squares share a shade, as on a chessboard: only sides count there.
          const side = g.hex ? g.touching(a, b) : g.distance(a, b) > 0.5 && g.distance(a, b) < 1.2;
          if (a !== b && side) assert.notEqual(g.shade(a), g.shade(b), `${variant} ${a} ${b} flipped=${flipped}`);
        }
      }
      assert.equal(shades.size, g.hex ? 3 : 2, variant);
    }
  }
});

test('cells touch their neighbours only: sides and corners on squares, sides on hexagons', () => {
  const sq = geometry(480, boardOf('standard'), false);
  assert.deepEqual(['a2', 'b2', 'b1', 'c3', 'a3'].map((n) => sq.touching('a1', n)), [true, true, true, false, false]);
  const hex = geometry(480, boardOf('hex-5'), false);
  const neighbours = hex.names.filter((n) => n !== 'e5' && hex.touching('e5', n));
  assert.equal(neighbours.length, 6, `e5 has six neighbours: ${neighbours}`);
  assert.equal(hex.names.filter((n) => n !== 'a1' && hex.touching('a1', n)).length, 3, 'a corner cell has three');
});
