// The whole-game analysis as a player reads it: ?!, ? and ?? beside the moves in the move list,
// a legend saying whose share of the graph is dark, and the sentence judging the move shown
// right under the board's banner at every size (on a phone, not a screen below the board).
// Fails on any console error; screenshots at 360×740 and 1440×900.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, useBrowser, screenshot, wordsBrokenIn } from './harness.mjs';

const env = useBrowser();

/** Black wins at once with d1-c2 but plays a2-a3; White joins its pieces with h6-g7. */
const BLUNDER = `position=${encodeURIComponent('standard 7w/8/7w/8/8/8/bb6/3b4 b - mover-wins')}&moves=a2-a3,h6-g7&mode=friend`;

for (const [width, height] of [[360, 740], [1440, 900]]) {
  test(`marks beside the moves, a legend, and the verdict beside the board at ${width}×${height}`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await openGame(page, env.server.url, BLUNDER);
    await page.click('[data-action="review-game"]');
    await page.waitForFunction(() => /analysed/.test(document.querySelector('.gr-status')?.textContent ?? ''), null, { timeout: 60000 });
    // The blunder beside its move, named for screen readers.
    const move = page.locator('#moves button[data-ply="1"]');
    assert.equal(await move.innerText(), 'a2-a3??');
    assert.equal(await move.getAttribute('aria-label'), 'a2-a3, Blunder');
    assert.equal(await page.locator('#moves button[data-ply="2"]').innerText(), 'h6-g7', 'the winning move is not marked');
    const legend = await page.locator('.gr-legend').innerText();
    assert.match(legend, /Dark: Black's share of the game\. Top: Black wins; bottom: White wins/);
    assert.deepEqual(await wordsBrokenIn(page, '.gr-legend, .gr-status'), [], 'the legend wraps between words');

    await page.click('.gr-mark');
    const verdict = page.locator('#verdict-slot .gr-verdict');
    assert.match(await verdict.innerText(), /^1\. a2-a3: Blunder/);
    // Beside the board: right under the banner, in view together with the board's lower part.
    const board = await page.locator('#board .loa-stage').boundingBox();
    const said = await verdict.boundingBox();
    assert.ok(said, 'the verdict is shown');
    if (width < 700) assert.ok(said.y - (board.y + board.height) < 260, `the verdict ${said.y - (board.y + board.height)} px below the board`);
    else assert.ok(said.y + said.height <= height, `the verdict in the first screen: its foot at ${said.y + said.height}`);
    await screenshot(page, `analysis-readable-${width}`);
    assertClean(page);
  });
}
