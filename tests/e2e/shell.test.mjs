// The game shell: the board never moves — its box is the same before
// the first move, while the computer thinks, during review and after the game ends, inside the
// screen and with every square's centre reaching the canvas — at 360×740, 844×390 and 1440×900;
// the header's Learn link and the New game dialog's Start button are on the first screen of a
// phone; the review buttons work by click and "move N" means the same round in the banner, the
// list and the record; the Game menu works from the keyboard; the first visit's card teaches and,
// dismissed, stays dismissed; AmbiLOA's dialog names your seats.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { newPage, assertClean, screenshot, openGame, state, useBrowser, pickMove } from './harness.mjs';
import { BOARDS } from './boards.mjs';

const require = createRequire(import.meta.url);
const env = useBrowser();

const SIZES = [
  { width: 360, height: 740, touch: true },
  { width: 844, height: 390, touch: true },
  { width: 1440, height: 900, touch: false },
];

/** The canvas's box, and whether each square's centre is inside the screen and hits the canvas. */
function boardBox(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('.loa-canvas');
    const r = canvas.getBoundingClientRect();
    const s = window.loaTest.board.state();
    const files = 'abcdefgh'.slice(0, s.size);
    const covered = [];
    for (const f of files) {
      for (let rank = 1; rank <= s.size; rank++) {
        const c = window.loaTest.board.squareCenter(`${f}${rank}`);
        const inside = c.x >= 0 && c.y >= 0 && c.x <= innerWidth && c.y <= innerHeight;
        if (!inside || document.elementFromPoint(c.x, c.y) !== canvas) covered.push(`${f}${rank}`);
      }
    }
    return { box: [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10), covered, inView: r.bottom <= innerHeight && r.right <= innerWidth && r.top >= 0 };
  });
}

