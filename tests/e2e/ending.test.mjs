// The ending: Resign asks in place, no browser pop-up; the winning group
// is drawn as one shape along its diagonal links (read from the canvas's pixels); the result is
// said once; the celebration plays, and is skipped under reduced motion; a clock's flag falls and
// the game is lost on time in the core's record, and a reload keeps the clock's times; Share game
// falls back to copying the link; "confirm each move" on touch waits for ✓ or ✗. axe-core finds
// no violation on the ending, and screenshots at 360×740 and 1440×900, light and dark.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { newPage, assertClean, openGame, state, clickSquare, screenshot, useBrowser, openMenu, inSettings } from './harness.mjs';
import { BOARDS } from './boards.mjs';

const require = createRequire(import.meta.url);
const env = useBrowser();

// Black a1 b1 d2, White h8 h6, Black to move: d2-c2 joins Black's pieces as a1 b1 c2, where c2
// touches b1 only at a corner.
const NEAR_END = `position=${encodeURIComponent('standard 7w/8/7w/8/8/8/3b4/bb6 b')}`;

/** Plays d2-c2 with two clicks and waits for the result. */
async function win(page) {
  await clickSquare(page, 'd2');
  await clickSquare(page, 'c2');
  await page.waitForFunction(() => window.loaTest.board.state().outcome);
}

/** The canvas pixel [r, g, b] at a point given in CSS pixels from a square's centre. */
function pixel(page, square, dx, dy) {
  return page.evaluate(
    ([sq, x, y]) => {
      const canvas = document.querySelector('#board canvas');
      const r = canvas.getBoundingClientRect();
      const c = window.loaTest.board.squareCenter(sq);
      const scale = canvas.width / r.width;
      const at = [Math.round((c.x - r.left + x) * scale), Math.round((c.y - r.top + y) * scale)];
      return Array.from(canvas.getContext('2d').getImageData(at[0], at[1], 1, 1).data.slice(0, 3));
    },
    [square, dx, dy],
  );
}

test('Resign asks in place, Yes/No, with no browser pop-up; the result is said once', async () => {
  const page = await newPage(env.browser);
  page.on('dialog', () => assert.fail('no confirm() pop-up'));
  await openGame(page, env.server.url, 'mode=computer&side=black');
  await page.click('#resign');
  const row = page.locator('.loa-ask');
  assert.equal(await row.getAttribute('aria-label'), 'Resign?');
  assert.ok(await page.locator('#resign').isHidden(), 'the question stands where the button was');
  assert.ok(await page.locator('.loa-ask-no').evaluate((b) => b === document.activeElement), 'No, the safe answer, has the focus');
  await page.keyboard.press('Escape');
  assert.equal(await row.count(), 0);
  assert.ok(await page.locator('#resign').isVisible());
  assert.equal((await state(page)).outcome, null, 'No keeps the game going');
  await page.click('#resign');
  await page.click('.loa-ask-yes');
  await page.waitForFunction(() => window.loaTest.board.state().outcome);
  assert.equal((await state(page)).outcome.cause, 'resignation');
  const banner = await page.locator('.loa-banner').innerText();
  assert.match(banner, /^You lost\s+You resigned\.\s+Play again\s+Rematch$/);
  assertClean(page);
  await page.context().close();
});

test('the winning group is one shape along its diagonal link; the result once; the celebration plays', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, `mode=friend&${NEAR_END}`);
  const sq = await page.evaluate(() => document.querySelector('#board canvas').getBoundingClientRect().width / 8);
  // Between b1 and c2 (corner neighbours), a third of the way from b1: bare before the end.
  const before = await pixel(page, 'b1', sq * 0.35, -sq * 0.35);
  await win(page);
  assert.deepEqual((await state(page)).outcome.winningGroups, [['a1', 'b1', 'c2']]);
  await page.waitForFunction(() => document.querySelector('.loa-board').dataset.celebration === 'played');
  await page.waitForFunction(() => !document.querySelector('.loa-board').classList.contains('loa-celebrating'));
  const after = await pixel(page, 'b1', sq * 0.35, -sq * 0.35);
  const diff = Math.max(...after.map((v, i) => Math.abs(v - before[i])));
  assert.ok(diff > 40, `the band along b1–c2 is drawn: ${before} → ${after}`);
  assert.ok(after[2] > after[0], `in the group's blue: ${after}`);
  // Not between pieces that do not touch: a1 to c2 is no link.
  const away = await pixel(page, 'c1', sq * 0.45, sq * 0.3);
  assert.ok(away[0] > away[2], `no band off the links (c1's corner stays wood): ${away}`);
  const banner = await page.locator('.loa-banner').innerText();
  assert.match(banner, /^Black wins!\s+All pieces joined in 1 move\.\s+Play again$/);
  assert.equal(banner.match(/Black/g)?.length, 1, 'the winner is named once');
  assertClean(page);
  await page.context().close();
});

