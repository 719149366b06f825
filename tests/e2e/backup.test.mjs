// A backup moves every game to another browser: "Export all" writes each kept game with its
// names, comments and its own whole-game analysis's marks (as comments) — the analysed game need
// not be on the board — and "Keep all" of that file in a fresh browser profile keeps them again,
// so the reopened game shows them. Fails on any console error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newPage, assertClean, openGame, useBrowser, openMenu, screenshot } from './harness.mjs';

const env = useBrowser();

/** The analysis's words for a marked move (English). */
const MARK = /Inaccuracy|Mistake|Blunder/g;

/** The games kept in the list, as stored. */
const storedGames = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('loa.g.'))
      .map((k) => ({ id: k.slice(6), ...JSON.parse(/** @type {string} */ (localStorage.getItem(k))) })),
  );

/** The names and comments kept for game `id`, put together from their pieces (site/pieces.js). */
const keptNotes = (page, id) =>
  page.evaluate((key) => JSON.parse(/** @type {string} */ (localStorage.getItem(key))).parts.map((/** @type {string} */ t) => localStorage.getItem(`${key}#${t}`)).join(''), `loa.n.${id}`);

test('Export all, then Keep all in a fresh browser: the names, comments and analysis come back', async () => {
  const page = await newPage(env.browser);
  // A plain game, then one with names, a comment and an analysis.
  await openGame(page, env.server.url, 'mode=friend');
  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  await page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('loa.g.')).length === 1);
  // A game of the rule book's appendix: the analysis marks some of its moves.
  const record = await readFile(join(import.meta.dirname, '..', 'data', 'games', 'appendix_E_game1.txt'), 'utf8');
  assert.equal((await page.evaluate((text) => window.loaTest.board.importGame(text), record)).ok, true);
  await page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('loa.g.')).length === 2);
  // Names and comments are saved with the game's next change (the page has no comment box): its
  // last move is taken back, the notes given, the move played again.
  const last = await page.evaluate(() => window.loaTest.board.state().history.at(-1).text);
  await page.evaluate(() => window.loaTest.board.undo());
  const named = await page.evaluate(() => window.loaTest.board.importNotes(window.loaTest.board.sgf().replace('(;', '(;PB[alice]PW[bob]C[kept for the backup]')));
  assert.equal(named.ok, true, named.reason);
  assert.equal((await page.evaluate(() => window.loaTest.board.setComment(1, 'white answers'))).ok, true);
  await page.evaluate((m) => window.loaTest.board.play(m), last);
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('loa.n.')));
  await page.click('[data-action="review-game"]');
  await page.waitForFunction(() => /analysed/.test(document.querySelector('.gr-status')?.textContent ?? ''), null, { timeout: 120000 });
  const marks = await page.locator('.gr-mark').count();
  assert.ok(marks > 0, 'the analysis marks a move');
  // A new game on the board: the analysed one is only in the list, with its analysis.
  await page.evaluate(() => window.loaTest.board.set({ mode: 'friend', link: null, record: null, position: null, moves: ['b1-d3'], seed: null }));
  await page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('loa.g.')).length === 3);
  assert.equal(await page.locator('.gr-mark').count(), 0, 'the new game has no analysis');

  await page.click('#games-open');
  await page.locator('#games-dialog .games-list li').first().waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-games="export"]')]);
  const sgf = await readFile(await download.path(), 'utf8');
  assert.equal(sgf.match(/\(;/g)?.length, 3, 'every game in one collection');
  for (const said of ['PB[alice]', 'PW[bob]', 'kept for the backup', 'white answers']) assert.ok(sgf.includes(said), `the export carries ${said}`);
  assert.equal(sgf.match(MARK)?.length, marks, 'the export carries every mark of the analysis');
  assertClean(page);
  await page.context().close();

  // Another browser profile: nothing kept until the file is read.
  const fresh = await newPage(env.browser);
  await openGame(fresh, env.server.url, 'mode=friend');
  assert.deepEqual(await storedGames(fresh), []);
  await openMenu(fresh);
  await fresh.click('[data-action="open"]');
  await fresh.setInputFiles('#open-dialog input[type=file]', { name: 'lines-of-action-games.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(sgf) });
  await fresh.waitForFunction(() => document.querySelector('#open-dialog textarea').value !== '' || document.querySelector('#open-dialog textarea').placeholder !== '');
  await fresh.click('#open-dialog button[value="open"]');
  await fresh.click('#open-dialog .open-keep-all');
  await fresh.waitForFunction(() => document.querySelector('#games-dialog')?.open, null, { timeout: 60000 });
  const kept = await storedGames(fresh);
  assert.equal(kept.length, 3);
  const backup = kept.find((g) => g.notes === true);
  assert.ok(backup, 'the game with names is kept with them');
  assert.equal(kept.filter((g) => g.notes).length, 1);
  assert.match(await keptNotes(fresh, backup.id), /alice/, 'kept apart from the moves, under the game’s identity');
  assert.match(await fresh.locator(`#games-dialog li[data-id="${backup.id}"]`).innerText(), /alice – bob/, 'the list names the players');
  await screenshot(fresh, 'backup-list');
  await fresh.click(`#games-dialog li[data-id="${backup.id}"] [data-open]`);
  await fresh.waitForFunction(() => window.loaTest.board.notes()?.black === 'alice');
  const notes = await fresh.evaluate(() => window.loaTest.board.notes());
  assert.equal(notes.white, 'bob');
  assert.equal(notes.gameComment, 'kept for the backup');
  assert.equal(notes.comments[1], 'white answers');
  assert.equal(notes.comments.join('\n').match(MARK)?.length, marks, 'every mark of the analysis');
  assert.equal(await fresh.evaluate(() => window.loaTest.board.state().history.length), notes.comments.length);
  assert.ok(notes.comments.length > 30, `${notes.comments.length} plies`);
  await screenshot(fresh, 'backup-reopened');
  assertClean(fresh);
  await fresh.context().close();
});