/** Plays the test strategy's move for the side to move through the board's api. */
async function playOne(page) {
  const s = await state(page);
  await page.evaluate((text) => window.loaTest.board.play(text), pickMove(s).text);
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: the board keeps its box from the first move to the end, in view, no square covered`, async () => {
    const page = await newPage(env.browser, { viewport: { width: size.width, height: size.height }, hasTouch: size.touch });
    await openGame(page, env.server.url, 'mode=computer&side=black&level=1');
    const moments = {};
    const measure = async (when) => {
      const m = await boardBox(page);
      assert.deepEqual(m.covered, [], `${when}: every square's centre reaches the canvas`);
      assert.equal(m.inView, true, `${when}: the board is inside the screen`);
      moments[when] = m.box;
    };
    await measure('before the first move (first visit card shown)');
    await page.click('#welcome-close');
    await measure('first visit card dismissed');
    // The computer thinks for a while: its status, the spinner on its chip.
    await page.evaluate(() => (window.loaTest.engine.stallMs = 1500));
    await playOne(page);
    await page.waitForFunction(() => window.loaTest.board.isThinking());
    await measure('while the computer thinks');
    await page.waitForFunction(() => !window.loaTest.board.isThinking(), null, { timeout: 20000 });
    await page.evaluate(() => (window.loaTest.engine.stallMs = 0));
    await playOne(page);
    await page.waitForFunction(() => !window.loaTest.board.isThinking() && window.loaTest.board.state().history.length >= 4, null, { timeout: 20000 });
    await page.click('[data-review="back"]');
    await page.waitForFunction(() => window.loaTest.board.reviewing() !== null);
    await measure('during review');
    await page.click('[data-review="end"]');
    await page.evaluate(() => window.loaTest.board.resign());
    await page.locator('.loa-banner[data-kind="result"]').waitFor({ state: 'visible' });
    await measure('after the game ends');
    const boxes = Object.values(moments);
    for (const [when, box] of Object.entries(moments)) assert.deepEqual(box, boxes[0], `the board's box ${when}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth), false, 'no sideways scrolling');
    await screenshot(page, `shell-end-${size.width}x${size.height}`);
    assertClean(page);
    await page.context().close();
  });
}

test('360×740: the header with Learn and the dialog\'s Start are on the first screen; board, players, status and actions too', async () => {
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await openGame(page, env.server.url);
  const onScreen = (selector) =>
    page.evaluate((sel) => {
      const r = document.querySelector(sel).getBoundingClientRect();
      return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    }, selector);
  assert.equal(await onScreen('.site-nav a[href="learn.html"]'), true, 'the header links to the rules tour on the first screen');
  assert.equal(await onScreen('#welcome'), true, 'a first visit shows how to play above the fold');
  assert.equal(await onScreen('#welcome a[href="learn.html"]'), true, 'with the tour offered');
  assert.equal((await page.locator('#welcome p').count()), 3, 'in three sentences');
  await page.click('#welcome-close');
  for (const selector of ['.loa-bar-top .loa-chip', '.loa-bar-bottom .loa-chip', '#status', '#new', '#hint', '#undo', '[data-review="back"]', '#game-menu-button']) {
    assert.equal(await onScreen(selector), true, `${selector} is on the first screen during a game`);
  }
  await page.click('#new');
  assert.equal(await onScreen('#new-game-dialog button[value="start"]'), true, 'Start is visible without scrolling');
  await page.setViewportSize({ width: 844, height: 390 });
  assert.equal(await onScreen('#new-game-dialog button[value="start"]'), true, 'and in landscape, 844×390');
  assert.equal(await page.isVisible('#new-game-dialog [name="moveLimit"]'), false, 'the rule options wait behind More options');
  await page.click('#new-game-dialog .more-options summary');
  assert.equal(await page.isVisible('#new-game-dialog [name="moveLimit"]'), true);
  await page.click('#new-game-dialog button[value="cancel"]');
  // Reloaded, the card stays dismissed.
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  assert.equal(await page.isVisible('#welcome'), false, 'dismissed once, it stays dismissed');
  assertClean(page);
  await page.context().close();
});

// Rows on every board (tests/e2e/boards.mjs): the chips name each player, count its pieces, mark
// whose turn it is and say "thinking…" on the computer's while it thinks, on the wide boards as on
// the 8×8 one.
for (const variant of BOARDS) {
  test(`${variant}: the chips name the players and the computer's level, count the pieces, show whose turn and "thinking…"; review and status agree`, async () => {
    const page = await newPage(env.browser, { viewport: { width: 1200, height: 820 } });
    await openGame(page, env.server.url, `variant=${variant}&mode=computer&side=black&level=2`);
    const white = page.locator('.loa-chip[data-colour="white"]');
    const black = page.locator('.loa-chip[data-colour="black"]');
    const whites = String((await state(page)).pieces.filter((p) => p.colour === 'white').length);
    assert.match(await white.innerText(), /^White\s+Computer · Level 2/);
    assert.match(await black.innerText(), /^Black\s+You\s+\d+\s+to move$/);
    assert.equal(await white.locator('.loa-count').innerText(), whites);
    assert.equal(await white.locator('.loa-count').getAttribute('aria-label'), `${whites} pieces on the board`);
    // The computer thinks for a while: "thinking…" on its chip, and the turn comes back to yours.
    await page.evaluate(() => (window.loaTest.engine.stallMs = 1000));
    await playOne(page);
    await page.waitForFunction(() => window.loaTest.board.isThinking());
    assert.equal(await white.locator('.loa-spinner').innerText(), 'thinking…');
    assert.equal(await page.locator('.loa-chip.loa-active').getAttribute('data-colour'), 'white');
    await page.waitForFunction(() => !window.loaTest.board.isThinking() && window.loaTest.board.state().history.length === 2, null, { timeout: 20000 });
    assert.equal(await white.locator('.loa-spinner').count(), 0, 'no spinner once it has moved');
    assert.equal(await black.locator('.loa-turn').innerText(), 'to move');
    // A game between two at this device, so nobody answers: moves until the first capture, which
    // the count follows.
    await openGame(page, env.server.url, `variant=${variant}&mode=friend`);
    let s = await state(page);
    const start = s.pieces.length;
    while (!s.history.some((m) => m.capture) && !s.outcome) {
      const move = s.legalMoves.find((m) => m.capture) ?? pickMove(s);
      await page.evaluate((text) => window.loaTest.board.play(text), move.text);
      s = await state(page);
    }
    for (const colour of ['black', 'white']) {
      const count = String(s.pieces.filter((p) => p.colour === colour).length);
      assert.equal(await page.locator(`.loa-chip[data-colour="${colour}"] .loa-count`).innerText(), count, `${colour}'s pieces on the board`);
    }
    assert.notEqual(s.pieces.length, start, 'a piece was taken');
    while (s.history.length < 5) {
      await page.evaluate((text) => window.loaTest.board.play(text), pickMove(s).text);
      s = await state(page);
    }
    const plies = s.history.length;
    // Review by click: back twice, forward once, to the start, to the end.
    const banner = page.locator('#banner-slot .loa-banner');
    for (let i = plies; i > 3; i--) await page.click('[data-review="back"]');
    assert.equal(await page.evaluate(() => window.loaTest.board.reviewing()), 3);
    // After turn 3 (Black's in round 2): "move 2" in the banner, row 2 of the list, "2." in the record.
    assert.match(await banner.innerText(), /Viewing move 2, Black/);
    const current = page.locator('#moves .move.current');
    assert.equal(await current.count(), 1);
    const row = await current.evaluate((b) => [...b.closest('ol').children].indexOf(b.closest('li')) + 1);
    assert.equal(row, 2, 'the list highlights a move of row 2');
    const record = await page.evaluate(() => window.loaTest.board.getPosition().record);
    assert.ok(record.includes(`2. ${await current.innerText()}`), `the record numbers it 2. too: ${record}`);
    // The chip and the status agree about whose move it is in the position shown.
    const shown = await page.evaluate(() => window.loaTest.board.shown());
    assert.equal(shown.turn, 'white');
    assert.equal(await page.locator('#status').innerText(), 'White to move');
    assert.equal(await page.locator('.loa-chip.loa-active').getAttribute('data-colour'), 'white');
    await page.click('[data-review="forward"]');
    assert.equal(await page.evaluate(() => window.loaTest.board.reviewing()), 4);
    await page.click('[data-review="start"]');
    assert.equal(await page.evaluate(() => window.loaTest.board.reviewing()), 0);
    assert.match(await banner.innerText(), /Viewing the starting position/);
    assert.equal(await page.isDisabled('[data-review="back"]'), true, 'nothing before the start');
    await page.click('[data-review="end"]');
    assert.equal(await page.evaluate(() => window.loaTest.board.reviewing()), null);
    assert.equal(await banner.isVisible(), false);
    assert.equal(await page.isDisabled('[data-review="forward"]'), true, 'nothing after the game as it stands');
    assertClean(page);
    await page.context().close();
  });
}

