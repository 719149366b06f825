// Variations: a move played on a reviewed position starts a variation beside the main line,
// listed under the moves as a record writes it; it is stepped through with the review buttons,
// kept in the record ( … ) and the SGF (a sub-tree), kept across a reload, promoted to the main
// line and deleted from the banner; a record with variations opens with them. Played by real
// clicks on the board. Fails on any console error; screenshots at 360×740, 844×390 and 1440×900.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, state, useBrowser, screenshot, clickSquare, pasteGame } from './harness.mjs';

const env = useBrowser();

/** Two players at the device, 1. c8-c6 h4-f2 2. g8-g6 h2-e2. */
const GAME = 'mode=friend&moves=c8-c6,h4-f2,g8-g6,h2-e2';

const shownVariation = (page) => page.evaluate(() => window.loaTest.board.variationShown());
const reviewing = (page) => page.evaluate(() => window.loaTest.board.reviewing());
const history = async (page) => (await page.evaluate(() => window.loaTest.board.shown())).history.map((m) => m.text);

/** Plays the slide `from`-`to` by two clicks on the board, and waits until the variation turn `spot` is shown. */
async function slide(page, from, to, spot) {
  await clickSquare(page, from);
  await clickSquare(page, to);
  await page.waitForFunction((s) => JSON.stringify(window.loaTest.board.variationShown()) === JSON.stringify(s), spot, { timeout: 10000 });
}

for (const [width, height] of [[360, 740], [844, 390], [1440, 900]]) {
  test(`a variation is made, stepped through, kept, promoted and deleted, at ${width}×${height}`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await openGame(page, env.server.url, GAME);
    assert.equal((await state(page)).ply, 4);
    assert.equal(await page.isVisible('#variations'), false, 'no variations yet');
    // Review White's first move and play another on the board: a variation.
    await page.evaluate(() => window.loaTest.board.review(1));
    await slide(page, 'h2', 'f2', { line: [0], turn: 0 });
    await slide(page, 'g8', 'g6', { line: [0], turn: 1 });
    assert.deepEqual(await history(page), ['c8-c6', 'h2-f2', 'g8-g6']);
    assert.equal((await state(page)).ply, 4, "the game's own moves are untouched");
    assert.match(await page.textContent('#banner-slot'), /In a variation: move 2, Black/);
    const list = page.locator('#variations');
    assert.equal((await list.locator('.variation').innerText()).replace(/\s+/g, ' ').trim(), '1… h2-f2 2. g8-g6');
    assert.equal(await list.locator('button.current').textContent(), '2. g8-g6');
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, `variation-${width}x${height}`);
    // The review buttons step along it, and back to where it leaves the main line.
    await page.click('[data-review="back"]');
    assert.deepEqual(await shownVariation(page), { line: [0], turn: 0 });
    await page.click('[data-review="back"]');
    assert.equal(await shownVariation(page), null);
    assert.equal(await reviewing(page), 1);
    // A click on its turn in the list shows it again.
    await list.locator('button', { hasText: 'g8-g6' }).click();
    assert.deepEqual(await shownVariation(page), { line: [0], turn: 1 });
    // The record writes it in brackets, the SGF as a sub-tree.
    const record = await page.evaluate(() => window.loaTest.board.getPosition().record);
    assert.match(record, /1\. c8-c6 h4-f2 \(1\.\.\. h2-f2 2\. g8-g6\) 2\. g8-g6 h2-e2/);
    const sgf = await page.evaluate(() => window.loaTest.board.sgf());
    assert.match(sgf, /;B\[c8-c6\]\(;W\[h4-f2\];B\[g8-g6\];W\[h2-e2\]\)\(;W\[h2-f2\];B\[g8-g6\]\)/);
    // The SGF read back: the same game with the same variation.
    const views = await page.evaluate(() => window.loaTest.board.variations());
    assert.deepEqual(await page.evaluate((text) => window.loaTest.board.importGame(text), sgf), { ok: true });
    await page.waitForFunction(() => document.querySelector('#variations .variation button') !== null);
    assert.deepEqual(await page.evaluate(() => window.loaTest.board.variations()), views);
    assert.equal((await state(page)).ply, 4);
    // Kept across a reload, with the game.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('#variations .variation button') !== null, null, { timeout: 20000 });
    assert.equal((await state(page)).ply, 4);
    // Promoted from the banner: its moves become the game's, the game's a variation.
    await list.locator('button', { hasText: 'g8-g6' }).click();
    await page.click('#banner-slot [data-loa-action="promote"]');
    await page.waitForFunction(() => window.loaTest.board.state().history.map((m) => m.text).join() === 'c8-c6,h2-f2,g8-g6');
    assert.equal((await list.locator('.variation').innerText()).replace(/\s+/g, ' ').trim(), '1… h4-f2 2. g8-g6 h2-e2');
    // Deleted from the banner, from its first turn: gone from the list and the record.
    await list.locator('button', { hasText: 'h4-f2' }).click();
    await page.click('#banner-slot [data-loa-action="delete-variation"]');
    await page.waitForFunction(() => document.querySelector('#variations').hidden);
    assert.doesNotMatch(await page.evaluate(() => window.loaTest.board.getPosition().record), /\(/);
    assertClean(page);
    await page.close();
  });
}

test('a record with variations opens with them; an illegal move in review is refused in words', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url);
  await pasteGame(page, '[Black "Ann"]\n[White "Bo"]\n\n1. c8-c6 h4-f2 (1... h2-f2 {a quieter move} 2. g8-g6 (2. b8-b6)) 2. g8-g6 h2-e2 *');
  assert.equal(await page.evaluate(() => window.loaTest.board.config().mode), 'study');
  const list = page.locator('#variations');
  await list.locator('.variation').waitFor();
  assert.equal((await list.locator('.variation').innerText()).replace(/\s+/g, ' ').trim(), '1… h2-f2 2. g8-g6 (2. b8-b6)');
  assert.equal(await list.locator('button', { hasText: 'h2-f2' }).getAttribute('title'), 'a quieter move');
  await list.locator('button', { hasText: 'b8-b6' }).click();
  assert.deepEqual(await shownVariation(page), { line: [0, 0], turn: 0 });
  assert.deepEqual(await history(page), ['c8-c6', 'h2-f2', 'b8-b6']);
  // An illegal move on the position shown: the rules' reason, and the tree as it was.
  await clickSquare(page, 'h3');
  await clickSquare(page, 'g3');
  assert.match(await page.locator('#board .loa-toast:not([hidden])').textContent(), /h3.*g3|g3.*h3/);
  assert.deepEqual(await shownVariation(page), { line: [0, 0], turn: 0 });
  assert.match(await page.evaluate(() => window.loaTest.board.getPosition().record), /\(1\.\.\. h2-f2 \{a quieter move\} 2\. g8-g6 \(2\. b8-b6\)\)/);
  await screenshot(page, 'variation-study-1440x900');
  assertClean(page);
  await page.close();
});
