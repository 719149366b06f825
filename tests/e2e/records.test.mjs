// What a record says: an opened file's players, event, date and result above the move
// list, each move's comment beside the board while reviewing (as text, never HTML), and the
// comments and names kept by both exports. Fails on any console error; screenshots at 360×740
// and 1440×900.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { newPage, assertClean, openGame, state, useBrowser, openMenu, screenshot, pickMove } from './harness.mjs';
import { WIDE } from './boards.mjs';

const env = useBrowser();

/** A commented game as Boardspace's archive writes one: CRLF lines, names, comments with markup. */
const COMMENTED = [
  '(;GM[9]FF[4]SU[LOA]VV[1]EV[Example Cup 2003]DT[2003-05-01]PB[alice]PW[bob]RE[W+R]',
  'C[Round 1: a quiet opening.]',
  ';B[b1 d3]C[The usual start. <img src=x onerror="window.hacked=1"> stays text.]',
  ';W[h2- f4]C[White answers \\] with a bracket.]',
  ';B[Resign])',
].join('\r\n');

/** Opens `text` as a file through the Game menu's Open… dialog. */
async function openFile(page, text, name) {
  await openMenu(page);
  await page.click('[data-action="open"]');
  await page.setInputFiles('#open-dialog input[type=file]', { name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
  // A textarea's value has LF line ends, whatever the file's.
  const shown = text.replace(/\r\n?/g, '\n');
  await page.waitForFunction((t) => document.querySelector('#open-dialog textarea').value === t, shown);
  await page.click('#open-dialog button[value="open"]');
}

/** A tournament as Boardspace's archive publishes it (tests/data/records): four games, one unreadable. */
const COLLECTION = readFileSync(new URL('../data/records/boardspace_open_2003.sgf', import.meta.url), 'utf8');

for (const [width, height] of [[360, 740], [1440, 900]]) {
  test(`a collection file opens to a list; picking a game loads it with its comments at ${width}×${height}`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await openGame(page, env.server.url, 'mode=friend');
    await page.evaluate(() => window.loaTest.board.play('b1-d3'));
    await openFile(page, COLLECTION, 'open-2003.sgf');
    await page.waitForSelector('#open-collection .open-games button');
    const rows = await page.$$eval('.open-games button', (b) => b.map((x) => x.textContent));
    assert.deepEqual(rows, [
      '1. Ann Example (Black) – Bob Sample (White) · Example Open 2003 · 2003.05.01 · W+R · 10 turns',
      '2. Carla Demo (Black) – Dan Test (White) · Example Open 2003 · 2003.05.02 · B+ · 39 turns',
      '3. Eve Doe (Black) – Finn Roe (White) · Example Open 2003 · 2003.05.03 · 4 turns',
      '4. Gil (Black) – Hal (White) · Example Open 2003 · 1 turns',
    ]);
    assert.equal(await page.isVisible('#open-error'), false);
    await screenshot(page, `records-collection-${width}`);
    // Game 3 cannot be read: its number, the file's line and column; the game is untouched.
    await page.click('.open-games li:nth-child(3) button');
    assert.match(await page.textContent('#open-error'), /^Game 3: .*line 55, column 29: move 4 \(White\): h2-h9: h9 is not a square/);
    assert.equal((await state(page)).ply, 1);
    await page.click('.open-games li:nth-child(1) button');
    await page.waitForFunction(() => !document.querySelector('#open-dialog').open);
    assert.equal((await state(page)).ply, 10);
    assert.match(await page.textContent('#record-head'), /Ann Example \(Black\) – Bob Sample \(White\)/);
    // The game as it stands shows its last move's comment.
    await page.waitForFunction(() => document.querySelector('#move-comment').textContent === 'Black is lost: every piece is cut off.');
    // Opening again starts without the old list.
    await openMenu(page);
    await page.click('[data-action="open"]');
    assert.equal(await page.$('#open-collection'), null);
    assertClean(page);
  });


  test(`a commented record shows its players, event, date, result and comments at ${width}×${height}`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await openGame(page, env.server.url, 'mode=friend');
    await openFile(page, COMMENTED, 'cup.sgf');
    // The readers' wasm loads on the first open: the dialog closes once the game is read.
    await page.waitForFunction(() => !document.querySelector('#open-dialog').open);
    assert.equal((await state(page)).ply, 2);
    const head = await page.textContent('#record-head');
    assert.match(head, /alice \(Black\) – bob \(White\)/);
    assert.match(head, /Event: Example Cup 2003 · Date: 2003-05-01 · Result: 0-1/, "each fact by its name");
    assert.equal(await page.isVisible('#record-head'), true);
    // The game as it stands: its last move's comment. Back to move 1: its comment, as text.
    assert.equal(await page.textContent('#move-comment'), 'White answers ] with a bracket.');
    await page.click('[data-review="back"]');
    await page.waitForFunction(() => !document.querySelector('#move-comment').hidden);
    const comment = await page.textContent('#move-comment');
    assert.match(comment, /The usual start\. <img src=x onerror="window\.hacked=1"> stays text\./);
    assert.equal(await page.$$eval('#move-comment *', (e) => e.length), 0, 'no element from the file');
    assert.equal(await page.evaluate(() => window.hacked), undefined);
    await screenshot(page, `records-comment-${width}`);
    // The start shows the game's own comment; the last move its own.
    await page.click('[data-review="start"]');
    await page.waitForFunction(() => document.querySelector('#move-comment').textContent.startsWith('Round 1'));
    await page.click('[data-review="end"]');
    await page.waitForFunction(() => document.querySelector('#move-comment').textContent.startsWith('White answers'));
    // Both exports keep the names and the comments.
    const sgf = await page.evaluate(() => window.loaTest.board.sgf());
    assert.match(sgf, /PB\[alice\]PW\[bob\]EV\[Example Cup 2003\]DT\[2003-05-01\]C\[Round 1: a quiet opening\.\]/);
    assert.match(sgf, /;W\[h2-f4\]C\[White answers \\\] with a bracket\.\]/);
    const record = await page.evaluate(() => window.loaTest.board.getPosition().record);
    assert.match(record, /\[Black "alice"\]/);
    assert.match(record, /1\. b1-d3\s+\{The usual start\./);
    assertClean(page);
  });
}

