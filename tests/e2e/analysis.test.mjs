// The whole game analysed: one button runs the engine over every position in a
// worker, with a progress bar and Stop; the evaluation graph is drawn, a blunder is marked with
// the better move, a click on the graph reviews that move, the analysis survives a reload and
// goes into the exported record and SGF as comments. Any console error fails a test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newPage, assertClean, openGame, useBrowser, screenshot } from './harness.mjs';

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
