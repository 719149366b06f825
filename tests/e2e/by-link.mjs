// What the tests of games by link share (people.test.mjs, draw-by-link.test.mjs): the two
// profiles' screens, the games list as stored and as shown, a move by pointer, and the link bar's
// sentence.

import assert from 'node:assert/strict';
import { state, pickMove, playByPointer } from './harness.mjs';

/** A phone and a desktop, each allowed the clipboard ("Send to your friend" copies the address). */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, permissions: ['clipboard-read', 'clipboard-write'] };
export const DESK = { viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] };

/** The games list as the page shows it (its own module and core), newest first. @param {import('playwright-core').Page} page */
export const storedGames = (page) =>
  page.evaluate(async () => (await (await import(new URL('www/page/games.js', location.href).href)).listedGames()).games);

/** What is stored for each game (`loa.g.<id>`), by identity. @param {import('playwright-core').Page} page */
export const storedRaw = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('loa.g.')).map((k) => [k, localStorage.getItem(k)])));

/** Plays the move the test strategy picks, with the pointer, and waits for it on the board. @param {import('playwright-core').Page} page */
export async function move(page) {
  const s = await state(page);
  await page.locator('#board').scrollIntoViewIfNeeded(); // a phone's page may be scrolled to its buttons
  await playByPointer(page, pickMove(s));
  await page.waitForFunction((n) => window.loaTest.board.state().history.length > n, s.history.length);
}

/** The link bar's sentence once it reads `text`: the bar is drawn after the board's change, by a
 *  module loaded on demand, so it is waited for (at most 10 s) before being compared.
 *  @param {import('playwright-core').Page} page @param {string} text */
export async function linkSays(page, text) {
  await page.waitForFunction((t) => document.querySelector('#link-say')?.textContent === t, text, { timeout: 10000 }).catch(() => {});
  assert.equal(await page.locator('#link-say').innerText(), text);
}

/** Waits until the games list keeps the game on the board as it stands (its link). @param {import('playwright-core').Page} page */
export const waitForKept = (page) =>
  page.waitForFunction(() => {
    const link = window.loaTest.board.getPosition()?.link;
    return Object.keys(localStorage).some((k) => k.startsWith('loa.g.') && JSON.parse(localStorage.getItem(k)).link === link);
  });

/** "Send to your friend" once the game is kept, and the address it gave. @param {import('playwright-core').Page} page */
export async function sendToFriend(page) {
  await waitForKept(page);
  await page.click('#send');
  await page.waitForFunction(() => document.querySelector('#link-address').value.includes('mode=link'));
  return page.inputValue('#link-address');
}

/** Opens an address from the friend (with the test hook) and waits for its game to be kept. @param {import('playwright-core').Page} page @param {string} url */
export async function openFromFriend(page, url) {
  await page.goto(`${url}&test`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  await waitForKept(page);
}

/** The rows of the games list as the page shows them, by game identity. @param {import('playwright-core').Page} page */
export async function listedRows(page) {
  await page.click('#games-open');
  await page.locator('#games-dialog .games-list li').first().waitFor();
  const rows = await page.$$eval('#games-dialog .games-list li', (items) => items.map((li) => [li.dataset.id, li.innerText]));
  await page.keyboard.press('Escape');
  return Object.fromEntries(rows);
}
