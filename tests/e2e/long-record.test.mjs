// A very long game opened from its record: 20,000 plies, generated here from legal moves (two
// pieces shuttling, with repetition off), read with Open… as a chosen file, its history read from
// the core in parts with the progress said (www/component/state-read.js). The move list draws
// only the rows near its view (www/page/move-list.js), yet behaves as a whole list: it is scrolled
// to the end with the last move marked, numbered from its first row, each row saying its place in
// the whole list; scrolled to the top it shows the first moves, and clicking one reviews it.
// Such a game resumed after a reload, given by a link address or by `?moves=` is replayed and
// read in parts too (www/component/setup.js), with how far it is said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, state, screenshot, useBrowser } from './harness.mjs';

const env = useBrowser();

const PLIES = 20000;
const SHUTTLE = ['b1-b3', 'a2-c2', 'b3-b1', 'c2-a2'];

/** The move list's scroller: how far it is scrolled, and how far it can be. */
const scrolled = (page) =>
  page.evaluate(() => {
    const s = /** @type {HTMLElement} */ (document.querySelector('#moves').parentElement);
    return { top: s.scrollTop, max: s.scrollHeight - s.clientHeight };
  });

test('a 20,000-ply record opens with its move list at the end, and its first move can be reviewed', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend&repetition=off');
  const moves = Array.from({ length: PLIES / 4 }, () => SHUTTLE).flat();
  // The record as the page writes it, then a fresh game, so the record is what brings the moves.
  // So many moves are replayed in parts: the game is on the board a few tasks later.
  await page.evaluate((ms) => window.loaTest.board.set({ mode: 'friend', rules: { repetition: false }, moves: ms, seed: null }), moves);
  await page.waitForFunction((n) => window.loaTest.board.state()?.history.length === n, PLIES, { timeout: 120000 });
  const record = await page.evaluate(() => {
    const text = window.loaTest.board.getPosition().record;
    window.loaTest.board.set({ moves: [], seed: null });
    return text;
  });
  assert.equal((await state(page)).history.length, 0);

  await page.click('#game-menu-button');
  await page.click('[data-action="open"]');
  await page.setInputFiles('#open-dialog input[type=file]', { name: 'long.txt', mimeType: 'text/plain', buffer: Buffer.from(record) });
  await page.waitForFunction(() => document.querySelector('#open-dialog textarea').placeholder !== '');
  // What the board says while the record is read: how far it is, in parts.
  await page.evaluate(() => {
    const toast = /** @type {HTMLElement} */ (document.querySelector('#board .loa-toast'));
    window.said = [];
    new MutationObserver(() => window.said.push(toast.textContent)).observe(toast, { childList: true, characterData: true, subtree: true });
  });
  await page.click('#open-dialog button[value="open"]');
  await page.waitForFunction((n) => window.loaTest.board.state()?.history.length === n && !document.querySelector('#open-dialog').open, PLIES, { timeout: 120000 });
  const said = await page.evaluate(() => window.said);
  const shares = said.filter((text) => text.startsWith('Reading the moves…')).map((text) => Number(text.match(/(\d+)%/)?.[1]));
  assert.ok(shares.length >= 5, `progress said in parts: ${said.join(' | ')}`);
  assert.ok(shares[0] < 100 && shares.at(-1) === 100, `from a part to the whole: ${shares.join(', ')}`);

  // Scrolled to the end, the last move marked and in view.
  const current = page.locator('#moves .move.current');
  await current.waitFor();
  assert.equal(await current.count(), 1);
  assert.equal(await current.getAttribute('data-ply'), String(PLIES));
  assert.equal(await current.getAttribute('aria-current'), 'true');
  assert.equal(await current.innerText(), 'c2-a2');
  await page.waitForFunction(() => {
    const s = /** @type {HTMLElement} */ (document.querySelector('#moves').parentElement);
    const c = /** @type {HTMLElement} */ (document.querySelector('#moves .move.current')).getBoundingClientRect();
    const v = s.getBoundingClientRect();
    return s.scrollTop > 0 && s.scrollHeight - s.clientHeight - s.scrollTop < 2 && c.top >= v.top - 1 && c.bottom <= v.bottom + 1;
  });
  // Only the rows near the view are in the page; they are numbered and placed as in the whole list.
  const rows = await page.evaluate(() => {
    const list = /** @type {HTMLOListElement} */ (document.querySelector('#moves'));
    const last = /** @type {HTMLElement} */ (list.lastElementChild);
    return { drawn: list.children.length, start: list.start, place: last.getAttribute('aria-posinset'), size: last.getAttribute('aria-setsize') };
  });
  assert.ok(rows.drawn > 5 && rows.drawn < 200, `${rows.drawn} rows drawn`);
  assert.equal(rows.start, PLIES / 2 - rows.drawn + 1, 'the first row drawn is numbered as its round');
  assert.deepEqual([rows.place, rows.size], [String(PLIES / 2), String(PLIES / 2)]);
  await screenshot(page, 'long-record-end');

  // Scrolled to the top, the first moves are drawn, numbered from 1; clicking one reviews it.
  await page.evaluate(() => {
    /** @type {HTMLElement} */ (document.querySelector('#moves').parentElement).scrollTop = 0;
  });
  const first = page.locator('#moves button[data-ply="1"]');
  await first.waitFor();
  assert.equal(await page.evaluate(() => /** @type {HTMLOListElement} */ (document.querySelector('#moves')).start), 1);
  assert.equal(await first.innerText(), 'b1-b3');
  await first.click();
  assert.equal(await page.evaluate(() => window.loaTest.board.reviewing()), 1);
  assert.equal(await page.locator('#moves .move.current').getAttribute('data-ply'), '1');
  assert.equal((await scrolled(page)).top, 0, 'the move reviewed stays where it was clicked');
  await screenshot(page, 'long-record-first');

  // Back to the game: the list follows it to the end again.
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.loaTest.board.reviewing() === null);
  await page.waitForFunction(() => document.querySelector('#moves .move.current')?.getAttribute('data-ply') === '20000');
  const end = await scrolled(page);
  assert.ok(end.max - end.top < 2, `scrolled to the end: ${end.top} of ${end.max}`);
  assertClean(page);
});

