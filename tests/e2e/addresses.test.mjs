// Every address and fragment the pages read, read safely, as a mischievous friend or a broken
// link would send them: an answer by link that ends the game on time (a game by link has no
// clock) is refused; `#%` on the rules tour and the puzzles, a 70,000-move `?moves=`, a malformed
// identity of a game by link and a 60 KB wide link each give a sentence in the page's language
// (never a key) and a page that plays; a file just over the limit is named by a size that is not
// the limit. Fails on any console error (assertClean).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESK, storedRaw } from './by-link.mjs';
import { newPage, assertClean, openGame, openMenu, state, screenshot, useBrowser, DIST } from './harness.mjs';
import { PEOPLE_SENTENCES } from '../../www/words/people-words.js';
import { LINK_SENTENCES } from '../../www/words/link-words.js';

const env = useBrowser();

/** The page's words in `language` (the catalogues in dist/, as the page loads them). */
const catalogue = async (/** @type {string} */ language) => ({
  ...(await import(join(DIST, 'www', 'words', 'i18n', `${language}.js`))).default,
  ...PEOPLE_SENTENCES[language],
  ...LINK_SENTENCES[language],
});

/** Fills a sentence's `{name}` parameters. */
const fill = (/** @type {string} */ sentence, /** @type {Record<string, string | number>} */ params) =>
  sentence.replace(/\{(\w+)\}/g, (_, name) => String(params[name]));

/**
 * Gives `page` its HTML from here when the address is too long for the test server's request
 * line (a browser sends it; the server's 16 KB header limit refuses it): the page reads its own
 * address as usual.
 */
async function allowLongAddresses(page) {
  await page.route(
    (url) => url.search.length > 8000,
    (route) => route.fulfill({ contentType: 'text/html', body: readFileSync(join(DIST, new URL(route.request().url()).pathname.slice(1)), 'utf8') }),
  );
}

/** The page's notices, waited for (they come once the module has read the address). */
async function notices(page) {
  await page.waitForFunction(() => !document.getElementById('page-error').hidden, null, { timeout: 10000 });
  return page.textContent('#page-error');
}

/** The games kept in the list, parsed. */
const kept = async (page) => Object.values(await storedRaw(page)).map((raw) => JSON.parse(raw));

test('an answer by link that ends the game on time is refused, for either side, with or without a move of theirs', async () => {
  const page = await newPage(env.browser, DESK);
  await openGame(page, env.server.url, 'mode=link&side=black');
  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('loa.g.') && localStorage.getItem(k).includes('standard~rep~mBT')));
  const id = Object.keys(await storedRaw(page))[0].slice('loa.g.'.length);
  const before = await storedRaw(page);
  const en = await catalogue('en');
  const refused = fill(en['link.refused'], { why: en['link.lossOnTime'] });
  // b1-d3 is `BT`; White's a3xd3 `QT`. `~tb`: Black (you) ran out of time; `~tw`: White did.
  for (const g of ['standard~mBT~tb', 'standard~mBT~tw', 'standard~mBTQT~tb', 'standard~mBTQT~tw']) {
    await page.goto(`${env.server.url}/index.html?test&mode=link&g=${g}&id=${id}&side=black`);
    await page.waitForFunction(() => window.loaTest?.board.state() != null);
    assert.equal(await notices(page), refused, g);
    const s = await state(page);
    assert.deepEqual([s.outcome, s.history.length, (await page.evaluate(() => window.loaTest.board.config().mode))], [null, 1, 'link'], `${g}: your copy is shown as it was`);
    assert.deepEqual(await storedRaw(page), before, `${g}: your copy is kept as it was`);
  }
  await screenshot(page, 'addresses-time-loss-refused');
  assertClean(page);
});

test('a refused address with no copy here gives a game against the computer, kept as that', async () => {
  const page = await newPage(env.browser, DESK);
  await openGame(page, env.server.url, 'mode=link&g=standard~tw&id=fresh-game&side=black');
  const en = await catalogue('en');
  assert.equal(await notices(page), fill(en['link.refusedNew'], { why: en['link.lossOnTime'] }));
  assert.equal(await page.evaluate(() => window.loaTest.board.config().mode), 'computer');
  assert.equal((await state(page)).outcome, null);
  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('loa.g.')));
  assert.deepEqual((await kept(page)).map((g) => g.kind), ['computer'], 'never "A friend, by link"');
  assertClean(page);
});

