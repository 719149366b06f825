// Input, feedback and robustness: drag-and-drop, touch, illegal moves with the core's reason,
// undo against the computer, failures shown in words, settings, and two boards on one page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  newPage, assertClean, screenshot, openGame, state, center, clickSquare, waitForHumanTurn, pressCell, useBrowser, openSettings,
} from './harness.mjs';

const env = useBrowser();

/** Drags with the mouse in small steps, like a hand would. */
async function drag(page, from, to) {
  const a = await center(page, from);
  const b = await center(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

test('drag and drop plays a move; the computer answers; the board keeps responding', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await page.evaluate(() => {
    window.thinkingShown = 0;
    window.loaTest.board.on('thinking', ({ thinking }) => {
      if (thinking && document.querySelector('.loa-chip .loa-spinner')) window.thinkingShown += 1;
    });
  });
  await drag(page, 'b1', 'd3');
  let s = await state(page);
  assert.equal(s.history[0].text, 'b1-d3');
  await waitForHumanTurn(page, ['black']);
  s = await state(page);
  assert.equal(s.history.length, 2, 'the computer replied');
  assert.equal(s.history[1].colour, 'white');
  assert.ok((await page.evaluate(() => window.thinkingShown)) >= 1, 'a thinking indicator was shown');
  assertClean(page);
});

test('with prefers-reduced-motion a move is drawn in place at once', async () => {
  const page = await newPage(env.browser);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openGame(page, env.server.url, 'mode=friend');
  await clickSquare(page, 'b1');
  await clickSquare(page, 'b3');
  const red = await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const canvas = document.querySelector('.loa-canvas');
    const rect = canvas.getBoundingClientRect();
    const k = canvas.width / rect.width;
    const at = (sq) => {
      const p = window.loaTest.board.squareCenter(sq);
      return canvas.getContext('2d').getImageData((p.x - rect.left) * k, (p.y - rect.top) * k, 1, 1).data[0];
    };
    return { b1: at('b1'), b3: at('b3') };
  });
  assert.ok(red.b3 < 120, `a black piece is drawn on b3 two frames later (red ${red.b3})`);
  assert.ok(red.b1 > 150, `b1 is empty (red ${red.b1})`);
  assertClean(page);
});

test('an illegal drop returns the piece and shows the reason the core gives', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await drag(page, 'b1', 'b5');
  const toast = page.locator('.loa-toast');
  await toast.waitFor({ state: 'visible' });
  assert.equal(await toast.innerText(), 'b1-b5: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares');
  const s = await state(page);
  assert.equal(s.history.length, 0, 'nothing was played');
  assert.ok(s.pieces.some((p) => p.square === 'b1' && p.colour === 'black'), 'the piece is back on b1');
  await screenshot(page, 'illegal-move');
  // Click-click gets the same explanation.
  await clickSquare(page, 'c1');
  await clickSquare(page, 'c4');
  assert.equal(await toast.innerText(), 'c1-c4: the c-file holds 2 pieces, so a piece on it moves exactly 2 squares');
  assert.equal((await state(page)).history.length, 0);
  assertClean(page);
});

test('a selected piece shows its targets on the grid twin; Enter selects and moves', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await pressCell(page, 'b1');
  assert.equal(await page.getAttribute('[data-square="b1"]', 'aria-label'), 'b1, black, selected');
  assert.equal(await page.getAttribute('[data-square="b3"]', 'aria-label'), 'b3, empty, legal move');
  await screenshot(page, 'selected-keyboard');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const s = await state(page);
  assert.equal(s.history[0].text, 'b1-b3');
  assertClean(page);
});

test('tap-tap with touch plays a move', async () => {
  const page = await newPage(env.browser, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
  await openGame(page, env.server.url, 'mode=friend');
  for (const sq of ['g1', 'e3']) {
    const { x, y } = await center(page, sq);
    await page.touchscreen.tap(x, y);
  }
  const s = await state(page);
  assert.equal(s.history[0]?.text, 'g1-e3');
  await screenshot(page, 'phone');
  assertClean(page);
});

test('undo against the computer takes back to your own turn; redo replays', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await waitForHumanTurn(page, ['black']);
  assert.equal((await state(page)).history.length, 2);
  await page.click('#undo');
  let s = await state(page);
  assert.equal(s.history.length, 0, 'both the computer reply and your move are taken back');
  assert.equal(s.turn, 'black');
  await page.click('#redo');
  s = await state(page);
  assert.equal(s.history.length, 2);
  assert.equal(s.turn, 'black');
  assertClean(page);
});

test('if the wasm cannot load, the page says so in words', async () => {
  const page = await newPage(env.browser);
  await page.route('**/loa_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${env.server.url}/index.html`);
  const error = page.locator('#page-error');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.innerText(), /could not be loaded/);
  assert.match(await page.locator('.loa-error').innerText(), /WebAssembly/);
  await screenshot(page, 'wasm-failure');
  assertClean(page, [/404|Failed to load resource/]);
});

