// Gemma: a whole game against the computer by pointer at a phone's 360×740 and a
// desktop's 1440×900 — every square a piece leaves is drawn as a hole and named "hole" in the
// accessible grid — with no console error, screenshots at both sizes; a stuck piece is removed by
// pressing it twice (the core offers the vacate, the page only asks it); Gemma and the reversed
// start in the New game dialog, and <loa-board variant="gemma">.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, state, clickSquare, screenshot, useBrowser, waitForHumanTurn, pickMove, playByPointer, pressCell } from './harness.mjs';

const env = useBrowser();

/** The canvas pixel [r, g, b] at a square's centre (CSS pixels → backing store). */
function pixelAt(page, square) {
  return page.evaluate((sq) => {
    const canvas = document.querySelector('#board canvas');
    const r = canvas.getBoundingClientRect();
    const c = window.loaTest.board.squareCenter(sq);
    const scale = canvas.width / r.width;
    const at = [Math.round((c.x - r.left) * scale), Math.round((c.y - r.top) * scale)];
    return Array.from(canvas.getContext('2d').getImageData(at[0], at[1], 1, 1).data.slice(0, 3));
  }, square);
}

/** A Gemma move by pointer: a vacate is the stuck piece pressed twice, anything else as usual. */
async function playGemma(page, m) {
  if (m.kind === 'vacate') {
    await clickSquare(page, m.from);
    await clickSquare(page, m.from);
  } else {
    await playByPointer(page, m);
  }
}

for (const [width, height] of [
  [360, 740],
  [1440, 900],
]) {
  test(`a Gemma game against the computer at ${width}×${height}: holes drawn and named, no console error`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await openGame(page, env.server.url, 'variant=gemma&mode=computer&side=black&level=1&seed=5');
    assert.equal((await state(page)).variant, 'gemma');
    let shotTaken = false;
    for (let i = 0; i < 80; i++) {
      await waitForHumanTurn(page, ['black']);
      const s = await state(page);
      if (s.outcome) break;
      // Every ply so far left one hole behind (a capture's square is the capturer's, not a hole).
      assert.equal(s.holes.length, s.history.length, `holes after ${s.history.length} plies`);
      if (s.holes.length >= 6 && !shotTaken) {
        const hole = s.holes[0];
        const label = await page.locator(`[role="gridcell"][data-square="${hole}"]`).getAttribute('aria-label');
        assert.equal(label, `${hole}, hole`);
        const [r, g, b] = await pixelAt(page, hole);
        assert.ok(r + g + b < 120, `${hole} is drawn as a dark pit: ${[r, g, b]}`);
        await screenshot(page, `gemma-${width}x${height}-midgame`);
        shotTaken = true;
      }
      const vacate = s.legalMoves.find((m) => m.kind === 'vacate');
      const m = vacate ?? pickMove(s);
      await playGemma(page, m);
      await page.waitForFunction((n) => window.loaTest.board.state().history.length > n || window.loaTest.board.state().outcome, s.history.length, {
        timeout: 15000,
      });
    }
    const end = await state(page);
    assert.ok(end.outcome, 'the game ends');
    assert.ok(shotTaken, 'the game lasted long enough to show holes');
    await screenshot(page, `gemma-${width}x${height}-end`);
    assertClean(page);
    await page.context().close();
  });
}

// Black's a2 is walled in by holes (a1 a3 b1 b2 b3): its only move is to leave the board.
const STUCK = `position=${encodeURIComponent('gemma 2w4w/8/8/8/3b4/oo6/bo6/oo5b b')}`;

test('a stuck Gemma piece is removed by pressing it twice; the keyboard does the same', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, `mode=friend&${STUCK}`);
  const before = await state(page);
  assert.deepEqual(
    before.legalMoves.filter((m) => m.kind === 'vacate').map((m) => m.text),
    ['a2-^^'],
  );
  await clickSquare(page, 'a2');
  await page.waitForFunction(() => /a2 selected: it cannot slide; press it again/.test(document.querySelector('#board .loa-toast').textContent));
  await clickSquare(page, 'a2');
  await page.waitForFunction(() => window.loaTest.board.state().history.length === 1);
  const after = await state(page);
  assert.equal(after.lastMove.kind, 'vacate');
  assert.equal(after.lastMove.text, 'a2-^^');
  assert.ok(after.holes.includes('a2'));
  assert.ok(!after.pieces.some((p) => p.square === 'a2'));
  // The same by the keyboard on the accessible grid, from the same start.
  await openGame(page, env.server.url, `mode=friend&${STUCK}`);
  await pressCell(page, 'a2');
  await pressCell(page, 'a2');
  await page.waitForFunction(() => window.loaTest.board.state().history.length === 1);
  assert.equal((await state(page)).lastMove.text, 'a2-^^');
  assertClean(page);
  await page.context().close();
});