test('a comment set by the page (an analysis) is exported; a game without a record shows no head', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  assert.equal(await page.isVisible('#record-head'), false);
  const set = await page.evaluate(() => window.loaTest.board.setComment(0, 'Best move.'));
  assert.deepEqual(set, { ok: true });
  const refused = await page.evaluate(() => window.loaTest.board.setComment(5, 'No such ply.'));
  assert.equal(refused.ok, false);
  assert.match(refused.reason, /no ply 5/);
  assert.match(await page.evaluate(() => window.loaTest.board.sgf()), /;B\[b1-d3\]C\[Best move\.\]/);
  assert.deepEqual((await page.evaluate(() => window.loaTest.board.notes())).comments, ['Best move.']);
  assertClean(page);
});

test('an opened game keeps its names and comments across a reload; a stored record of another game is refused in words', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await openFile(page, COMMENTED, 'cup.sgf');
  await page.waitForFunction(() => !document.querySelector('#open-dialog').open);
  const before = await page.evaluate(() => window.loaTest.board.notes());
  assert.equal(before.black, 'alice');
  // An address that names no game resumes the saved one, with its record's names and comments.
  await openGame(page, env.server.url);
  await page.waitForFunction(() => window.loaTest.board.notes()?.black === 'alice');
  assert.deepEqual(await page.evaluate(() => window.loaTest.board.notes()), before);
  assert.equal((await state(page)).ply, 2);
  await page.waitForFunction(() => /alice \(Black\) – bob \(White\)/.test(document.querySelector('#record-head').textContent));
  assert.match(await page.evaluate(() => window.loaTest.board.sgf()), /;W\[h2-f4\]C\[White answers \\\] with a bracket\.\]/);
  // Kept again as it was given back: a second reload has them too.
  await openGame(page, env.server.url);
  await page.waitForFunction(() => window.loaTest.board.notes()?.white === 'bob');
  // Storage edited so that the record is another game's: said in words, the game resumed as it was.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('loa.game'));
    localStorage.setItem('loa.game', JSON.stringify({ ...saved, record: '[Black "mallory"]\n\n1. b1-d3 *\n' }));
  });
  await openGame(page, env.server.url);
  await page.waitForFunction(() => !document.querySelector('#page-error').hidden);
  assert.match(await page.textContent('#page-error'), /these notes are of another game/);
  assert.equal((await state(page)).ply, 2);
  assert.equal((await page.evaluate(() => window.loaTest.board.notes())).black, null);
  assertClean(page);
});

/**
 * A game of `count` moves on `variant` as the page's own SGF writer writes it, with names, a game
 * comment and a comment after its last move written in; → {sgf, played} (the moves' texts). The
 * board is left on the 8×8 board, so that opening the game changes the board.
 * @param {import('playwright-core').Page} page @param {string} variant
 */
async function wideGame(page, variant, count = 3) {
  await page.evaluate((v) => window.loaTest.board.set({ variant: v }), variant);
  await page.waitForFunction((v) => window.loaTest.board.state()?.variant === v, variant, { timeout: 20000 });
  for (let i = 0; i < count; i++) await page.evaluate((text) => window.loaTest.board.play(text), pickMove(await state(page)).text);
  const played = (await state(page)).history.map((m) => m.text);
  const last = played[played.length - 1];
  const sgf = (await page.evaluate(() => window.loaTest.board.sgf()))
    .replace(/^\(;GM\[9\]/, `(;GM[9]PB[Wide ${variant}]PW[Rival]C[A ${variant} game.]`)
    .replace(new RegExp(`\\[${last}\\]\\)$`), `[${last}]C[Black closes in.])`);
  await page.evaluate(() => window.loaTest.board.set({ variant: 'standard' }));
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'standard');
  return { sgf, played };
}