test('bad URL parameters are reported on the page and the defaults are used', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'variant=chess&level=9');
  const text = await page.locator('#page-error').innerText();
  assert.match(text, /variant=chess/);
  assert.match(text, /level=9/);
  assert.equal((await state(page)).variant, 'standard');
  assertClean(page);
});

test('an illegal move in the URL is reported with the core reason', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.server.url}/index.html?test&mode=friend&moves=b1-d3,a3-a9`);
  const error = page.locator('#page-error');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.innerText(), /Move 2 \(a3-a9\)/);
  assertClean(page);
});

test('corrupted saved settings fall back to defaults silently; settings persist', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.server.url}/index.html`);
  await page.evaluate(() => localStorage.setItem('loa.settings.v1', '{"coordinates": "yes", "animation": -5'));
  await openGame(page, env.server.url);
  assert.equal(await page.isChecked('#opt-coordinates'), true);
  assert.equal(await page.locator('#page-error').isHidden(), true);
  await openSettings(page);
  await page.uncheck('#opt-coordinates');
  await openGame(page, env.server.url);
  assert.equal(await page.isChecked('#opt-coordinates'), false, 'remembered across visits');
  assertClean(page);
});

test('the new game dialog starts the chosen variant and mode', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await page.click('#new');
  await page.selectOption('select[name="variant"]', 'parachute');
  await page.selectOption('select[name="mode"]', 'friend');
  await page.click('.more-options summary');
  await page.selectOption('select[name="simultaneous"]', 'draw');
  await screenshot(page, 'new-game-dialog');
  await page.click('dialog button[value="start"]');
  await page.waitForFunction(() => window.loaTest.board.state().variant === 'parachute');
  const s = await state(page);
  assert.equal(s.rules.simultaneous, 'draw');
  assert.equal((await page.evaluate(() => window.loaTest.board.config())).mode, 'friend');
  assertClean(page);
});

test('two boards on one page play independently', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.server.url}/demo/host-page.html?test`);
  await page.waitForFunction(() => window.loaBoards?.left.state() && window.loaBoards?.right.state());
  await page.waitForFunction(() => window.loaBoards.right.state().history.length >= 2, null, { timeout: 15000 });
  // The right board's computer keeps playing (it may well play b1-b3 itself in Scrambled Eggs),
  // so independence is judged by what the click did: the right board's game only grows by its
  // own moves, and the left board holds exactly the click's move.
  const rightBefore = await page.evaluate(() => window.loaBoards.right.getPosition().moves);
  const { x, y } = await page.evaluate(() => window.loaBoards.left.squareCenter('b1'));
  await page.mouse.click(x, y);
  const t = await page.evaluate(() => window.loaBoards.left.squareCenter('b3'));
  await page.mouse.click(t.x, t.y);
  const left = await page.evaluate(() => window.loaBoards.left.getPosition());
  assert.deepEqual(left.moves, ['b1-b3']);
  assert.equal(left.variant, 'standard-7x7');
  const right = await page.evaluate(() => window.loaBoards.right.getPosition());
  assert.equal(right.variant, 'scrambled-eggs');
  assert.deepEqual(right.moves.slice(0, rightBefore.length), rightBefore);
  await screenshot(page, 'two-boards');
  await page.evaluate(() => window.loaBoards.right.destroy());
  assert.equal(await page.locator('.loa-board').count(), 1, 'destroy removes only its own board');
  assertClean(page);
});

test('a position string in the address sets up a near-end position; the winning move ends the game', async () => {
  const page = await newPage(env.browser);
  // Black a1 b1 d2, White h8 h6, Black to move: d2-c2 joins Black's pieces.
  await openGame(page, env.server.url, `mode=friend&position=${encodeURIComponent('standard 7w/8/7w/8/8/8/3b4/bb6 b')}`);
  await clickSquare(page, 'd2');
  await clickSquare(page, 'c2');
  const banner = page.locator('.loa-banner');
  await banner.waitFor({ state: 'visible' });
  // Said once: the winner in the headline, how in one sentence (the reason with its colours is the status's).
  assert.match(await banner.innerText(), /^Black wins!\s+All pieces joined in 1 move\./);
  const pos = await page.evaluate(() => window.loaTest.board.getPosition());
  assert.equal(pos.start, 'standard 7w/8/7w/8/8/8/3b4/bb6 b - mover-wins,repetition');
  assert.deepEqual(pos.moves, ['d2-c2']);
  assert.match(pos.record, /\[Result "1-0"\]/);
  // set() takes getPosition() back: the same game again.
  await page.evaluate((p) => window.loaTest.board.set(p), pos);
  assert.equal((await state(page)).outcome.key, 'black_wins');
  await screenshot(page, 'near-end-won');
  assertClean(page);
});

test('a malformed position string is reported in words', async () => {
  const page = await newPage(env.browser);
  await page.goto(`${env.server.url}/index.html?test&position=${encodeURIComponent('standard 8/8/8 b')}`);
  const error = page.locator('#page-error');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.innerText(), /The position cannot be read: .*has 3 ranks, expected 8/);
  assertClean(page);
});
