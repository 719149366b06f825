// Defects players met, each played as a player met it: a puzzle solved after "Show solution"
// counts as tried only (also after a reload); a lesson's refusal is one sentence, said once (no
// pop-up beside it); the puzzle list words difficulty as the card does; `?level=1` keeps the saved
// game; a review message does not survive Flip; the shortcuts list names the review keys. (The
// analysis score's decimal mark is tests/unit/analysis-score.test.mjs.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, state, clickSquare, useBrowser } from './harness.mjs';

const env = useBrowser();

// www/puzzles/puzzles.txt: White wins with e5-c7 only.
const WIN_IN_1 = 'std-e3-p35';

/** Opens puzzles.html at `hash` once the board, the list and the session are ready. */
async function openPuzzle(page, hash) {
  await page.goto(`${env.server.url}/puzzles.html?test#${hash}`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null && window.loaTest.puzzles().length > 0);
  await page.waitForFunction((id) => window.loaTest.session.current()?.id === id && window.loaTest.session.phase() === 'solving', hash);
}

test('a puzzle played after "Show solution" counts as tried, not solved, also after a reload', async () => {
  const page = await newPage(env.browser);
  await openPuzzle(page, WIN_IN_1);
  const { solution } = await page.evaluate((i) => window.loaTest.puzzles().find((p) => p.id === i), WIN_IN_1);
  await page.click('#show-solution');
  await page.waitForFunction(() => document.querySelector('#puzzle-status').textContent.includes('Solution shown'));
  const [from, to] = solution[0].split(/[-x]/);
  await clickSquare(page, from);
  await clickSquare(page, to);
  await page.waitForFunction(() => window.loaTest.session.phase() === 'solved', null, { timeout: 30000 });
  assert.match(await page.textContent('#progress'), /^Solved 0 · tried 1 · of \d+$/);
  assert.doesNotMatch(await page.textContent('#puzzle-status'), /^Solved/, 'no "Solved!" for a shown solution');
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.puzzles().length > 0);
  assert.match(await page.textContent('#progress'), /^Solved 0 · tried 1 · of \d+$/);
  assert.equal(await page.textContent(`#puzzle-list a[href="#${WIN_IN_1}"] .mark`), 'tried');
  assertClean(page);
  await page.context().close();
});

test('the puzzle list words difficulty as the card does', async () => {
  const page = await newPage(env.browser);
  await openPuzzle(page, WIN_IN_1);
  const card = await page.textContent('#puzzle-difficulty');
  // The heading of the puzzle's group in the list.
  const listed = await page.$eval(`#puzzle-list a[href="#${WIN_IN_1}"]`, (a) => a.closest('ol').previousElementSibling.querySelector('.level').textContent);
  assert.equal(listed, card);
  assert.match(listed, /^Difficulty \d of \d$/);
  assertClean(page);
  await page.context().close();
});

test('a lesson says an illegal move in one punctuated sentence, with no pop-up on the board', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.server.url}/learn.html?test`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null && document.querySelector('#lesson-task')?.textContent);
  await clickSquare(page, 'b1');
  await clickSquare(page, 'e4');
  await page.waitForFunction(() => /Not allowed/.test(document.querySelector('#lesson-feedback').textContent));
  const said = await page.textContent('#lesson-feedback');
  assert.match(said, /squares\. Try again\.$/, said);
  assert.ok(await page.locator('#board .loa-toast').isHidden(), 'the board does not say it again in a pop-up');
  assertClean(page);
  await page.context().close();
});

test('?level=1 keeps the saved game over reloads and sets the level of the next new game', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  await page.waitForFunction(() => localStorage.getItem('loa.game')?.includes('~m'));
  for (let i = 0; i < 2; i++) {
    await page.goto(`${env.server.url}/index.html?test&level=1`);
    await page.waitForFunction(() => window.loaTest?.board.state() != null);
    assert.equal((await state(page)).history.length, 1, 'the saved game goes on');
  }
  await page.click('#new');
  assert.equal(await page.inputValue('#new-game-dialog input[name="level"]'), '1');
  assertClean(page);
  await page.context().close();
});

test('Flip clears the review message on the board', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await page.evaluate(() => {
    window.loaTest.board.play('b1-d3');
    window.loaTest.board.play('a3xd3');
    window.loaTest.board.review(1);
  });
  // A Black piece while White is to move in the position reviewed: the core says why it cannot move.
  await clickSquare(page, 'c1');
  const toast = page.locator('#board .loa-toast');
  await page.waitForFunction(() => /c1/.test(document.querySelector('#board .loa-toast').textContent));
  assert.ok(await toast.isVisible());
  await page.click('#flip');
  assert.ok(await toast.isHidden(), 'the message about the old view goes with it');
  assertClean(page);
  await page.context().close();
});

test('the shortcuts list names the review keys, on and off the board', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await page.keyboard.press('?');
  const list = await page.locator('#shortcuts-dialog dl').innerText();
  for (const key of ['←', '→', 'Home', 'End', 'Shift']) assert.ok(list.includes(key), `${key} in ${list}`);
  assertClean(page);
  await page.context().close();
});
