// The whole game analysed: one button runs the engine over every position in a
// worker, with a progress bar and Stop; the evaluation graph is drawn, a blunder is marked with
// the better move, a click on the graph reviews that move, the analysis survives a reload and
// goes into the exported record and SGF as comments. Any console error fails a test.
//
// The same on a wide board, by the page's one analysis (game-review.js) over the wide build's
// worker and judgement: a Hex LOA game of side 5 given by the address (the random
// mover as Black against level 6, which wins on ply 34) is analysed position by position; the
// graph is drawn, the marks are listed (a random move that lets a forced loss in is a blunder:
// g2-f2, ply 31, on an idle machine), a click on the graph reviews that position, a mark shows its position with the
// better move as the hint's arrow, the review buttons and keys step through the game, Stop keeps
// what was found, a reload shows the analysis again — with no console error, at a phone's
// 360×740 and a desktop's 1440×900.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newPage, assertClean, openGame, useBrowser, screenshot, state } from './harness.mjs';

const env = useBrowser();

/**
 * Black to move wins at once (d1-c2 or d1-c1 joins its three pieces) but plays a2-a3, and White
 * joins its two pieces with h6-g7: a blunder that missed a win in 1 and allowed a loss in 1.
 *   8 . . . . . . . w
 *   7 . . . . . . . .
 *   6 . . . . . . . w
 *   2 b b . . . . . .
 *   1 . . . b . . . .
 */
const BLUNDER = `position=${encodeURIComponent('standard 7w/8/7w/8/8/8/bb6/3b4 b - mover-wins')}&moves=a2-a3,h6-g7&mode=friend`;

/** Clicks the run button and waits until the analysis says it is complete. */
async function analyse(page) {
  await page.click('[data-action="review-game"]');
  await page.waitForFunction(() => /analysed|analizzat|analysiert/.test(document.querySelector('.gr-status')?.textContent ?? ''), null, { timeout: 60000 });
}

test('a blunder is marked, its better move named, and a click on the graph reviews that move', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url, BLUNDER);
  assert.equal(await page.isVisible('[data-action="review-game"]'), true, 'the button shows for a game with moves');
  await analyse(page);
  assert.equal(await page.locator('.gr-graph .rg-line').count(), 1, 'the graph is drawn');
  const marks = page.locator('.gr-mark');
  assert.equal(await marks.count(), 1, 'one marked move');
  assert.match(await marks.first().innerText(), /1\. a2-a3 — Blunder/);
  assert.equal(await page.locator('.gr-graph .rg-blunder').count(), 1, 'the blunder is on the graph');

  // The middle of the graph is the position after the first move (3 positions: 0, 1, 2).
  const box = await page.locator('.gr-graph').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal(await page.evaluate(() => window.loaTest.board.reviewing()), 1, 'the click reviews the move');
  const verdict = await page.locator('.gr-verdict').innerText();
  assert.match(verdict, /^1\. a2-a3: Blunder \(missed a win in 1, allowed a loss in 1\)\. Better: d1-c[12]$/);
  await screenshot(page, 'analysis-1440');

  // Kept with the game: a reload draws it again without analysing.
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('.gr-mark').length === 1);
  assert.match(await page.locator('.gr-status').innerText(), /All 3 positions analysed/);

  // Exported as a comment in the record, which reads back.
  const record = await exported(page, 'copy-record');
  assert.match(record, /a2-a3 \{Blunder \(missed a win in 1, allowed a loss in 1\)\. Better: d1-c[12]\}/);
  const back = await page.evaluate((text) => window.loaTest.board.importGame(text), record);
  assert.equal(back.ok, true, `the annotated record reads back: ${back.reason}`);
  assertClean(page);
});

test("the SGF of a game from the start carries the marks as comments and reads back", async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  // Nine plies: White's h3xf1 lets Black join at once (e1-e5).
  const record = await readFile(join(import.meta.dirname, '..', 'data', 'games', 'shortest_game.txt'), 'utf8');
  assert.equal((await page.evaluate((text) => window.loaTest.board.importGame(text), record)).ok, true);
  await analyse(page);
  const sgf = await exported(page, 'copy-sgf');
  assert.match(sgf, /;W\[h3xf1\]C\[Blunder \(allowed a loss in 1\)\. Better: [a-h][1-8][-x][a-h][1-8]\]/);
  const back = await page.evaluate((text) => window.loaTest.board.importGame(text), sgf);
  assert.equal(back.ok, true, `the annotated SGF reads back: ${back.reason}`);
  assert.equal(await page.evaluate(() => window.loaTest.board.state().ply), 9);
  assertClean(page);
});

/** What the Game menu's `action` copies, read back from the clipboard. */
async function exported(page, action) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.click('#game-menu-button');
  await page.click(`[data-action="${action}"]`);
  await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '');
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a long analysis shows its progress, can be stopped midway and keeps what it found', async () => {
  // A phone's width, in the dark: the graph and its marks must read there too.
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
  await openGame(page, env.server.url, 'mode=friend');
  const record = await readFile(join(import.meta.dirname, '..', 'data', 'games', 'appendix_E_game1.txt'), 'utf8');
  const opened = await page.evaluate((text) => window.loaTest.board.importGame(text), record);
  assert.equal(opened.ok, true, opened.reason);
  const plies = await page.evaluate(() => window.loaTest.board.state().ply);
  await page.click('[data-action="review-game"]');
  await page.waitForFunction(() => document.querySelector('.gr-bar')?.value >= 3, null, { timeout: 30000 });
  assert.equal(await page.isVisible('.gr-progress'), true, 'a progress bar while it runs');
  assert.match(await page.locator('.gr-status').innerText(), new RegExp(`Analysing position \\d+ of ${plies + 1}`));
  await page.click('.gr-stop');
  const status = await page.locator('.gr-status').innerText();
  const done = Number(/Stopped after (\d+) of/.exec(status)?.[1]);
  assert.ok(done >= 3 && done < plies + 1, `stopped midway: ${status}`);
  assert.equal(await page.isVisible('.gr-progress'), false, 'no progress once stopped');
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('.gr-status').innerText(), status, 'nothing more arrives after Stop');
  assert.equal(await page.isVisible('.gr-graph'), true, 'what was found is drawn');
  await page.locator('#game-review').scrollIntoViewIfNeeded();
  await screenshot(page, 'analysis-360');
  assertClean(page);
});

