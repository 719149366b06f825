// The one-file edition opened from file:// plays against the computer with no server and no
// network; the multi-file site opened from file://, or broken by a bad server, says so in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, copyFile, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { newPage, assertClean, state, clickSquare, waitForHumanTurn, useBrowser, DIST } from './harness.mjs';

const env = useBrowser();

/** Runs `use` with the one-file edition copied alone into a fresh folder (its path given). */
async function aloneInAFolder(use) {
  const folder = await mkdtemp(join(tmpdir(), 'loa-onefile-'));
  try {
    const file = join(folder, 'lines-of-action.html');
    await copyFile(join(DIST, 'lines-of-action.html'), file);
    await use(file);
  } finally {
    await rm(folder, { recursive: true });
  }
}

test('the one-file edition, alone in a folder and opened as a file, plays against the computer without a request', () =>
  aloneInAFolder(async (file) => {
    const page = await newPage(env.browser);
    const requests = [];
    page.on('request', (r) => /^https?:/.test(r.url()) && requests.push(r.url()));
    await page.goto(`${pathToFileURL(file).href}?test&level=2`);
    await page.waitForFunction(() => window.loaTest?.board.state() != null);
    assert.equal(await page.locator('a[download]').count(), 0, 'no download link inside the download');
    await clickSquare(page, 'b1');
    await clickSquare(page, 'd3');
    await waitForHumanTurn(page, ['black']);
    const s = await state(page);
    assert.equal(s.history.length, 2, 'the computer answered');
    assert.equal(s.history[1].colour, 'white');
    // Open…: the file readers' wasm is inline too, so a record opens from file:// as well.
    const opened = await page.evaluate(() =>
      window.loaTest.board.importGame('[Black "Ann"]\n\n{Before.} 1. b1-d3 {Usual.} a3xd3 2. c1-c3 *\n'),
    );
    assert.deepEqual(opened, { ok: true });
    assert.ok((await state(page)).history.length >= 3, 'the record replayed (the computer may answer its last move)');
    const notes = await page.evaluate(() => window.loaTest.board.notes());
    assert.equal(notes.black, 'Ann');
    assert.equal(notes.gameComment, 'Before.');
    assert.equal(notes.comments[0], 'Usual.');
    assert.deepEqual(requests, [], 'no http(s) request');
    assertClean(page);
  }));

test('the one-file edition says the wide boards are not in it, and the 8×8 game plays on', () =>
  aloneInAFolder(async (file) => {
    const page = await newPage(env.browser);
    await page.goto(`${pathToFileURL(file).href}?test&variant=hex-5&mode=friend`);
    await page.waitForFunction(() => window.loaTest?.board.state() != null);
    const error = page.locator('#page-error');
    await error.waitFor({ state: 'visible' });
    assert.match((await error.textContent()) ?? '', /The wide boards could not be loaded: the wide boards are not in the one-file edition/);
    await clickSquare(page, 'b1');
    await clickSquare(page, 'd3');
    assert.equal((await state(page)).history.length, 1, 'the 8×8 board still plays');
    assertClean(page);
  }));

// Play by link cannot work from a file: the address it makes would name a file on this disk,
// which the friend cannot open. The edition does not offer it, says why when an address asks for
// it, and plays that game on as two players here; the site's friend.js is not inside the file.
test('the one-file edition offers no play by link, and a link address plays on as two players here', () =>
  aloneInAFolder(async (file) => {
    const page = await newPage(env.browser);
    await page.goto(`${pathToFileURL(file).href}?test&mode=link&side=black`);
    await page.waitForFunction(() => window.loaTest?.board.state() != null);
    const error = page.locator('#page-error');
    await error.waitFor({ state: 'visible' });
    assert.match((await error.textContent()) ?? '', /Play by link needs the site: an address made by this file would name a file on your own disk/);
    assert.equal(await page.evaluate(() => window.loaTest.board.config().mode), 'friend');
    await clickSquare(page, 'b1');
    await clickSquare(page, 'd3');
    await clickSquare(page, 'h2');
    await clickSquare(page, 'f4');
    assert.equal((await state(page)).history.length, 2, 'both sides are played here');
    await page.click('#new');
    await page.waitForSelector('#new-game-dialog[open]');
    const modes = await page.$$eval('#new-game-dialog select[name="mode"] option', (options) => options.map((o) => o.value));
    assert.ok(modes.includes('friend') && modes.includes('computer'), `modes offered: ${modes}`);
    assert.ok(!modes.includes('link'), 'no play by link in the one-file edition');
    const html = await readFile(file, 'utf8');
    assert.match(html, /play by link is not in the one-file edition/, "friend.js is left out, and importing it would say so");
    assertClean(page);
  }));

