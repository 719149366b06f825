// Clock and link play as players expect, on one board of each kind (standard, black-hole, hex-5):
// the clock stops while an earlier position is reviewed (that it waits for each side's first move
// is in ending.test.mjs); after "Send to your friend" the status says the page waits for the friend; an illegal try's message leaves the board's
// centre free; the settings sheet's Close is on screen at 844×390. Fails on any console error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, useBrowser, screenshot, clickSquare, state, pickMove } from './harness.mjs';
import { ROWS } from './boards.mjs';
import { DESK } from './by-link.mjs';

const env = useBrowser();

const times = (page) => page.evaluate(() => window.loaTest.board.clockTimes());

// Rows on one board of each kind (standard, black-hole, hex-5: tests/e2e/boards.mjs).
for (const variant of ROWS) {
  test(`${variant}: the clock does not run while an earlier position is reviewed, and runs again after`, async () => {
    const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
    await openGame(page, env.server.url, `variant=${variant}&mode=friend`);
    await page.waitForFunction((v) => window.loaTest.board.state()?.variant === v, variant, { timeout: 20000 });
    await page.evaluate(() => window.loaTest.board.set({ clock: { time: 60000, increment: 0 } }));
    for (let i = 0; i < 3; i++) await page.evaluate((mv) => window.loaTest.board.play(mv), pickMove(await state(page)).text);
    await page.waitForTimeout(300); // White's clock runs now: both sides have moved
    assert.ok((await times(page)).white < 60000, 'the clock runs once both sides have moved');
    await page.click('[data-review="start"]');
    const before = await times(page);
    await page.waitForTimeout(1000);
    const during = await times(page);
    assert.ok(Math.abs(during.white - before.white) < 30, `White's time kept while reviewing: ${before.white} → ${during.white}`);
    await page.click('[data-review="end"]');
    await page.waitForTimeout(600);
    assert.ok((await times(page)).white < during.white - 400, 'back to the game, the clock runs again');
    assertClean(page);
    await page.context().close();
  });

  test(`${variant}: after "Send to your friend" the status says the page waits for the friend`, async () => {
    const page = await newPage(env.browser, DESK);
    await openGame(page, env.server.url, `variant=${variant}&mode=link`);
    await page.waitForFunction((v) => window.loaTest.board.state()?.variant === v, variant, { timeout: 20000 });
    const first = pickMove(await state(page));
    await clickSquare(page, first.from);
    await clickSquare(page, first.to);
    await page.waitForFunction(() => window.loaTest.board.state().history.length === 1);
    await page.waitForSelector('#send:not([hidden])');
    await page.click('#send');
    await page.waitForFunction(() => document.querySelector('#link-address').value.includes('mode=link'));
    assert.equal(await page.locator('#status').innerText(), 'Waiting for your friend’s move (White)');
    assert.doesNotMatch(await page.locator('#status').innerText(), /White to move/);
    assertClean(page);
    await page.context().close();
  });
}

for (const [width, height] of [[360, 740], [844, 390], [1440, 900]]) {
  test(`an illegal try's message leaves the board's centre free at ${width}×${height}`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await openGame(page, env.server.url, 'mode=friend');
    await clickSquare(page, 'c1'); // two pieces on its file: c3, not c5
    await clickSquare(page, 'c5');
    await page.waitForSelector('#board .loa-toast:not([hidden])');
    assert.equal((await state(page)).ply, 0);
    const { toast, stage } = await page.evaluate(() => {
      const r = (/** @type {string} */ s) => document.querySelector(s).getBoundingClientRect().toJSON();
      return { toast: r('#board .loa-toast'), stage: r('#board .loa-stage') };
    });
    const centre = { x: stage.left + stage.width / 2, y: stage.top + stage.height / 2 };
    const covers = centre.x >= toast.left && centre.x <= toast.right && centre.y >= toast.top && centre.y <= toast.bottom;
    assert.equal(covers, false, `the message ${JSON.stringify(toast)} covers the centre ${JSON.stringify(centre)}`);
    // It stays off the middle half of the board: at most its lowest quarter.
    assert.ok(toast.top >= stage.top + stage.height * 0.7, `the message begins at ${toast.top - stage.top} px of ${stage.height}`);
    await screenshot(page, `illegal-toast-${width}`);
    assertClean(page);
  });
}

test('the settings sheet’s Close is on screen at 844×390', async () => {
  const page = await newPage(env.browser, { viewport: { width: 844, height: 390 } });
  await openGame(page, env.server.url);
  await page.click('#settings-open');
  await page.waitForSelector('#settings-dialog[open]');
  const close = page.locator('#settings-dialog button[type="submit"]');
  const box = await close.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 390, `Close from ${box.y} to ${box.y + box.height}`);
  // On top there, not under the settings: a tap at its centre reaches it.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.type, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  assert.equal(hit, 'submit');
  await screenshot(page, 'settings-844');
  await close.click({ trial: false });
  await page.waitForFunction(() => !document.querySelector('#settings-dialog').open);
  assertClean(page);
});