test('under prefers-reduced-motion the celebration is skipped and the shape drawn at once', async () => {
  const page = await newPage(env.browser, { reducedMotion: 'reduce' });
  await openGame(page, env.server.url, `mode=friend&${NEAR_END}`);
  await win(page);
  await page.waitForFunction(() => document.querySelector('.loa-board').dataset.celebration);
  assert.equal(await page.evaluate(() => document.querySelector('.loa-board').dataset.celebration), 'skipped');
  assert.equal(await page.evaluate(() => document.querySelector('.loa-board').classList.contains('loa-celebrating')), false);
  assertClean(page);
  await page.context().close();
});

// Rows on every board (tests/e2e/boards.mjs): a clock is shown on each chip, runs for the side to
// move, and its flag ends the game on the wide boards as on the 8×8 one.
for (const variant of BOARDS) {
  test(`${variant}: a clock's flag falls: the game is lost on time, in the banner, the list and the record`, async () => {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, `variant=${variant}&mode=friend`);
    await page.evaluate(() => window.loaTest.board.set({ clock: { time: 1500, increment: 0 } }));
    assert.equal((await state(page)).variant, variant, 'a new clock keeps the board');
    const clocks = page.locator('#board .loa-clock');
    assert.equal(await clocks.count(), 2, 'a clock on each chip');
    assert.match(await clocks.first().innerText(), /^\d[.,]\d$/);
    // As on lichess, no clock runs before each side has made a first move.
    await page.waitForTimeout(300);
    assert.deepEqual(await page.evaluate(() => window.loaTest.board.clockTimes()), { black: 1500, white: 1500 }, 'no clock runs before the first moves');
    await page.evaluate(() => {
      const board = window.loaTest.board;
      while (board.state().turns.length < board.state().players.length) board.play(board.state().legalMoves[0].packed);
    });
    const first = await page.evaluate(() => window.loaTest.board.clockTimes());
    await page.waitForFunction((t) => window.loaTest.board.clockTimes().black < t - 200, first.black);
    assert.equal((await page.evaluate(() => window.loaTest.board.clockTimes())).white, first.white, "only the mover's clock runs");
    await page.waitForFunction(() => window.loaTest.board.state().outcome, null, { timeout: 5000 });
    const { outcome } = await state(page);
    assert.deepEqual([outcome.cause, outcome.winner, outcome.result], ['time', 'white', '0-1']);
    assert.match(await page.locator('.loa-banner').innerText(), /^White wins!\s+Black ran out of time\./);
    assert.equal(await page.textContent('#moves li.result'), '0-1');
    const pos = await page.evaluate(() => window.loaTest.board.getPosition());
    for (const tag of ['[Termination "time forfeit"]', '[Result "0-1"]']) assert.ok(pos.record.includes(tag), `${tag} in the record: ${pos.record}`);
    assert.match(await page.evaluate(() => window.loaTest.board.sgf()), /RE\[W\+T\]/);
    assert.match(pos.link, /~tb$/);
    assert.match(await page.locator('#status').innerText(), /Black ran out of time/);
    assertClean(page);
    await page.context().close();
  });
}

