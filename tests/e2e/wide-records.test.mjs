// Wide games written and read in the page, by the one board: a few moves on a wide board, then the Game
// menu's record, SGF and link copied; a reload resumes the same game, and it is in "Your games";
// the copied link opens the same game in a fresh page; "Export all" writes it; a wide SGF and a wide record opened
// through Open… become the wide game, with the players' names and the comments an SGF gives, a
// malformed one is refused with its line and column and the game stays; the reversed start and the move limit travel in the link. No console error.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { newPage, assertClean, openMenu, useBrowser } from './harness.mjs';

const env = useBrowser();

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
  assert.match(await page.textContent('#open-error'), /: record line 3, column 10: move 1 \(White\): a2-c9: c9 is not on a line through a2/);
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

test('Open… reads a hex-5 SGF with its players and comments: the record head names them, the notes show the comments, and both exports keep them', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`${env.server.url}/index.html?test&mode=friend`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  await openText(page, '(;GM[9]FF[4]SU[Hex5]RU[draw]PB[alice]PW[bob]EV[Hex Cup]C[A hex game.];B[i2-g2]C[Black opens \\] the edge.])');
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'hex-5', null, { timeout: 20000 });
  assert.deepEqual(texts(await wide(page)), ['i2-g2']);
  await page.waitForFunction(() => !document.querySelector('#record-head').hidden);
  assert.match(await page.textContent('#record-head'), /alice \(Black\) – bob \(White\)/);
  assert.match(await page.textContent('#record-head'), /Hex Cup/);
  // The game as it stands: its last move's comment; the start: the game's own.
  await page.waitForFunction(() => document.querySelector('#move-comment').textContent === 'Black opens ] the edge.');
  await page.click('[data-review="start"]');
  await page.waitForFunction(() => document.querySelector('#move-comment').textContent === 'A hex game.');
  await page.click('[data-review="end"]');
  // Both exports, written by the wide build, keep the names and the comments.
  const sgf = await page.evaluate(() => window.loaTest.board.sgf());
  assert.match(sgf, /SU\[Hex5\].*PB\[alice\]PW\[bob\]EV\[Hex Cup\]C\[A hex game\.\];B\[i2-g2\]C\[Black opens \\\] the edge\.\]/);
  const record = await page.evaluate(() => window.loaTest.board.getPosition().record);
  assert.match(record, /\[Black "alice"\]/);
  assert.match(record, /\{A hex game\.\} 1\. i2-g2 \{Black opens \] the edge\.\}/);
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