test('the New game dialog offers Gemma with its line and the reversed start', async () => {
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 } });
  await openGame(page, env.server.url);
  await page.click('#new');
  await page.selectOption('select[name="variant"]', 'gemma');
  assert.equal(await page.locator('#variant-line').innerText(), 'Every square a piece leaves becomes a hole; a stuck piece may leave the board.');
  await page.click('.more-options summary');
  await page.check('input[name="reversed"]');
  await screenshot(page, 'gemma-new-game-dialog');
  await page.click('dialog button[value="start"]');
  await page.waitForFunction(() => window.loaTest.board.state().variant === 'gemma');
  const s = await state(page);
  assert.equal(s.rules.reversed, true);
  assert.equal(s.turn, 'black');
  const black = s.pieces.filter((p) => p.colour === 'black').map((p) => p.square);
  assert.ok(black.includes('a2') && black.includes('h7') && !black.includes('b1'), `Black starts on the files: ${black}`);
  assert.ok(s.start.endsWith('reversed'), s.start);
  assertClean(page);
  await page.context().close();
});

test('<loa-board variant="gemma" reversed> plays Gemma from the reversed start', async () => {
  const page = await newPage(env.browser);
  // A host page on the game's own origin, answered by the test (dist/ is not written to).
  const host = `${env.server.url}/gemma-host.html`;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title>
        <script type="module" src="/loa-board.js"></script></head>
        <body><div style="width: 320px"><loa-board id="g" variant="gemma" reversed mode="friend"></loa-board></div></body></html>`,
    }),
  );
  await page.goto(host);
  await page.waitForFunction(() => customElements.get('loa-board') && document.querySelector('#g').state(), null, { timeout: 15000 });
  const s = await page.evaluate(() => document.querySelector('#g').state());
  assert.equal(s.variant, 'gemma');
  assert.equal(s.rules.reversed, true);
  assert.ok(s.pieces.some((p) => p.square === 'a2' && p.colour === 'black'), 'Black starts on the a-file');
  assertClean(page);
  await page.context().close();
});

test('a rank or file label over a hole stays readable: light on the pit, at 360×740', async () => {
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 } });
  // b1 and a2 become holes: a2 carries the rank label 2, b1 the file label b.
  await openGame(page, env.server.url, 'variant=gemma&mode=friend&moves=b1-b3,a2-c2');
  await page.waitForFunction(() => window.loaTest.board.state()?.history.length === 2);
  // The brightest pixel in the label's corner of each hole square (rank: top left; file: bottom
  // right). The pit and its bevel are dark; only a light label lifts it.
  const brightest = await page.evaluate(() => {
    const canvas = document.querySelector('#board canvas');
    const r = canvas.getBoundingClientRect();
    const scale = canvas.width / r.width;
    const ctx = canvas.getContext('2d');
    const corner = (square, dx, dy) => {
      const c = window.loaTest.board.squareCenter(square);
      const half = (r.width / 8) * 0.5;
      const x0 = Math.round((c.x - r.left + dx * half) * scale);
      const y0 = Math.round((c.y - r.top + dy * half) * scale);
      const size = Math.round(half * 0.45 * scale);
      const data = ctx.getImageData(dx < 0 ? x0 : x0 - size, dy < 0 ? y0 : y0 - size, size, size).data;
      let best = 0;
      for (let i = 0; i < data.length; i += 4) best = Math.max(best, (data[i] + data[i + 1] + data[i + 2]) / 3);
      return best;
    };
    return { a2: corner('a2', -1, -1), b1: corner('b1', 1, 1) };
  });
  assert.ok(brightest.a2 > 180 && brightest.b1 > 180, `labels light over the holes: ${JSON.stringify(brightest)}`);
  await screenshot(page, 'gemma-hole-labels-360');
  assertClean(page);
  await page.context().close();
});
