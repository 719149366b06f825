// The board's coordinates readable on a phone: on the 12×12 board at 360×740 the squares are
// smaller than a rank number beside a piece, and the pieces of the a-file (ranks 2 to 11) hid
// "2"…"11". Each rank number's corner is read from the canvas: as much of the label's ink shows
// beside a piece as on the empty a12. Light and dark looks; screenshots. Fails on any console error.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, screenshot, useBrowser, state } from './harness.mjs';

const env = useBrowser();

/**
 * How many device pixels of the label ink (the board's --loa-coord-on-* colour of the square)
 * are in the top-left corner of `square`, where its rank number is drawn.
 * @param {import('playwright-core').Page} page @param {string} square @param {string} neighbour a square beside it, for the square's size
 */
const inkInCorner = (page, square, neighbour) =>
  page.evaluate(
    ([name, next]) => {
      const board = window.loaTest.board;
      const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('#board canvas'));
      const box = canvas.getBoundingClientRect();
      const scale = canvas.width / box.width;
      const c = board.squareCenter(name);
      const sq = Math.abs(board.squareCenter(next).x - c.x);
      const left = Math.round((c.x - sq / 2 - box.left) * scale);
      const top = Math.round((c.y - sq / 2 - box.top) * scale);
      const size = Math.round(sq * 0.55 * scale);
      const pixels = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')).getImageData(left, top, size, Math.round(sq * 0.45 * scale)).data;
      const style = getComputedStyle(canvas);
      const ink = [style.getPropertyValue('--loa-coord-on-light'), style.getPropertyValue('--loa-coord-on-dark')].map((v) => {
        const probe = document.createElement('canvas').getContext('2d');
        probe.fillStyle = v.trim();
        const hex = /** @type {string} */ (probe.fillStyle);
        return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      });
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (ink.some(([r, g, b]) => Math.abs(pixels[i] - r) + Math.abs(pixels[i + 1] - g) + Math.abs(pixels[i + 2] - b) < 40)) count += 1;
      }
      return count;
    },
    [square, neighbour],
  );

for (const colorScheme of ['light', 'dark']) {
  test(`12×12 at 360×740 (${colorScheme}): every rank number shows beside the a-file's pieces`, async () => {
    const page = await newPage(env.browser, { viewport: { width: 360, height: 740 }, colorScheme });
    await openGame(page, env.server.url, 'variant=standard-12x12&mode=friend');
    await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'standard-12x12');
    const s = await state(page);
    const occupied = new Set(s.pieces.map((p) => p.square));
    // The empty corner a12 shows its whole label: the measure of a readable one.
    assert.ok(!occupied.has('a12'));
    const whole = await inkInCorner(page, 'a12', 'b12');
    assert.ok(whole > 10, `the label of a12 is drawn: ${whole} pixels of ink`);
    for (let rank = 2; rank <= 11; rank++) {
      assert.ok(occupied.has(`a${rank}`), `a${rank} holds a piece at the start`);
      const shown = await inkInCorner(page, `a${rank}`, `b${rank}`);
      assert.ok(shown >= whole * 0.5, `rank ${rank}: ${shown} pixels of ink beside the piece, ${whole} on the empty a12`);
    }
    await screenshot(page, `coordinates-12x12-360-${colorScheme}`);
    assertClean(page);
    await page.context().close();
  });
}