// Rows on every wide board (tests/e2e/boards.mjs), in one page: the tournament file above with a
// game on that board added; picking that game from the list plays it on its board, and a reload
// resumes it there, as an 8×8 game is.
test('a collection with a wide game: picked from the list, it is played on its board and kept over a reload, on every wide board', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url, 'mode=friend');
  for (const variant of WIDE) {
    const { sgf, played } = await wideGame(page, variant);
    await openFile(page, `${COLLECTION}\n${sgf}`, `with-${variant}.sgf`);
    await page.waitForSelector('#open-collection .open-games button');
    const rows = await page.$$eval('.open-games button', (b) => b.map((x) => x.textContent));
    assert.equal(rows.length, 5, `${variant}: the four games of the file and the wide one`);
    assert.match(rows[4], new RegExp(`^5\\. Wide ${variant} \\(Black\\) – Rival \\(White\\) · .*3 turns$`));
    await page.click('.open-games li:nth-child(5) button');
    await page.waitForFunction(() => !document.querySelector('#open-dialog').open);
    const opened = await state(page);
    assert.deepEqual([opened.variant, opened.history.map((m) => m.text)], [variant, played], `${variant}: the wide game picked is played`);
    // A reload resumes it on its board.
    await openGame(page, env.server.url);
    await page.waitForFunction((v) => window.loaTest.board.state().variant === v, variant, { timeout: 20000 });
    assert.deepEqual((await state(page)).history.map((m) => m.text), played, `${variant}: the game kept over a reload`);
  }
  await screenshot(page, 'records-collection-wide-1440');
  assertClean(page);
  await page.context().close();
});

// Rows on every wide board: an opened wide game's names and comments, shown and kept over a reload
// as an 8×8 game's are (the test above this one's 8×8 twin).
test('an opened wide game keeps its names and comments across a reload, on every wide board', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url, 'mode=friend');
  for (const variant of WIDE) {
    const { sgf } = await wideGame(page, variant);
    await openFile(page, sgf, `${variant}.sgf`);
    await page.waitForFunction((v) => !document.querySelector('#open-dialog').open && window.loaTest.board.state().variant === v, variant, { timeout: 20000 });
    const notes = await page.evaluate(() => window.loaTest.board.notes());
    assert.deepEqual([notes.black, notes.white, notes.gameComment, notes.comments], [`Wide ${variant}`, 'Rival', `A ${variant} game.`, [null, null, 'Black closes in.']]);
    await page.waitForFunction(() => document.querySelector('#move-comment').textContent === 'Black closes in.');
    await openGame(page, env.server.url);
    await page.waitForFunction((v) => window.loaTest.board.state().variant === v && window.loaTest.board.notes()?.black != null, variant, { timeout: 20000 });
    assert.deepEqual(await page.evaluate(() => window.loaTest.board.notes()), notes, `${variant}: the notes kept over a reload`);
    await page.waitForFunction((v) => document.querySelector('#record-head').textContent.includes(`Wide ${v} (Black) – Rival (White)`), variant);
  }
  assertClean(page);
  await page.context().close();
});

test('bad files never hurt: 10,000 games list and one opens, a binary file is refused, the game untouched', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  /** Chooses a file in the Open… dialog and opens it. @param {Buffer} buffer @param {string} name */
  const choose = async (buffer, name) => {
    await openMenu(page);
    await page.click('[data-action="open"]');
    await page.setInputFiles('#open-dialog input[type=file]', { name, mimeType: 'application/octet-stream', buffer });
  };
  // A binary file: refused with the reason, the game as it was.
  const binary = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
  await choose(binary, 'picture.png');
  await page.waitForFunction(() => document.querySelector('#open-dialog textarea').value.length > 0);
  await page.click('#open-dialog button[value="open"]');
  await page.waitForFunction(() => !document.querySelector('#open-error').hidden);
  assert.match(await page.textContent('#open-error'), /cannot be opened: .*line \d+, column \d+/);
  assert.equal((await state(page)).ply, 1);
  await page.click('#open-dialog button[value="cancel"]');
  // 10,000 games (a large file is kept out of the text box): listed; the last one opens.
  const game = (n) => `(;GM[9]SU[LOA]PB[P${n}]PW[Q${n}]EV[Marathon];B[b1 d3];W[a3xd3]C[Game ${n}.])\n`;
  await choose(Buffer.from(Array.from({ length: 10000 }, (_, n) => game(n + 1)).join('')), 'marathon.sgf');
  await page.waitForFunction(() => document.querySelector('#open-dialog textarea').placeholder.startsWith('marathon.sgf'));
  await page.click('#open-dialog button[value="open"]');
  await page.waitForSelector('.open-games li:nth-child(10000) button', { timeout: 60000 });
  assert.equal((await state(page)).ply, 1, 'nothing opens before a game is picked');
  await page.click('.open-games li:nth-child(10000) button');
  await page.waitForFunction(() => window.loaTest.board.state().ply === 2);
  assert.equal(await page.textContent('#move-comment'), 'Game 10000.');
  assertClean(page);
});