test('a long game resumed, from a link address or from ?moves= comes in parts, with how far it is said', async () => {
  const page = await newPage(env.browser);
  // Everything the board's toast says, from the page's first script on.
  await page.context().addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.said = [];
    new MutationObserver(() => {
      const text = document.querySelector('#board .loa-toast')?.textContent;
      if (text && text !== w.said.at(-1)) w.said.push(text);
    }).observe(document, { childList: true, characterData: true, subtree: true });
  });
  await openGame(page, env.server.url, 'mode=friend&repetition=off');
  const moves = Array.from({ length: PLIES / 4 }, () => SHUTTLE).flat();
  const inParts = async (how) => {
    await page.waitForFunction((n) => window.loaTest?.board.state()?.history.length === n, PLIES, { timeout: 120000 });
    const said = await page.evaluate(() => /** @type {any} */ (window).said);
    const shares = said.filter((text) => text.startsWith('Reading the moves…')).map((text) => Number(text.match(/(\d+)%/)?.[1]));
    assert.ok(shares.length >= 5, `${how}: progress said in parts: ${said.join(' | ')}`);
    assert.ok(shares[0] < 100 && shares.at(-1) === 100, `${how}: from a part to the whole: ${shares.join(', ')}`);
    assert.deepEqual(shares, [...shares].sort((a, b) => a - b), `${how}: never back`);
    assert.equal((await state(page)).history.at(-1).text, 'c2-a2');
  };
  await page.evaluate((ms) => window.loaTest.board.set({ mode: 'friend', rules: { repetition: false }, moves: ms, seed: null }), moves);
  await inParts('moves set');
  const link = await page.evaluate(() => window.loaTest.board.getPosition().link);
  await page.reload();
  await inParts('resumed after a reload');
  await page.goto(`${env.server.url}/index.html?test&g=${link}`);
  await inParts('a link address');
  await page.goto(`${env.server.url}/index.html?test&repetition=off&moves=${moves.join(',')}`);
  await inParts('?moves=');
  assertClean(page);
  await page.context().close();
});
