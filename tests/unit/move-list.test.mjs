// The move list's window (www/page/move-list.js): which rows are drawn for a scroll position, and
// where the list scrolls to keep a row in view — the arithmetic that lets a game of 60,000 plies
// draw a few dozen rows instead of 30,000.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowsInView, scrollToRow } from '../../www/page/move-list.js';

test('only the rows in view and a margin on each side are drawn', () => {
  // 30,000 rows of 20 px, a 200 px view scrolled to row 1,000.
  assert.deepEqual(rowsInView({ count: 30000, rowPx: 20, top: 20000, height: 200, overscan: 5 }), { first: 995, end: 1015 });
  // At the top and at the bottom the window stops at the list's ends.
  assert.deepEqual(rowsInView({ count: 30000, rowPx: 20, top: 0, height: 200, overscan: 5 }), { first: 0, end: 15 });
  assert.deepEqual(rowsInView({ count: 30000, rowPx: 20, top: 600000 - 200, height: 200, overscan: 5 }), { first: 29985, end: 30000 });
  // A short list is drawn whole; an empty one draws nothing.
  assert.deepEqual(rowsInView({ count: 3, rowPx: 20, top: 0, height: 200 }), { first: 0, end: 3 });
  assert.deepEqual(rowsInView({ count: 0, rowPx: 20, top: 0, height: 200 }), { first: 0, end: 0 });
});

test('a list not laid out yet (no height, no row measured) still draws its first rows', () => {
  const { first, end } = rowsInView({ count: 1000, rowPx: 0, top: 0, height: 0, overscan: 10 });
  assert.equal(first, 0);
  assert.equal(end, 10);
  // A scroll past the end (the list just got shorter) draws its last rows, not none.
  assert.deepEqual(rowsInView({ count: 10, rowPx: 20, top: 5000, height: 200, overscan: 4 }), { first: 0, end: 10 });
  assert.deepEqual(rowsInView({ count: 100, rowPx: 20, top: 5000, height: 200, overscan: 4 }), { first: 86, end: 100 });
});

test('the list scrolls only as far as needed to show a row', () => {
  const view = { count: 1000, rowPx: 20, height: 200 };
  // In view already: no scroll.
  assert.equal(scrollToRow({ ...view, top: 1000, row: 55 }), 1000);
  // Above the view: that row at the top; below: at the bottom.
  assert.equal(scrollToRow({ ...view, top: 1000, row: 10 }), 200);
  assert.equal(scrollToRow({ ...view, top: 1000, row: 80 }), 81 * 20 - 200);
  // The last row: the end of the list at the bottom of the view.
  assert.equal(scrollToRow({ ...view, top: 0, row: 999 }), 1000 * 20 - 200);
  // A list shorter than its view never scrolls.
  assert.equal(scrollToRow({ count: 3, rowPx: 20, height: 200, top: 0, row: 2 }), 0);
});