test('the words of the analysis in Italian and German', async () => {
  for (const [lang, blunder] of [
    ['it', /Svista grave/],
    ['de', /Grober Fehler/],
  ]) {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, `${BLUNDER}&lang=${lang}`);
    await analyse(page);
    assert.match(await page.locator('.gr-mark').first().innerText(), blunder);
    assertClean(page);
    await page.context().close();
  }
});

// A wide board's row: the same analysis over the wide build's worker and judgement.
const HEX_GAME = 'd8-f7 f1-f4 b1-b3 f4xf7 a5-c5 e9-e7 a2-d5 b6-d6 h1-h3 i4-g6 e1-g1 h6xd5 g1-e3 d1-d4 e3-e5 a1xe5 f8-d7 a4-c4 i2-h2 c4-e4 i5-h6 d5xh6 b3-a3 h6xh3 c5-c4 g6-e6 c4-c3 d4xd7 h2-g2 d7-d5 g2-f2 i1-f4 f2-g2 h3-g3'.split(' ');

const reviewing = (page) => page.evaluate(() => window.loaTest.board.reviewing());

/** Opens the index page on the game, between two players, and waits for it on the board. */
async function openHexGame(page, moves = HEX_GAME) {
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
    await openHexGame(page);
    assert.equal((await state(page)).outcome?.winner, 'white');
    assert.equal(await page.locator('#page-error').isVisible(), false);
    const run = page.locator('#game-review [data-action="review-game"]');
    await run.scrollIntoViewIfNeeded();
    await run.click();
    // The progress bar and Stop while it runs.
    await page.locator('#game-review .gr-progress:not([hidden])').waitFor({ timeout: 20000 });
    assert.equal(await analysed(page), `All ${HEX_GAME.length + 1} positions analysed.`);
    const body = page.locator('#game-review');
    // The graph: a line through every position, a tick per mark.
    const graph = body.locator('.gr-graph');
    assert.ok(await graph.isVisible());
    const line = await graph.locator('.rg-line').getAttribute('d');
    assert.equal(line.split('L').length, HEX_GAME.length + 1, `a point per position: ${line}`);
    const marks = body.locator('.gr-mark');
    const count = await marks.count();
    assert.ok(count >= 1, `${count} marks`);
    // Which move is graded a blunder depends on how deep each position's timed search went
    // (g2-f2, ply 31, on an idle machine; an earlier random move when the search sees the
    // forced loss sooner). The first blunder mark must name its own move of the game.
    const blunder = body.locator('.gr-mark', { hasText: 'Blunder' }).first();
    const ply = Number(await blunder.getAttribute('data-ply'));
    const named = `${ply % 2 ? `${(ply + 1) / 2}.` : `${ply / 2}…`} ${HEX_GAME[ply - 1]}`;
    assert.equal(await blunder.textContent(), `${named} — Blunder`);
    // A click on the graph at ply 10 reviews that position.
    const box = await graph.boundingBox();
    await graph.click({ position: { x: (box.width * 10) / HEX_GAME.length, y: box.height / 2 } });
    assert.equal(await reviewing(page), 10);
    assert.equal((await page.evaluate(() => window.loaTest.board.shown())).history.at(-1).text, HEX_GAME[9]);
    // The verdict sits beside the board, under its banner (#verdict-slot), not under the moves.
    assert.match(await page.locator('#verdict-slot .gr-verdict').textContent(), /^5… i4-g6: /);
    // A mark shows its position, the verdict and the better move as an arrow (named in the grid).
    await blunder.click();
    assert.equal(await reviewing(page), ply);
    const verdict = await page.locator('#verdict-slot .gr-verdict').textContent();
    const better = /Better: (\S+)$/.exec(verdict)?.[1];
    assert.ok(better && verdict.startsWith(`${named}: Blunder`), verdict);
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
    assert.equal(await page.locator('#game-review .gr-status').textContent(), `All ${HEX_GAME.length + 1} positions analysed.`);
    assertClean(page);
    await page.close();
  });
}

test('Stop keeps what the wide analysis found, and a new game hides it', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1200, height: 820 } });
  await openHexGame(page);
  await page.locator('#game-review [data-action="review-game"]').click();
  await page.waitForFunction(() => document.querySelectorAll('#game-review .rg-line').length > 0, null, { timeout: 20000 });
  await page.locator('#game-review .gr-stop').click();
  assert.match(await analysed(page), /^Stopped after \d+ of 35 positions\.$/);
  assert.equal(await page.locator('#game-review [data-action="review-game"]').isDisabled(), false);
  // A shorter game that does not begin with these moves shows no analysis.
  await openHexGame(page, HEX_GAME.slice(0, 2));
  assert.equal(await page.locator('#game-review .gr-mark').count(), 0);
  assert.equal(await page.locator('#game-review .gr-graph').isVisible(), false);
  assertClean(page);
  await page.close();
});