test('the clock is chosen in the New game dialog, runs for the side to move and survives a reload', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=computer');
  await page.click('#new');
  assert.ok(await page.locator('select[name="clock"]').isDisabled(), 'against the computer, no clock');
  await page.selectOption('select[name="mode"]', 'friend');
  await page.selectOption('select[name="clock"]', '5+3');
  await page.click('#new-game-dialog button[value="start"]');
  await page.waitForFunction(() => window.loaTest.board.config().clock?.time === 300000);
  assert.deepEqual(await page.locator('#board .loa-clock').allInnerTexts(), ['5:00', '5:00']);
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => window.loaTest.board.state().history.length === 1);
  // As on lichess, no clock runs before each side has made a first move: White thinks for free.
  await page.waitForTimeout(1200);
  assert.deepEqual(await page.evaluate(() => window.loaTest.board.clockTimes()), { black: 300000, white: 300000 });
  await clickSquare(page, 'h2');
  await clickSquare(page, 'f4');
  await page.waitForFunction(() => window.loaTest.board.state().history.length === 2);
  const times = await page.evaluate(() => window.loaTest.board.clockTimes());
  await page.waitForTimeout(1200);
  // The address of the first game named it (mode=computer); a plain one resumes the saved game.
  await page.goto(`${env.server.url}/index.html?test`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  const back = await page.evaluate(() => window.loaTest.board.clockTimes());
  assert.equal((await state(page)).history.length, 2);
  assert.ok(Math.abs(back.white - times.white) < 50, `White's time kept: ${times.white} → ${back.white}`);
  assert.ok(back.black < 300000 - 1000, `Black's clock ran until the reload: ${back.black}`);
  assertClean(page);
  await page.context().close();
});

test('Share game: the share sheet where there is one, else the link is copied', async () => {
  const page = await newPage(env.browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    window.shared = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data) => window.shared.push(data) });
  });
  await openGame(page, env.server.url, 'mode=friend');
  await openMenu(page);
  await page.click('[data-action="share"]');
  await page.waitForFunction(() => window.shared.length === 1);
  const data = await page.evaluate(() => window.shared[0]);
  assert.match(data.url, /index\.html\?g=standard%7Erep&mode=friend/);
  assert.equal(data.title, 'Lines of Action');
  // Without a share sheet: the link, copied.
  await page.evaluate(() => delete navigator.share);
  assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined');
  await openMenu(page);
  await page.click('[data-action="share"]');
  await page.waitForFunction(() => !document.querySelector('#copy-note').hidden);
  assert.equal(await page.textContent('#copy-note'), 'Copied a link to this game.');
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /\?g=standard%7Erep&mode=friend/);
  assertClean(page);
  await page.context().close();
});

test('confirm each move on touch: the piece waits on its target for ✓ or ✗', async () => {
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await openGame(page, env.server.url, 'mode=friend');
  await inSettings(page, () => page.check('#opt-confirm-moves'));
  await page.locator('#board').scrollIntoViewIfNeeded();
  const tap = async (sq) => {
    const { x, y } = await page.evaluate((s) => window.loaTest.board.squareCenter(s), sq);
    await page.touchscreen.tap(x, y);
  };
  await tap('b1');
  await tap('d3');
  const confirm = page.locator('#board .loa-confirm');
  assert.ok(await confirm.isVisible());
  assert.equal((await state(page)).history.length, 0, 'not played yet');
  await screenshot(page, 'ending-confirm-move');
  await page.locator('.loa-confirm-no').tap();
  assert.ok(await confirm.isHidden());
  assert.equal((await state(page)).history.length, 0, '✗ plays nothing');
  await tap('b1');
  await tap('d3');
  await page.locator('.loa-confirm-yes').tap();
  await page.waitForFunction(() => window.loaTest.board.state().history.length === 1);
  assert.equal((await state(page)).history[0].text, 'b1-d3');
  // A mouse plays at once, setting or not.
  await clickSquare(page, 'a3');
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => window.loaTest.board.state().history.length === 2);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('loa.settings.v1')).confirmMoves), true);
  assertClean(page);
  await page.context().close();
});

test('axe-core finds nothing on the ending; screenshots at 360×740 and 1440×900, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const viewport of [{ width: 360, height: 740 }, { width: 1440, height: 900 }]) {
      const page = await newPage(env.browser, { colorScheme, viewport, bypassCSP: true });
      await openGame(page, env.server.url, `mode=computer&side=black&${NEAR_END}`);
      await win(page);
      await page.waitForFunction(() => !document.querySelector('.loa-board').classList.contains('loa-celebrating'));
      await screenshot(page, `ending-${viewport.width}-${colorScheme}`);
      await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      assert.deepEqual(found, [], `${colorScheme} ${viewport.width}: the ending`);
      // Nothing to resign once the game is over.
      assert.equal(await page.isDisabled('#resign'), true, 'Resign is off once the game is over');
      assertClean(page);
      await page.context().close();
    }
  }
});
