// Complete games through the real page: against the computer and between two players, with
// pointer clicks on the canvas and with the keyboard on the accessible grid, in every variant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  newPage, assertClean, screenshot, openGame, state, playGame, playByPointer, playByKeyboard, waitForHumanTurn, pickMove, clickSquare, useBrowser,
} from './harness.mjs';

const DOCS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');

const env = useBrowser();

async function expectGameOver(page, s, name) {
  assert.ok(s.outcome, 'the game has a result');
  const banner = page.locator('.loa-banner');
  await banner.waitFor({ state: 'visible' });
  const text = await banner.innerText();
  assert.match(text, /^(You won!|You lost|Black wins!|White wins!|Draw)\n/, `the board says the result, got "${text}"`);
  // The reason with its colours is said by the status, not again on the banner.
  assert.equal(await page.locator('#status').innerText(), `Game over — ${s.outcome.reason}`);
  await screenshot(page, name);
}

test('the page opens a game against the computer, you as Black, at a middle level', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  const s = await state(page);
  assert.equal(s.variant, 'standard');
  assert.equal(s.turn, 'black');
  const cfg = await page.evaluate(() => window.loaTest.board.config());
  assert.deepEqual([cfg.mode, cfg.human, cfg.level], ['computer', 'black', 3]);
  assert.equal(await page.locator('#status').innerText(), 'Black to move');
  const paint = await page.evaluate(() => performance.getEntriesByName('loa:first-board').length);
  assert.equal(paint, 1, 'the first board paint is marked');
  await screenshot(page, 'start');
  assertClean(page);
});

test('a complete game against the computer, moves by pointer clicks on the canvas', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  const s = await playGame(page, { humans: ['black'], via: playByPointer });
  await expectGameOver(page, s, 'standard-vs-computer');
  assertClean(page);
});

test('a complete two-player 6×6 game through the keyboard on the accessible grid', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'variant=standard-6x6&mode=friend');
  assert.equal(await page.getAttribute('[data-square="b1"]', 'aria-label'), 'b1, black');
  assert.equal(await page.getAttribute('[data-square="c3"]', 'aria-label'), 'c3, empty');
  const s = await playGame(page, { humans: ['black', 'white'], via: playByKeyboard });
  await expectGameOver(page, s, 'standard-6x6-keyboard');
  const live = await page.locator('.loa-board [aria-live="polite"]').innerText();
  assert.ok(live.includes(s.outcome.reason), `the live region announces the result, got "${live}"`);
  assertClean(page);
});

test('a complete game of Scrambled Eggs against the computer, playing White', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'variant=scrambled-eggs&side=white&level=2');
  const s = await playGame(page, { humans: ['white'], via: playByPointer });
  assert.ok(s.history[0].colour === 'black', 'the computer opened as Black');
  await expectGameOver(page, s, 'scrambled-eggs');
  assertClean(page);
});

test('a complete Parachute game with drops, hands shown beside the board', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'variant=parachute&mode=friend');
  const hand = page.locator('.loa-chip[data-colour="black"] .loa-hand .loa-disc');
  assert.equal(await hand.count(), 6, 'Black holds six white pieces');
  const first = await state(page);
  const slide = first.legalMoves.find((m) => m.kind === 'slide');
  await playByPointer(page, slide);
  let s = await state(page);
  assert.equal(s.dropDue, true, 'a drop is asked for after the move');
  assert.equal(s.turn, 'black');
  assert.equal(await page.locator('#status').innerText(), 'Black: place one of White’s pieces on any empty square (6 left)');
  await screenshot(page, 'parachute-drop-due');
  const drop = s.legalMoves[0];
  await playByPointer(page, drop);
  s = await state(page);
  assert.equal(s.inHand[0], 5);
  assert.equal(s.turn, 'white');
  assert.equal(await hand.count(), 5);
  s = await playGame(page, { humans: ['black', 'white'], via: playByPointer });
  assert.ok(s.history.filter((m) => m.kind === 'drop').length >= 2, 'drops were played');
  await expectGameOver(page, s, 'parachute');
  assertClean(page);
});

test('a complete AmbiLOA game with four seats, by keyboard and pointer', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'variant=ambiloa&mode=friend');
  const chips = page.locator('.loa-chip');
  assert.equal(await chips.count(), 4, 'four seats are shown');
  assert.match(await page.locator('.loa-chip.loa-active').innerText(), /South · White/);
  let turn = 0;
  const via = (p, m) => (turn++ % 2 ? playByPointer(p, m) : playByKeyboard(p, m));
  const s1 = await state(page);
  await via(page, s1.legalMoves[0]);
  assert.match(await page.locator('.loa-chip.loa-active').innerText(), /West · Black/);
  await screenshot(page, 'ambiloa');
  const s = await playGame(page, { humans: ['white', 'black', 'yellow', 'blue'], via });
  assert.ok(['east_west', 'north_south', null].includes(s.outcome.winner));
  await expectGameOver(page, s, 'ambiloa-over');
  assertClean(page);
});

test('a complete 7×7 game of the computer against itself', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'variant=standard-7x7&mode=watch');
  await page.evaluate(() => window.loaTest.board.set({ watchDelay: 0 }));
  await page.waitForFunction(() => window.loaTest.board.state().outcome, null, { timeout: 60000 });
  await expectGameOver(page, await state(page), 'standard-7x7-watch');
  assertClean(page);
});

test('the README screenshot: a game in progress with a piece selected and the analysis panel', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1180, height: 860 }, deviceScaleFactor: 1 });
  await page.goto(`${env.server.url}/index.html`);
  await page.evaluate(() => localStorage.setItem('loa.settings.v1', '{"analysis": true}'));
  await openGame(page, env.server.url, 'level=3');
  for (let i = 0; i < 7; i++) {
    await waitForHumanTurn(page, ['black']);
    const s = await state(page);
    await playByPointer(page, pickMove(s));
  }
  await waitForHumanTurn(page, ['black']);
  const s = await state(page);
  assert.equal(s.outcome, null, 'still in progress');
  const from = s.legalMoves.find((m) => m.capture)?.from ?? s.legalMoves[0].from;
  await clickSquare(page, from);
  await page.waitForTimeout(350); // let the last glide land
  await screenshot(page, 'readme');
  // The committed README picture changes only on request: UPDATE_README_SCREENSHOT=1 ./build.sh test
  if (process.env.UPDATE_README_SCREENSHOT === '1') {
    await mkdir(DOCS, { recursive: true });
    await page.screenshot({ path: join(DOCS, 'screenshot.png') });
  }
  assertClean(page);
});
