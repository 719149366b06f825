// The whole-game analysis of a wide game, by the page's one analysis (game-review.js) over the
// wide build's worker and judgement: a Hex LOA game of side 5 given by the address (the random
// mover as Black against level 6, which wins on ply 34) is analysed position by position; the
// graph is drawn, the marks are listed (the random side's g2-f2, ply 31, lets a forced loss in:
// a blunder), a click on the graph reviews that position, a mark shows its position with the
// better move as the hint's arrow, the review buttons and keys step through the game, Stop keeps
// what was found, a reload shows the analysis again — with no console error, at a phone's
// 360×740 and a desktop's 1440×900.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, screenshot, useBrowser, state } from './harness.mjs';

const env = useBrowser();

const GAME = 'd8-f7 f1-f4 b1-b3 f4xf7 a5-c5 e9-e7 a2-d5 b6-d6 h1-h3 i4-g6 e1-g1 h6xd5 g1-e3 d1-d4 e3-e5 a1xe5 f8-d7 a4-c4 i2-h2 c4-e4 i5-h6 d5xh6 b3-a3 h6xh3 c5-c4 g6-e6 c4-c3 d4xd7 h2-g2 d7-d5 g2-f2 i1-f4 f2-g2 h3-g3'.split(' ');

const reviewing = (page) => page.evaluate(() => window.loaTest.board.reviewing());

/** Opens the index page on the game, between two players, and waits for it on the board. */
async function openGame(page, moves = GAME) {
  await page.goto(`${env.server.url}/index.html?test&variant=hex-5&mode=friend&moves=${moves.join(',')}`);
  await page.waitForFunction((n) => window.loaTest?.board.state()?.history.length === n, moves.length, { timeout: 20000 });
}

/** Waits until the analysis has stopped or finished; returns the status line. */
async function analysed(page) {
  await page.waitForFunction(() => {
    const body = document.querySelector('#game-review');
    return body && body.querySelector('.gr-progress')?.hidden && body.querySelector('.gr-status')?.textContent !== '';
  }, null, { timeout: 120000 });
  return page.locator('#game-review .gr-status').textContent();
}

for (const [width, height] of [
  [360, 740],
  [1440, 900],
]) {
  test(`a wide game analysed, its graph and marks, at ${width}×${height}`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await openGame(page);
    assert.equal((await state(page)).outcome?.winner, 'white');
    assert.equal(await page.locator('#page-error').isVisible(), false);
    const run = page.locator('#game-review [data-action="review-game"]');
    await run.scrollIntoViewIfNeeded();
    await run.click();
    // The progress bar and Stop while it runs.
    await page.locator('#game-review .gr-progress:not([hidden])').waitFor({ timeout: 20000 });
    assert.equal(await analysed(page), `All ${GAME.length + 1} positions analysed.`);
    const body = page.locator('#game-review');
    // The graph: a line through every position, a tick per mark.
    const graph = body.locator('.gr-graph');
    assert.ok(await graph.isVisible());
    const line = await graph.locator('.rg-line').getAttribute('d');
    assert.equal(line.split('L').length, GAME.length + 1, `a point per position: ${line}`);
    const marks = body.locator('.gr-mark');
    const count = await marks.count();
    assert.ok(count >= 1, `${count} marks`);
    const blunder = body.locator('.gr-mark[data-ply="31"]');
    assert.match(await blunder.textContent(), /^16\. g2-f2 — Blunder$/);
    // A click on the graph at ply 10 reviews that position.
    const box = await graph.boundingBox();
    await graph.click({ position: { x: (box.width * 10) / GAME.length, y: box.height / 2 } });
    assert.equal(await reviewing(page), 10);
    assert.equal((await page.evaluate(() => window.loaTest.board.shown())).history.at(-1).text, GAME[9]);
    // The verdict sits beside the board, under its banner (#verdict-slot), not under the moves.
    assert.match(await page.locator('#verdict-slot .gr-verdict').textContent(), /^5… i4-g6: /);
    // A mark shows its position, the verdict and the better move as an arrow (named in the grid).
    await blunder.click();
    assert.equal(await reviewing(page), 31);
    const verdict = await page.locator('#verdict-slot .gr-verdict').textContent();
    const better = /Better: (\S+)$/.exec(verdict)?.[1];
    assert.ok(better && verdict.startsWith('16. g2-f2: Blunder'), verdict);
    const from = better.split(/[-x]/)[0];
    assert.match(await page.locator(`#board [data-square="${from}"]`).getAttribute('aria-label'), /hint: move from here/);
    await screenshot(page, `wide-review-${width}x${height}`);
    // On a phone the panel is under the board: the position shown, with its arrow, up there.
    await page.locator('#board').scrollIntoViewIfNeeded();
    await screenshot(page, `wide-review-board-${width}x${height}`);
    // The review buttons and keys step through the wide game as through any.
    await page.locator('[data-review="end"]').click();
    assert.equal(await reviewing(page), null);
    assert.equal(await page.locator('[data-review="forward"]').isDisabled(), true);
    await page.locator('[data-review="start"]').click();
    assert.equal(await reviewing(page), 0);
    assert.equal(await page.locator('[data-review="back"]').isDisabled(), true);
    await page.locator('[data-review="forward"]').click();
    await page.locator('[data-review="forward"]').click();
    assert.equal(await reviewing(page), 2);
    await page.locator('[data-review="end"]').click();
    assert.equal(await reviewing(page), null);
    // Kept across a reload: the same marks, with no new run.
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('#game-review .gr-mark').length > 0, null, { timeout: 20000 });
    assert.equal(await page.locator('#game-review .gr-mark').count(), count);
    assert.equal(await page.locator('#game-review .gr-status').textContent(), `All ${GAME.length + 1} positions analysed.`);
    assertClean(page);
    await page.close();
  });
}

test('Stop keeps what the wide analysis found, and a new game hides it', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1200, height: 820 } });
  await openGame(page);
  await page.locator('#game-review [data-action="review-game"]').click();
  await page.waitForFunction(() => document.querySelectorAll('#game-review .rg-line').length > 0, null, { timeout: 20000 });
  await page.locator('#game-review .gr-stop').click();
  assert.match(await analysed(page), /^Stopped after \d+ of 35 positions\.$/);
  assert.equal(await page.locator('#game-review [data-action="review-game"]').isDisabled(), false);
  // A shorter game that does not begin with these moves shows no analysis.
  await openGame(page, GAME.slice(0, 2));
  assert.equal(await page.locator('#game-review .gr-mark').count(), 0);
  assert.equal(await page.locator('#game-review .gr-graph').isVisible(), false);
  assertClean(page);
  await page.close();
});