test('a malformed identity of a game by link is worded in English, Italian and German, never shown as a key', async () => {
  for (const language of ['en', 'it', 'de']) {
    const page = await newPage(env.browser);
    const id = `bad!${'x'.repeat(60)}`;
    await openGame(page, env.server.url, `lang=${language}&mode=link&g=standard~mBT&id=${encodeURIComponent(id)}&side=black`);
    const words = await catalogue(language);
    const said = await notices(page);
    assert.equal(said, fill(words['link.badId'], { id: `${id.slice(0, 40)}…` }), language);
    assert.doesNotMatch(said, /\blink\.\w+/, `${language}: no key`);
    // The page plays: a new game against the computer.
    assert.equal(await page.evaluate(() => window.loaTest.board.config().mode), 'computer');
    assert.equal((await page.evaluate(() => window.loaTest.board.play('b1-d3'))).ok, true, language);
    if (language === 'de') await screenshot(page, 'addresses-bad-id-de');
    assertClean(page);
    await page.context().close();
  }
});

test('?moves= with 70,000 moves is named and left out; the page plays', async () => {
  const page = await newPage(env.browser);
  await allowLongAddresses(page);
  const moves = Array.from({ length: 70000 }, (_, i) => (i % 2 ? 'a3xd3' : 'b1-d3')).join(',');
  await openGame(page, env.server.url, `moves=${moves}`);
  const en = await catalogue('en');
  const problem = fill(en['page.tooLong'], { name: 'moves', count: 70000, max: 65536 });
  assert.equal(await notices(page), fill(en['page.ignored'], { problems: problem }));
  assert.equal((await state(page)).history.length, 0);
  assert.equal((await page.evaluate(() => window.loaTest.board.play('b1-d3'))).ok, true);
  assertClean(page);
});

test('a 60 KB wide link that cannot be read is quoted by an excerpt; the page plays', async () => {
  const page = await newPage(env.browser);
  await allowLongAddresses(page);
  // One "move" of 60,000 characters: no separator between the cells.
  await openGame(page, env.server.url, `g=hex-5~m${'a2c2'.repeat(15000)}`);
  const said = await notices(page);
  assert.ok(said.length < 300, `${said.length} characters: ${said.slice(0, 300)}`);
  assert.match(said, /no cell "(c2a2){10}…"/); // the one shortener: 40 characters and an ellipsis
  assert.ok(await page.evaluate(() => window.loaTest.board.state() != null));
  assertClean(page);
});

test('a malformed escape in the fragment: the rules tour and the puzzles say so and open the first one; the game and the embed play', async () => {
  const learn = await newPage(env.browser);
  await learn.goto(`${env.server.url}/learn.html?test#%`);
  await learn.waitForFunction(() => document.getElementById('lesson-feedback')?.textContent);
  const tour = (await import(join(DIST, 'www', 'learn', 'i18n', 'en.js'))).default;
  assert.equal(await learn.textContent('#lesson-feedback'), fill(tour['learn.unknown'], { id: '%' }));
  assert.ok(await learn.evaluate(() => window.loaTest.board.state() != null), 'the board is up');
  assert.notEqual(await learn.textContent('#lesson-title'), '', 'a lesson is open');
  assertClean(learn);

  const puzzles = await newPage(env.browser);
  await puzzles.goto(`${env.server.url}/puzzles.html?test#%`);
  const words = (await import(join(DIST, 'www', 'puzzles', 'i18n', 'en.js'))).default;
  assert.equal(await notices(puzzles), fill(words['puzzle.unknown'], { id: '%' }));
  await puzzles.waitForFunction(() => window.loaTest.session.current() != null);
  assertClean(puzzles);

  const game = await newPage(env.browser);
  await game.goto(`${env.server.url}/index.html?test&g=%E0%A4%A#%`);
  await game.waitForFunction(() => window.loaTest?.board.state() != null);
  assert.match(await notices(game), /“g=\uFFFD%A” is not understood/);
  assert.equal((await game.evaluate(() => window.loaTest.board.play('b1-d3'))).ok, true);
  assertClean(game);

  const embed = await newPage(env.browser);
  await embed.goto(`${env.server.url}/embed.html?test#%`);
  await embed.waitForFunction(() => window.loaTest?.board.state() != null);
  assert.equal((await embed.evaluate(() => window.loaTest.board.play('b1-d3'))).ok, true);
  assertClean(embed);
});

test('a file of 16.08 MB is refused with its size rounded up, never as the limit itself, in English and German', async () => {
  const size = Math.round(16.08 * 1024 * 1024);
  for (const [language, expected] of [
    ['en', 'This file is 16.1 MB: a game file is at most 16 MB.'],
    ['de', 'Diese Datei hat 16,1 MB: eine Partiedatei hat höchstens 16 MB.'],
  ]) {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, `lang=${language}`);
    await openMenu(page);
    await page.click('[data-action="open"]');
    await page.setInputFiles('#open-dialog input[type=file]', { name: 'big.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.alloc(size, 0x20) });
    await page.waitForFunction(() => !document.getElementById('open-error').hidden);
    assert.equal(await page.textContent('#open-error'), expected);
    assertClean(page);
    await page.context().close();
  }
});
