// What a record says: an opened file's players, event, date and result above the move
// list, each move's comment beside the board while reviewing (as text, never HTML), and the
// comments and names kept by both exports. Fails on any console error; screenshots at 360×740
// and 1440×900.
//
// Rows on one board of each kind (standard, black-hole, hex-5: tests/e2e/boards.mjs): a record
// opened shows its players and comments, kept by both exports and over a reload; a collection
// with a game of that board opens it. On the wide boards, by the one board: the Game
// menu's record, SGF and link copied; a reload resumes the same game, and it is in "Your
// games"; the copied link opens the same game in a fresh page; "Export all" writes it; a wide
// SGF and a wide record opened through Open… become the wide game, with the players' names and
// the comments an SGF gives; a malformed one is refused with its line and column and the game
// stays; the reversed and scrambled starts, the repetition draw and the move limit travel in
// the link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { newPage, assertClean, openGame, state, useBrowser, openMenu, screenshot, pickMove } from './harness.mjs';
import { ROWS } from './boards.mjs';

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
    // Every refusal the dialog shows, even for a moment: a collection is no refused single game.
    await page.evaluate(() => {
      const error = /** @type {HTMLElement} */ (document.querySelector('#open-error'));
      const said = (window.loaTestRefusals = []);
      new MutationObserver(() => !error.hidden && said.push(error.textContent)).observe(error, { attributes: true, childList: true, characterData: true, subtree: true });
    });
    await openFile(page, COLLECTION, 'open-2003.sgf');
    await page.waitForSelector('#open-collection .open-games button');
    assert.deepEqual(await page.evaluate(() => window.loaTestRefusals), [], 'no refusal shown on the way to the list');
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
    // The refusal comes once the readers have replayed the game (and loaded their sentences).
    await page.waitForFunction(() => /^Game 3:/.test(document.querySelector('#open-error')?.textContent ?? ''));
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

// (An opened game's names and comments kept over a reload, on each kind of board: the rows below.)
test('a stored record of another game is refused in words, and the game resumes without its notes', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await openFile(page, COMMENTED, 'cup.sgf');
  await page.waitForFunction(() => !document.querySelector('#open-dialog').open);
  // Kept: an address that names no game resumes it with its record's names.
  await openGame(page, env.server.url);
  await page.waitForFunction(() => window.loaTest.board.notes()?.black === 'alice');
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
 * page is left with a fresh 8×8 game, so that opening the game changes the game (and the board).
 * @param {import('playwright-core').Page} page @param {string} variant
 */
async function commentedGame(page, variant, count = 3) {
  await page.evaluate((v) => window.loaTest.board.set({ variant: v }), variant);
  await page.waitForFunction((v) => window.loaTest.board.state()?.variant === v, variant, { timeout: 20000 });
  for (let i = 0; i < count; i++) await page.evaluate((text) => window.loaTest.board.play(text), pickMove(await state(page)).text);
  const played = (await state(page)).history.map((m) => m.text);
  const last = played[played.length - 1];
  const sgf = (await page.evaluate(() => window.loaTest.board.sgf()))
    .replace(/^\(;GM\[9\]/, `(;GM[9]PB[Ann ${variant}]PW[Rival]C[A ${variant} game.]`)
    .replace(new RegExp(`\\[${last}\\]\\)$`), `[${last}]C[Black closes in.])`);
  await page.evaluate(() => window.loaTest.board.set({ variant: 'standard' }));
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'standard');
  return { sgf, played };
}

// Rows on one board of each kind (tests/e2e/boards.mjs), in one page: the tournament file above
// with a game on that board added; picking that game from the list plays it on its board, and a
// reload resumes it there.
test('a collection with a game of each kind of board: picked from the list, it is played on its board and kept over a reload', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url, 'mode=friend');
  for (const variant of ROWS) {
    const { sgf, played } = await commentedGame(page, variant);
    await openFile(page, `${COLLECTION}\n${sgf}`, `with-${variant}.sgf`);
    await page.waitForSelector('#open-collection .open-games button');
    const rows = await page.$$eval('.open-games button', (b) => b.map((x) => x.textContent));
    assert.equal(rows.length, 5, `${variant}: the four games of the file and the added one`);
    assert.match(rows[4], new RegExp(`^5\\. Ann ${variant} \\(Black\\) – Rival \\(White\\) · .*3 turns$`));
    await page.click('.open-games li:nth-child(5) button');
    await page.waitForFunction(() => !document.querySelector('#open-dialog').open);
    const opened = await state(page);
    assert.deepEqual([opened.variant, opened.history.map((m) => m.text)], [variant, played], `${variant}: the game picked is played`);
    // A reload resumes it on its board.
    await openGame(page, env.server.url);
    await page.waitForFunction((v) => window.loaTest.board.state().variant === v, variant, { timeout: 20000 });
    assert.deepEqual((await state(page)).history.map((m) => m.text), played, `${variant}: the game kept over a reload`);
  }
  await screenshot(page, 'records-collection-rows-1440');
  assertClean(page);
  await page.context().close();
});