test('the Game menu opens, moves and closes from the keyboard; the settings are one sheet', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await page.focus('#game-menu-button');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('#game-menu-button', 'aria-expanded'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'share', 'the first item has the focus');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'copy-link');
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'shortcuts');
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#game-menu'), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'game-menu-button', 'the focus is back on the button');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'shortcuts', '↑ opens on the last item');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter'); // Open…
  assert.equal(await page.isVisible('#open-dialog'), true, 'an item does its work');
  assert.equal(await page.isVisible('#game-menu'), false, 'and the menu closes');
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#opt-theme'), false, 'the settings wait in their sheet');
  await page.click('#settings-open');
  for (const id of ['opt-theme', 'opt-board', 'opt-language', 'opt-sound', 'opt-confirm-moves', 'opt-coordinates', 'opt-animation', 'opt-analysis']) {
    assert.equal(await page.isVisible(`#settings-dialog #${id}`), true, `${id} is in the settings sheet`);
  }
  assertClean(page);
  await page.context().close();
});

// The Game menu opens on the side of its button that has room, so the whole list is on the screen
// once a game is under way (the list above the button went off the top at 1440×900), on the 8×8
// board and a wide one, at a phone upright, in landscape and a desktop: one page each, resized.
for (const variant of ['standard', 'hex-5']) {
  test(`the whole Game menu is inside the window at every size once a ${variant} game is under way`, async () => {
    const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
    await openGame(page, env.server.url, `variant=${variant}&mode=friend`);
    for (let i = 0; i < 6; i++) {
      const s = await state(page);
      await page.evaluate((m) => window.loaTest.board.play(m), pickMove(s).text);
      await page.waitForFunction((n) => window.loaTest.board.state().history.length > n, s.history.length);
    }
    for (const { width, height } of SIZES) {
      await page.setViewportSize({ width, height });
      await page.click('#game-menu-button');
      const box = await page.locator('#game-menu').evaluate((list) => {
        const r = list.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, scrolls: list.scrollHeight > list.clientHeight };
      });
      const inside = box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width;
      assert.ok(inside, `the menu at ${width}×${height} is inside the window: ${JSON.stringify(box)}`);
      assert.equal(box.scrolls, false, `every item shows at ${width}×${height} without scrolling`);
      await page.keyboard.press('Escape');
      assert.equal(await page.isVisible('#game-menu'), false);
    }
    assertClean(page);
    await page.context().close();
  });
}

