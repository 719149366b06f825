// The board never leaves the screen: on a desktop scrolled to the bottom of a long panel (or
// after an analysis mark scrolls it) the board's top and the opponent's bar stay in the viewport;
// a puzzle's try leaves the board where it was (its result goes in the panel, not above the
// board); the rules tour's task, board, verdict and buttons fit a 360×740 phone together; and
// AmbiLOA's four chips fit 360 px without overlapping. Each measured with getBoundingClientRect.
// Fails on any console error; screenshots at 360×740, 844×390 and 1440×900.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, useBrowser, screenshot, clickSquare } from './harness.mjs';

const env = useBrowser();

/** The box of `selector` as plain numbers, or null. */
const box = (page, selector) =>
  page.evaluate((s) => {
    const e = document.querySelector(s);
    if (!e) return null;
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }, selector);


test('at 1440×900 scrolled to the bottom, the board and the opponent’s bar stay in view', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url, 'mode=friend');
  // Thirty plies (the core's legal moves, played in turn), so the panel grows with the move list.
  await page.evaluate(() => {
    const board = window.loaTest.board;
    for (let i = 0; i < 30 && !board.state().outcome; i++) {
      const moves = board.state().legalMoves;
      board.play(moves[(i * 7) % moves.length].packed);
    }
  });
  const long = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  assert.ok(long > 100, `the page is longer than the window (${long} px more)`);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => scrollY > 100);
  const stage = await box(page, '#board .loa-stage');
  const bar = await box(page, '#board .loa-bar');
  assert.ok(bar.top >= 0, `the opponent's bar at ${bar.top} px`);
  assert.ok(stage.top >= 0 && stage.bottom <= 900, `the board from ${stage.top} to ${stage.bottom} px`);
  await screenshot(page, 'board-in-view-1440');
  assertClean(page);
});

for (const [width, height] of [[360, 740], [844, 390], [1440, 900]]) {
  test(`a puzzle's try leaves the board where it was at ${width}×${height}`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await page.goto(`${env.server.url}/puzzles.html?test#std-e3-p35`);
    await page.waitForFunction(() => window.loaTest?.session.current()?.id === 'std-e3-p35' && window.loaTest.session.phase() === 'solving');
    const before = await box(page, '#board .loa-stage');
    await clickSquare(page, 'e5');
    await clickSquare(page, 'c7');
    await page.waitForFunction(() => window.loaTest.session.phase() === 'solved', null, { timeout: 30000 });
    await page.waitForFunction(() => !document.querySelector('#banner-slot .loa-banner')?.hidden);
    const after = await box(page, '#board .loa-stage');
    assert.deepEqual(after, before, 'the board did not move');
    assert.equal(await page.$('#board .loa-banner'), null, 'the result is not above the board');
    await screenshot(page, `board-in-view-puzzle-${width}`);
    assertClean(page);
  });
}

test('the first lesson’s task, board, verdict and buttons fit a 360×740 phone together', async () => {
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 } });
  await page.goto(`${env.server.url}/learn.html?test`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null && document.querySelector('#lesson-task').textContent);
  const task = await box(page, '.task');
  const stage = await box(page, '#board .loa-stage');
  const buttons = await box(page, '.lesson-card .buttons');
  const feedback = await box(page, '#lesson-feedback');
  assert.ok(task.top >= 0 && task.bottom <= stage.top, `the task (${task.top}–${task.bottom}) above the board (${stage.top})`);
  assert.ok(feedback.top >= stage.bottom && buttons.bottom <= 740, `verdict and buttons below the board, on screen (to ${buttons.bottom})`);
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
  const next = await box(page, '#lesson-next');
  assert.ok(next.bottom <= 740 && next.top >= 0, `"Next lesson" on screen at ${next.top}–${next.bottom}`);
  assert.equal(await page.evaluate(() => scrollY), 0, 'nothing scrolled');
  await screenshot(page, 'board-in-view-learn-360');
  assertClean(page);
});

test('AmbiLOA’s four chips fit 360 px without overlapping', async () => {
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 } });
  await openGame(page, env.server.url, 'variant=ambiloa');
  const bars = await page.$$eval('#board .loa-bar', (all) =>
    all.map((bar) =>
      [...bar.querySelectorAll('.loa-chip')].map((chip) => {
        const r = chip.getBoundingClientRect();
        // Every visible part of the chip: nothing may spill out of it.
        const parts = [...chip.children].filter((c) => c.getClientRects().length && getComputedStyle(c).clipPath === 'none').map((c) => c.getBoundingClientRect().right);
        return { left: r.left, right: r.right, inside: Math.max(...parts) <= r.right + 0.5, text: chip.textContent };
      }),
    ),
  );
  assert.equal(bars.flat().length, 4);
  for (const chips of bars) {
    for (const chip of chips) {
      assert.ok(chip.left >= 0 && chip.right <= 360, `${chip.text} from ${chip.left} to ${chip.right}`);
      assert.ok(chip.inside, `${chip.text}: its words stay inside it`);
    }
    assert.ok(chips[0].right <= chips[1].left, `${chips[0].text} ends before ${chips[1].text} begins`);
  }
  await screenshot(page, 'board-in-view-ambiloa-360');
  assertClean(page);
});