// Rows on one board of each kind: a record opened shows its players and comments (the record head,
// the comment of the move reviewed, the game's own at the start), both exports keep them, and a
// reload keeps them.
for (const variant of ROWS) {
  test(`a record opened on ${variant} shows its players and comments, both exports keep them, and so does a reload`, async () => {
    const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
    await openGame(page, env.server.url, 'mode=friend');
    const { sgf, played } = await commentedGame(page, variant);
    const last = played[played.length - 1];
    await openFile(page, sgf, `${variant}.sgf`);
    await page.waitForFunction((v) => !document.querySelector('#open-dialog').open && window.loaTest.board.state().variant === v, variant, { timeout: 20000 });
    const notes = await page.evaluate(() => window.loaTest.board.notes());
    assert.deepEqual([notes.black, notes.white, notes.gameComment, notes.comments], [`Ann ${variant}`, 'Rival', `A ${variant} game.`, [null, null, 'Black closes in.']]);
    await page.waitForFunction((v) => document.querySelector('#record-head').textContent.includes(`Ann ${v} (Black) – Rival (White)`), variant);
    // The game as it stands: its last move's comment; the start: the game's own.
    await page.waitForFunction(() => document.querySelector('#move-comment').textContent === 'Black closes in.');
    await page.click('[data-review="start"]');
    await page.waitForFunction((v) => document.querySelector('#move-comment').textContent === `A ${v} game.`, variant);
    await page.click('[data-review="end"]');
    await screenshot(page, `records-comments-${variant}-1440`);
    // Both exports keep the names and the comments.
    const written = await page.evaluate(() => window.loaTest.board.sgf());
    assert.ok(written.includes(`PB[Ann ${variant}]PW[Rival]`) && written.includes(`C[A ${variant} game.]`), written);
    assert.ok(written.endsWith(`[${last}]C[Black closes in.])`), written);
    const record = await page.evaluate(() => window.loaTest.board.getPosition().record);
    assert.ok(record.includes(`[Black "Ann ${variant}"]`) && record.includes(`{A ${variant} game.}`), record);
    assert.ok(record.includes(`${last} {Black closes in.}`), record);
    // A reload keeps them.
    await openGame(page, env.server.url);
    await page.waitForFunction((v) => window.loaTest.board.state().variant === v && window.loaTest.board.notes()?.black != null, variant, { timeout: 20000 });
    assert.deepEqual(await page.evaluate(() => window.loaTest.board.notes()), notes, 'the notes kept over a reload');
    await page.waitForFunction((v) => document.querySelector('#record-head').textContent.includes(`Ann ${v} (Black) – Rival (White)`), variant);
    assertClean(page);
    await page.context().close();
  });
}

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

// The wide boards' records, SGF and links, written and read by the one board.
/** The board's state, with its moves' texts and rules field as the wide records write them. */
const wide = (page) => page.evaluate(() => window.loaTest.board.state());
const texts = (st) => st.history.map((m) => m.text);

