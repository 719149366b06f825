// What every framework app must show in headless Chromium: its <loa-board> drawn, speaking
// Italian (lang="it"), a move played through the accessible grid answered by the computer, the
// app's own `move` handler having heard both (its list #heard), and a clean console.
import assert from 'node:assert/strict';
import { newPage, assertClean, pressCell } from '../e2e/harness.mjs';

/** @param {import('playwright-core').Browser} browser @param {string} url */
export async function assertAppPlays(browser, url) {
  const tab = await newPage(browser);
  try {
    await tab.goto(url);
    await tab.waitForFunction(() => document.querySelector('loa-board')?.state?.(), null, { timeout: 30000 });
    const drawn = await tab.evaluate(() => {
      const canvas = document.querySelector('loa-board').shadowRoot.querySelector('canvas');
      return canvas.width > 100 && canvas.getContext('2d').getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data[3] > 0;
    });
    assert.ok(drawn, 'the board is drawn');
    assert.equal(await tab.locator('loa-board [part~="new-game"]').innerText(), 'Nuova partita', 'lang="it" speaks Italian');
    await pressCell(tab, 'b1');
    await pressCell(tab, 'd3', 'Space');
    await tab.waitForFunction(() => document.querySelectorAll('#heard li').length >= 2, null, { timeout: 30000 });
    const heard = await tab.locator('#heard li').allInnerTexts();
    assert.equal(heard[0], 'player b1-d3', 'the app’s move handler heard the move played on the grid');
    assert.match(heard[1], /^computer /, 'and the computer’s reply');
    assertClean(tab);
  } finally {
    await tab.context().close();
  }
}