test('axe-core: no violations with the first-visit card, the open menu, the settings sheet and the dialog', async () => {
  for (const scheme of ['light', 'dark']) {
    const page = await newPage(env.browser, { viewport: { width: 360, height: 740 }, bypassCSP: true, colorScheme: scheme });
    await openGame(page, env.server.url);
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const check = async (when) => {
      const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`), [], `${scheme}, ${when}`);
    };
    await check('first visit');
    await page.click('#game-menu-button');
    await check('Game menu open');
    await page.keyboard.press('Escape');
    await page.click('#settings-open');
    await check('settings sheet');
    await page.keyboard.press('Escape');
    await page.click('#new');
    await page.selectOption('#new-game-dialog [name="variant"]', 'ambiloa');
    await check('New game dialog, AmbiLOA');
    await page.keyboard.press('Escape');
    assertClean(page);
    await page.context().close();
  }
});

test('AmbiLOA: the dialog names the seats you play, and the chips sit at their sides', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await page.click('#new');
  await page.selectOption('#new-game-dialog [name="variant"]', 'ambiloa');
  const options = await page.locator('#new-game-dialog [name="human"] option').allInnerTexts();
  assert.deepEqual(options, ['West and East, the East–West team', 'South and North, the North–South team (moves first)']);
  await page.selectOption('#new-game-dialog [name="human"]', 'black');
  await page.click('#new-game-dialog button[value="start"]');
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'ambiloa');
  const sides = await page.evaluate(() => {
    const canvas = document.querySelector('.loa-canvas').getBoundingClientRect();
    const at = (seat) => document.querySelector(`.loa-chip[data-seat="${seat}"]`).getBoundingClientRect();
    const mid = (r) => r.left + r.width / 2;
    return { west: mid(at('west')), east: mid(at('east')), centre: canvas.left + canvas.width / 2, northTop: at('north').top < canvas.top, southBelow: at('south').top > canvas.bottom, westBelow: at('west').top > canvas.bottom };
  });
  // Seen from the East–West side's colour (Black, West) the board is not flipped: South below.
  assert.ok(sides.west < sides.centre, 'West sits on the left');
  assert.ok(sides.east > sides.centre, 'East sits on the right');
  assert.equal(sides.northTop || sides.southBelow, true, 'North above or South below');
  assertClean(page);
  await page.context().close();
});