test('the one-file edition keeps no variations: a record with some opens on its main line and says so, and a move in review is refused', () =>
  aloneInAFolder(async (file) => {
    const page = await newPage(env.browser);
    await page.goto(`${pathToFileURL(file).href}?test&mode=friend`);
    await page.waitForFunction(() => window.loaTest?.board.state() != null);
    const opened = await page.evaluate(() => window.loaTest.board.importGame('1. c8-c6 h4-f2 (1... h2-f2 2. g8-g6) 2. g8-g6 h2-e2 *'));
    assert.deepEqual(opened, { ok: true });
    assert.deepEqual((await state(page)).history.map((m) => m.text), ['c8-c6', 'h4-f2', 'g8-g6', 'h2-e2']);
    const toast = page.locator('#board .loa-toast:not([hidden])');
    assert.equal(await toast.textContent(), 'This one-file edition keeps no variations: the site does.');
    assert.doesNotMatch(await page.evaluate(() => window.loaTest.board.getPosition().record), /\(/);
    // A move on a reviewed position would start a variation: here it is refused, and says why.
    await page.evaluate(() => window.loaTest.board.review(1));
    await clickSquare(page, 'h2');
    await clickSquare(page, 'f2');
    await page.waitForFunction(() => document.querySelector('#board .loa-toast:not([hidden])')?.textContent.includes('one-file edition keeps no variations'));
    assert.equal(await page.evaluate(() => window.loaTest.board.variationShown()), null);
    assert.equal((await state(page)).ply, 4, "the game's moves are as they were");
    assert.equal(await page.isVisible('#variations'), false);
    assertClean(page);
  }));

test('the one-file edition needs no other file: scripts, styles, wasm and worker are inline', async () => {
  const html = await readFile(join(DIST, 'lines-of-action.html'), 'utf8');
  assert.match(html, /globalThis\.LOA_INLINE_WASM = '[A-Za-z0-9+/=]{1000,}'/, 'the wasm is inline');
  assert.match(html, /globalThis\.LOA_INLINE_WORKER = "/, 'the worker is inline');
  assert.match(html, /globalThis\.LOA_FILES_IN_GAME_WASM = true/, 'one wasm holds the game and the file readers');
  assert.equal(html.match(/LOA_INLINE_WASM = '/g)?.length, 1, 'one wasm is inline, not two');
  assert.doesNotMatch(html, /<script[^>]+src=/, 'no script is loaded from a file');
  assert.doesNotMatch(html, /<link[^>]+rel="(stylesheet|manifest|modulepreload)"/, 'no stylesheet, manifest or preload');
});

test('the multi-file site opened as a file says so within a second, with the two ways out', async () => {
  const page = await newPage(env.browser);
  const start = Date.now();
  await page.goto(pathToFileURL(join(DIST, 'index.html')).href);
  const box = page.locator('#page-error');
  await box.waitFor({ state: 'visible', timeout: 1000 });
  assert.ok(Date.now() - start < 1500, `shown after ${Date.now() - start} ms`);
  const text = await box.innerText();
  assert.match(text, /opened as a file/);
  assert.match(text, /lines-of-action\.html/);
  assert.match(text, /\.\/build\.sh serve/);
  assert.equal(await page.locator('#page-error a').getAttribute('href'), 'lines-of-action.html');
  assert.notEqual(await page.locator('#status').innerText(), 'Loading…');
  // The browser itself reports the refused modules.
  assertClean(page, [/CORS|Failed to load|ERR_FAILED|Cross origin/i]);
});

test('a module served with the wrong type: the page says the game could not start', async () => {
  const page = await newPage(env.browser, { serviceWorkers: 'block' });
  // The page's own module script, as built (tools/bundle.mjs makes it the bundle).
  const entry = (await readFile(join(DIST, 'index.html'), 'utf8')).match(/<script type="module" src="([^"]+)">/)?.[1];
  assert.ok(entry, 'index.html has a module script');
  await page.route(`**/${entry}`, async (route) => {
    const body = await readFile(join(DIST, entry));
    await route.fulfill({ status: 200, contentType: 'text/plain', body });
  });
  await page.goto(`${env.server.url}/index.html`);
  const box = page.locator('#page-error');
  await box.waitFor({ state: 'visible', timeout: 1000 });
  assert.match(await box.innerText(), /could not start: its scripts did not load/);
  assertClean(page, [/MIME type/]);
});

test('a missing wasm file: the page says the engine could not be loaded', async () => {
  const page = await newPage(env.browser, { serviceWorkers: 'block' });
  await page.route('**/pkg/loa_bg.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(`${env.server.url}/index.html`);
  const box = page.locator('#page-error');
  await box.waitFor({ state: 'visible', timeout: 2000 });
  assert.match(await box.innerText(), /could not be loaded.*loa_bg\.wasm answered 404/);
  assertClean(page, [/Failed to load resource/]);
});