/** What the Game menu's `action` copies, read back from the clipboard. */
async function copied(page, action) {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await openMenu(page);
  await page.click(`[data-action="${action}"]`);
  await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Plays `count` legal moves of the two-player wide game, each the first the core lists. */
async function playSome(page, count) {
  for (let i = 0; i < count; i += 1) {
    await page.evaluate(() => {
      const m = window.loaTest.board.state().legalMoves.find((x) => x.kind === 'slide');
      const cell = (n) => document.querySelector(`#board [data-square="${n}"]`);
      for (const n of [m.from, m.to]) {
        cell(n).focus();
        cell(n).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      }
    });
    await page.waitForFunction((n) => window.loaTest.board.state().history.length === n, i + 1);
  }
}

/** Pastes `text` into Open… and opens it. */
async function openText(page, text) {
  await openMenu(page);
  await page.click('[data-action="open"]');
  await page.fill('#open-dialog textarea', text);
  await page.click('#open-dialog button[value="open"]');
}

test('a wide game is copied as record, SGF and link, survives a reload, is in Your games, and its link opens it', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${env.server.url}/index.html?test&variant=black-hole&mode=friend`);
  await page.waitForFunction(() => window.loaTest?.board.state()?.variant === 'black-hole', null, { timeout: 20000 });
  await playSome(page, 3);
  const played = texts(await wide(page));
  const record = await copied(page, 'copy-record');
  // The repetition draw is on, as on every board the page starts.
  assert.match(record, /^\[Variant "Black Hole 9×9"\]\n\[Rules "mover-wins"\]\n\[Repetition "on"\]\n/);
  assert.ok(record.includes(played[2]), record);
  const sgf = await copied(page, 'copy-sgf');
  assert.ok(sgf.startsWith('(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[Black-hole]RU[mover-wins,repetition]'), sgf);
  const link = await copied(page, 'copy-link');
  const url = new URL(link);
  assert.match(url.searchParams.get('g'), new RegExp(`^black-hole~.*m${played.map((m) => m.replace(/[-x]/, '')).join('\\.')}`));
  assert.equal(url.searchParams.get('mode'), 'friend');
  // A reload resumes the game, and "Your games" lists it.
  await page.goto(`${env.server.url}/index.html?test`);
  await page.waitForFunction(() => window.loaTest?.board.state()?.history.length === 3, null, { timeout: 20000 });
  assert.deepEqual(texts(await wide(page)), played);
  // Back to an 8×8 game; the wide one goes on from "Your games".
  await page.click('#new');
  await page.selectOption('#new-game-dialog select[name="variant"]', 'standard');
  await page.click('#new-game-dialog button[type="submit"]:not([value="cancel"])');
  await page.waitForFunction(() => window.loaTest.board.state().variant === 'standard');
  await page.click('[data-action="games"]');
  const entry = page.locator('#games-dialog li', { hasText: 'Black Hole' });
  await entry.waitFor();
  assert.match(await entry.textContent(), /3 turns/);
  // "Export all" writes it too, with the wide wasm.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-games="export"]')]);
  assert.ok(readFileSync(await download.path(), 'utf8').includes(sgf), 'the export holds the wide game');
  await entry.locator('[data-open]').click();
  await page.waitForFunction(() => window.loaTest.board.state()?.history.length === 3, null, { timeout: 20000 });
  assert.deepEqual(texts(await wide(page)), played);
  // The link in a fresh page opens the same game.
  const other = await newPage(env.browser, { viewport: { width: 360, height: 740 } });
  await other.goto(`${link.replace('index.html?', 'index.html?test&')}`);
  await other.waitForFunction(() => window.loaTest?.board.state()?.history.length === 3, null, { timeout: 20000 });
  assert.deepEqual(texts(await wide(other)), played);
  assertClean(other);
  await other.context().close();
  assertClean(page);
  await page.context().close();
});

test('Open… reads a wide SGF and a wide record as wide games, and refuses a malformed one with its line and column', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`${env.server.url}/index.html?test&mode=friend`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  await openText(page, '(;GM[9]FF[4]SU[Hex5]RU[draw,reversed];B[i1-g3];W[i2-g2])');
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'hex-5', null, { timeout: 20000 });
  let st = await wide(page);
  assert.deepEqual([texts(st), st.rules.simultaneous, st.rules.reversed], [['i1-g3', 'i2-g2'], 'draw', true]);
  assert.equal(await page.locator('#open-dialog').evaluate((d) => d.open), false);
  // A malformed wide record: the reason names line and column; the game stays as it was.
  await openText(page, '[Variant "standard-12x12"]\n\n1. b1-b3 a2-c9 *');
  await page.waitForFunction(() => !document.querySelector('#open-error').hidden);
  assert.match(await page.textContent('#open-error'), /: game record, line 3, column 10: move 1 \(White\): a2-c9: pieces move along a file, rank or diagonal, and c9 is on none through a2/);
  assert.equal((await wide(page)).variant, 'hex-5');
  await page.click('#open-dialog button[value="cancel"]');
  // A good one replaces it; the move limit travels in the record, and ends the game.
  await openText(page, '[Variant "standard-12x12"]\n[MoveLimit "2"]\n\n1. b1-b3 a2-c2 1/2-1/2');
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'standard-12x12', null, { timeout: 20000 });
  st = await wide(page);
  assert.deepEqual([st.history.length, st.outcome?.key, st.outcome?.cause], [2, 'draw', 'move-limit']);
  assert.match(await page.textContent('#status'), /move limit/);
  // An 8×8 record still opens as an 8×8 game, in place of the wide one.
  await openText(page, '[Variant "Standard"]\n\n1. b1-d3 *');
  await page.waitForFunction(() => window.loaTest.board.state().variant === 'standard');
  assert.equal(await page.locator('#board [role="gridcell"]').count(), 64);
  assertClean(page);
  await page.context().close();
});

test('the New game dialog: its repetition draw, reversed and scrambled starts and move limit reach a wide game, and its link carries them; so do the address options', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${env.server.url}/index.html?test&mode=friend`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  await page.click('#new');
  await page.selectOption('#new-game-dialog select[name="variant"]', 'hex-5');
  await page.evaluate(() => document.querySelector('#new-game-dialog .more-options')?.setAttribute('open', ''));
  await page.check('#new-game-dialog input[name="reversed"]');
  await page.fill('#new-game-dialog input[name="moveLimit"]', '40');
  await page.click('#new-game-dialog button[type="submit"]:not([value="cancel"])');
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'hex-5', null, { timeout: 20000 });
  const st = await wide(page);
  // The repetition draw is on in the dialog, as for every variant.
  assert.deepEqual(st.rules, { simultaneous: 'mover-wins', repetition: true, moveLimit: 40, reversed: true, scrambled: false });
  // The reversed start: Black stands where White starts on the normal board (i1, a1, …).
  const black = st.pieces.filter((p) => p.colour === 'black').map((p) => p.square).sort();
  assert.deepEqual(black, ['a1', 'a4', 'b6', 'd1', 'e9', 'f1', 'h6', 'i1', 'i4']);
  assert.match(new URL(await copied(page, 'copy-link')).searchParams.get('g') ?? '', /^hex-5~rep~limit40~rev$/);
  // The dialog shows the game's options again; the repetition draw unticked reaches the next game.
  await page.click('#new');
  assert.equal(await page.isChecked('#new-game-dialog input[name="repetition"]'), true);
  assert.equal(await page.isEnabled('#new-game-dialog input[name="repetition"]'), true);
  await page.uncheck('#new-game-dialog input[name="repetition"]');
  await page.click('#new-game-dialog button[type="submit"]:not([value="cancel"])');
  await page.waitForFunction(() => window.loaTest.board.state()?.rules.repetition === false, null, { timeout: 20000 });
  assert.deepEqual((await wide(page)).rules, { simultaneous: 'mover-wins', repetition: false, moveLimit: 40, reversed: true, scrambled: false });
  // The scrambled start is offered on hex-6 (and black-hole), not on hex-5, which has none.
  await page.click('#new');
  assert.equal(await page.isChecked('#new-game-dialog input[name="repetition"]'), false);
  assert.equal(await page.isDisabled('#new-game-dialog input[name="scrambled"]'), true);
  await page.selectOption('#new-game-dialog select[name="variant"]', 'hex-6');
  await page.check('#new-game-dialog input[name="scrambled"]');
  await page.click('#new-game-dialog button[type="submit"]:not([value="cancel"])');
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'hex-6', null, { timeout: 20000 });
  // Abstract Play's scrambled hex-6, reversed: k3 and j1 are Black's, k2 and j7 White's.
  const scrambled = await wide(page);
  const piece = (/** @type {string} */ name) => scrambled.pieces.find((p) => p.square === name)?.colour;
  assert.deepEqual(['k3', 'j1', 'k2', 'j7'].map(piece), ['black', 'black', 'white', 'white']);
  assert.match(new URL(await copied(page, 'copy-link')).searchParams.get('g') ?? '', /^hex-6~norep~limit40~rev~scr$/);
  await page.click('#new');
  assert.equal(await page.isChecked('#new-game-dialog input[name="scrambled"]'), true);
  // Back to an 8×8 board: the scrambled start does not follow it there.
  await page.selectOption('#new-game-dialog select[name="variant"]', 'standard');
  await page.click('#new-game-dialog button[type="submit"]:not([value="cancel"])');
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'standard', null, { timeout: 20000 });
  assert.equal((await wide(page)).pieces.length, 24);
  // The address's own options, as for 8×8 games: ?rules=, ?limit=, ?moves=.
  await page.goto(`${env.server.url}/index.html?test&variant=hex-6&mode=friend&rules=draw&limit=12&moves=k2-i2`);
  await page.waitForFunction(() => window.loaTest?.board.state()?.history.length === 1, null, { timeout: 20000 });
  const addressed = (await wide(page)).rules;
  assert.deepEqual([addressed.simultaneous, addressed.moveLimit], ['draw', 12]);
  // ?repetition=on, and two pieces shuttled back and forth: the start stands a third time, a draw.
  const shuttle = 'b1-b3,a2-c2,b3-b1,c2-a2';
  await page.goto(`${env.server.url}/index.html?test&variant=black-hole&mode=friend&repetition=on&moves=${shuttle},${shuttle}`);
  await page.waitForFunction(() => window.loaTest?.board.state()?.history.length === 8, null, { timeout: 20000 });
  const drawn = await wide(page);
  assert.deepEqual([drawn.rules.repetition, drawn.outcome?.key, drawn.outcome?.cause, drawn.outcome?.result], [true, 'draw', 'repetition', '1/2-1/2']);
  assert.match(await page.textContent('#status'), /three times|repetition/i);
  assertClean(page);
  await page.context().close();
});
